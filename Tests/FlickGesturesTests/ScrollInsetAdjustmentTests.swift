import FlickCore
import FlickInput
import FlickLayout
import Testing
@testable import FlickGestures
import FlickTestSupport

/// UIScrollView's content-inset adjustment, offsets and sizes as Apple documents them:
/// `contentInsetAdjustmentBehavior` (default `.automatic`), `adjustedContentInset` ("the
/// insets derived from the content insets and the safe area of the scroll view"),
/// `adjustedContentInsetDidChange()`, `scrollViewDidScroll` for every change of
/// `contentOffset`, `setContentOffset(_:animated:)` and a settable `contentSize`.
@Suite struct ScrollInsetAdjustmentTests {
    /// A full-screen scroll view on an iPhone 15 Pro (393 × 852, safe area 59 / 34).
    struct Fixture {
        let screen = Screen(.iPhone15Pro)
        let scroll = InteractiveScrollView()
        let router: TouchRouter
        let recorder = AdjustmentRecorder()

        init(contentHeight: Double = 3000, configure: (InteractiveScrollView) -> Void = { _ in }) {
            screen.addSubview(scroll)
            scroll.snp.makeConstraints { $0.edges.equalToSuperview() }
            scroll.contentSize = Size(width: 393, height: contentHeight)
            scroll.delegate = recorder
            configure(scroll)
            router = TouchRouter(root: screen)
            scroll.attachGestures(to: router)
            screen.layoutIfNeeded()
            router.advance(to: 0)
        }

        func settle(from start: Int64) {
            var t = start
            var n = 0
            while (scroll.isDecelerating || scroll.isScrollAnimating) && n < 2000 { t += 8_333_333; scroll.update(at: t); n += 1 }
        }
    }

    final class AdjustmentRecorder: ScrollViewDelegate {
        var didScroll = 0
        var adjustedChanges = 0
        var endedAnimations = 0
        var offsets: [Point] = []
        func scrollViewDidScroll(_ s: InteractiveScrollView) { didScroll += 1; offsets.append(s.contentOffset) }
        func scrollViewDidChangeAdjustedContentInset(_ s: InteractiveScrollView) { adjustedChanges += 1 }
        func scrollViewDidEndScrollingAnimation(_ s: InteractiveScrollView) { endedAnimations += 1 }
    }

    final class FixedClock: VirtualClock {
        var virtualNanoseconds: Int64
        init(_ ns: Int64) { virtualNanoseconds = ns }
    }

    @Test func automaticInsetsAFullScreenScrollViewForTheSafeArea() {
        let f = Fixture()
        #expect(f.scroll.contentInsetAdjustmentBehavior == .automatic)
        #expect(f.scroll.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(f.scroll.contentOffset == Point(x: 0, y: -59))          // resting at its top
        #expect(f.scroll.verticalRange == -59...(3000 - 852 + 34))
        #expect(f.scroll.horizontalRange == 0...0)
        #expect(f.recorder.adjustedChanges >= 1)
    }

    @Test func eachBehavior() {
        let never = Fixture { $0.contentInsetAdjustmentBehavior = .never }
        #expect(never.scroll.adjustedContentInset == .zero)
        #expect(never.scroll.contentOffset == .zero)
        // Short content: .scrollableAxes (and .automatic) adjust only an axis that scrolls.
        let short = Fixture(contentHeight: 400) { $0.contentInsetAdjustmentBehavior = .scrollableAxes }
        #expect(short.scroll.adjustedContentInset == .zero)
        let bouncing = Fixture(contentHeight: 400) { $0.alwaysBounceVertical = true }
        #expect(bouncing.scroll.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let always = Fixture(contentHeight: 400) { $0.contentInsetAdjustmentBehavior = .always }
        #expect(always.scroll.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // contentInset adds to the safe area.
        let inset = Fixture { $0.contentInset = EdgeInsets(top: 250, left: 0, bottom: 10, right: 0) }
        #expect(inset.scroll.adjustedContentInset == EdgeInsets(top: 309, left: 0, bottom: 44, right: 0))
        #expect(inset.scroll.contentOffset.y == -309)
    }

