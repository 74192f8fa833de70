import Foundation
import FlickInput
import FlickLayout
import Testing
@testable import FlickGestures
import FlickTestSupport

/// Records delegate callbacks.
final class ScrollRecorder: ScrollViewDelegate {
    var calls: [String] = []
    var offsets: [Point] = []
    var endVelocity: Point?
    var proposedTarget: Point?
    var replaceTarget: ((Point) -> Point)?
    func scrollViewDidScroll(_ s: InteractiveScrollView) { calls.append("didScroll"); offsets.append(s.contentOffset) }
    func scrollViewWillBeginDragging(_ s: InteractiveScrollView) { calls.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ s: InteractiveScrollView, withVelocity velocity: Point, targetContentOffset: inout Point) {
        calls.append("willEndDragging")
        endVelocity = velocity
        proposedTarget = targetContentOffset
        if let replaceTarget { targetContentOffset = replaceTarget(targetContentOffset) }
    }
    func scrollViewDidEndDragging(_ s: InteractiveScrollView, willDecelerate: Bool) { calls.append("didEndDragging(\(willDecelerate))") }
    func scrollViewWillBeginDecelerating(_ s: InteractiveScrollView) { calls.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ s: InteractiveScrollView) { calls.append("didEndDecelerating") }
    func scrollViewDidEndScrollingAnimation(_ s: InteractiveScrollView) { calls.append("didEndScrollingAnimation") }

    /// Calls with runs of didScroll collapsed to one entry.
    var sequence: [String] {
        calls.reduce(into: []) { result, call in if result.last != call || call != "didScroll" { result.append(call) } }
    }
}

struct ScrollFixture {
    let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 812))
    let scroll = InteractiveScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 812))
    let router: TouchRouter
    let recorder = ScrollRecorder()

    init(contentHeight: Double = 3000) {
        window.addSubview(scroll)
        scroll.contentSizeOverride = Size(width: 390, height: contentHeight)
        scroll.delegate = recorder
        router = TouchRouter(root: window)
        scroll.attachGestures(to: router)
    }

    /// Drags from y0 to y1 at constant speed (8 ms samples), then lifts (after `rest` ms still).
    func fling(from y0: Double, to y1: Double, duration: Double, rest: Double = 0, start: Double = 0) {
        var s = Script()
        s.down(1, 200, y0, at: start)
        let steps = Int(duration / 8)
        for i in 1...steps { s.move(1, 200, y0 + (y1 - y0) * Double(i) / Double(steps), at: start + Double(i) * 8) }
        s.up(1, 200, y1, at: start + Double(steps) * 8 + rest + (rest > 0 ? 0 : 0.001))
        s.run(router)
    }

    /// Ticks at `hz` until the scroll view is still (at most 10 s).
    func settle(hz: Double, from start: Int64) -> Int {
        var t = start
        var ticks = 0
        let step = Int64((1e9 / hz).rounded())
        while (scroll.isDecelerating || scroll.isScrollAnimating) && ticks < Int(hz * 10) {
            t += step
            scroll.update(at: t)
            ticks += 1
        }
        return ticks
    }
}

