import FlickCore

/// A display refresh rate: how often the simulator ticks.
///
/// Tick `i` happens at `i · 10⁹ / hz` nanoseconds, computed exactly in integers (floor), so
/// rates that divide each other meet at exactly the same instants: tick `2i` at 120 Hz is
/// tick `i` at 60 Hz, bit for bit.
public struct RefreshRate: Sendable, Hashable, CustomStringConvertible {
    /// Ticks per second.
    public let hz: Int

    /// The rates the simulator supports (ProMotion rates and the common fixed ones).
    public static let supported: [Int] = [60, 90, 120, 240]
    /// 120 Hz, the default (8.33 ms budget).
    public static let standard = RefreshRate(validated: 120)

    /// A rate from `supported`, or nil.
    public init?(hz: Int) {
        guard RefreshRate.supported.contains(hz) else { return nil }
        self.hz = hz
    }

    private init(validated hz: Int) { self.hz = hz }

    /// The time of tick `index`, ns since the start: ⌊index · 10⁹ / hz⌋, computed without
    /// overflow (whole seconds and the remainder apart, past 9.2 · 10⁹ ticks: 2.4 years at
    /// 120 Hz), saturating at Int64.max. Every tick asks: one division below that bound.
    public func time(ofTick index: Int) -> Int64 {
        let hz = Int64(self.hz), i = Int64(max(0, index))
        if i <= Int64.max / 1_000_000_000 { return i * 1_000_000_000 / hz }
        let (whole, overflow) = (i / hz).multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return Int64.max }
        return TimeLimits.adding(whole, (i % hz) * 1_000_000_000 / hz)
    }

    /// The first tick whose time is at or after `time` (ns).
    public func firstTick(atOrAfter time: Int64) -> Int {
        guard time > 0 else { return 0 }
        // ⌈time · hz / 10⁹⌉ from whole seconds and the remainder apart (no overflow), then
        // corrected for the floor in `time(ofTick:)`.
        let hz = Int64(self.hz)
        var i = Int((time / 1_000_000_000) * hz + ((time % 1_000_000_000) * hz + 999_999_999) / 1_000_000_000)
        while i > 0 && self.time(ofTick: i - 1) >= time { i -= 1 }
        while self.time(ofTick: i) < time { i += 1 }
        return i
    }

    /// The nominal interval between ticks, ns (rounded down): the frame budget by default.
    public var interval: Int64 { 1_000_000_000 / Int64(hz) }

    /// The instant of tick `index` on the virtual clock: `time(ofTick:)` as a typed instant.
    public func instant(ofTick index: Int) -> VirtualInstant { VirtualInstant(nanoseconds: time(ofTick: index)) }

    /// The first tick at or after `instant`: `firstTick(atOrAfter:)` of its nanoseconds.
    public func firstTick(atOrAfter instant: VirtualInstant) -> Int { firstTick(atOrAfter: instant.nanoseconds) }

    /// The nominal span between ticks on the virtual clock: `interval` as a typed duration.
    public var tickInterval: VirtualDuration { .nanoseconds(interval) }

    public var description: String { "\(hz) Hz" }
}
