import FlickLayout

/// UITapGestureRecognizer: discrete; recognized when the fingers of the last required
/// tap lift.
///
/// Fails when a finger moves more than `allowableMovement` from where it went down (45 pt),
/// a tap stays down longer than `maximumTapDuration` (0.75 s), the next tap does not start
/// within `maximumIntervalBetweenTaps` (0.35 s) of the previous lift or lands more than
/// `maximumTapDistance` (45 pt) from the first, or a tap has more or fewer fingers than
/// `numberOfTouchesRequired`. Limits come from UIKit re-implementations and community
/// measurements, see `GestureConstants`.
open class TapGestureRecognizer: GestureRecognizer {
    /// Default 1.
    @exclusivity(unchecked)
    public var numberOfTapsRequired = 1
    /// Default 1.
    @exclusivity(unchecked)
    public var numberOfTouchesRequired = 1
    @exclusivity(unchecked)
    public var allowableMovement = GestureConstants.tapAllowableMovement
    @exclusivity(unchecked)
    public var maximumTapDuration = GestureConstants.tapMaximumDuration
    @exclusivity(unchecked)
    public var maximumIntervalBetweenTaps = GestureConstants.tapMaximumInterval
    @exclusivity(unchecked)
    public var maximumTapDistance = GestureConstants.tapMaximumTapDistance

    /// Taps completed in the current sequence.
    @exclusivity(unchecked)
    public private(set) var tapsCompleted = 0
    /// Where the first tap went down (window coordinates; the centroid of its fingers' touch-down
    /// points for a multi-finger tap); UIKit's `location(in:)` for taps.
    @exclusivity(unchecked)
    public private(set) var firstTapLocation = Point.zero
    /// When the first tap went down, ns.
    @exclusivity(unchecked)
    public private(set) var firstTapTime: Int64 = 0
    /// The `tapCount` of the last touch that lifted (UITouch.tapCount; see `GestureTouch`).
    @exclusivity(unchecked)
    public private(set) var lastTouchTapCount = 0
    @exclusivity(unchecked)
    private var fingersThisTap = 0
    @exclusivity(unchecked)
    private var tapStart: Int64 = 0

    public init(name: String? = nil) {
        super.init(kind: .discrete, name: name)
    }

    /// The first tap's location in `view` (window for nil).
    open override func location(in view: (any HitTestable)?) -> Point {
        guard let view else { return firstTapLocation }
        return view.convertFromWindow(firstTapLocation)
    }

    open override func touchesBegan(_ touches: [GestureTouch], at time: Int64) {
        guard state == .possible else { return }
        if fingersThisTap == 0 {
            tapStart = time
            if tapsCompleted == 0 {
                firstTapTime = time
                firstTapLocation = centroid(touches.map(\.location))
            } else if length(Point(x: centroid(touches.map(\.location)).x - firstTapLocation.x,
                                   y: centroid(touches.map(\.location)).y - firstTapLocation.y)) > maximumTapDistance {
                fail(at: time, reason: "next tap too far from the first")
                return
            }
            setDeadline(time + maximumTapDuration)
        }
        // UITapGestureRecognizer's location for a multi-touch tap is the centroid of its
        // touches: every finger of the first tap counts, however far apart they land in time.
        if tapsCompleted == 0 { firstTapLocation = centroid(self.touches.map(\.startLocation)) }
        fingersThisTap = max(fingersThisTap, self.touches.count)
        if self.touches.count > numberOfTouchesRequired { fail(at: time, reason: "\(self.touches.count) touches > \(numberOfTouchesRequired)") }
    }

    open override func touchesMoved(_ touches: [GestureTouch], at time: Int64) {
        guard state == .possible else { return }
        if let t = touches.first(where: { $0.distanceFromStart > allowableMovement }) {
            fail(at: time, reason: "moved \(short(t.distanceFromStart)) pt > \(short(allowableMovement))")
        }
    }

    open override func touchesEnded(_ touches: [GestureTouch], at time: Int64) {
        guard state == .possible else { return }
        if let t = touches.first(where: { $0.distanceFromStart > allowableMovement }) {
            fail(at: time, reason: "moved \(short(t.distanceFromStart)) pt > \(short(allowableMovement))")
            return
        }
        lastTouchTapCount = touches.last?.tapCount ?? lastTouchTapCount
        guard self.touches.isEmpty else { return }
        guard fingersThisTap == numberOfTouchesRequired else {
            fail(at: time, reason: "\(fingersThisTap) touches, \(numberOfTouchesRequired) required")
            return
        }
        fingersThisTap = 0
        tapsCompleted += 1
        if tapsCompleted >= numberOfTapsRequired {
            setDeadline(nil)
            recognize(at: time)
        } else {
            setDeadline(time + maximumIntervalBetweenTaps)
        }
    }

    open override func timerFired(at time: Int64) {
        fail(at: time, reason: fingersThisTap > 0 ? "held longer than \(short(Double(maximumTapDuration) / 1e9)) s"
                                                  : "no next tap within \(short(Double(maximumIntervalBetweenTaps) / 1e9)) s")
    }

    open override func reset() {
        tapsCompleted = 0
        fingersThisTap = 0
        super.reset()
    }
}
