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
    /// Thumb and finger moving apart or together about a centre (12–18 mm to 25–45 mm apart),
    /// the second landing within 25 ms.
    case pinch
    /// Two fingers turning 30–120° about a centre at a fixed radius, the second landing within
    /// 25 ms.
    case rotate
    /// Two to four fingers of one hand (12–20 mm apart) flicking together along one of the four
    /// directions (±15°), landing within 25 ms and lifting within 30 ms.
    case swipe
    /// One finger starting within 3 pt of a screen edge, moving inward.
    case edgeSwipe = "edge-swipe"
    /// A 1–2 s hold with 8–12 Hz tremor and sensor jitter.
    case tremor
    /// Six to ten large contacts at least 10 mm apart landing within 30 ms (a palm), lifting
    /// within 40 ms in random order.
    case palm
    /// A drag ended by `cancel` instead of `up`.
    case interrupted
    /// Five to ten fingers of one or two hands (12–16 mm apart) going down, moving together and
    /// lifting at identical timestamps.
    case burst
    /// A drag sampled at 1 kHz.
    case highRate = "1khz"
    /// A finger held still with no events for 5–60 s, then moved and lifted.
    case longPause = "long-pause"
    /// A drag that leaves the screen and lifts outside it.
    case offscreen
    /// Two to four fingers of one hand (12–20 mm apart) tapping together: down within 15 ms, up
    /// within 20 ms, 80–150 ms long, each moving under 2 pt.
    case multiFingerTap = "multi-finger-tap"
    /// Two to four fingers of one hand dragging together, 80–300 pt in 0.4–1 s.
    case multiFingerDrag = "multi-finger-drag"
}
