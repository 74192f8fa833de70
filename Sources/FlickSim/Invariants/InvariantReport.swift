/// Collects the violations the invariants find on one tick.
///
/// A *persistent* report is a condition that may hold for many ticks (a frame that stays
/// non-finite, a scene rule that stays broken): it is reported once, on the first tick it
/// holds, and again only after a tick on which it did not. Conditions are told apart by kind
/// and message. Other reports (a frame over budget, a conflict raised by a handler) are
/// events, reported every time.
public struct InvariantReport {
    /// The tick being checked (0-based) and its time, ns.
    public let tick: Int
    public let time: Int64
    /// The cause given to reports that name none: the latest input event delivered.
    public let latestCause: InputCause?
    /// What was found so far on this tick, in report order.
    public private(set) var found: [Violation] = []
    /// Persistent conditions that held on the previous tick.
    private let previous: Set<String>
    /// Persistent conditions that hold on this tick.
    private(set) var conditions: Set<String> = []

    init(tick: Int, time: Int64, latestCause: InputCause?, previousConditions: Set<String>) {
        self.tick = tick
        self.time = time
        self.latestCause = latestCause
        self.previous = previousConditions
    }

    /// Reports one broken rule.
    /// - Parameters:
    ///   - persistent: a condition (reported once while it lasts) rather than an event.
    ///   - cause: the input that led to it; nil means `latestCause`.
    public mutating func report(_ kind: ViolationKind, _ message: String, details: [String] = [],
                                persistent: Bool, cause: InputCause? = nil) {
        if persistent {
            let key = kind.rawValue + "|" + message
            conditions.insert(key)
            if previous.contains(key) { return }
        }
        found.append(Violation(tick: tick, time: time, kind: kind, message: message, details: details,
                               cause: cause ?? latestCause))
    }
}
