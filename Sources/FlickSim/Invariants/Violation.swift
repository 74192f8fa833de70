import FlickCore

/// One broken invariant: when, why, and the input that led to it.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
    /// The tick it was found on (0-based).
    public var tick: Int
    /// The tick's time, ns.
    public var time: Int64
    public var kind: ViolationKind
    /// One line: what broke.
    public var message: String
    /// Further lines (for unsatisfiable: the minimal conflicting set and the broken constraint).
    public var details: [String]
    /// The latest input event delivered at or before this tick, if any.
    public var cause: InputCause?

    public init(tick: Int, time: Int64, kind: ViolationKind, message: String, details: [String] = [], cause: InputCause? = nil) {
        self.tick = tick; self.time = time; self.kind = kind; self.message = message
        self.details = details; self.cause = cause
    }

    /// `time` as an instant on the virtual clock.
    public var instant: VirtualInstant { VirtualInstant(nanoseconds: time) }

    public var description: String {
        var s = "tick \(tick) (\(Format.seconds(nanoseconds: time))) \(kind.rawValue): \(message)"
        if let cause { s += "\n    after \(cause)" }
        for d in details { s += "\n    \(d)" }
        return s
    }
}
