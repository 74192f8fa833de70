import FlickGestures
import FlickInput
import FlickLayout

/// The benchmark scene of `flick bench`'s `gestures/…`: a full-screen scroll view (content 20 000 pt)
/// holding a content view ("card") as tall as its content, with ten recognizers attached — the scroll view's pan; on the card a tap, a
/// double tap (the tap requires it to fail), a long press, a horizontal-only pan, a pinch, a
/// rotation and a swipe; on the window a screen-edge pan and a pan. The input is a fixed,
/// deterministic loop at 120 Hz: a vertical fling, a tap, a double tap, a pinch, a horizontal
/// card drag, then idle ticks while the fling decelerates.
package final class GestureWorkload {
    package let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    package let scroll = InteractiveScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
    package let card = View(frame: Rect(x: 0, y: 0, width: 390, height: 20_000))
    package let router: TouchRouter
    /// One entry per 120 Hz tick: the input frame due then, if any.
    package private(set) var ticks: [(time: Int64, frame: InputFrame?)] = []
    private let horizontal = HorizontalOnly()

    private final class HorizontalOnly: GestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool {
            guard let pan = r as? PanGestureRecognizer else { return true }
            let t = pan.translation(in: nil)
            return abs(t.x) > abs(t.y)
        }
    }

    /// - Parameter loops: how many times the gesture loop repeats (each ≈ 4.6 s of input).
    package init(loops: Int) {
        window.addSubview(scroll)
        scroll.addSubview(card)
        scroll.contentSizeOverride = Size(width: 390, height: 20_000)
        router = TouchRouter(root: window)
        router.recordsViewTouches = false
        scroll.attachGestures(to: router)
        let tap = TapGestureRecognizer(name: "tap")
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        tap.require(toFail: double)
        let cardPan = PanGestureRecognizer(name: "cardPan")
        cardPan.delegate = horizontal
        let edge = ScreenEdgePanGestureRecognizer(name: "edge")
        edge.edges = .left
        let windowPan = PanGestureRecognizer(name: "windowPan")
        for r in [tap, double, LongPressGestureRecognizer(), cardPan, PinchGestureRecognizer(), RotationGestureRecognizer(),
                  SwipeGestureRecognizer()] as [GestureRecognizer] {
            router.attach(r, to: card)
        }
        router.attach(edge, to: window)
        router.attach(windowPan, to: window)
        ticks = Self.script(loops: loops)
    }

    /// The number of recognizers attached.
    package var recognizerCount: Int { router.recognizers.count }

    /// Runs tick `index`: its input frame (or time advance) and the scroll view's update.
    @inline(__always)
    package func run(tick index: Int) {
        let tick = ticks[index]
        if let frame = tick.frame { router.process(frame) } else { router.advance(to: tick.time) }
        scroll.update(at: tick.time)
    }

    private static func script(loops: Int) -> [(Int64, InputFrame?)] {
        let step: Int64 = 8_333_333
        var out: [(Int64, InputFrame?)] = []
        var tick: Int64 = 0
        var id = 1
        func emit(_ events: [(Int, TouchPhase, Double, Double)]) {
            let t = tick * step
            let frame = events.isEmpty ? nil : InputFrame(timestamp: t, touches: events.map {
                TouchEvent(id: $0.0, phase: $0.1, x: $0.2, y: $0.3, timestamp: t)
            })
            out.append((t, frame))
            tick += 1
        }
        for _ in 0..<max(loops, 1) {
            // Vertical fling: 24 ticks of 20 pt per tick upwards.
            emit([(id, .down, 200, 700)])
            for i in 1...24 { emit([(id, .move, 200, 700 - 20 * Double(i))]) }
            emit([(id, .up, 200, 220)]); id += 1
            // Tap, then a double tap.
            emit([(id, .down, 100, 400)]); emit([]); emit([(id, .up, 100, 400)]); id += 1
            for _ in 0..<60 { emit([]) }
            for _ in 0..<2 { emit([(id, .down, 120, 420)]); emit([(id, .up, 120, 420)]); id += 1; emit([]) }
            for _ in 0..<60 { emit([]) }
            // Pinch: 30 ticks.
            emit([(id, .down, 150, 450), (id + 1, .down, 250, 450)])
            for i in 1...30 { emit([(id, .move, 150 - 2 * Double(i), 450), (id + 1, .move, 250 + 2 * Double(i), 450)]) }
            emit([(id, .up, 90, 450), (id + 1, .up, 310, 450)]); id += 2
            // Horizontal card drag: 30 ticks.
            emit([(id, .down, 50, 450)])
            for i in 1...30 { emit([(id, .move, 50 + 8 * Double(i), 452)]) }
            emit([(id, .up, 290, 452)]); id += 1
            // Idle: the fling decelerates.
            for _ in 0..<300 { emit([]) }
        }
        return out
    }
}