@Suite struct ScrollViewTests {
    @Test func delegateOrderForADragAndFling() {
        let f = ScrollFixture()
        f.fling(from: 700, to: 300, duration: 200)
        #expect(f.scroll.isDecelerating)
        #expect(!f.scroll.isDragging && !f.scroll.isTracking)
        _ = f.settle(hz: 120, from: 200 * ms)
        #expect(f.recorder.sequence == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(true)",
                                        "willBeginDecelerating", "didScroll", "didEndDecelerating"])
        // 400 pt in 200 ms = 2000 pt/s = 2 pt/ms upwards finger → content velocity +2 pt/ms.
        #expect(abs((f.recorder.endVelocity?.y ?? 0) - 2) < 1e-6)
        // The projected target is the closed-form rest: offset + 0.4995·v.
        let releaseOffset = 400.0
        #expect(abs((f.recorder.proposedTarget?.y ?? 0) - (releaseOffset - 2000 / (1000 * log(0.998)))) < 1e-6)
        #expect(abs(f.scroll.contentOffset.y - (f.recorder.proposedTarget?.y ?? 0)) < 1e-9)
    }

    @Test func aFingerThatStopsBeforeLiftingDoesNotDecelerate() {
        let f = ScrollFixture()
        f.fling(from: 700, to: 300, duration: 200, rest: 100)
        #expect(f.recorder.sequence == ["willBeginDragging", "didScroll", "willEndDragging", "didEndDragging(false)"])
        #expect(!f.scroll.isDecelerating)
    }

    @Test func rubberBandsPastTheTop() {
        let f = ScrollFixture()
        var s = Script()
        s.down(1, 200, 100, at: 0)
        for i in 1...50 { s.move(1, 200, 100 + 10 * Double(i), at: Double(i) * 8) }
        s.run(f.router)
        // 500 pt of finger past the top of an 812 pt tall scroll view shows 205 pt.
        #expect(abs(f.scroll.contentOffset.y + 205.4) < 0.1)
        // Releasing springs back to the top.
        f.router.process(InputFrame(timestamp: 600 * ms, touches: [TouchEvent(id: 1, phase: .up, x: 200, y: 600, timestamp: 600 * ms)]))
        #expect(f.scroll.isDecelerating)
        _ = f.settle(hz: 120, from: 600 * ms)
        #expect(f.scroll.contentOffset.y == 0)
    }

    @Test func withoutBounceTheOffsetIsClamped() {
        let f = ScrollFixture()
        f.scroll.bounces = false
        var s = Script()
        s.drag(1, from: (200, 100), to: (200, 600), start: 0, duration: 200, lift: false)
        s.run(f.router)
        #expect(f.scroll.contentOffset.y == 0)
    }

    @Test func bouncingPerAxis() {
        let f = ScrollFixture()
        f.scroll.bouncesHorizontally = false
        #expect(!f.scroll.bounces)
        f.scroll.alwaysBounceHorizontal = true
        #expect(!f.scroll.scrollsHorizontally)
        var s = Script()
        s.drag(1, from: (200, 100), to: (200, 300), start: 0, duration: 100, lift: false)
        s.run(f.router)
        #expect(f.scroll.contentOffset.y < 0)   // still bounces vertically
    }

    @Test func theDelegateCanReplaceTheTarget() {
        let f = ScrollFixture()
        f.recorder.replaceTarget = { p in Point(x: p.x, y: (p.y / 100).rounded() * 100) }
        f.fling(from: 700, to: 300, duration: 200)
        _ = f.settle(hz: 120, from: 200 * ms)
        #expect(abs(f.scroll.contentOffset.y - ((f.recorder.proposedTarget?.y ?? 0) / 100).rounded() * 100) < 1e-9)
    }

    @Test func flingRestsAtTheSameOffsetAt60And120Hz() {
        var finals: [Double] = []
        var times: [Int64?] = []
        for hz in [60.0, 120.0] {
            let f = ScrollFixture(contentHeight: 2500)
            f.fling(from: 780, to: 80, duration: 120)   // hits the bottom edge and bounces
            times.append(f.scroll.restTime)
            _ = f.settle(hz: hz, from: 120 * ms)
            finals.append(f.scroll.contentOffset.y)
            #expect(f.recorder.calls.last == "didEndDecelerating")
        }
        #expect(finals[0] == finals[1])
        #expect(finals[0] == 2500 - 812)
        #expect(times[0] == times[1])
    }

    @Test func pagingMovesOnePagePerFlick() {
        let f = ScrollFixture(contentHeight: 812 * 5)
        f.scroll.isPagingEnabled = true
        f.fling(from: 700, to: 100, duration: 100)    // fast: far beyond one page of motion
        _ = f.settle(hz: 120, from: 100 * ms)
        #expect(f.scroll.contentOffset.y == 812)
        // A slow drag past half a page settles on the nearest page.
        let g = ScrollFixture(contentHeight: 812 * 5)
        g.scroll.isPagingEnabled = true
        g.fling(from: 750, to: 250, duration: 4000, rest: 100)
        _ = g.settle(hz: 120, from: 4200 * ms)
        #expect(g.scroll.contentOffset.y == 812)
    }

    @Test func touchingDownCatchesADeceleration() {
        let f = ScrollFixture()
        f.fling(from: 700, to: 300, duration: 200)
        f.scroll.update(at: 300 * ms)
        let caught = f.scroll.contentOffset.y
        f.router.process(InputFrame(timestamp: 400 * ms, touches: [TouchEvent(id: 2, phase: .down, x: 100, y: 100, timestamp: 400 * ms)]))
        #expect(!f.scroll.isDecelerating && f.scroll.isTracking)
        #expect(f.scroll.contentOffset.y > caught)
        let held = f.scroll.contentOffset.y
        f.scroll.update(at: 600 * ms)
        #expect(f.scroll.contentOffset.y == held)
        #expect(!f.recorder.calls.contains("didEndDecelerating"))
    }

    @Test func setContentOffsetAnimatedAndNot() {
        let f = ScrollFixture()
        f.scroll.setContentOffset(Point(x: 0, y: 100), animated: false, at: 0)
        #expect(f.recorder.calls == ["didScroll"])
        f.scroll.setContentOffset(Point(x: 0, y: 500), animated: true, at: 0)
        _ = f.settle(hz: 120, from: 0)
        #expect(f.scroll.contentOffset.y == 500)
        #expect(f.recorder.calls.last == "didEndScrollingAnimation")
        #expect(!f.recorder.calls.contains("didEndDecelerating"))
    }

    @Test func aScrollViewAtItsTopStaysThereWhenTheInsetChanges() {
        let f = ScrollFixture()
        f.scroll.contentInset = EdgeInsets(top: 250, left: 0, bottom: 0, right: 0)
        f.router.advance(to: 1 * ms)
        #expect(f.scroll.contentOffset.y == -250)
        #expect(f.recorder.calls == ["didScroll"])
        f.scroll.contentInset.top = 100
        f.router.advance(to: 2 * ms)
        #expect(f.scroll.contentOffset.y == -100)
        // Once scrolled away from the top, inset changes leave the offset alone.
        f.scroll.setContentOffset(Point(x: 0, y: 300), animated: false, at: 3 * ms)
        f.scroll.contentInset.top = 0
        f.router.advance(to: 4 * ms)
        #expect(f.scroll.contentOffset.y == 300)
    }

    @Test func theRouterDrivesTheDeceleration() {
        let f = ScrollFixture()
        f.fling(from: 700, to: 300, duration: 200)
        f.router.advance(to: 10_000 * ms)
        #expect(!f.scroll.isDecelerating)
        #expect(f.recorder.calls.last == "didEndDecelerating")
    }

    @Test func adjustedInsetAndRanges() {
        let f = ScrollFixture(contentHeight: 400)
        f.scroll.contentInset = EdgeInsets(top: 250, left: 0, bottom: 0, right: 0)
        #expect(f.scroll.verticalRange == -250 ... -250)
        #expect(!f.scroll.scrollsVertically)
        f.scroll.alwaysBounceVertical = true
        #expect(f.scroll.scrollsVertically)
        f.scroll.contentSizeOverride = Size(width: 390, height: 1000)
        #expect(f.scroll.verticalRange == -250 ... 188)
    }
}

