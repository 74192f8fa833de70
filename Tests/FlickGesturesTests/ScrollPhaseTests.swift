import FlickInput
import FlickLayout
import Testing
@testable import FlickGestures
import FlickTestSupport

/// Records each delegate callback with the four phase flags as the delegate sees them
/// (T tracking, D dragging, C decelerating, A scroll-animating; "-" when off), and lets a
/// test act from inside a callback.
final class PhaseRecorder: ScrollViewDelegate {
    var log: [String] = []
    var onDidScroll: ((InteractiveScrollView) -> Void)?
    var onWillEndDragging: ((InteractiveScrollView) -> Void)?

    private func note(_ name: String, _ s: InteractiveScrollView) {
        let flags = (s.isTracking ? "T" : "-") + (s.isDragging ? "D" : "-")
            + (s.isDecelerating ? "C" : "-") + (s.isScrollAnimating ? "A" : "-")
        if name == "didScroll", log.last?.hasPrefix("didScroll \(flags)") == true { return }
        log.append("\(name) \(flags)")
    }

    func scrollViewDidScroll(_ s: InteractiveScrollView) {
        note("didScroll", s)
        onDidScroll?(s)
    }
    func scrollViewWillBeginDragging(_ s: InteractiveScrollView) { note("willBeginDragging", s) }
    func scrollViewWillEndDragging(_ s: InteractiveScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        note("willEndDragging", s)
        onWillEndDragging?(s)
    }
    func scrollViewDidEndDragging(_ s: InteractiveScrollView, willDecelerate: Bool) { note("didEndDragging(\(willDecelerate))", s) }
    func scrollViewWillBeginDecelerating(_ s: InteractiveScrollView) { note("willBeginDecelerating", s) }
    func scrollViewDidEndDecelerating(_ s: InteractiveScrollView) { note("didEndDecelerating", s) }
    func scrollViewDidEndScrollingAnimation(_ s: InteractiveScrollView) { note("didEndScrollingAnimation", s) }
}

