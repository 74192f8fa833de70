import FlickCore

/// The clock, the animated properties and the active animators of one simulated scene.
///
/// Time is virtual: `now` (seconds) moves only through `advance(toSeconds:)` /
/// `advance(toNanoseconds:)`, which the simulator calls once per tick. Every animator is
/// sampled in closed form at that time, in activation order; animators that reach their end
/// finish there and run their completions (which may start new animations, seen at the next
/// tick). Nothing reads the wall clock and nothing depends on hashing order.
///
/// UIKit spellings without an engine (`PropertyAnimator(duration:curve:animations:)`,
/// `View.animate(withDuration:…)`) use the *ambient* engine, `AnimationEngine.current`: the
/// one installed with `withAmbient(_:)` for the duration of a call — FlickSim's simulator does
/// it around every tick of its scene, FlickTesting's tester around every step — on the
/// calling thread or task only, so scenes run side by side never share one.
///
/// Ownership: whoever made the engine (a scene) keeps it. The engine keeps its active and
/// stopped animators — an animator leaves the list as it turns inactive (at once, or at the end
/// of the tick it ends in) — and nothing else: block observers are held weakly, and animators
/// and properties refer back to it weakly, so no object of the engine's keeps it alive.
public final class AnimationEngine: VirtualClock {
    /// Engine time, seconds.
    @exclusivity(unchecked)
    public private(set) var now: Double
    /// Engine time in integer nanoseconds when it was last set from nanoseconds.
    @exclusivity(unchecked)
    public private(set) var nowNanoseconds: Int64?

    /// Every registered property, in registration order.
    @exclusivity(unchecked)
    public private(set) var propertyCount = 0
    /// Misuses of animators, in the order they happened (see `drainViolations()`).
    @exclusivity(unchecked)
    public private(set) var violations: [AnimatorViolation] = []
    /// When true, each animator transition appends one line to `transitionLog`.
    @exclusivity(unchecked)
    public var logsTransitions = false
    /// "t=… animator N: from → to (event)" lines, when `logsTransitions` is on.
    @exclusivity(unchecked)
    public private(set) var transitionLog: [String] = []

    /// Active and stopped animators, in the order they became active.
    @exclusivity(unchecked)
    var listed: [PropertyAnimator] = []
    @exclusivity(unchecked)
    var needsCompaction = false
    @exclusivity(unchecked)
    var animatorCounter = 0
    /// Animation blocks being recorded: innermost last.
    @exclusivity(unchecked)
    var recordingStack: [(animator: PropertyAnimator, start: Double)] = []
    @exclusivity(unchecked)
    var blockObservers: [WeakBlockObserver] = []
    /// True while `tick()` samples and ends animators (delisting waits for its end then).
    @exclusivity(unchecked)
    var isTicking = false
    /// Blocks and timers waiting on the scene's main run loop.
    let runLoop = RunLoopSchedule()
    /// Told of every animator as it binds to this engine (see `onBind`).
    @exclusivity(unchecked)
    var bindObservers: [(PropertyAnimator) -> Void] = []

    /// An engine whose clock starts at `startTime` seconds.
    public init(startTime: Double = 0) {
        now = startTime.isFinite ? startTime : 0
        nowNanoseconds = nil
    }

    /// An engine whose clock starts at `nanoseconds`.
    public convenience init(startNanoseconds: Int64) {
        self.init(startTime: Double(startNanoseconds) * 1e-9)
        nowNanoseconds = startNanoseconds
    }

    // MARK: - Properties

    /// Registers a numeric (or any vector-valued) property with its initial model value.
    /// - Complexity: O(1).
    public func register<Value: VectorAnimatable>(_ name: String, initial: Value) -> AnimatedProperty<Value> {
        register(PropertyName.text(name), initial: initial)
    }

    /// Registers a property whose name is formatted only when read. - Complexity: O(1).
    func register<Value: VectorAnimatable>(_ name: PropertyName, initial: Value) -> AnimatedProperty<Value> {
        defer { propertyCount += 1 }
        return AnimatedProperty(id: propertyCount, name: name, initial: initial, engine: self)
    }

