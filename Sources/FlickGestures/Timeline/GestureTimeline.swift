import FlickInput
import FlickLayout

/// What the standard recognizers see in a stream of input frames: the model behind
/// `flick gestures` (like libinput's debug-events, for "why did my swipe not register?").
///
/// One full-screen view carries: taps and long presses for 1–5 fingers, a pan, a screen-edge
/// pan (all edges; the pan requires it to fail), a pinch and a rotation (simultaneous with
/// each other), and swipes in every direction for 1–5 fingers (UISwipeGestureRecognizer's
/// `numberOfTouchesRequired`; named `swipe`, `swipe2` … `swipe5`), each simultaneous with both
/// pans, so a fast flick of N fingers is reported as a pan of N touches and a swipe of N
/// touches. Everything else follows UIKit's default exclusivity: the first recognizer to
/// begin or recognize fails the others.
///
/// Reading an N-finger gesture: a tap, long press or swipe names its `touches` by the
/// recognizer that required them; a pan by the most fingers down at once.
public final class GestureTimeline {
    /// The recognized gestures, in order of recognition/end.
    @exclusivity(unchecked)
    public private(set) var entries: [TimelineEntry] = []
    public let router: TouchRouter
    public let surface: HitTestNode
    @exclusivity(unchecked)
    private var taps: [TapGestureRecognizer] = []
    private let pan = PanGestureRecognizer(name: "pan")
    private let edgePan = ScreenEdgePanGestureRecognizer(name: "edgePan")
    private let pinch = PinchGestureRecognizer(name: "pinch")
    private let rotation = RotationGestureRecognizer(name: "rotation")
    @exclusivity(unchecked)
    private var longPresses: [LongPressGestureRecognizer] = []
    @exclusivity(unchecked)
    private var swipes: [SwipeGestureRecognizer] = []
    private let arbiter = Arbiter()
    @exclusivity(unchecked)
    private var continuousStart: [ObjectIdentifier: (time: Int64, location: Point)] = [:]

    /// Pairs allowed to recognize together.
    private final class Arbiter: GestureRecognizerDelegate {
        @exclusivity(unchecked)
        var pairs: [(GestureRecognizer, GestureRecognizer)] = []
        func gestureRecognizer(_ recognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
            pairs.contains { ($0.0 === recognizer && $0.1 === other) || ($0.1 === recognizer && $0.0 === other) }
        }
    }

    /// - Parameters: width, height: the screen in points.
    public init(width: Double, height: Double) {
        surface = HitTestNode(name: "screen", frame: Rect(x: 0, y: 0, width: width, height: height))
        router = TouchRouter(root: surface)
        router.recordsViewTouches = false
        for fingers in 1...5 {
            let tap = TapGestureRecognizer(name: "tap\(fingers)")
            tap.numberOfTouchesRequired = fingers
            taps.append(tap)
            let press = LongPressGestureRecognizer(name: "longPress\(fingers)")
            press.numberOfTouchesRequired = fingers
            longPresses.append(press)
            let swipe = SwipeGestureRecognizer(name: fingers == 1 ? "swipe" : "swipe\(fingers)")
            swipe.numberOfTouchesRequired = fingers
            swipe.direction = .all
            swipes.append(swipe)
        }
        edgePan.edges = .all
        pan.require(toFail: edgePan)
        arbiter.pairs = [(pinch, rotation)] + swipes.flatMap { [($0, pan), ($0, edgePan)] as [(GestureRecognizer, GestureRecognizer)] }
        let all: [GestureRecognizer] = taps + [edgePan, pan, pinch, rotation] + longPresses + swipes
        for r in all {
            r.delegate = arbiter
            router.attach(r, to: surface)
        }
        for tap in taps { tap.addTarget { [unowned self] r in self.tapped(r) } }
        for r in [pan, edgePan, pinch, rotation] + longPresses as [GestureRecognizer] {
            r.addTarget { [unowned self] r in self.continuous(r) }
        }
        for swipe in swipes { swipe.addTarget { [unowned self] r in self.swiped(r) } }
    }

    /// Feeds one frame.
    public func process(_ frame: InputFrame) { router.process(frame) }

    /// Lets pending timers run out (taps waiting, long presses) up to `time` (ns).
    public func finish(at time: Int64) { router.advance(to: time) }

    private func tapped(_ r: GestureRecognizer) {
        guard let tap = r as? TapGestureRecognizer, r.state == .ended else { return }
        entries.append(TimelineEntry(kind: .tap, start: tap.firstTapTime, end: r.lastTransitionTime,
                                     touches: tap.numberOfTouchesRequired, count: tap.lastTouchTapCount,
                                     location: tap.firstTapLocation))
    }

    private func swiped(_ r: GestureRecognizer) {
        guard let swipe = r as? SwipeGestureRecognizer, r.state == .ended else { return }
        entries.append(TimelineEntry(kind: .swipe, start: swipe.startTime, end: r.lastTransitionTime,
                                     touches: swipe.numberOfTouchesRequired, location: swipe.start,
                                     direction: swipe.recognizedDirection.description))
    }

    private func continuous(_ r: GestureRecognizer) {
        let key = ObjectIdentifier(r)
        switch r.state {
        case .began:
            let first = r.touches.min { $0.startTime < $1.startTime }
            continuousStart[key] = (first?.startTime ?? r.lastTransitionTime, first?.startLocation ?? r.location(in: nil))
        case .ended, .cancelled:
            guard let begun = continuousStart.removeValue(forKey: key) else { return }
            var entry = TimelineEntry(kind: .pan, start: begun.time, end: r.lastTransitionTime, touches: max(r.numberOfTouches, 1),
                                      location: begun.location)
            entry.cancelled = r.state == .cancelled
            if let p = r as? PanGestureRecognizer {
                entry.kind = p === edgePan ? .edgePan : .pan
                entry.touches = p.maximumTouchCount
                let t = p.translation(in: nil)
                entry.translation = t
                entry.direction = abs(t.x) > abs(t.y) ? (t.x >= 0 ? "right" : "left") : (t.y >= 0 ? "down" : "up")
                entry.velocity = p.velocity(in: nil)
                if p === edgePan {
                    let e = edgePan.startEdge
                    entry.edge = e == .left ? "left" : e == .right ? "right" : e == .top ? "top" : "bottom"
                }
            } else if let p = r as? PinchGestureRecognizer {
                entry.kind = .pinch
                entry.touches = 2
                entry.scale = p.scale
            } else if let p = r as? RotationGestureRecognizer {
                entry.kind = .rotation
                entry.touches = 2
                entry.rotation = p.rotation
            } else if let p = r as? LongPressGestureRecognizer {
                entry.kind = .longPress
                entry.touches = p.numberOfTouchesRequired
            }
            entries.append(entry)
        default:
            break
        }
    }
}