/// A stretchy header: `scrollViewDidScroll` sets the header height to |offsetY| when
/// pulled past −headerMaxHeight, else back to headerMaxHeight (the constraint's offset).
final class StretchyHeader: ScrollViewDelegate {
    let headerMaxHeight = 250.0
    var headerHeight = 250.0
    var heights: [Double] = []
    func scrollViewDidScroll(_ scrollView: InteractiveScrollView) {
        let offsetY = scrollView.contentOffset.y
        if offsetY < -headerMaxHeight {
            headerHeight = abs(offsetY)
        } else {
            headerHeight = headerMaxHeight
        }
        heights.append(headerHeight)
    }
}

@Suite struct StretchyHeaderTests {
    @Test func headerStretchesWhilePulledAndSettlesBack() {
        let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let scroll = InteractiveScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        window.addSubview(scroll)
        let header = StretchyHeader()
        scroll.delegate = header
        scroll.alwaysBounceVertical = true
        scroll.contentSizeOverride = Size(width: 390, height: 1000)
        scroll.contentInset = EdgeInsets(top: 250, left: 0, bottom: 0, right: 0)
        scroll.setContentOffset(Point(x: 0, y: -250), animated: false, at: 0)
        let router = TouchRouter(root: window)
        scroll.attachGestures(to: router)
        var s = Script()
        s.down(1, 200, 300, at: 0)
        for i in 1...30 { s.move(1, 200, 300 + 10 * Double(i), at: Double(i) * 10) }
        s.run(router)
        // 300 pt of pull past the top shows 844·0.55·300/(844+165) ≈ 138 pt of stretch.
        let expected = 250 + RubberBand.offset(overshoot: 300, dimension: 844)
        #expect(abs(header.headerHeight - expected) < 1e-9)
        #expect(abs(scroll.contentOffset.y + expected) < 1e-9)
        router.process(InputFrame(timestamp: 400 * ms, touches: [TouchEvent(id: 1, phase: .up, x: 200, y: 600, timestamp: 400 * ms)]))
        var t: Int64 = 400 * ms
        while scroll.isDecelerating { t += 8_333_333; scroll.update(at: t) }
        #expect(scroll.contentOffset.y == -250)
        #expect(header.headerHeight == 250)
        #expect(header.heights.allSatisfy { $0 >= 250 })
    }
}
