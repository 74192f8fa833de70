import Testing
import FlickLayout
@testable import FlickAnimation

/// Who keeps whom: an engine belongs to its owner; an animator borrows it, the engine keeps
/// its active and stopped animators only, and an animator that turns inactive is released at
/// once. Before, the engine's list released inactive animators only at its next tick, and an
/// animator kept its engine: after `stopAnimation(true)` or `finishAnimation(at:)` in a scene
/// that then went idle, the animator and the engine (with every presentation layer) kept each
/// other forever.
@Suite struct AnimatorLifetimeTests {
    /// Weak references to what one scenario built.
    final class Lifetimes {
        weak var engine: AnimationEngine?
        weak var animator: PropertyAnimator?
        weak var presentation: ViewPresentation<View>?
    }

    /// Builds an engine with a presentation over a one-view tree and an animator of the view's
    /// alpha, runs `scenario` on it, then drops everything.
    static func lifetimes(_ scenario: (AnimationEngine, PropertyAnimator) throws -> Void) rethrows -> Lifetimes {
        let alive = Lifetimes()
        let root = View()
        let box = View()
        root.addSubview(box)
        do {
            let engine = AnimationEngine()
            let presentation = ViewPresentation(engine: engine, root: root)
            let a = PropertyAnimator(engine: engine, duration: 1, curve: .linear) { box.alpha = 0 }
            alive.engine = engine; alive.animator = a; alive.presentation = presentation
            try scenario(engine, a)
            #expect(presentation.presentation(of: box).alpha.isFinite)
        }
        return alive
    }

    @Test func stoppedWithoutFinishingFreesTheAnimatorAndItsEngine() throws {
        let alive = Self.lifetimes { engine, a in
            a.startAnimation()
            engine.advance(toSeconds: 0.5)
            a.stopAnimation(true)
            #expect(engine.activeAnimators.isEmpty)
        }
        #expect(alive.animator == nil)
        #expect(alive.engine == nil)
        #expect(alive.presentation == nil)
    }

    @Test(arguments: [AnimatingPosition.end, .start, .current])
    func stoppedThenFinishedFreesTheAnimatorAndItsEngine(at position: AnimatingPosition) throws {
        let alive = Self.lifetimes { engine, a in
            a.startAnimation()
            engine.advance(toSeconds: 0.25)
            a.stopAnimation(false)
            #expect(engine.activeAnimators.count == 1)
            a.finishAnimation(at: position)
            #expect(engine.activeAnimators.isEmpty)
        }
        #expect(alive.animator == nil)
        #expect(alive.engine == nil)
        #expect(alive.presentation == nil)
    }

    /// An owner that goes away while its animator is paused (or stopped) frees everything: the
    /// engine's list goes with the engine.
    @Test func anEngineFreedWithAPausedAnimatorFreesBoth() throws {
        let alive = Self.lifetimes { _, a in
            a.pauseAnimation()
            a.fractionComplete = 0.5
        }
        #expect(alive.engine == nil)
        #expect(alive.animator == nil)
    }

    /// A running animator the caller does not keep runs to its end (the engine keeps it), then
    /// is released.
    @Test func aRunningAnimatorIsKeptByItsEngineUntilItEnds() throws {
        let engine = AnimationEngine()
        let x = engine.register("x", initial: 0.0)
        weak var weakAnimator: PropertyAnimator?
        var ended: AnimatingPosition?
        do {
            let a = engine.runningPropertyAnimator(withDuration: 1, animations: { x.value = 10 }) { ended = $0 }
            weakAnimator = a
        }
        #expect(weakAnimator != nil)
        engine.advance(toSeconds: 0.5)
        #expect(x.presentation == 5)
        engine.advance(toSeconds: 1)
        #expect(ended == .end)
        #expect(weakAnimator == nil)
        #expect(x.presentation == 10)
    }

    /// An animator freed while its engine's owner dropped it mid-flight leaves the values where
    /// they were, and no property refers to it.
    @Test func anAnimatorFreedWhileActiveSettlesItsProperties() throws {
        let x: AnimatedProperty<Double>
        do {
            let engine = AnimationEngine()
            x = engine.register("x", initial: 0.0)
            let a = PropertyAnimator(engine: engine, duration: 1, curve: .linear) { x.value = 10 }
            a.pauseAnimation()
            a.fractionComplete = 0.25
            #expect(x.presentation == 2.5)
        }
        #expect(!x.isAnimating)
        #expect(x.presentation == 2.5)
    }

    /// The UIKit spelling made where no engine is installed keeps the engine it made.
    @Test func anAnimatorOfItsOwnEngineKeepsIt() throws {
        let a = PropertyAnimator.runningPropertyAnimator(withDuration: 1, animations: {})
        #expect(a.state == .active)
        a.engine.advance(toSeconds: 1)
        #expect(a.state == .inactive)
    }
}
