import Testing
@testable import FlickAnimation

/// Every legal and illegal transition of the property animator (UIViewAnimating's states).
@Suite struct AnimatorStateTests {
    func make(_ engine: AnimationEngine, _ x: AnimatedProperty<Double>? = nil) -> PropertyAnimator {
        PropertyAnimator(engine: engine, duration: 1, curve: .linear) { x?.value = 100 }
    }

    @Test func startsInactive() {
        let a = make(AnimationEngine())
        #expect(a.state == .inactive && !a.isRunning && a.fractionComplete == 0 && !a.isReversed)
        #expect(a.isInterruptible && a.isUserInteractionEnabled && !a.isManualHitTestingEnabled)
        #expect(a.scrubsLinearly && !a.pausesOnCompletion)
    }

    @Test func inactiveToRunningToInactiveWithCompletionAtEnd() throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        let a = make(e, x)
        var positions: [AnimatingPosition] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        #expect(a.state == .active && a.isRunning)
        #expect(x.value == 100 && x.presentation == 0) // model at once, presentation animates
        e.advance(toSeconds: 0.25)
        #expect(abs(x.presentation - 25) < 1e-9 && abs(a.fractionComplete - 0.25) < 1e-12)
        e.advance(toSeconds: 1.0)
        #expect(a.state == .inactive && !a.isRunning)
        #expect(positions == [.end])
        #expect(x.presentation == 100 && !x.isAnimating)
        e.advance(toSeconds: 2.0)
        #expect(positions == [.end])
        #expect(e.violations.isEmpty)
    }

    @Test func inactiveToPausedByPauseAndByScrub() throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        let a = make(e, x)
        a.pauseAnimation()
        #expect(a.state == .active && !a.isRunning && a.fractionComplete == 0)
        #expect(x.value == 100 && x.presentation == 0)
        let b = make(e, x)
        b.fractionComplete = 0.4
        #expect(b.state == .active && !b.isRunning && abs(b.fractionComplete - 0.4) < 1e-12)
    }

    @Test func runningPauseResume() throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        let a = make(e, x)
        a.startAnimation()
        e.advance(toSeconds: 0.3)
        a.pauseAnimation()
        #expect(!a.isRunning && a.state == .active)
        e.advance(toSeconds: 5)
        #expect(abs(x.presentation - 30) < 1e-9) // paused: frozen
        a.startAnimation()
        e.advance(toSeconds: 5.35)
        #expect(abs(x.presentation - 65) < 1e-9)
        e.advance(toSeconds: 5.7)
        #expect(a.state == .inactive && x.presentation == 100)
    }

    @Test func stopWithoutFinishingKeepsCurrentValuesAndSkipsCompletions() throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        let a = make(e, x)
        var ran = 0
        a.addCompletion { _ in ran += 1 }
        a.startAnimation()
        e.advance(toSeconds: 0.4)
        a.stopAnimation(true)
        #expect(a.state == .inactive && ran == 0)
        #expect(abs(x.value - 40) < 1e-9 && abs(x.presentation - 40) < 1e-9 && !x.isAnimating)
        e.advance(toSeconds: 2)
        #expect(ran == 0)
    }

    @Test(arguments: [(AnimatingPosition.end, 100.0), (.start, 0.0), (.current, 40.0)])
    func stopThenFinishAt(_ position: AnimatingPosition, _ expected: Double) throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        let a = make(e, x)
        var got: [AnimatingPosition] = []
        a.addCompletion { got.append($0) }
        a.startAnimation()
        e.advance(toSeconds: 0.4)
        a.stopAnimation(false)
        #expect(a.state == .stopped && !a.isRunning)
        e.advance(toSeconds: 0.8)
        #expect(abs(x.presentation - 40) < 1e-9) // stopped holds the current values
        a.finishAnimation(at: position)
        #expect(a.state == .inactive && got == [position])
        #expect(abs(x.value - expected) < 1e-9 && abs(x.presentation - expected) < 1e-9)
    }

    @Test func illegalCallsThrowChangeNothingAndAreRecorded() throws {
        let e = AnimationEngine()
        let a = make(e)
        #expect(throws: AnimatorError.stopWhileInactive) { try a.throwing.stopAnimation(true) }
        #expect(throws: AnimatorError.finishWhenNotStopped(.inactive)) { try a.throwing.finishAnimation(at: .end) }
        #expect(throws: AnimatorError.continueWhenNotActive(.inactive)) {
            try a.throwing.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
        #expect(a.state == .inactive)
        a.startAnimation()
        #expect(throws: AnimatorError.finishWhenNotStopped(.active)) { try a.throwing.finishAnimation(at: .end) }
        #expect(throws: AnimatorError.propertySetWhileActive("isInterruptible")) { try a.setInterruptible(false) }
        #expect(throws: AnimatorError.propertySetWhileActive("isUserInteractionEnabled")) { try a.setUserInteractionEnabled(false) }
        #expect(throws: AnimatorError.scrubWhileRunning) { try a.setFractionComplete(0.5) }
        #expect(a.state == .active && a.isRunning)
        a.stopAnimation(false)
        #expect(throws: AnimatorError.startWhileStopped) { try a.throwing.startAnimation() }
        #expect(throws: AnimatorError.pauseWhileStopped) { try a.throwing.pauseAnimation() }
        #expect(throws: AnimatorError.stopWhileStopped) { try a.throwing.stopAnimation(false) }
        #expect(throws: AnimatorError.stopWhileStopped) { try a.throwing.stopAnimation(true) }
        #expect(throws: AnimatorError.continueWhenNotActive(.stopped)) {
            try a.throwing.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        }
        #expect(throws: AnimatorError.addWhileStopped) { try a.throwing.addAnimations {} }
        #expect(throws: AnimatorError.addWhileStopped) { try a.throwing.addCompletion { _ in } }
        #expect(throws: AnimatorError.scrubWhileStopped) { try a.setFractionComplete(0.5) }
        #expect(a.state == .stopped)
        let v = e.drainViolations()
        #expect(v.count == 15)
        #expect(v.filter { !$0.error.isIllegal }.count == 2) // the two ignored scrubs
        #expect(e.violations.isEmpty)
    }

    @Test func badArgumentsAreTypedErrors() {
        let e = AnimationEngine()
        let a = make(e)
        #expect(throws: AnimatorError.negative("delay")) { try a.throwing.startAnimation(afterDelay: -1) }
        #expect(throws: AnimatorError.nonFinite("fractionComplete")) { try a.setFractionComplete(.nan) }
        #expect(throws: AnimatorError.negative("delayFactor")) { try a.throwing.addAnimations({}, delayFactor: -0.5) }
        a.pauseAnimation()
        #expect(throws: AnimatorError.negative("durationFactor")) {
            try a.throwing.continueAnimation(withTimingParameters: nil, durationFactor: -2)
        }
        #expect(throws: AnimatorError.nonFinite("durationFactor")) {
            try a.throwing.continueAnimation(withTimingParameters: nil, durationFactor: .infinity)
        }
        #expect(a.state == .active && !a.isRunning)
    }

    @Test func finishInsideACompletionIsIllegal() throws {
        let e = AnimationEngine()
        let a = make(e)
        var caught: AnimatorError?
        a.addCompletion { _ in
            do throws(AnimatorError) { try a.throwing.finishAnimation(at: .end) } catch { caught = error }
        }
        a.startAnimation()
        e.advance(toSeconds: 1)
        #expect(caught == .finishInsideCompletion)
    }

    @Test func nonInterruptibleRefusesPauseScrubReverseContinue() throws {
        let e = AnimationEngine()
        let a = make(e)
        try a.setInterruptible(false)
        #expect(throws: AnimatorError.notInterruptible("pauseAnimation")) { try a.throwing.pauseAnimation() }
        a.startAnimation()
        #expect(throws: AnimatorError.notInterruptible("pauseAnimation")) { try a.throwing.pauseAnimation() }
        #expect(throws: AnimatorError.notInterruptible("isReversed")) { try a.setReversed(true) }
        #expect(throws: AnimatorError.notInterruptible("continueAnimation")) {
            try a.throwing.continueAnimation(withTimingParameters: nil, durationFactor: 1)
        }
        #expect(a.isRunning && !a.isReversed)
        a.stopAnimation(true) // stopping stays allowed
        #expect(a.state == .inactive)
    }

    @Test func pausesOnCompletionStaysActiveAndCanReverse() throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        let a = make(e, x)
        a.pausesOnCompletion = true
        var got: [AnimatingPosition] = []
        a.addCompletion { got.append($0) }
        a.startAnimation()
        e.advance(toSeconds: 1.5)
        #expect(a.state == .active && !a.isRunning && a.fractionComplete == 1 && got.isEmpty)
        #expect(x.presentation == 100)
        a.isReversed = true
        #expect(a.fractionComplete == 0) // measured in the current direction
        a.startAnimation()
        e.advance(toSeconds: 2.0)
        #expect(abs(x.presentation - 50) < 1e-9)
        e.advance(toSeconds: 2.5)
        #expect(a.state == .active && !a.isRunning && got.isEmpty && x.presentation == 0)
        a.pausesOnCompletion = false
        a.isReversed = false
        a.startAnimation()
        e.advance(toSeconds: 3.5)
        #expect(a.state == .inactive && got == [.end] && x.value == 100)
    }

    @Test func startAfterDelay() throws {
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        let a = make(e, x)
        a.startAnimation(afterDelay: 0.5)
        #expect(a.isRunning && a.delay == 0.5 && x.value == 100)
        e.advance(toSeconds: 0.4)
        #expect(x.presentation == 0)
        e.advance(toSeconds: 1.0)
        #expect(abs(x.presentation - 50) < 1e-9)
        e.advance(toSeconds: 1.5)
        #expect(a.state == .inactive && x.presentation == 100)
    }

    @Test func transitionLogHasOneLinePerTransition() throws {
        let e = AnimationEngine()
        e.logsTransitions = true
        let a = make(e)
        a.pauseAnimation()
        a.startAnimation()
        e.advance(toSeconds: 1)
        #expect(e.transitionLog == [
            "t=0.0 animator 0: inactive → paused (pause)",
            "t=0.0 animator 0: paused → running (start)",
            "t=1.0 animator 0: running → inactive (reached end)",
        ])
    }
}
