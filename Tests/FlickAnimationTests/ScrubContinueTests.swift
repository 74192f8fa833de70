import Testing
@testable import FlickAnimation

/// Scrubbing, continuing, reversing, springs on the animator, and a pan-scrubbed drawer.
@Suite struct ScrubContinueTests {
    @Test func scrubThenContinueThenReverse() throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        let a = PropertyAnimator(engine: e, duration: 1, curve: .easeInOut) { x.value = 200 }
        var got: [AnimatingPosition] = []
        a.addCompletion { got.append($0) }
        a.pauseAnimation()
        for f in [0.1, 0.3, 0.6] {
            a.fractionComplete = f
            #expect(abs(x.presentation - 200 * f) < 1e-9) // scrubsLinearly
        }
        // continue under the original timing: the rest of the curve, 0.4 s, from 120 to 200
        a.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        #expect(a.isRunning && abs(x.presentation - 120) < 1e-9)
        e.advance(toSeconds: 0.2)
        let mid = x.presentation
        #expect(mid > 120 && mid < 200)
        #expect(abs(a.fractionComplete - 0.8) < 1e-9)
        // reverse in place: heads back to 0 over the remaining 0.8 s of timeline
        a.isReversed = true
        #expect(a.isRunning && abs(x.presentation - mid) < 1e-9)
        e.advance(toSeconds: 0.6)
        #expect(x.presentation < mid)
        e.advance(toSeconds: 1.0)
        #expect(a.state == .inactive && got == [.start])
        #expect(x.value == 0 && x.presentation == 0) // back at the start values
    }

    @Test func pauseAndResumeFollowsTheOriginalCurveExactly() throws {
        // Paused and resumed without scrubbing, the values equal an uninterrupted run shifted by the pause.
        let e1 = AnimationEngine(), e2 = AnimationEngine()
        let x1 = e1.register("x", initial: 0.0), x2 = e2.register("x", initial: 0.0)
        let a1 = PropertyAnimator(engine: e1, duration: 1, curve: .easeIn) { x1.value = 1 }
        let a2 = PropertyAnimator(engine: e2, duration: 1, curve: .easeIn) { x2.value = 1 }
        a1.startAnimation(); a2.startAnimation()
        e2.advance(toSeconds: 0.3); a2.pauseAnimation(); e2.advance(toSeconds: 0.8); a2.startAnimation()
        for t in stride(from: 0.0, through: 0.7, by: 0.05) {
            e1.advance(toSeconds: 0.3 + t); e2.advance(toSeconds: 0.8 + t)
            #expect(abs(x1.presentation - x2.presentation) < 1e-9)
        }
    }

    @Test func nonLinearScrubUsesTheCurve() throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        let a = PropertyAnimator(engine: e, duration: 1, curve: .easeIn) { x.value = 1 }
        a.scrubsLinearly = false
        a.fractionComplete = 0.5
        #expect(abs(x.presentation - CubicBezier.easeIn.progress(at: 0.5)) < 1e-12)
    }

    @Test func durationFactorScalesTheOriginalDuration() throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        let a = PropertyAnimator(engine: e, duration: 2, curve: .linear) { x.value = 10 }
        a.fractionComplete = 0.5
        a.continueAnimation(withTimingParameters: .curve(.linear), durationFactor: 0.5) // 1 s
        e.advance(toSeconds: 0.5)
        #expect(abs(x.presentation - 7.5) < 1e-9)
        e.advance(toSeconds: 1.0)
        #expect(a.state == .inactive && x.presentation == 10)
    }

    @Test func continueWithASpringReachesTheTargetAtTheRemainingTime() throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        let a = PropertyAnimator(engine: e, duration: 1, curve: .easeOut) { x.value = 100 }
        a.fractionComplete = 0.5
        var got: [AnimatingPosition] = []
        a.addCompletion { got.append($0) }
        a.continueAnimation(withTimingParameters: .spring(dampingRatio: 0.6, initialVelocity: 1), durationFactor: 0)
        var maxSeen = 0.0
        for i in 1...59 {
            e.advance(toSeconds: Double(i) / 120)
            maxSeen = max(maxSeen, x.presentation)
        }
        #expect(maxSeen > 100) // ζ 0.6 overshoots
        e.advance(toSeconds: 0.5)
        #expect(got == [.end] && x.presentation == 100)
    }

    @Test func physicalSpringAnimatorRunsForItsSettlingTime() throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        let a = PropertyAnimator(engine: e, duration: 4, timingParameters: .spring(mass: 1, stiffness: 100, damping: 10))
        a.addAnimations { x.value = 1 }
        a.startAnimation()
        e.advance(toSeconds: 0.5)
        let m = SpringTiming.unitMotion(SpringParameters(mass: 1, stiffness: 100, damping: 10), 0)
        #expect(abs(x.presentation - (1 + m.position(at: 0.5))) < 1e-12)
        e.advance(toSeconds: 1.47)
        #expect(a.isRunning)
        e.advance(toSeconds: 1.473)
        #expect(a.state == .inactive && x.presentation == 1)
    }

    @Test func addAnimationsWhileRunningRunsOverTheRest() throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0), y = e.register("y", initial: 0.0)
        let a = PropertyAnimator(engine: e, duration: 1, curve: .linear) { x.value = 100 }
        a.startAnimation()
        e.advance(toSeconds: 0.5)
        a.addAnimations { y.value = 10 }
        #expect(y.value == 10 && y.presentation == 0)
        e.advance(toSeconds: 0.75)
        #expect(abs(y.presentation - 5) < 1e-9)
        e.advance(toSeconds: 1)
        #expect(y.presentation == 10 && x.presentation == 100)
    }

    @Test func additiveRetargetIsContinuous() throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        e.animate(withDuration: 1, options: .curveLinear) { x.value = 100 }
        e.advance(toSeconds: 0.5)
        let before = x.presentation
        e.animate(withDuration: 1, options: .curveLinear) { x.value = -100 }
        #expect(abs(x.presentation - before) < 1e-9) // no jump
        #expect(x.value == -100)
        e.advance(toSeconds: 2)
        #expect(x.presentation == -100 && !x.isAnimating)
    }

    @Test func completionFiresExactlyOnceWithUIViewAnimate() {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        var calls: [Bool] = []
        e.animate(withDuration: 0.3, delay: 0.1, options: .curveEaseOut, animations: { x.value = 1 }) { calls.append($0) }
        for i in 1...120 { e.advance(toSeconds: Double(i) / 120) }
        #expect(calls == [true])
    }

    /// A bottom drawer scrubbed by a pan. `.began` builds an easeOut animator that moves the top
    /// constraint from −100 to −500 and pauses it; `.changed` scrubs with −translation/400
    /// clamped; `.ended` continues with nil timing and durationFactor 0.
    @Test func seedDrawerScrubsAndContinues() throws {
        let e = AnimationEngine()
        let top = e.register("drawer.top", initial: -100.0)
        var animator: PropertyAnimator!
        // began at t = 0
        animator = PropertyAnimator(engine: e, duration: 0.5, curve: .easeOut) { top.value = -500 }
        animator.pauseAnimation()
        #expect(top.value == -500 && top.presentation == -100)
        // changed: finger moves up 10 pt per tick
        var t = 0.0
        for step in 1...16 {
            t += 1.0 / 120; e.advance(toSeconds: t)
            let translationY = -10.0 * Double(step)
            animator.fractionComplete = max(0, min(1, -translationY / 400))
            #expect(abs(top.presentation - (-100 - 400 * animator.fractionComplete)) < 1e-9)
        }
        #expect(abs(animator.fractionComplete - 0.4) < 1e-12)
        // ended: continue under the original timing for the remaining 0.3 s
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        let endAt = t + 0.3
        var last = top.presentation
        while t < endAt - 1e-9 {
            t += 1.0 / 120; e.advance(toSeconds: t)
            #expect(top.presentation <= last + 1e-9) // moves monotonically up
            last = top.presentation
        }
        e.advance(toSeconds: endAt + 1.0 / 120)
        #expect(animator.state == .inactive && top.presentation == -500 && top.value == -500)
        #expect(e.violations.isEmpty)
    }

    /// The usual interactive pattern: the end of the pan continues with a spring whose initial
    /// velocity is the finger's velocity relative to the remaining distance.
    @Test func drawerEndsWithASpring() throws {
        let e = AnimationEngine()
        let top = e.register("drawer.top", initial: -100.0)
        let a = PropertyAnimator(engine: e, duration: 0.5, curve: .easeOut) { top.value = -500 }
        a.pauseAnimation()
        a.fractionComplete = 0.25
        let remaining = 300.0, fingerVelocity = 600.0
        a.continueAnimation(withTimingParameters: .spring(dampingRatio: 0.9, initialVelocity: fingerVelocity / remaining),
                                durationFactor: 0)
        e.advance(toSeconds: 1e-6)
        // initial slope: 600 pt/s upwards
        #expect(abs((top.presentation - (-200)) / 1e-6 + 600) < 1)
        e.advance(toSeconds: 0.375)
        #expect(a.state == .inactive && top.presentation == -500)
    }

    @Test func reversedScrubMeasuresFromTheEnd() throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        let a = PropertyAnimator(engine: e, duration: 1, curve: .linear) { x.value = 100 }
        a.fractionComplete = 0.7
        a.isReversed = true
        #expect(abs(a.fractionComplete - 0.3) < 1e-12)
        a.fractionComplete = 0.5 // halfway back
        #expect(abs(x.presentation - 50) < 1e-9)
        a.startAnimation()
        e.advance(toSeconds: 0.5)
        #expect(a.state == .inactive && x.value == 0)
    }
}
