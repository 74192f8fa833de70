import FlickInput
import FlickLayout
import Testing
@testable import FlickGestures
import FlickTestSupport

/// Pan inside a scroll view, scroll views inside scroll views, a drawer over a list.
@Suite struct NestedScrollingTests {
    /// A vertical list with a card that has a horizontal swipe-to-dismiss pan (its delegate
    /// only lets it begin on mostly horizontal drags, the usual UIKit pattern).
    final class HorizontalOnly: GestureRecognizerDelegate {
        func gestureRecognizerShouldBegin(_ r: GestureRecognizer) -> Bool {
            guard let pan = r as? PanGestureRecognizer else { return true }
            let t = pan.translation(in: nil)
            return abs(t.x) > abs(t.y)
        }
    }

    struct ListWithCard {
        let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let list = InteractiveScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let card = View(frame: Rect(x: 0, y: 100, width: 390, height: 120))
        let cardPan = PanGestureRecognizer(name: "card")
        let delegate = HorizontalOnly()
        let router: TouchRouter
        init() {
            window.addSubview(list)
            list.addSubview(card)
            list.contentSizeOverride = Size(width: 390, height: 3000)
            router = TouchRouter(root: window)
            list.attachGestures(to: router)
            cardPan.delegate = delegate
            router.attach(cardPan, to: card)
        }
    }

    @Test func verticalDragOnACardScrollsTheList() {
        let f = ListWithCard()
        var s = Script()
        s.drag(1, from: (200, 200), to: (200, 100), start: 0, duration: 100, lift: false)
        s.run(f.router)
        #expect(f.cardPan.transitionLog.first?.to == .failed)
        #expect(f.list.isDragging)
        #expect(f.list.contentOffset.y == 100)
        // The drag began within 150 ms: the card never saw the touch (delaysContentTouches).
        #expect(f.router.viewTouches.isEmpty)
    }

    @Test func horizontalDragOnACardMovesTheCardNotTheList() {
        let f = ListWithCard()
        var s = Script()
        s.drag(1, from: (100, 200), to: (250, 205), start: 0, duration: 100, lift: false)
        s.run(f.router)
        #expect(f.cardPan.state == .changed)
        #expect(f.list.panGestureRecognizer.transitionLog.first?.to == .failed)
        #expect(f.list.contentOffset == .zero)
        #expect(!f.list.isDragging)
    }

    func carouselFixture() -> (InteractiveScrollView, InteractiveScrollView, TouchRouter) {
        let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let outer = InteractiveScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let carousel = InteractiveScrollView(frame: Rect(x: 0, y: 200, width: 390, height: 200))
        window.addSubview(outer)
        outer.addSubview(carousel)
        outer.contentSizeOverride = Size(width: 390, height: 3000)
        carousel.contentSizeOverride = Size(width: 2000, height: 200)
        let router = TouchRouter(root: window)
        outer.attachGestures(to: router)
        carousel.attachGestures(to: router)
        return (outer, carousel, router)
    }

    @Test func aHorizontalScrollerInsideAVerticalOneHandsOverVerticalDrags() {
        let (outer, carousel, router) = carouselFixture()
        var s = Script()
        s.drag(1, from: (200, 350), to: (195, 250), start: 0, duration: 100, lift: false)
        s.run(router)
        #expect(outer.isDragging && !carousel.isDragging)
        #expect(carousel.contentOffset == .zero)
        #expect(outer.contentOffset.y == 100)

        let (outer2, carousel2, router2) = carouselFixture()
        var h = Script()
        h.drag(2, from: (300, 300), to: (100, 310), start: 0, duration: 100, lift: false)
        h.run(router2)
        #expect(carousel2.isDragging && !outer2.isDragging)
        #expect(carousel2.contentOffset.x == 200)
        #expect(outer2.contentOffset == .zero)
    }

