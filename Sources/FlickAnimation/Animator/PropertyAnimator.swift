/// UIViewPropertyAnimator's contract over the engine's animated properties.
///
/// States (`state`): inactive → active (running or paused) → inactive, or active → stopped →
/// inactive through `finishAnimation(at:)`, as UIKit documents. The machine is the enum
/// `Phase` with one function per phase (`Animator/AnimatorTransitions.swift`). The verbs do not
/// throw, as UIKit's do not: a call that UIKit answers with an exception changes nothing and
/// is recorded in `AnimationEngine.violations`; `throwing` has the same verbs throwing that
/// `AnimatorError` too.
///
/// Time: the animator reads `engine.now`; only `AnimationEngine.advance(toSeconds:)` or `advance(toNanoseconds:)` moves it. Values
/// are closed-form in time (see `ProgressSegment`).
///
/// Engines: the `engine:` initialisers bind the animator to that engine. The UIKit spellings
/// without one (`PropertyAnimator(duration:curve:animations:)` …) bind it, when it is first
/// used (a verb, a property set that checks the state, reading `engine` or `id`), to the
/// ambient engine `AnimationEngine.current` — the scene's, while the simulator or the tester
/// runs it — so an animator made in a scene's `init` and started from a gesture handler runs
/// on that scene's clock. Policy: first used where no engine is installed, it binds to an
/// engine of its own, which nothing advances (it stays at its start until driven by hand).
///
/// Ownership: an engine belongs to whoever made it (a scene); the animator only borrows it
/// (a weak reference), while the engine keeps its active and stopped animators (as UIKit keeps
/// a running animator). So an animator never keeps its engine — or the screen's presentation
/// layers — alive, and an animator that turns inactive (it ends, `stopAnimation(true)`,
/// `finishAnimation(at:)`) is released by the engine at once. The one engine an animator holds
/// strongly is an engine of its own (nothing else can reach it). Policy: an animator that
/// outlives its engine (its scene was freed) binds to an engine of its own at its next use.
/// An animator freed while active folds its animations into the model values where they are
/// (as `stopAnimation(true)`), so no property keeps a reference to it.
///
/// Properties UIKit lets you set only while inactive (`isInterruptible`,
/// `isUserInteractionEnabled`, `isManualHitTestingEnabled`) are settable; a set while active or
/// stopped changes nothing and is recorded as an `AnimatorViolation`
/// (`.propertySetWhileActive`), like every other misuse.
///
/// Policies where UIKit is undocumented, chosen here (also in docs/UIKIT.md):
/// - `fractionComplete` is measured in the animator's current direction: when reversed it
///   reads 1 − (position from the start state), as WWDC17-230's scrubbing code assumes.
///   While running it reports the timeline position, which moves linearly in time.
/// - Continuing or resuming a cubic timing follows the rest of the curve from the current
///   timeline position, rescaled to start at the current progress, so a linear scrub never
///   makes the values jump. A spring restarts from the current progress with its own initial
///   velocity. A new cubic curve given to `continueAnimation` runs whole over the remaining
///   time (the current velocity is not blended in).
/// - A non-interruptible animator refuses pause, scrub, reverse and continue.
/// - Starting an inactive animator always begins at the start state; `isReversed` set on an
///   inactive animator makes it end at once at `.start`.
/// - Blocks added while active run over the rest of the progress: their own progress is
///   (p − p_added)/(1 − p_added); a delay factor d moves p_added to p + d·(1 − p).
public final class PropertyAnimator {
    /// Unique within the engine, in the order animators were bound to it (creation order for
    /// the `engine:` initialisers).
    public var id: Int { _ = bind(); return boundID }
    /// The engine whose clock and properties this animator uses (for an animator made without
    /// one, the ambient engine at its first use; see the type's doc).
    public var engine: AnimationEngine { bind() }
    /// The engine, borrowed: its owner (a scene) keeps it.
    @exclusivity(unchecked)
    private weak var boundEngine: AnimationEngine?
    /// The engine if the animator is bound to one that is alive, without binding it.
    package var engineIfBound: AnimationEngine? { boundEngine }
    /// An engine of its own (see the type's doc), the only one the animator keeps.
    @exclusivity(unchecked)
    private var ownEngine: AnimationEngine?
    /// `id` once bound, −1 before.
    @exclusivity(unchecked)
    private(set) var boundID = -1
    /// The timing the animator was created with.
    public let timingParameters: TimingParameters
    /// Seconds. A physical spring replaces the requested duration with its settling time.
    public let duration: Double
    /// Seconds, set by `startAnimation(afterDelay:)`.
    @exclusivity(unchecked)
    public internal(set) var delay: Double = 0

