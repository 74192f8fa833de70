/// The first line of a trace: the format tag, its version, the screen, and optional facts
/// about where the touches came from.
public struct TraceHeader: Sendable, Hashable {
    /// The only trace version this module reads and writes.
    public static let currentVersion = 1
    /// The value of the header's `format` key.
    public static let formatName = "flick-trace"

    /// The screen the touches' points refer to.
    public var screen: ScreenGeometry
    /// The display refresh rate the trace was made for, in Hz, if stated.
    public var refreshHz: Double?
    /// The device the touches came from (e.g. an evdev device name), if known.
    public var device: String?
    /// What produced the trace (e.g. "evemu", "generate tap seed 7"), if known.
    public var source: String?
    /// When it was recorded (free text, usually ISO 8601), if known.
    public var recorded: String?

    public init(screen: ScreenGeometry, refreshHz: Double? = nil, device: String? = nil,
                source: String? = nil, recorded: String? = nil) {
        self.screen = screen
        self.refreshHz = refreshHz
        self.device = device
        self.source = source
        self.recorded = recorded
    }
}
