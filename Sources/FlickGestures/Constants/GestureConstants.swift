/// Every tunable threshold of FlickGestures, with its default and where the default comes from.
///
/// Source keys follow the behavioural reference: `[H-*]` SDK headers, `[RE]`/`[OBS]`
/// re-implementations and community measurements (tunable, not guaranteed to match UIKit),
/// `[FL]` Flutter, `[AND]` Android, `[SM]` ScrollMechanics, `[DER]` derived here.
/// Distances are in points, times in nanoseconds unless the name says otherwise.
public enum GestureConstants {
    // MARK: Time

    /// Nanoseconds in one second.
    public static let nanosecondsPerSecond: Int64 = 1_000_000_000
    /// Nanoseconds in one millisecond.
    public static let nanosecondsPerMillisecond: Int64 = 1_000_000

    // MARK: Pan [H-PAN] [OBS]

    /// Movement of the touch centroid before a pan begins (UIKit's private hysteresis).
    /// Default 10 pt, community measurement [OBS radar 13336558]. Policy: `translation(in:)`
    /// counts from the touch-down point, so content catches up by this slop on `.began`.
    public static let panHysteresis: Double = 10

    // MARK: Screen-edge pan [H-EDGE] [OBS]

    /// Width of the band along a screen edge where an edge pan may start. Undocumented;
    /// community range 20–40 pt [OBS]; default 20 pt.
    public static let screenEdgeRegion: Double = 20

    // MARK: Tap [H-TAP] [RE/OBS]

    /// How far a tapping finger may move from its touch-down point: 45 pt [RE/OBS].
    public static let tapAllowableMovement: Double = 45
    /// Longest a single tap may stay down: 0.75 s [RE/OBS].
    public static let tapMaximumDuration: Int64 = 750_000_000
    /// Longest pause between one tap's lift and the next tap's touch-down: 0.35 s [RE/OBS].
    public static let tapMaximumInterval: Int64 = 350_000_000
    /// Farthest a later tap may land from the first tap of a multi-tap: 45 pt
    /// (the same as the movement limit; undocumented) [RE/OBS].
    public static let tapMaximumTapDistance: Double = 45

    // MARK: Long press [H-LP]

    /// `minimumPressDuration`: 0.5 s [H-LP].
    public static let longPressMinimumDuration: Int64 = 500_000_000
    /// `allowableMovement`: 10 pt (header says pixels, behaves as points) [H-LP].
    public static let longPressAllowableMovement: Double = 10

    // MARK: Pinch and rotation [H-PINCH] [OBS]

    /// Change of finger separation, in points, before a pinch begins. Undocumented (a private
    /// `_hysteresis` exists [OBS]); default 8 pt, Chromium/Android touch slop [CR-GD][AND-VC].
    public static let pinchHysteresis: Double = 8
    /// Rotation, in radians, before a rotation recognizer begins. Undocumented; default
    /// 0.1 rad (≈ 5.7°) [DER].
    public static let rotationThreshold: Double = 0.1

    // MARK: Swipe [H-SWIPE] [OBS]

    /// Distance along the swipe direction needed to recognize a swipe: 50 pt [OBS].
    public static let swipeMinimumDistance: Double = 50
    /// Minimum average speed along the direction: 200 pt/s [OBS].
    public static let swipeMinimumSpeed: Double = 200
    /// Largest allowed angle between the motion and the direction: 30° at the minimum
    /// speed, widening linearly to 45° at 4× the minimum speed (a fast swipe tolerates a less
    /// precise direction, §4.7) [OBS][DER].
    public static let swipeMaximumAngleSlow: Double = 30 * Double.pi / 180
    /// See `swipeMaximumAngleSlow`.
    public static let swipeMaximumAngleFast: Double = 45 * Double.pi / 180
    /// Longest a swipe may take from touch-down to reaching its distance: 0.5 s [OBS].
    public static let swipeMaximumDuration: Int64 = 500_000_000

    // MARK: Velocity estimation [FL:velocity_tracker] [AND-VT]

    /// Only samples this recent (relative to the newest) enter the fit: 100 ms [FL][AND].
    public static let velocityHorizon: Int64 = 100_000_000
    /// A gap this long between consecutive samples means the finger stopped: older samples
    /// are ignored. 40 ms (`kAssumePointerMoveStoppedMilliseconds`) [FL][AND].
    public static let velocityStopGap: Int64 = 40_000_000
    /// Samples kept in the ring buffer: 20 [FL][AND].
    public static let velocityHistory: Int = 20
    /// If the newest sample is older than this when velocity is read, the finger has been
    /// resting and velocity is zero: 40 ms (same rule as the stop gap) [DER].
    public static let velocityStaleAfter: Int64 = 40_000_000

    // MARK: Scroll view [H-SCROLL] [SM] [RE]

    /// `UIScrollView.DecelerationRate.normal`: velocity multiplier per millisecond [SO-DEC][W18-803].
    public static let decelerationRateNormal: Double = 0.998
    /// `UIScrollView.DecelerationRate.fast` [SO-DEC][W18-803].
    public static let decelerationRateFast: Double = 0.99
    /// Rubber-band coefficient c in b(x) = (1 − 1/(x·c/d + 1))·d [RB-GIST][SM].
    public static let rubberBandCoefficient: Double = 0.55
    /// Bounce-back spring: critically damped, mass 1, stiffness 100 → ω₀ = 10 rad/s [SM].
    public static let bounceSpringAngularFrequency: Double = 10
    /// Screen scale used to derive the resting tolerance when none is given: 3 [DER].
    public static let defaultScreenScale: Double = 3
    /// Motion stops when the remaining distance falls under 0.5 / screenScale pt [SM].
    public static func restingDistance(screenScale: Double) -> Double { 0.5 / max(screenScale, 1) }
    /// Release speeds below this do not start a deceleration (`willDecelerate == false`):
    /// 20 pt/s, as in flowkey's UIKit port [FK][RE].
    public static let minimumDecelerationSpeed: Double = 20
    /// Touch-down withheld from a scroll view's content (`delaysContentTouches`): 150 ms [OBS].
    public static let scrollContentTouchDelay: Int64 = 150_000_000
    /// Paging: release speed (pt/s) above which a flick advances one page regardless of
    /// position. Undocumented; 300 pt/s [OBS][DER].
    public static let pagingFlickSpeed: Double = 300
}