    /// A bottom sheet (drawer) holding a list. Its pan recognizes simultaneously with the list's:
    /// while the list is at its top and the finger moves down, the drawer follows the finger and
    /// the list is held at its top; otherwise the list scrolls and the drawer stays.
    final class Drawer: GestureRecognizerDelegate {
        let sheet = View(frame: Rect(x: 0, y: 100, width: 390, height: 744))
        let list = InteractiveScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 744))
        let pan = PanGestureRecognizer(name: "drawer")
        var drawerOffset = 0.0    // how far the sheet has been pulled down from its open detent
        var lastTranslation = 0.0

        init() {
            sheet.addSubview(list)
            list.contentSizeOverride = Size(width: 390, height: 3000)
            pan.delegate = self
            pan.addTarget { [unowned self] _ in self.handle() }
        }

        func gestureRecognizer(_ r: GestureRecognizer, shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool {
            other === list.panGestureRecognizer
        }

        func handle() {
            let t = pan.translation(in: nil).y
            defer { lastTranslation = t }
            if pan.state == .began { lastTranslation = 0 }
            guard pan.state == .changed || pan.state == .began else { return }
            let delta = t - lastTranslation
            let top = list.verticalRange.lowerBound
            if list.contentOffset.y <= top && (delta > 0 || drawerOffset > 0) {
                drawerOffset = max(0, drawerOffset + delta)
                list.setContentOffset(Point(x: 0, y: top), animated: false, at: pan.lastTransitionTime)
            }
        }
    }

    @Test func drawerFollowsADownwardDragWhileTheListIsAtItsTop() {
        let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let drawer = Drawer()
        window.addSubview(drawer.sheet)
        let router = TouchRouter(root: window)
        router.attach(drawer.pan, to: drawer.sheet)
        drawer.list.attachGestures(to: router)
        var s = Script()
        s.drag(1, from: (200, 300), to: (200, 500), start: 0, duration: 200, steps: 20, lift: false)
        s.run(router)
        #expect(drawer.pan.state == .changed)
        #expect(drawer.list.panGestureRecognizer.state == .changed)
        #expect(drawer.list.contentOffset.y == 0)
        #expect(drawer.drawerOffset == 200)
    }

    @Test func anUpwardDragScrollsTheListAndLeavesTheDrawer() {
        let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let drawer = Drawer()
        window.addSubview(drawer.sheet)
        let router = TouchRouter(root: window)
        router.attach(drawer.pan, to: drawer.sheet)
        drawer.list.attachGestures(to: router)
        var s = Script()
        s.drag(1, from: (200, 600), to: (200, 300), start: 0, duration: 200, steps: 20, lift: false)
        s.run(router)
        #expect(drawer.drawerOffset == 0)
        #expect(drawer.list.contentOffset.y == 300)
    }
}

@Suite struct ContentTouchTests {
    func fixture() -> (View, InteractiveScrollView, View, TouchRouter) {
        let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let list = InteractiveScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let row = View(frame: Rect(x: 0, y: 0, width: 390, height: 3000))
        window.addSubview(list)
        list.addSubview(row)
        list.contentSizeOverride = Size(width: 390, height: 3000)
        let router = TouchRouter(root: window)
        list.attachGestures(to: router)
        return (window, list, row, router)
    }

    @Test func contentSeesATouchDownAfter150msIfItDoesNotBecomeADrag() {
        let (_, _, row, router) = fixture()
        router.process(InputFrame(timestamp: 0, touches: [TouchEvent(id: 1, phase: .down, x: 100, y: 100, timestamp: 0)]))
        #expect(router.viewTouches.isEmpty)
        router.advance(to: 149 * ms)
        #expect(router.viewTouches.isEmpty)
        router.advance(to: 200 * ms)
        #expect(router.viewTouches.map(\.phase) == [.began])
        #expect(router.viewTouches.first?.time == 150 * ms)
        #expect(router.viewTouches.first?.view === row)
    }

    @Test func aQuickTapReachesContentAtOnceOnLift() {
        let (_, _, _, router) = fixture()
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, 100, 100, at: 80)
        s.run(router)
        #expect(router.viewTouches.map(\.phase) == [.began, .ended])
        #expect(router.viewTouches.map(\.time) == [80 * ms, 80 * ms])
    }

    @Test func aQuickDragNeverReachesContent() {
        let (_, list, _, router) = fixture()
        var s = Script()
        s.drag(1, from: (100, 500), to: (100, 300), start: 0, duration: 100, lift: false)
        s.run(router)
        #expect(list.isDragging)
        #expect(router.viewTouches.isEmpty)
        // With delaysContentTouches off the content sees the touch and then loses it.
        let (_, list2, _, router2) = fixture()
        list2.delaysContentTouches = false
        s.run(router2)
        #expect(router2.viewTouches.map(\.phase) == [.began, .cancelled])
    }
}