    /// Sets a property's model value; inside an animation block, records an animation from
    /// the old model value to the new one for the recording animator. Non-finite values are
    /// refused (the model keeps its value) and recorded as a violation.
    public func assign<Value>(_ value: Value, to property: AnimatedProperty<Value>) {
        guard value.isFiniteValue else {
            recordViolation(AnimatorViolation(time: now, animatorID: recordingStack.last?.animator.id ?? -1,
                                              error: .nonFinite(property.name)))
            return
        }
        if let rec = recordingStack.last {
            property.addTrack(rec.animator, from: property.model, to: value, start: rec.start)
            if property.isAnimating { rec.animator.didTouch(property) }
        }
        property.model = value
    }

    /// Records a change that already happened to a model value (e.g. a frame the layout pass
    /// just set): inside an animation block the presentation animates from `old` to `new`.
    /// - Returns: whether an animation was recorded.
    @discardableResult
    public func recordChange<Value>(of property: AnimatedProperty<Value>, from old: Value, to new: Value) -> Bool {
        guard old.isFiniteValue, new.isFiniteValue else {
            if new.isFiniteValue { property.model = new }
            return false
        }
        property.model = new
        guard let rec = recordingStack.last, old != new else { return false }
        property.addTrack(rec.animator, from: old, to: new, start: rec.start)
        rec.animator.didTouch(property)
        return true
    }

    /// True while an animation block runs (property changes are being animated).
    public var isRecording: Bool { !recordingStack.isEmpty }

    /// The animator whose block is running, if any.
    public var recordingAnimator: PropertyAnimator? { recordingStack.last?.animator }

    func recording(_ animator: PropertyAnimator, start: Double, _ block: () -> Void) {
        recordingStack.append((animator, start))
        let observers = blockObservers.compactMap(\.observer)
        for o in observers { o.willRunAnimationBlock() }
        block()
        for o in observers.reversed() { o.didRunAnimationBlock() }
        recordingStack.removeLast()
    }

    /// UIView.performWithoutAnimation(_:) on this engine: outside an animation block `body`
    /// just runs; inside one, what `body` changes is recorded as a nested block of an
    /// animator that is already at its end and then settled there, so the changes show at
    /// once and the enclosing block does not animate them (block observers see the nested
    /// block as any other). No animator is bound to the engine for it (ids do not move).
    /// - Complexity: that of an animation block over what `body` changes.
    public func performWithoutAnimation(_ body: () -> Void) {
        guard isRecording else { return body() }
        let finished = PropertyAnimator(duration: 0, timingParameters: .curve(.linear))
        finished.progress = 1
        recording(finished, start: 0, body)
        finished.settleProperties(atProgress: 1)
    }

    /// Objects told around every animation block (while the block's animator records), in
    /// the order added: bindings that snapshot a view tree before and diff it after, so
    /// plain property writes and layout passes inside the block animate. Held weakly: an
    /// observer (a `ViewPresentation`, which keeps the engine) is its owner's to keep, and one
    /// that is freed stops being told.
    /// - Complexity: O(observers), dropping freed ones.
    public func addBlockObserver(_ observer: any AnimationBlockObserver) {
        blockObservers.removeAll { $0.observer == nil }
        blockObservers.append(WeakBlockObserver(observer))
    }