    @Test func adjustedContentInsetDidChangeIsCalledOnEveryChange() {
        let f = Fixture()
        let before = f.recorder.adjustedChanges
        f.scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        #expect(f.recorder.adjustedChanges == before + 1)
        f.scroll.contentInset = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)   // same: no call
        #expect(f.recorder.adjustedChanges == before + 1)
        f.scroll.contentInsetAdjustmentBehavior = .never
        #expect(f.recorder.adjustedChanges == before + 2)
        #expect(f.scroll.adjustedContentInset.top == 10)
        // The safe area changes with the orientation: the layout pass reports it.
        f.scroll.contentInsetAdjustmentBehavior = .always
        let n = f.recorder.adjustedChanges
        f.screen.setOrientation(.landscape)
        f.screen.layoutIfNeeded()
        #expect(f.recorder.adjustedChanges == n + 1)
        #expect(f.scroll.adjustedContentInset == EdgeInsets(top: 10, left: 59, bottom: 21, right: 59))
    }

    @Test func aFlingRestsAtTheAdjustedBottomAndTheBandStartsAtTheAdjustedTop() {
        let f = Fixture()
        var s = Script()
        s.down(1, 200, 800, at: 0)
        for i in 1...10 { s.move(1, 200, 800 - 60 * Double(i), at: Double(i) * 8) }
        s.up(1, 200, 200, at: 80.001)
        s.run(f.router)
        #expect(f.scroll.isDecelerating)
        f.settle(from: 81 * ms)
        #expect(abs(f.scroll.contentOffset.y - (3000 - 852 + 34)) < 0.5)
        // Pull down from the top: the band counts from −59, not from 0.
        let g = Fixture()
        var p = Script()
        p.down(1, 200, 200, at: 0)
        for i in 1...30 { p.move(1, 200, 200 + 10 * Double(i), at: Double(i) * 10) }
        p.run(g.router)
        let expected = -59 - RubberBand.offset(overshoot: 300, dimension: 852)
        #expect(abs(g.scroll.contentOffset.y - expected) < 1e-9)
    }

    @Test func pagingRestsOnPagesCountedFromTheAdjustedTop() {
        let f = Fixture(contentHeight: 852 * 4) { $0.isPagingEnabled = true }
        var s = Script()
        s.down(1, 200, 700, at: 0)
        for i in 1...10 { s.move(1, 200, 700 - 30 * Double(i), at: Double(i) * 8) }
        s.up(1, 200, 400, at: 80.001)
        s.run(f.router)
        f.settle(from: 81 * ms)
        #expect(abs(f.scroll.contentOffset.y - (-59 + 852)) < 0.5)
    }

    /// UIScrollViewDelegate.scrollViewDidScroll: sent for every change of the offset, including
    /// a direct assignment of `contentOffset` (what a stretchy header relies on).
    @Test func settingContentOffsetCallsDidScroll() {
        let f = Fixture()
        let n = f.recorder.didScroll
        f.scroll.contentOffset = Point(x: 0, y: 120)
        #expect(f.recorder.didScroll == n + 1)
        #expect(f.recorder.offsets.last == Point(x: 0, y: 120))
        f.scroll.contentOffset = Point(x: 0, y: 120)                  // unchanged: no call
        #expect(f.recorder.didScroll == n + 1)
    }

    /// setContentOffset(_:animated:) has UIKit's signature and animates on the scene's clock.
    @Test func setContentOffsetAnimatedRunsOnTheAmbientClock() {
        let f = Fixture()
        let clock = FixedClock(2_000 * ms)
        AmbientClock.with(clock) { f.scroll.setContentOffset(Point(x: 0, y: 500), animated: true) }
        #expect(f.scroll.isScrollAnimating)
        #expect(f.scroll.restTime == 2_000 * ms + InteractiveScrollView.scrollAnimationDuration)
        f.scroll.update(at: 2_150 * ms)
        #expect(f.scroll.contentOffset.y > -59 && f.scroll.contentOffset.y < 500)
        f.scroll.update(at: 2_300 * ms)
        #expect(f.scroll.contentOffset.y == 500)
        #expect(f.recorder.endedAnimations == 1)
        // Without an ambient clock: from the last time the scroll view was advanced.
        f.scroll.setContentOffset(Point(x: 0, y: 0), animated: true)
        #expect(f.scroll.restTime == 2_300 * ms + InteractiveScrollView.scrollAnimationDuration)
        f.scroll.setContentOffset(Point(x: 0, y: 40), animated: false)
        #expect(!f.scroll.isScrollAnimating && f.scroll.contentOffset.y == 40)
    }
}
