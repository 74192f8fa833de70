/// The animator's state machine: one function per phase, each returning the next phase (and
/// the completion position, when completions must run). Errors leave the animator unchanged.
extension PropertyAnimator {
    /// What can happen to an animator.
    enum Event: CustomStringConvertible {
        case start(delay: Double)
        case pause
        case scrub(Double)
        case proceed(TimingParameters?, Double)
        case stop(withoutFinishing: Bool)
        case finish(AnimatingPosition)
        case reverse(Bool)
        /// The running segment ended (sent by the engine's tick).
        case reachEnd

        var description: String {
            switch self {
            case .start(let d): d > 0 ? "start(afterDelay: \(d))" : "start"
            case .pause: "pause"
            case .scrub(let f): "fractionComplete = \(f)"
            case .proceed(let t, let f): "continue(\(t.map { $0.description } ?? "nil"), durationFactor: \(f))"
            case .stop(let w): "stop(withoutFinishing: \(w))"
            case .finish(let p): "finish(at: .\(p))"
            case .reverse(let r): "isReversed = \(r)"
            case .reachEnd: "reached end"
            }
        }
    }

    struct Step {
        var next: Phase
        var completion: AnimatingPosition? = nil
    }

    /// Feeds one event through the machine; logs the transition, keeps the engine's list of
    /// active animators current, then runs completions if the step asks for them.
    /// - Throws: the phase function's error, recorded with the engine.
    func send(_ event: Event) throws(AnimatorError) {
        let before = phaseName
        let step: Step
        do {
            switch phase {
            case .inactive: step = try inactive(event)
            case .paused: step = try paused(event)
            case .running(let seg): step = try running(seg, event)
            case .stopped: step = try stopped(event)
            }
        } catch {
            throw record(error)
        }
        phase = step.next
        engine.log { "animator \(self.id): \(before) → \(self.phaseName) (\(event))" }
        engine.updateListing(self)
        if let position = step.completion {
            resetTimeline()
            runCompletions(position)
        }
    }

    /// The phase as one word for logs.
    var phaseName: String {
        switch phase {
        case .inactive: "inactive"
        case .paused: "paused"
        case .running: "running"
        case .stopped: "stopped"
        }
    }

    private func requireInterruptible(_ op: String) throws(AnimatorError) {
        if !isInterruptible { throw .notInterruptible(op) }
    }

    // MARK: inactive

    func inactive(_ event: Event) throws(AnimatorError) -> Step {
        switch event {
        case .start(let d):
            resetTimeline()
            delay = d
            runPendingBlocks()
            return Step(next: .running(makeSegment(startTime: engine.now + d, timing: currentTiming, fresh: false, time: nil)))
        case .pause:
            try requireInterruptible("pauseAnimation")
            resetTimeline()
            runPendingBlocks()
            return Step(next: .paused)
        case .scrub(let f):
            try requireInterruptible("fractionComplete")
            resetTimeline()
            runPendingBlocks()
            scrub(to: f)
            return Step(next: .paused)
        case .proceed:
            throw .continueWhenNotActive(.inactive)
        case .stop:
            throw .stopWhileInactive
        case .finish:
            throw .finishWhenNotStopped(.inactive)
        case .reverse(let r):
            reversedFlag = r
            return Step(next: .inactive)
        case .reachEnd:
            return Step(next: .inactive)
        }
    }

    // MARK: paused (active, not running)

    func paused(_ event: Event) throws(AnimatorError) -> Step {
        switch event {
        case .start(let d):
            delay = d
            return Step(next: .running(makeSegment(startTime: engine.now + d, timing: currentTiming, fresh: false, time: nil)))
        case .pause:
            return Step(next: .paused)
        case .scrub(let f):
            try requireInterruptible("fractionComplete")
            scrub(to: f)
            return Step(next: .paused)
        case .proceed(let timing, let factor):
            try requireInterruptible("continueAnimation")
            return Step(next: .running(continued(timing, factor)))
        case .stop(let withoutFinishing):
            return stop(withoutFinishing)
        case .finish:
            throw .finishWhenNotStopped(.active)
        case .reverse(let r):
            try requireInterruptible("isReversed")
            reversedFlag = r
            return Step(next: .paused)
        case .reachEnd:
            return Step(next: .paused)
        }
    }

    // MARK: running (active, running)

    func running(_ segment: ProgressSegment, _ event: Event) throws(AnimatorError) -> Step {
        switch event {
        case .start:
            return Step(next: .running(segment))
        case .pause:
            try requireInterruptible("pauseAnimation")
            sampleNow()
            return Step(next: .paused)
        case .scrub:
            throw .scrubWhileRunning
        case .proceed(let timing, let factor):
            try requireInterruptible("continueAnimation")
            sampleNow()
            return Step(next: .running(continued(timing, factor)))
        case .stop(let withoutFinishing):
            sampleNow()
            return stop(withoutFinishing)
        case .finish:
            throw .finishWhenNotStopped(.active)
        case .reverse(let r):
            if r == reversedFlag { return Step(next: .running(segment)) }
            try requireInterruptible("isReversed")
            sampleNow()
            reversedFlag = r
            return Step(next: .running(makeSegment(startTime: max(engine.now, segment.startTime),
                                                   timing: currentTiming, fresh: false, time: nil)))
        case .reachEnd:
            position = segment.uT
            progress = segment.pT
            if pausesOnCompletion { return Step(next: .paused) }
            let at: AnimatingPosition = segment.pT >= 1 ? .end : .start
            settleProperties(atProgress: segment.pT)
            return Step(next: .inactive, completion: at)
        }
    }

    // MARK: stopped

    func stopped(_ event: Event) throws(AnimatorError) -> Step {
        switch event {
        case .start: throw .startWhileStopped
        case .pause: throw .pauseWhileStopped
        case .scrub: throw .scrubWhileStopped
        case .proceed: throw .continueWhenNotActive(.stopped)
        case .stop: throw .stopWhileStopped
        case .finish(let at):
            let p: Double
            switch at {
            case .end: p = 1
            case .start: p = 0
            case .current: p = progress
            }
            settleProperties(atProgress: p)
            return Step(next: .inactive, completion: at)
        case .reverse(let r):
            reversedFlag = r
            return Step(next: .stopped)
        case .reachEnd:
            return Step(next: .stopped)
        }
    }

    // MARK: steps

    private func scrub(to fraction: Double) {
        position = reversedFlag ? 1 - fraction : fraction
        progress = scrubsLinearly ? position : timingProgress(at: position)
    }

    private func stop(_ withoutFinishing: Bool) -> Step {
        if withoutFinishing {
            settleProperties(atProgress: progress)
            completions = []
            resetTimeline()
            return Step(next: .inactive)
        }
        pendingBlocks = []
        return Step(next: .stopped)
    }

    private func continued(_ timing: TimingParameters?, _ factor: Double) -> ProgressSegment {
        let fresh = timing != nil
        if let timing { currentTiming = timing }
        let time: Double? = factor == 0 ? nil : factor * duration
        return makeSegment(startTime: engine.now, timing: currentTiming, fresh: fresh, time: time)
    }
}
