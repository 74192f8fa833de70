import FlickCore

/// One change of one touch at one instant: one line of a trace.
///
/// Positions are in points of the trace's screen (origin top-left, y down). Time is integer
/// nanoseconds since the start of the trace (the trace format writes seconds; see
/// `TraceTime`). The optional extras are `nil` when the source does not report them.
public struct TouchEvent: Sendable, Hashable {
    /// The touch's identity: stable from its `down` to its `up`/`cancel`; may be reused after.
    public var id: Int
    /// What happened to the touch.
    public var phase: TouchPhase
    /// Horizontal position in points.
    public var x: Double
    /// Vertical position in points.
    public var y: Double
    /// Nanoseconds since the start of the trace.
    public var timestamp: Int64
    /// Normalised pressure, 0…1 for devices that report it (1 = the device's maximum).
    public var force: Double?
    /// Major axis of the contact ellipse, in points.
    public var major: Double?
    /// Minor axis of the contact ellipse, in points.
    public var minor: Double?

    public init(id: Int, phase: TouchPhase, x: Double, y: Double, timestamp: Int64,
                force: Double? = nil, major: Double? = nil, minor: Double? = nil) {
        self.id = id
        self.phase = phase
        self.x = x
        self.y = y
        self.timestamp = timestamp
        self.force = force
        self.major = major
        self.minor = minor
    }

    /// `timestamp` as an instant on the virtual clock (the same nanoseconds, typed).
    public var instant: VirtualInstant {
        get { VirtualInstant(nanoseconds: timestamp) }
        set { timestamp = newValue.nanoseconds }
    }
}

/// A touch as the recognizers see it: the same record as a trace line.
public typealias Touch = TouchEvent
