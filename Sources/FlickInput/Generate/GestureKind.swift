/// The synthetic gestures `GestureGenerator` makes. Raw values are the names `flick generate
/// --gesture` takes.
public enum GestureKind: String, Sendable, CaseIterable {
    /// One finger down and up within 50–150 ms, moving under 2 pt.
    case tap
    /// Two taps 80–250 ms apart, the second within 8 pt of the first.
    case doubleTap = "double-tap"
    /// One finger held 0.6–1.2 s, drifting under 4 pt.
    case longPress = "long-press"
    /// A straight drag of 50–400 pt in 0.15–0.8 s, minimum-jerk velocity profile.
    case drag
    /// A drag along a cubic Bézier curve.
    case curve
    /// A fast flick of 80–300 pt in 60–150 ms, still accelerating when it lifts.
    case fling
    /// Two fingers moving apart or together about a centre.
    case pinch
    /// Two fingers turning 30–120° about a centre at a fixed radius.
    case rotate
    /// Two to four fingers moving in parallel.
    case swipe
    /// One finger starting within 3 pt of a screen edge, moving inward.
    case edgeSwipe = "edge-swipe"
    /// A 1–2 s hold with 8–12 Hz tremor and sensor jitter.
    case tremor
    /// Six to ten large contacts landing together (a palm), lifting in random order.
    case palm
    /// A drag ended by `cancel` instead of `up`.
    case interrupted
    /// Five to ten fingers going down, moving and lifting at identical timestamps.
    case burst
    /// A drag sampled at 1 kHz.
    case highRate = "1khz"
    /// A finger held still with no events for 5–60 s, then moved and lifted.
    case longPause = "long-pause"
    /// A drag that leaves the screen and lifts outside it.
    case offscreen
}
