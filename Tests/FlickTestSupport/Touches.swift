import FlickGestures
import FlickInput
import FlickLayout

/// One millisecond, ns.
package let ms: Int64 = 1_000_000

/// Builds input frames by hand: `down`, `move`, `up` at explicit times (ms).
package struct Script {
    package var frames: [InputFrame] = []

    package init() {}

    /// Adds one event of touch `id` at `t` ms: to the last frame when it has that time (an
    /// event of the same touch there is replaced), else in a new frame.
    package mutating func add(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, at t: Double) {
        let ns = Int64((t * 1_000_000).rounded())
        let event = TouchEvent(id: id, phase: phase, x: x, y: y, timestamp: ns)
        if let last = frames.last, last.timestamp == ns {
            if let i = last.touches.firstIndex(where: { $0.id == id }) {
                // One event per touch per frame: a move and a lift at once are a lift there.
                frames[frames.count - 1].touches[i] = event
            } else {
                frames[frames.count - 1].touches.append(event)
            }
        } else {
            frames.append(InputFrame(timestamp: ns, touches: [event]))
        }
    }

    package mutating func down(_ id: Int, _ x: Double, _ y: Double, at t: Double) { add(id, .down, x, y, at: t) }
    package mutating func move(_ id: Int, _ x: Double, _ y: Double, at t: Double) { add(id, .move, x, y, at: t) }
    package mutating func up(_ id: Int, _ x: Double, _ y: Double, at t: Double) { add(id, .up, x, y, at: t) }

    /// A straight drag of touch `id` from (x0,y0) to (x1,y1) over `duration` ms in `steps` moves.
    package mutating func drag(_ id: Int, from p0: (Double, Double), to p1: (Double, Double), start: Double,
                               duration: Double, steps: Int = 10, lift: Bool = true) {
        down(id, p0.0, p0.1, at: start)
        for i in 1...steps {
            let f = Double(i) / Double(steps)
            move(id, p0.0 + (p1.0 - p0.0) * f, p0.1 + (p1.1 - p0.1) * f, at: start + duration * f)
        }
        if lift { up(id, p1.0, p1.1, at: start + duration) }
    }

    /// Sends every frame to `router`, in order.
    package func run(_ router: TouchRouter) {
        for frame in frames { router.process(frame) }
    }
}

/// A 390 × 844 window with the router.
package func makeWindow() -> (HitTestNode, TouchRouter) {
    let window = HitTestNode(name: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    return (window, TouchRouter(root: window))
}

/// Records the states a recognizer's actions saw.
package final class ActionLog {
    package var states: [GestureState] = []
    package init(_ r: GestureRecognizer) {
        r.addTarget { [unowned self] r in self.states.append(r.state) }
    }
}

/// A delegate with closures (defaults: begin, not simultaneous, no failure requirement).
package final class TestDelegate: GestureRecognizerDelegate {
    package var shouldBegin: (GestureRecognizer) -> Bool = { _ in true }
    package var simultaneous: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    package var requireFailure: (GestureRecognizer, GestureRecognizer) -> Bool = { _, _ in false }
    package init() {}
    package func gestureRecognizerShouldBegin(_ recognizer: GestureRecognizer) -> Bool { shouldBegin(recognizer) }
    package func gestureRecognizer(_ recognizer: GestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
        simultaneous(recognizer, other)
    }
    package func gestureRecognizer(_ recognizer: GestureRecognizer,
                                   shouldRequireFailureOf other: GestureRecognizer) -> Bool {
        requireFailure(recognizer, other)
    }
}
