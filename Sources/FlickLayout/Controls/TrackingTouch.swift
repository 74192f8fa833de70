/// The touch a control tracks, as its tracking methods see it (the part of UIKit's `UITouch`
/// that `beginTracking(_:with:)` and its siblings use).
///
/// Locations are kept in screen coordinates and converted on request, through every transform
/// and scroll offset above the view asked about.
public struct TrackingTouch: Sendable, CustomStringConvertible {
    public enum Phase: String, Sendable { case began, moved, ended, cancelled }
    /// The touch's id in the input (a finger).
    public var id: Int
    public var phase: Phase
    /// Where the finger is, in screen coordinates.
    public var screenLocation: Point
    /// Where it was at the previous event (the touch-down point for the first).
    public var previousScreenLocation: Point
    /// When the event happened, seconds on the scene's virtual clock (UIKit's `timestamp`).
    public var timestamp: Double
    /// Taps in quick succession at about the same place, this one included (1 for a lone tap).
    public var tapCount: Int

    public init(id: Int, phase: Phase, screenLocation: Point, previousScreenLocation: Point, timestamp: Double, tapCount: Int = 1) {
        self.id = id
        self.phase = phase
        self.screenLocation = screenLocation
        self.previousScreenLocation = previousScreenLocation
        self.timestamp = timestamp
        self.tapCount = tapCount
    }

    /// The location in `view`'s coordinates (screen coordinates for nil, or when a singular
    /// transform above the view makes it undefined).
    public func location(in view: View?) -> Point {
        view?.convertFromScreen(screenLocation) ?? screenLocation
    }

    /// The previous location in `view`'s coordinates (as `location(in:)`).
    public func previousLocation(in view: View?) -> Point {
        view?.convertFromScreen(previousScreenLocation) ?? previousScreenLocation
    }

    public var description: String { "touch \(id) \(phase.rawValue) at \(screenLocation)" }
}

/// The event a tracked touch belongs to (the part of UIKit's `UIEvent` a control sees): its
/// time and the touch.
public struct TrackingEvent: Sendable {
    /// Seconds on the scene's virtual clock.
    public var timestamp: Double
    /// The control's tracked touch (controls track one touch at a time).
    public var touch: TrackingTouch
    /// The event's touches: the tracked one.
    public var allTouches: [TrackingTouch] { [touch] }
    public init(timestamp: Double, touch: TrackingTouch) {
        self.timestamp = timestamp
        self.touch = touch
    }
}
