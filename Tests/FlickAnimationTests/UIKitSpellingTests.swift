import FlickCore
import FlickLayout
import Testing
@testable import FlickAnimation

/// UIViewPropertyAnimator and UIView.animate spelled as in UIKit: settable properties, and
/// initialisers and class methods without an engine argument (the ambient engine).
@Suite struct UIKitSpellingTests {
    /// UIViewPropertyAnimator.isInterruptible / isUserInteractionEnabled are settable
    /// properties; Apple: "you may set this property only while the animator is inactive" —
    /// here a set while active is ignored and recorded as a violation.
    @Test func animatorPropertiesAreSettableAndIllegalSetsAreRecorded() throws {
        let engine = AnimationEngine()
        let a = PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        a.isInterruptible = false
        a.isUserInteractionEnabled = false
        a.isManualHitTestingEnabled = true
        a.scrubsLinearly = false
        a.pausesOnCompletion = true
        #expect(!a.isInterruptible && !a.isUserInteractionEnabled && a.isManualHitTestingEnabled)
        #expect(engine.violations.isEmpty)
        let b = PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        b.startAnimation()
        b.isInterruptible = false
        b.isUserInteractionEnabled = false
        #expect(b.isInterruptible && b.isUserInteractionEnabled)         // unchanged
        #expect(engine.violations.map(\.error) == [.propertySetWhileActive("isInterruptible"),
                                                  .propertySetWhileActive("isUserInteractionEnabled")])
        // The other UIKit properties are plain settable properties too.
        let c = PropertyAnimator(engine: engine, duration: 1, curve: .linear)
        c.fractionComplete = 0.25
        c.isReversed = true
        #expect(c.state == .active && c.isReversed)
    }

    @Test func animatorsWithoutAnEngineUseTheAmbientOne() throws {
        let engine = AnimationEngine(startNanoseconds: 0)
        let p = engine.register("x", initial: 0.0)
        // Made outside, first used inside: bound to the ambient engine then.
        let a = PropertyAnimator(duration: 1, curve: .linear) { engine.assign(100, to: p) }
        engine.withAmbient {
            #expect(AnimationEngine.current === engine)
            #expect(AmbientClock.nanoseconds == 0)
            a.startAnimation()
        }
        #expect(a.engine === engine)
        engine.advance(toSeconds: 0.5)
        #expect(abs(p.presentation - 50) < 1e-9)
        // Every convenience spelling.
        engine.withAmbient {
            #expect(PropertyAnimator(duration: 1, controlPoint1: (0.1, 0), controlPoint2: (0.2, 1)).engine === engine)
            #expect(PropertyAnimator(duration: 1, dampingRatio: 0.8).engine === engine)
            #expect(PropertyAnimator(duration: 1, timingParameters: .curve(.easeIn)).engine === engine)
            #expect(PropertyAnimator.runningPropertyAnimator(withDuration: 1, animations: {}).engine === engine)
        }
        #expect(AnimationEngine.current == nil)
        // Outside any run: an engine of its own.
        let lone = PropertyAnimator(duration: 1, curve: .linear)
        #expect(lone.engine !== engine)
    }

    /// UIView.animate(withDuration:…) in every UIKit overload, on the ambient engine.
    @Test func viewAnimateOverloads() {
        let engine = AnimationEngine(startNanoseconds: 0)
        let p = engine.register("alpha", initial: 0.0)
        var finished: [Bool] = []
        engine.withAmbient {
            View.animate(withDuration: 1) { engine.assign(1, to: p) }
            View.animate(withDuration: 1, animations: { }) { finished.append($0) }
            View.animate(withDuration: 1, delay: 0.5, options: [.curveEaseOut], animations: { }, completion: { finished.append($0) })
            let spring = View.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
                                      options: [], animations: { }) { finished.append($0) }
            #expect(spring?.engine === engine)
            #expect(spring?.isInterruptible == false)                      // UIView.animate animators are not interruptible
        }
        #expect(p.model == 1 && p.presentation == 0)
        engine.advance(toSeconds: 0.5)
        #expect(abs(p.presentation - 0.5) < 0.25 && p.presentation > 0)
        engine.advance(toSeconds: 1.6)
        #expect(finished == [true, true, true])
        // No engine installed: the block runs at once and the completion is called at once.
        var ran = false, done: Bool?
        let none = View.animate(withDuration: 1, animations: { ran = true }) { done = $0 }
        #expect(none == nil && ran && done == true)
    }
}
