/// The state machine every recognizer runs on: an enum state, one function per state that
/// returns the next state for an event (or nil: illegal), and a bounded transition log.
///
/// Illegal transitions cannot happen: `handle` throws `IllegalTransition` and leaves the
/// state as it was. In particular a began recognizer can only change, end or be cancelled,
/// so every `began` ends.
public struct GestureStateMachine: Sendable {
    public let kind: RecognizerKind
    public private(set) var state: GestureState = .possible
    /// The most recent transitions, oldest first (at most `logLimit`).
    public private(set) var log: [GestureTransition] = []
    /// How many transitions the log keeps (default 256); `transitionCount` counts them all.
    public var logLimit: Int
    /// Every transition ever taken.
    public private(set) var transitionCount = 0

    public init(kind: RecognizerKind, logLimit: Int = 256) {
        self.kind = kind
        self.logLimit = max(logLimit, 0)
    }

    /// Applies `event` at `time` (ns).
    /// - Returns: the new state.
    /// - Throws: `IllegalTransition` when the event is not allowed in the current state for
    ///   this kind of recognizer; nothing changes then.
    @discardableResult
    public mutating func handle(_ event: GestureEvent, at time: Int64, reason: String? = nil) throws(IllegalTransition) -> GestureState {
        guard let next = Self.next(kind: kind, from: state, event: event) else {
            throw IllegalTransition(kind: kind, from: state, event: event)
        }
        let transition = GestureTransition(time: time, from: state, event: event, to: next, reason: reason)
        state = next
        transitionCount += 1
        if logLimit > 0 {
            if log.count >= logLimit { log.removeFirst(log.count - logLimit + 1) }
            log.append(transition)
        }
        return next
    }

    /// Whether `event` is legal now.
    public func allows(_ event: GestureEvent) -> Bool { Self.next(kind: kind, from: state, event: event) != nil }

    /// The transition table: the next state, or nil when illegal.
    public static func next(kind: RecognizerKind, from state: GestureState, event: GestureEvent) -> GestureState? {
        switch state {
        case .possible: onPossible(kind, event)
        case .began, .changed: onActive(kind, event)
        case .ended, .cancelled, .failed: onFinished(event)
        }
    }

    private static func onPossible(_ kind: RecognizerKind, _ event: GestureEvent) -> GestureState? {
        switch (kind, event) {
        case (.continuous, .begin): .began
        case (.discrete, .recognize): .ended
        case (_, .fail): .failed
        case (_, .reset): .possible
        default: nil
        }
    }

    private static func onActive(_ kind: RecognizerKind, _ event: GestureEvent) -> GestureState? {
        guard kind == .continuous else { return nil }
        switch event {
        case .change: return .changed
        case .end: return .ended
        case .cancel: return .cancelled
        default: return nil
        }
    }

    private static func onFinished(_ event: GestureEvent) -> GestureState? {
        event == .reset ? .possible : nil
    }
}
