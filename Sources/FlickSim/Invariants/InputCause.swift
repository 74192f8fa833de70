import FlickInput
import FlickCore

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
