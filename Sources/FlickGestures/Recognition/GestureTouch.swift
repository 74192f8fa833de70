import FlickInput
import FlickLayout

/// A touch as recognizers see it: the input event plus what the router knows about its life.
///
/// `location` is in window (root view) coordinates; use `location(in:)` for a view's.
public struct GestureTouch: Sendable, Equatable {
    /// The touch identity from the input (stable from down to up/cancel).
    public var id: Int
    public var phase: TouchPhase
    /// Window coordinates, pt.
    public var location: Point
    /// Where the touch went down, window coordinates.
    public var startLocation: Point
    /// Nanoseconds.
    public var timestamp: Int64
    /// When the touch went down, ns.
    public var startTime: Int64
    /// UITouch.tapCount: 1 for a first tap, 2 when this touch went down within
    /// `tapMaximumInterval` and `tapMaximumTapDistance` of a previous tap's lift, and so on.
    public var tapCount: Int

    public init(id: Int, phase: TouchPhase, location: Point, startLocation: Point,
                timestamp: Int64, startTime: Int64, tapCount: Int = 1) {
        self.id = id
        self.phase = phase
        self.location = location
        self.startLocation = startLocation
        self.timestamp = timestamp
        self.startTime = startTime
        self.tapCount = tapCount
    }

    /// The location in `view`'s coordinates (window coordinates for nil).
    public func location(in view: (any HitTestable)?) -> Point {
        guard let view else { return location }
        return view.convertFromWindow(location)
    }

    /// Distance moved from the touch-down point, pt (window coordinates).
    public var distanceFromStart: Double {
        let dx = location.x - startLocation.x, dy = location.y - startLocation.y
        return (dx * dx + dy * dy).squareRoot()
    }
}

/// The centroid of `points` (zero for none).
func centroid(_ points: [Point]) -> Point {
    guard !points.isEmpty else { return .zero }
    var x = 0.0, y = 0.0
    for p in points { x += p.x; y += p.y }
    return Point(x: x / Double(points.count), y: y / Double(points.count))
}

/// A number for messages: at most three decimals, no trailing zeros.
func short(_ v: Double) -> String {
    guard v.isFinite else { return "\(v)" }
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
    return String(r)
}

/// Euclidean length of a vector.
func length(_ p: Point) -> Double { (p.x * p.x + p.y * p.y).squareRoot() }
