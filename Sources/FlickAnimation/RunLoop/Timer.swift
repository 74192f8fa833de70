/// Foundation's `Timer` on the scene's virtual clock:
/// `Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in … }` ports as written
/// and fires on the run loop of the ambient engine (the scene's, while the simulator or the
/// tester runs it) at exact multiples of its interval; `invalidate()` stops it. FlickSim
/// re-exports this type so it wins over Foundation's in a file that imports both (see
/// `DispatchQueue`).
///
/// Policies: an interval of 0 or less (or NaN) is 0.1 ms, as Foundation's; `tolerance` is
/// kept and ignored (virtual time is exact). A repeating timer does not keep a run from
/// settling; a one-shot timer does until it fires. A timer scheduled where no engine is
/// installed never fires (`isValid` stays true until invalidated). Target/selector forms do
/// not exist (Flick has no selectors): use the block forms.
public final class Timer {
    /// Seconds between firings (for a one-shot timer, the delay it was scheduled with).
    public let timeInterval: Double
    /// Seconds of allowed lateness; ignored on the virtual clock.
    @exclusivity(unchecked)
    public var tolerance: Double = 0
    /// Whether the timer will still fire (false after `invalidate()` or a one-shot firing).
    @exclusivity(unchecked)
    public private(set) var isValid = true
    private let repeats: Bool
    private let block: (Timer) -> Void
    /// The run loop's entry (weak: the run loop keeps the entry, the entry keeps the timer, as
    /// a run loop keeps its timers; freeing the engine frees both).
    @exclusivity(unchecked)
    private weak var entry: RunLoopSchedule.Entry?
    @exclusivity(unchecked)
    private var isScheduled = false

    /// Timer(timeInterval:repeats:block:): a timer not yet scheduled (`schedule()` it).
    public init(timeInterval interval: Double, repeats: Bool, block: @escaping (Timer) -> Void) {
        self.timeInterval = interval > 0 ? interval : 0.0001
        self.repeats = repeats
        self.block = block
    }

    /// Timer.scheduledTimer(withTimeInterval:repeats:block:): a timer firing first `interval`
    /// seconds from now on the scene's clock.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: Double, repeats: Bool,
                                      block: @escaping (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// Puts the timer on the ambient engine's run loop (RunLoop.main.add(_:forMode:)).
    /// Scheduling it twice, or after `invalidate()`, does nothing.
    public func schedule() {
        guard isValid, !isScheduled, let engine = AnimationEngine.current else { return }
        isScheduled = true
        let ns = Self.nanoseconds(timeInterval)
        entry = engine.schedule(due: engine.virtualNanoseconds &+ ns, repeatingEvery: repeats ? ns : nil) {
            self.fireFromRunLoop()
        }
    }

    /// fire(): runs the block now; a one-shot timer is then invalidated, a repeating one keeps
    /// its schedule.
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// invalidate(): the timer never fires again.
    public func invalidate() {
        isValid = false
        entry?.isCancelled = true
        entry = nil
    }

    private func fireFromRunLoop() {
        guard isValid else { return }
        block(self)
        if !repeats { isValid = false; entry = nil }
    }

    /// `seconds` as nanoseconds, rounded, at least 1, saturating.
    private static func nanoseconds(_ seconds: Double) -> Int64 {
        let ns = (seconds * 1e9).rounded()
        return ns >= 9.2e18 ? Int64.max / 2 : max(1, Int64(ns))
    }
}