    /// While paused, setting `fractionComplete` maps linearly to progress (true, the default)
    /// or through the timing curve (false).
    @exclusivity(unchecked)
    public var scrubsLinearly = true
    /// When true, reaching the end leaves the animator active and paused at the end (or the
    /// start when reversed) and runs no completions. Default false.
    @exclusivity(unchecked)
    public var pausesOnCompletion = false
    /// Whether pause, scrub, reverse and continue are allowed (default true). Settable only
    /// while inactive (UIKit raises otherwise; here the set is ignored and recorded, see
    /// `setInterruptible(_:)`).
    public var isInterruptible: Bool {
        get { interruptibleFlag }
        set { try? setInterruptible(newValue) }
    }
    /// Whether the animated views take touches (default true). Settable only while inactive
    /// (see `setUserInteractionEnabled(_:)`).
    public var isUserInteractionEnabled: Bool {
        get { userInteractionFlag }
        set { try? setUserInteractionEnabled(newValue) }
    }
    /// Whether hit testing of the animated views is left to you (default false). Settable only
    /// while inactive (see `setManualHitTestingEnabled(_:)`).
    public var isManualHitTestingEnabled: Bool {
        get { manualHitTestingFlag }
        set { try? setManualHitTestingEnabled(newValue) }
    }
    @exclusivity(unchecked)
    var interruptibleFlag = true
    @exclusivity(unchecked)
    var userInteractionFlag = true
    @exclusivity(unchecked)
    var manualHitTestingFlag = false

    enum Phase {
        case inactive
        case paused
        case running(ProgressSegment)
        case stopped
    }
    @exclusivity(unchecked)
    var phase: Phase = .inactive
    /// Timeline position u from the start state, 0…1.
    @exclusivity(unchecked)
    var position: Double = 0
    /// The progress the animated values show (may overshoot 0…1 on springs).
    @exclusivity(unchecked)
    public internal(set) var progress: Double = 0
    @exclusivity(unchecked)
    var reversedFlag = false
    /// The timing in use: the original, or the last one given to `continueAnimation`.
    @exclusivity(unchecked)
    var currentTiming: TimingParameters
    @exclusivity(unchecked)
    var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    @exclusivity(unchecked)
    var completions: [(AnimatingPosition) -> Void] = []
    @exclusivity(unchecked)
    var properties: [any AnimatedPropertyBase] = []
    @exclusivity(unchecked)
    var propertyIDs: Set<Int> = []
    @exclusivity(unchecked)
    var inCompletion = false
    /// Number of times completions ran (the invariant: at most once per run).
    @exclusivity(unchecked)
    public internal(set) var completionRuns = 0
    @exclusivity(unchecked)
    var isListed = false

    /// UIViewPropertyAnimator(duration:timingParameters:). Returns an inactive animator.
    /// A non-finite or negative duration becomes 0.
    public convenience init(engine: AnimationEngine, duration: Double, timingParameters: TimingParameters) {
        self.init(duration: duration, timingParameters: timingParameters)
        bind(to: engine)
    }

    /// UIViewPropertyAnimator(duration:timingParameters:) on the ambient engine (bound at first
    /// use, see the type's doc). Returns an inactive animator.
    public init(duration: Double, timingParameters: TimingParameters) {
        self.timingParameters = timingParameters
        self.currentTiming = timingParameters
        let d = duration.isFinite && duration > 0 ? duration : 0
        self.duration = timingParameters.effectiveDuration(requested: d)
    }

