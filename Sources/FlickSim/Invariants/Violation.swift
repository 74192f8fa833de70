import FlickInput
import FlickCore

/// Which invariant a violation broke (DESIGN.md, "Invariants").
public enum ViolationKind: String, Sendable, Hashable, CaseIterable {
    /// Required constraints could not hold together; one was broken to carry on.
    case unsatisfiable
    /// A tick's measured work exceeded the frame budget.
    case frameBudget = "frame-budget"
    /// A frame with a NaN or infinite number, or a negative size.
    case nonFinite = "non-finite"
    /// A recognizer or animator took an illegal transition (or a `began` that cannot end).
    case illegalState = "illegal-state"
    /// A rule the scene states about itself.
    case sceneRule = "scene-rule"
    /// The layout has more than one solution (checked on request).
    case ambiguous
    /// A change the layout refused (an illegal constraint, a non-finite constant).
    case invalidChange = "invalid-change"
}

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

    public var description: String {
        var s = "tick \(tick) (\(Format.seconds(nanoseconds: time))) \(kind.rawValue): \(message)"
        if let cause { s += "\n    after \(cause)" }
        for d in details { s += "\n    \(d)" }
        return s
    }
}

/// The input event that led to a violation: the last touch event delivered at or before the
/// violation's tick.
public struct InputCause: Sendable, Hashable, CustomStringConvertible {
    /// The event's own time, ns.
    public var time: Int64
    public var touchID: Int
    public var phase: TouchPhase
    public var x: Double
    public var y: Double
    /// Whether the event was delivered on the violation's tick (false: an earlier tick).
    public var sameTick: Bool

    public init(_ e: TouchEvent, sameTick: Bool) {
        time = e.timestamp; touchID = e.id; phase = e.phase; x = e.x; y = e.y; self.sameTick = sameTick
    }

    public var description: String {
        "input t=\(Format.seconds(nanoseconds: time)) touch \(touchID) \(phase.rawValue) at (\(Format.fixed(x, decimals: 1)), \(Format.fixed(y, decimals: 1)))"
            + (sameTick ? "" : " (an earlier tick)")
    }
}
