import Testing
@testable import FlickAnimation

/// The transitions out of active+paused, and the inactive-reversed corner, one by one.
@Suite struct AnimatorPausedStateTests {
    func paused(_ e: AnimationEngine, _ x: AnimatedProperty<Double>, at f: Double = 0.5) -> PropertyAnimator {
        let a = PropertyAnimator(engine: e, duration: 1, curve: .linear) { x.value = 100 }
        a.fractionComplete = f
        return a
    }

    @Test func pausedPauseIsANoOp() throws {
        let e = AnimationEngine(); let x = e.register("x", initial: 0.0)
        let a = paused(e, x)
        a.pauseAnimation()
        #expect(a.state == .active && !a.isRunning && a.fractionComplete == 0.5)
    }

    @Test func pausedStopWithoutFinishing() throws {
        let e = AnimationEngine(); let x = e.register("x", initial: 0.0)
        let a = paused(e, x)
        var ran = false
        a.addCompletion { _ in ran = true }
        a.stopAnimation(true)
        #expect(a.state == .inactive && !ran && x.value == 50 && !x.isAnimating)
    }

    @Test func pausedStopThenFinishAtCurrent() throws {
        let e = AnimationEngine(); let x = e.register("x", initial: 0.0)
        let a = paused(e, x, at: 0.3)
        var got: [AnimatingPosition] = []
        a.addCompletion { got.append($0) }
        a.stopAnimation(false)
        #expect(a.state == .stopped)
        a.finishAnimation(at: .current)
        #expect(got == [.current] && abs(x.value - 30) < 1e-9 && a.state == .inactive)
    }

    @Test func pausedFinishIsIllegal() {
        let e = AnimationEngine(); let x = e.register("x", initial: 0.0)
        let a = paused(e, x)
        #expect(throws: AnimatorError.finishWhenNotStopped(.active)) { try a.throwing.finishAnimation(at: .end) }
        #expect(a.state == .active && e.violations.count == 1)
    }

    @Test func pausedReverseTakesEffectAtTheNextStart() throws {
        let e = AnimationEngine(); let x = e.register("x", initial: 0.0)
        let a = paused(e, x, at: 0.6)
        a.isReversed = true
        #expect(!a.isRunning && abs(x.presentation - 60) < 1e-9)
        a.startAnimation()
        e.advance(toSeconds: 0.3)
        #expect(abs(x.presentation - 30) < 1e-9)
        e.advance(toSeconds: 0.6)
        #expect(a.state == .inactive && x.value == 0)
    }

    @Test func inactiveReversedStartEndsAtOnceAtTheStart() throws {
        let e = AnimationEngine(); let x = e.register("x", initial: 0.0)
        let a = PropertyAnimator(engine: e, duration: 1, curve: .linear) { x.value = 100 }
        a.isReversed = true
        var got: [AnimatingPosition] = []
        a.addCompletion { got.append($0) }
        a.startAnimation()
        e.advance(toSeconds: 0)
        #expect(got == [.start] && x.value == 0 && a.state == .inactive)
    }

    @Test func runningStartIsANoOpAndStoppedReverseIsStored() throws {
        let e = AnimationEngine(); let x = e.register("x", initial: 0.0)
        let a = PropertyAnimator(engine: e, duration: 1, curve: .linear) { x.value = 100 }
        a.startAnimation()
        e.advance(toSeconds: 0.5)
        a.startAnimation()
        e.advance(toSeconds: 0.75)
        #expect(abs(x.presentation - 75) < 1e-9)
        a.stopAnimation(false)
        a.isReversed = true
        #expect(a.isReversed && a.state == .stopped)
        #expect(e.violations.isEmpty)
    }
}