    /// Removes an observer added with `addBlockObserver(_:)`. - Complexity: O(observers).
    public func removeBlockObserver(_ observer: any AnimationBlockObserver) {
        blockObservers.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// Calls `body` with every animator that binds to this engine from now on, as it binds
    /// (for lifetime checks such as the fuzzer's leak oracle; `body` must not keep the
    /// animator strongly, or it outlives its run). - Complexity: O(1) per animator bound.
    public func onBind(_ body: @escaping (PropertyAnimator) -> Void) {
        bindObservers.append(body)
    }

    // MARK: - The ambient engine

    /// The engine installed by `withAmbient(_:)` around the running call, if any.
    public static var current: AnimationEngine? { AmbientEngine.installed?.engine }

    /// Runs `body` with this engine as `AnimationEngine.current` and as the ambient clock
    /// (`AmbientClock`, which FlickGestures' `setContentOffset(_:animated:)` reads); the previous
    /// ones are back afterwards. - Complexity: O(1) besides `body`.
    /// When this engine is already the installed one (a simulator installs it for a whole run,
    /// then each tick asks again), `body` runs as it is: a task-local push costs an allocation.
    public func withAmbient<R>(_ body: () throws -> R) rethrows -> R {
        if AmbientEngine.installed?.engine === self, AmbientClock.current === self { return try body() }
        return try AmbientEngine.$installed.withValue(AmbientEngine.Installed(engine: self)) {
            try AmbientClock.with(self, body)
        }
    }

    /// Engine time in nanoseconds (`VirtualClock`): the exact value when last set in
    /// nanoseconds, else `now` rounded.
    public var virtualNanoseconds: Int64 { nowNanoseconds ?? Int64((now * 1e9).rounded()) }

    // MARK: - Clock

    /// Moves the clock to `seconds` and samples every running animator there; animators that
    /// reach their end finish and run completions. A time before `now` or non-finite is ignored.
    /// - Complexity: O(active animators).
    public func advance(toSeconds seconds: Double) {
        guard seconds.isFinite, seconds >= now else { return }
        if !runLoop.isEmpty { runScheduledWork(upTo: Int64((seconds * 1e9).rounded(.down))) }
        guard seconds >= now else { return }
        now = seconds
        nowNanoseconds = nil
        tick()
    }

    /// The spelling before `advance(toSeconds:)`, kept so code written against it still builds.
    @available(*, deprecated, renamed: "advance(toSeconds:)")
    public func advance(to seconds: Double) { advance(toSeconds: seconds) }

    /// Moves the clock to `nanoseconds` (converted as Double(ns)·1e-9 seconds).
    /// Work on the run loop (`DispatchQueue.main`, `Timer`) due by then runs first, each block
    /// with the clock moved to its own due time (see `RunLoopSchedule`).
    public func advance(toNanoseconds nanoseconds: Int64) {
        if !runLoop.isEmpty { runScheduledWork(upTo: nanoseconds) }
        moveClock(toNanoseconds: nanoseconds)
    }

    private func moveClock(toNanoseconds nanoseconds: Int64) {
        let s = Double(nanoseconds) * 1e-9
        guard s >= now else { return }
        now = s
        nowNanoseconds = nanoseconds
        tick()
    }

    // MARK: - The run loop

    /// Schedules `body` on this engine's run loop at `due` (ns; a time already reached means
    /// the next advance), repeating every `interval` ns when given (at least 1).
    /// - Complexity: O(scheduled work).
    package func schedule(due: Int64, repeatingEvery interval: Int64? = nil, _ body: @escaping () -> Void) -> RunLoopSchedule.Entry {
        runLoop.schedule(due: due, interval: interval.map { max($0, 1) }, now: virtualNanoseconds, body)
    }

    /// When the run loop's next work is due, ns; nil when none waits.
    package var nextScheduledWork: Int64? { runLoop.nextDue }

    /// Whether one-shot work (a dispatched block, a non-repeating timer) waits on the run loop.
    package var hasPendingOneShotWork: Bool { runLoop.hasOneShotWork }

    /// Runs the work due by `target` (ns) in order, the clock moved to each one's due time,
    /// with this engine installed as the ambient one.
    private func runScheduledWork(upTo target: Int64) {
        let start = runLoop.upcomingOrder
        var ran = 0
        while ran < RunLoopSchedule.firingLimit, let e = runLoop.takeDue(upTo: target, startOrder: start) {
            let at = max(e.due, virtualNanoseconds)
            moveClock(toNanoseconds: at)
            withAmbient { e.body() }
            runLoop.rearm(e, ranAt: at)
            ran += 1
        }
    }

    private func tick() {
        let outer = isTicking
        isTicking = true
        defer { isTicking = outer }
        let snapshot = listed
        var ended: [PropertyAnimator] = []
        for a in snapshot {
            guard case .running(let seg) = a.phase else { continue }
            let s = seg.sample(now)
            a.position = s.u
            a.progress = s.p
            if s.done { ended.append(a) }
        }
        for a in ended {
            // Still running this segment? (an earlier completion may have changed it)
            guard case .running(let seg) = a.phase, seg.endTime <= now else { continue }
            try? a.send(.reachEnd)
        }
        compact()
    }

    /// Active (running or paused) and stopped animators, in activation order.
    public var activeAnimators: [PropertyAnimator] { listed.filter { $0.state != .inactive } }

    /// True when no animator is running (paused and stopped ones do not move without input):
    /// what a scene's `isSettled` needs.
    /// - Complexity: O(listed animators).
    public var isIdle: Bool { !listed.contains { $0.isRunning } }

    /// The number of animators currently running.
    public var runningCount: Int { listed.reduce(0) { $0 + ($1.isRunning ? 1 : 0) } }

    // MARK: - Violations and log

    /// Returns and clears the recorded violations.
    public func drainViolations() -> [AnimatorViolation] {
        defer { violations = [] }
        return violations
    }

    func recordViolation(_ v: AnimatorViolation) {
        violations.append(v)
        log { "\(v)" }
    }

    func log(_ line: () -> String) {
        if logsTransitions { transitionLog.append("t=\(now) " + line()) }
    }

    // MARK: - Bookkeeping

    func nextAnimatorID() -> Int {
        defer { animatorCounter += 1 }
        return animatorCounter
    }

    func didBind(_ animator: PropertyAnimator) {
        for body in bindObservers { body(animator) }
    }

    /// Lists an animator that became active or stopped; releases one that became inactive:
    /// at once outside a tick, at the tick's end inside one (so many animators ending in one
    /// tick cost one pass). - Complexity: O(listed animators) per release outside a tick.
    func updateListing(_ animator: PropertyAnimator) {
        let active = animator.state != .inactive
        if active && !animator.isListed {
            compact()
            animator.isListed = true
            listed.append(animator)
        } else if !active && animator.isListed {
            animator.isListed = false
            needsCompaction = true
            if !isTicking { compact() }
        }
    }

    private func compact() {
        guard needsCompaction else { return }
        listed.removeAll { !$0.isListed }
        needsCompaction = false
    }

    /// Legal-state invariants over every listed animator: fractionComplete within 0…1 and
    /// finite progress. Returns one line per broken rule (empty when all hold).
    public func checkInvariants() -> [String] {
        var out: [String] = []
        for a in listed where a.isListed {
            let f = a.fractionComplete
            if !(f >= 0 && f <= 1) { out.append("animator \(a.id): fractionComplete \(f) outside 0…1") }
            if !a.progress.isFinite { out.append("animator \(a.id): progress is not finite") }
        }
        return out
    }
}

/// Told when an animation block begins and ends (see `AnimationEngine.addBlockObserver`).
/// Between the two calls `AnimationEngine.recordingAnimator` is the block's animator and
/// `recordChange(of:from:to:)` records animations for it. Blocks nest (a block may start
/// another animator), so calls nest too.
public protocol AnimationBlockObserver: AnyObject {
    func willRunAnimationBlock()
    func didRunAnimationBlock()
}

/// The task-local slot behind `AnimationEngine.current` (outside the class: a task-local is a
/// static property wrapper, not a stored property of the engine).
enum AmbientEngine {
    /// The box a task-local value needs (an engine is used by the one thread driving its scene).
    struct Installed: @unchecked Sendable { let engine: AnimationEngine }
    @TaskLocal static var installed: Installed?
}
