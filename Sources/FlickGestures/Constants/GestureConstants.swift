/// Every tunable threshold of FlickGestures, with its default and where the default comes from:
/// UIKit's SDK headers where they state it; otherwise UIKit re-implementations and community
/// measurements (tunable, not guaranteed to match UIKit), the values Flutter and Android use,
/// the ScrollMechanics model of UIScrollView, or Flick's own choice.
/// Distances are in points, times in nanoseconds unless the name says otherwise.
public enum GestureConstants {
    // MARK: Time

    /// Nanoseconds in one second.
    public static let nanosecondsPerSecond: Int64 = 1_000_000_000
    /// Nanoseconds in one millisecond.
    public static let nanosecondsPerMillisecond: Int64 = 1_000_000

    // MARK: Pan

    /// Movement of the touch centroid before a pan begins (UIKit's private hysteresis).
    /// Default 10 pt, a community measurement (Apple bug report 13336558). Policy:
    /// `translation(in:)` counts from the touch-down point, so content catches up by this slop
    /// on `.began`.
    public static let panHysteresis: Double = 10

    // MARK: Screen-edge pan

    /// Width of the band along a screen edge where an edge pan may start. Undocumented;
    /// community measurements range over 20–40 pt; default 20 pt.
    public static let screenEdgeRegion: Double = 20

    // MARK: Tap (re-implementations and community measurements)

    /// How far a tapping finger may move from its touch-down point: 45 pt.
    public static let tapAllowableMovement: Double = 45
    /// Longest a single tap may stay down: 0.75 s.
    public static let tapMaximumDuration: Int64 = 750_000_000
    /// Longest pause between one tap's lift and the next tap's touch-down: 0.35 s.
    public static let tapMaximumInterval: Int64 = 350_000_000
    /// Farthest a later tap may land from the first tap of a multi-tap: 45 pt
    /// (the same as the movement limit; undocumented).
    public static let tapMaximumTapDistance: Double = 45

    // MARK: Long press (UIKit's header defaults)

    /// `minimumPressDuration`: 0.5 s.
    public static let longPressMinimumDuration: Int64 = 500_000_000
    /// `allowableMovement`: 10 pt (the header says pixels; it behaves as points).
    public static let longPressAllowableMovement: Double = 10

    // MARK: Pinch and rotation

    /// Change of finger separation, in points, before a pinch begins. Undocumented (a private
    /// `_hysteresis` exists); default 16 pt, the span slop of Chromium's ScaleGestureDetector
    /// (each finger 8 pt along the line between them, Chromium's and Android's touch slop), so
    /// the jitter of a two-finger tap (each finger under 6 pt) is not a pinch.
    public static let pinchHysteresis: Double = 16
    /// Rotation, in radians, before a rotation recognizer begins. Undocumented; default
    /// 0.1 rad (≈ 5.7°), Flick's own choice.
    public static let rotationThreshold: Double = 0.1
    /// Distance, in points, each finger must also have travelled along its arc (half the
    /// separation × the rotation) before a rotation begins. Undocumented; default 8 pt, the
    /// touch slop of Chromium and Android: two fingers 60 pt apart jittering 5 pt each turn
    /// the line between them 0.17 rad without anybody rotating anything.
    public static let rotationHysteresis: Double = 8

    // MARK: Swipe (community measurements)

    /// Distance along the swipe direction needed to recognize a swipe: 50 pt.
    public static let swipeMinimumDistance: Double = 50
    /// Minimum average speed along the direction: 200 pt/s.
    public static let swipeMinimumSpeed: Double = 200
    /// Largest allowed angle between the motion and the direction: 30° at the minimum
    /// speed, widening linearly to 45° at 4× the minimum speed (a fast swipe tolerates a less
    /// precise direction; the widening in between is Flick's own).
    public static let swipeMaximumAngleSlow: Double = 30 * Double.pi / 180
    /// See `swipeMaximumAngleSlow`.
    public static let swipeMaximumAngleFast: Double = 45 * Double.pi / 180
    /// Longest a swipe may take from touch-down to reaching its distance: 0.5 s.
    public static let swipeMaximumDuration: Int64 = 500_000_000

    // MARK: Velocity estimation (as Flutter's and Android's velocity trackers)

    /// Only samples this recent (relative to the newest) enter the fit: 100 ms.
    public static let velocityHorizon: Int64 = 100_000_000
    /// A gap this long between consecutive samples means the finger stopped: older samples
    /// are ignored. 40 ms (Flutter's `kAssumePointerMoveStoppedMilliseconds`).
    public static let velocityStopGap: Int64 = 40_000_000
    /// Samples kept in the ring buffer: 20.
    public static let velocityHistory: Int = 20
    /// If the newest sample is older than this when velocity is read, the finger has been
    /// resting and velocity is zero: 40 ms (the stop gap's rule, applied here by Flick).
    public static let velocityStaleAfter: Int64 = 40_000_000

    // MARK: Scroll view

    /// `UIScrollView.DecelerationRate.normal`: velocity multiplier per millisecond
    /// (measured; the value Apple's WWDC 2018 "Designing Fluid Interfaces" uses).
    public static let decelerationRateNormal: Double = 0.998
    /// `UIScrollView.DecelerationRate.fast` (measured).
    public static let decelerationRateFast: Double = 0.99
    /// Rubber-band coefficient c in b(x) = (1 − 1/(x·c/d + 1))·d, the widely used fit of
    /// UIScrollView's rubber band (ScrollMechanics uses it too).
    public static let rubberBandCoefficient: Double = 0.55
    /// Bounce-back spring: critically damped, mass 1, stiffness 100 → ω₀ = 10 rad/s
    /// (ScrollMechanics' model).
    public static let bounceSpringAngularFrequency: Double = 10
    /// Screen scale used to derive the resting tolerance when none is given: 3 (Flick's choice).
    public static let defaultScreenScale: Double = 3
    /// Motion stops when the remaining distance falls under 0.5 / screenScale pt, under half a
    /// pixel (ScrollMechanics' rule).
    public static func restingDistance(screenScale: Double) -> Double { 0.5 / max(screenScale, 1) }
    /// Release speeds below this do not start a deceleration (`willDecelerate == false`):
    /// 20 pt/s, as in flowkey's UIKit port.
    public static let minimumDecelerationSpeed: Double = 20
    /// Touch-down withheld from a scroll view's content (`delaysContentTouches`): 150 ms
    /// (a community measurement).
    public static let scrollContentTouchDelay: Int64 = 150_000_000
    /// Paging: release speed (pt/s) above which a flick advances one page regardless of
    /// position. Undocumented; 300 pt/s, Flick's estimate from observed behaviour.
    public static let pagingFlickSpeed: Double = 300
}