    /// UIViewPropertyAnimator(duration:curve:animations:) on the ambient engine.
    public convenience init(duration: Double, curve: AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: .curve(curve))
        if let animations { pendingBlocks.append((animations, 0)) }
    }

    /// UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:) on the ambient engine.
    public convenience init(duration: Double, controlPoint1: (x: Double, y: Double), controlPoint2: (x: Double, y: Double),
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: .controlPoints(controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y))
        if let animations { pendingBlocks.append((animations, 0)) }
    }

    /// UIViewPropertyAnimator(duration:dampingRatio:animations:) on the ambient engine.
    public convenience init(duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: .spring(dampingRatio: dampingRatio))
        if let animations { pendingBlocks.append((animations, 0)) }
    }

    /// UIViewPropertyAnimator(duration:curve:animations:).
    public convenience init(engine: AnimationEngine, duration: Double, curve: AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(engine: engine, duration: duration, timingParameters: .curve(curve))
        if let animations { pendingBlocks.append((animations, 0)) }
    }

    /// UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:).
    public convenience init(engine: AnimationEngine, duration: Double,
                            controlPoint1: (x: Double, y: Double), controlPoint2: (x: Double, y: Double),
                            animations: (() -> Void)? = nil) {
        self.init(engine: engine, duration: duration,
                  timingParameters: .controlPoints(controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y))
        if let animations { pendingBlocks.append((animations, 0)) }
    }

    /// UIViewPropertyAnimator(duration:dampingRatio:animations:): a spring with zero initial
    /// velocity that settles in `duration`.
    public convenience init(engine: AnimationEngine, duration: Double, dampingRatio: Double, animations: (() -> Void)? = nil) {
        self.init(engine: engine, duration: duration, timingParameters: .spring(dampingRatio: dampingRatio))
        if let animations { pendingBlocks.append((animations, 0)) }
    }

    // MARK: - Reading

    /// inactive, active or stopped.
    public var state: AnimatingState {
        switch phase {
        case .inactive: .inactive
        case .paused, .running: .active
        case .stopped: .stopped
        }
    }

    /// True only while active and not paused (also during a start delay).
    public var isRunning: Bool {
        if case .running = phase { return true }
        return false
    }

    /// The direction. Setting it while running reverses in place; while paused, inactive or
    /// stopped it takes effect at the next start or continue. A non-interruptible running
    /// animator refuses (recorded, see `setReversed(_:)`).
    public var isReversed: Bool {
        get { reversedFlag }
        set { try? setReversed(newValue) }
    }

    /// Progress along the timeline in the current direction, 0…1. Setting it while inactive
    /// or paused scrubs (an inactive animator becomes active and paused); while running or
    /// stopped it is ignored and recorded. Values are clamped into 0…1.
    public var fractionComplete: Double {
        get { reversedFlag ? 1 - position : position }
        set { try? setFractionComplete(newValue) }
    }

    /// The end time of the current running segment (engine seconds), nil when not running.
    public var scheduledEndTime: Double? {
        if case .running(let s) = phase { return s.endTime }
        return nil
    }

    // MARK: - Verbs

    // UIKit's verbs do not throw: a call UIKit would raise on changes nothing and is recorded
    // in `engine.violations` as an `AnimatorViolation` (the simulator reports it as an illegal
    // state), as the property setters are. The same verbs that throw the error as well are
    // `throwing` (`try animator.throwing.startAnimation()`).

    /// startAnimation(): inactive → running (animation blocks run now: the model takes the
    /// new values at once); paused → running under the current timing; running: no effect.
    /// Illegal while stopped (recorded, see `throwing`).
    public func startAnimation() { try? throwing.startAnimation() }

    /// startAnimation(afterDelay:): as `startAnimation()`, motion beginning `delay` seconds
    /// later. A NaN, infinite or negative delay changes nothing (recorded).
    public func startAnimation(afterDelay delay: Double) { try? throwing.startAnimation(afterDelay: delay) }

    /// pauseAnimation(): inactive → paused at the start (blocks run); running → paused.
    /// Illegal while stopped or on a non-interruptible animator (recorded).
    public func pauseAnimation() { try? throwing.pauseAnimation() }

    /// stopAnimation(_:): from active only. `true`: values stay where they are on screen as
    /// new model values, → inactive, no completions. `false`: → stopped, awaiting
    /// `finishAnimation(at:)`. Illegal while inactive or stopped (recorded).
    public func stopAnimation(_ withoutFinishing: Bool) { try? throwing.stopAnimation(withoutFinishing) }

    /// finishAnimation(at:): from stopped only. Values jump to the end, back to the start or
    /// stay where they stopped (`.current`); → inactive; completions run once with
    /// `position`. Illegal when not stopped or from inside a completion (recorded).
    public func finishAnimation(at position: AnimatingPosition) { try? throwing.finishAnimation(at: position) }

    /// continueAnimation(withTimingParameters:durationFactor:): resumes (or re-times) an
    /// active animator. `parameters` nil keeps the current timing. The motion takes
    /// durationFactor × duration seconds; 0 means the time remaining under the original
    /// timing, |target − position| × duration. Illegal when not active, on a
    /// non-interruptible animator, or with a NaN, infinite or negative factor (recorded).
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) {
        try? throwing.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor)
    }

    /// addAnimations(_:): inactive, the block runs at start over the whole animation; active,
    /// it runs now, over the rest of the animation, from the current values. Illegal while
    /// stopped (recorded; the block is dropped).
    public func addAnimations(_ animations: @escaping () -> Void) { try? throwing.addAnimations(animations) }

    /// addAnimations(_:delayFactor:): the block starts after delayFactor × the remaining
    /// progress (0…1, clamped). Illegal while stopped or with a NaN, infinite or negative
    /// factor (recorded).
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double) {
        try? throwing.addAnimations(animations, delayFactor: delayFactor)
    }

    /// addCompletion(_:): runs once when the animation ends, with the end position. Illegal
    /// while stopped (recorded; the completion is dropped).
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) { try? throwing.addCompletion(completion) }

    /// Sets `fractionComplete` (see there).
    /// - Throws: `.scrubWhileRunning` / `.scrubWhileStopped` (ignored by UIKit too),
    ///   `.notInterruptible`, `.nonFinite`.
    public func setFractionComplete(_ fraction: Double) throws(AnimatorError) {
        guard fraction.isFinite else { throw record(.nonFinite("fractionComplete")) }
        try send(.scrub(min(max(fraction, 0), 1)))
    }

    /// Sets `isReversed` (see there).
    /// - Throws: `.notInterruptible` when running and not interruptible.
    public func setReversed(_ reversed: Bool) throws(AnimatorError) { try send(.reverse(reversed)) }

    /// isInterruptible; settable only while inactive.
    /// - Throws: `.propertySetWhileActive("isInterruptible")`.
    public func setInterruptible(_ value: Bool) throws(AnimatorError) {
        guard state == .inactive else { throw record(.propertySetWhileActive("isInterruptible")) }
        interruptibleFlag = value
    }

    /// isUserInteractionEnabled; settable only while inactive.
    /// - Throws: `.propertySetWhileActive("isUserInteractionEnabled")`.
    public func setUserInteractionEnabled(_ value: Bool) throws(AnimatorError) {
        guard state == .inactive else { throw record(.propertySetWhileActive("isUserInteractionEnabled")) }
        userInteractionFlag = value
    }

    /// isManualHitTestingEnabled; settable only while inactive.
    /// - Throws: `.propertySetWhileActive("isManualHitTestingEnabled")`.
    public func setManualHitTestingEnabled(_ value: Bool) throws(AnimatorError) {
        guard state == .inactive else { throw record(.propertySetWhileActive("isManualHitTestingEnabled")) }
        manualHitTestingFlag = value
    }

    // MARK: - Steps shared by the phase functions

    /// The engine, binding the animator first if it has none: the ambient one, else (or when
    /// its engine was freed) one of its own. - Complexity: O(1).
    @inline(__always)
    private func bind() -> AnimationEngine {
        if let e = boundEngine { return e }
        return bindAnew()
    }

    private func bindAnew() -> AnimationEngine {
        let wasBound = boundID >= 0
        if !wasBound, let ambient = AnimationEngine.current {
            bind(to: ambient)
            return ambient
        }
        let own = AnimationEngine(startNanoseconds: 0)
        ownEngine = own
        bind(to: own)
        return own
    }

    private func bind(to engine: AnimationEngine) {
        boundEngine = engine
        boundID = engine.nextAnimatorID()
        engine.didBind(self)
    }

    /// An animator freed while animating (only possible once its engine is gone) leaves its
    /// values where they are, as `stopAnimation(true)`: no property keeps a track of it.
    deinit {
        let me = ObjectIdentifier(self)
        for prop in properties { prop.settle(me, atProgress: progress) }
    }

    /// Records the error with the engine and returns it for throwing.
    func record(_ error: AnimatorError) -> AnimatorError {
        engine.recordViolation(AnimatorViolation(time: engine.now, animatorID: id, error: error))
        return error
    }

    /// Runs an animation block with this animator recording; its tracks start at `start`.
    func runBlock(_ block: () -> Void, start: Double) {
        engine.recording(self, start: min(max(start, 0), 1), block)
    }

    func runPendingBlocks() {
        let blocks = pendingBlocks
        pendingBlocks = []
        for b in blocks { runBlock(b.block, start: b.delayFactor) }
    }

    func didTouch(_ property: any AnimatedPropertyBase) {
        if propertyIDs.insert(property.id).inserted { properties.append(property) }
    }

    /// The progress the timing curve gives at timeline position u (used by non-linear scrubbing).
    func timingProgress(at u: Double) -> Double {
        switch currentTiming {
        case .cubic(let c): return c.progress(at: u)
        case .spring(let s):
            let (spring, d) = s.resolved(forDuration: duration)
            return 1 + SpringTiming.unitMotion(spring, s.initialVelocity).position(at: u * d)
        }
    }

    /// A segment from the current position and progress toward the current direction's end.
    /// - Parameters:
    ///   - timing: the curve or spring to follow.
    ///   - fresh: a cubic runs whole over the segment (true) or continues its remainder (false).
    ///   - time: seconds the motion takes; nil = the time remaining under the original timing.
    func makeSegment(startTime: Double, timing: TimingParameters, fresh: Bool, time: Double?) -> ProgressSegment {
        let target: Double = reversedFlag ? 0 : 1
        let remaining = time ?? abs(target - position) * duration
        switch timing {
        case .cubic(let curve):
            let shape: ProgressSegment.Shape = fresh
                ? .curve(curve)
                : .remainder(curve, c0: curve.progress(at: position), cT: curve.progress(at: target))
            return ProgressSegment(startTime: startTime, duration: remaining, u0: position, uT: target,
                                   p0: progress, pT: target, shape: shape)
        case .spring(let s):
            let (spring, d) = s.resolved(forDuration: remaining)
            return ProgressSegment(startTime: startTime, duration: d, u0: position, uT: target,
                                   p0: progress, pT: target,
                                   shape: .spring(SpringTiming.unitMotion(spring, s.initialVelocity)))
        }
    }

    /// Samples the running segment at the engine's time into position and progress.
    func sampleNow() {
        if case .running(let seg) = phase {
            let s = seg.sample(engine.now)
            position = s.u; progress = s.p
        }
    }

    /// Folds every property's in-flight contribution at progress p into its model value and
    /// forgets them; drops pending blocks.
    func settleProperties(atProgress p: Double) {
        for prop in properties { prop.settle(ObjectIdentifier(self), atProgress: p) }
        properties = []
        propertyIDs = []
        pendingBlocks = []
    }

    /// Back to a fresh inactive animator's timeline (after finishing).
    func resetTimeline() {
        position = 0; progress = 0; delay = 0; currentTiming = timingParameters
    }

    /// Runs the completions once, in the order added, then forgets them.
    func runCompletions(_ position: AnimatingPosition) {
        let handlers = completions
        completions = []
        completionRuns += 1
        inCompletion = true
        for h in handlers { h(position) }
        inCompletion = false
    }
}
