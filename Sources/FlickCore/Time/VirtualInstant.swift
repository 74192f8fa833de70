/// An instant on the simulator's virtual clock: integer nanoseconds since the start of a run
/// (tick 0). Only the simulator advances it; nothing reads it from a wall clock.
///
/// Moving an instant by a `VirtualDuration` saturates at the bounds of `Int64` nanoseconds,
/// as `VirtualDuration`'s arithmetic does.
public struct VirtualInstant: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Nanoseconds since the start of the run.
    public var nanoseconds: Int64

    /// The instant `nanoseconds` after the start.
    public init(nanoseconds: Int64) { self.nanoseconds = nanoseconds }

    /// The instant `sinceStart` after the start.
    private init(_ sinceStart: VirtualDuration) { nanoseconds = sinceStart.nanoseconds }

    /// The start of the run (tick 0).
    public static let start = VirtualInstant(nanoseconds: 0)

    /// The time since the start.
    public var sinceStart: VirtualDuration { VirtualDuration(nanoseconds: nanoseconds) }

    /// The time since the start, s (exact below 2⁵³ ns).
    public var seconds: Double { Double(nanoseconds) / 1e9 }

    public static func < (a: VirtualInstant, b: VirtualInstant) -> Bool { a.nanoseconds < b.nanoseconds }

    /// The instant `d` later, saturating.
    public static func + (a: VirtualInstant, d: VirtualDuration) -> VirtualInstant { VirtualInstant(a.sinceStart + d) }

    /// The instant `d` earlier, saturating.
    public static func - (a: VirtualInstant, d: VirtualDuration) -> VirtualInstant { VirtualInstant(a.sinceStart - d) }

    /// The time from `b` to `a`, saturating.
    public static func - (a: VirtualInstant, b: VirtualInstant) -> VirtualDuration { a.sinceStart - b.sinceStart }

    public static func += (a: inout VirtualInstant, d: VirtualDuration) { a = a + d }

    /// `Format.seconds(nanoseconds:)`'s text of the time since the start.
    public var description: String { Format.seconds(nanoseconds: nanoseconds) }
}