/// The scroll view's phases where they overlap: a scroll animation over a drag or a
/// deceleration, a finger resting on a decelerating view, and a delegate that changes the
/// motion from inside a callback. Each test pins the callbacks and the flags they see.
@Suite struct ScrollPhaseTests {
    let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 812))
    let scroll = InteractiveScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 812))
    let router: TouchRouter
    let recorder = PhaseRecorder()

    init() {
        window.addSubview(scroll)
        scroll.contentSizeOverride = Size(width: 390, height: 3000)
        scroll.delegate = recorder
        router = TouchRouter(root: window)
        scroll.attachGestures(to: router)
    }

    private func frame(_ t: Double, _ touches: (Int, TouchPhase, Double)...) {
        let ns = Int64((t * 1_000_000).rounded())
        router.process(InputFrame(timestamp: ns, touches: touches.map { TouchEvent(id: $0.0, phase: $0.1, x: 200, y: $0.2, timestamp: ns) }))
    }

    /// Ticks the router every 8 ms from `start` ms until nothing moves (at most 5 s).
    private func runOut(from start: Double) {
        var t = start
        while (scroll.isDecelerating || scroll.isScrollAnimating) && t < start + 5000 {
            t += 8
            router.advance(to: Int64(t * 1_000_000))
        }
    }

    @Test func anAnimationStartedDuringADragRunsOverItAndOverTheDeceleration() {
        frame(0, (1, .down, 700))
        for i in 1...10 { frame(Double(i) * 8, (1, .move, 700 - 20 * Double(i))) }
        scroll.setContentOffset(Point(x: 0, y: 800), animated: true, at: 80 * ms)
        #expect(scroll.isDragging && scroll.isScrollAnimating && !scroll.isDecelerating)
        for i in 11...20 { frame(Double(i) * 8, (1, .move, 700 - 20 * Double(i))) }
        frame(168, (1, .up, 300))
        #expect(!scroll.isDragging && scroll.isScrollAnimating && scroll.isDecelerating)
        #expect(scroll.restingOffset == Point(x: 0, y: 800))
        #expect(scroll.restTime != nil)
        runOut(from: 168)
        #expect(recorder.log == [
            "willBeginDragging TD--", "didScroll TD--", "didScroll TD-A",
            "willEndDragging T--A", "didEndDragging(true) T--A", "willBeginDecelerating T-CA",
            "didScroll --CA", "didEndScrollingAnimation --C-", "didScroll --C-", "didEndDecelerating ----",
        ])
    }

    @Test func aFingerLeftOnAnEndedTwoFingerPanRidesTheDeceleration() {
        scroll.panGestureRecognizer.minimumNumberOfTouches = 2
        frame(0, (1, .down, 700), (2, .down, 720))
        for i in 1...10 { frame(Double(i) * 8, (1, .move, 700 - 20 * Double(i)), (2, .move, 720 - 20 * Double(i))) }
        frame(88, (2, .up, 520))
        #expect(scroll.isTracking && scroll.isDecelerating)
        runOut(from: 88)
        #expect(scroll.isTracking)
        #expect(recorder.log == [
            "willBeginDragging TD--", "didScroll TD--", "willEndDragging T---", "didEndDragging(true) T---",
            "willBeginDecelerating T-C-", "didScroll T-C-", "didEndDecelerating T---",
        ])
    }

    @Test func stoppingTheDecelerationFromDidScrollStillEndsIt() {
        frame(0, (1, .down, 700))
        for i in 1...10 { frame(Double(i) * 8, (1, .move, 700 - 40 * Double(i))) }
        frame(88, (1, .up, 300))
        var stopped = false
        recorder.onDidScroll = { s in
            if s.isDecelerating, !stopped {
                stopped = true
                s.setContentOffset(s.contentOffset, animated: false, at: 100 * ms)
            }
        }
        router.advance(to: 100 * ms)
        #expect(!scroll.isDecelerating && !scroll.isScrollAnimating)
        #expect(recorder.log.suffix(3) == ["willBeginDecelerating T-C-", "didScroll --C-", "didEndDecelerating ----"])
    }

    @Test func anAnimationStartedFromDidScrollDuringADecelerationIsStoppedWithIt() {
        frame(0, (1, .down, 700))
        for i in 1...10 { frame(Double(i) * 8, (1, .move, 700 - 40 * Double(i))) }
        frame(88, (1, .up, 300))
        var started = false
        recorder.onDidScroll = { s in
            if s.isDecelerating, !started {
                started = true
                s.setContentOffset(Point(x: 0, y: 100), animated: true, at: 100 * ms)
            }
        }
        router.advance(to: 100 * ms)
        #expect(!scroll.isDecelerating && !scroll.isScrollAnimating)
        #expect(recorder.log.suffix(3) == ["willBeginDecelerating T-C-", "didScroll --C-", "didEndDecelerating ----"])
    }

    @Test func anAnimationStartedFromWillEndDraggingRunsOverTheDeceleration() {
        recorder.onWillEndDragging = { s in s.setContentOffset(Point(x: 0, y: 50), animated: true, at: 88 * ms) }
        frame(0, (1, .down, 700))
        for i in 1...10 { frame(Double(i) * 8, (1, .move, 700 - 40 * Double(i))) }
        frame(88, (1, .up, 300))
        #expect(scroll.isDecelerating && scroll.isScrollAnimating)
        runOut(from: 88)
        #expect(recorder.log == [
            "willBeginDragging TD--", "didScroll TD--", "willEndDragging T---", "didEndDragging(true) T--A",
            "willBeginDecelerating T-CA", "didScroll --CA", "didEndScrollingAnimation --C-", "didScroll --C-",
            "didEndDecelerating ----",
        ])
    }

    @Test func touchingDownDuringAnAnimationOverADragKeepsTheDrag() {
        frame(0, (1, .down, 700))
        for i in 1...10 { frame(Double(i) * 8, (1, .move, 700 - 20 * Double(i))) }
        scroll.setContentOffset(Point(x: 0, y: 800), animated: true, at: 80 * ms)
        frame(88, (1, .move, 480), (2, .down, 100))
        #expect(scroll.isDragging && !scroll.isScrollAnimating && !scroll.isDecelerating)
        #expect(!recorder.log.contains { $0.hasPrefix("didEndScrollingAnimation") })
    }
}
