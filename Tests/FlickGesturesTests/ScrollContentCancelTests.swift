import FlickInput
import FlickLayout
import FlickTestSupport
import Testing
@testable import FlickGestures

// A button inside a scroll view, written as UIKit code (UIScrollView → InteractiveScrollView,
// UIButton → Button). UIScrollView's documented rules: `delaysContentTouches` withholds a
// touch-down from the content for a moment to see whether it becomes a scroll;
// `canCancelContentTouches` (default true): "if a view in the content has begun tracking a
// finger touching it, and if the user drags the finger enough to initiate a scroll, the view
// receives a touchesCancelled message and the scroll view handles the touch as a scroll. If
// the value of this property is false, the scroll view does not scroll regardless of finger
// movement once the content view starts tracking"; `touchesShouldCancel(in:)`: "the default
// returned value is true if view is not a UIControl object; otherwise, it returns false".

/// The common UIKit fix: drags that start on a control scroll too.
private final class ControlCancellingScrollView: InteractiveScrollView {
    override func touchesShouldCancel(in view: View) -> Bool {
        if view is Button { return true }
        return super.touchesShouldCancel(in: view)
    }
}

@Suite struct ScrollContentCancelTests {
    /// A full-screen list, 3000 pt of content, a button at (20, 100, 200 × 50) of the content.
    func fixture(_ list: InteractiveScrollView = InteractiveScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844)))
        -> (InteractiveScrollView, Button, TouchRouter, () -> [String]) {
        let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let button = Button(frame: Rect(x: 20, y: 100, width: 200, height: 50))
        window.addSubview(list)
        list.addSubview(button)
        list.contentSizeOverride = Size(width: 390, height: 3000)
        let router = TouchRouter(root: window)
        list.attachGestures(to: router)
        final class Log { var names: [String] = [] }
        let log = Log()
        for (event, name) in [(Control.Event.touchDown, "touchDown"), (.touchCancel, "touchCancel"),
                              (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside")] {
            button.addAction(Action { _ in log.names.append(name) }, for: event)
        }
        return (list, button, router, { log.names })
    }

    /// Hold the button 200 ms (past the 150 ms delay: it tracks), then drag 200 pt up.
    func holdThenDrag(_ router: TouchRouter) {
        var s = Script()
        s.down(1, 100, 125, at: 0)
        s.run(router)
        router.advance(to: 200 * ms)
        var d = Script()
        for k in 1...10 { d.move(1, 100, 125 - 20 * Double(k), at: 200 + 20 * Double(k)) }
        d.up(1, 100, -75, at: 420)
        d.run(router)
    }

    @Test func aTrackingButtonKeepsItsTouchByDefault() {
        let (list, button, router, events) = fixture()
        #expect(list.canCancelContentTouches && list.delaysContentTouches)
        #expect(!list.touchesShouldCancel(in: button) && list.touchesShouldCancel(in: View()))
        holdThenDrag(router)
        #expect(list.contentOffset.y == 0)
        #expect(!list.isDragging)
        #expect(events() == ["touchDown", "touchUpOutside"])
        #expect(list.panGestureRecognizer.transitionLog.contains { $0.to == .failed })
    }

    @Test func touchesShouldCancelTrueLetsThePanCancelTheButton() {
        let (list, button, router, events) = fixture(ControlCancellingScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844)))
        holdThenDrag(router)
        #expect(events() == ["touchDown", "touchCancel"])
        #expect(!button.isTracking && !button.isHighlighted)
        #expect(list.contentOffset.y > 0)
    }

    @Test func withCanCancelContentTouchesOffTrackingContentNeverScrolls() {
        let list = ControlCancellingScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        list.canCancelContentTouches = false
        let (_, _, router, events) = fixture(list)
        holdThenDrag(router)
        #expect(list.contentOffset.y == 0)
        #expect(events() == ["touchDown", "touchUpOutside"])
    }

    @Test func aQuickDragFromTheButtonScrollsAndTheButtonNeverSeesIt() {
        let (list, _, router, events) = fixture()
        var s = Script()
        s.drag(1, from: (100, 125), to: (100, -75), start: 0, duration: 100, steps: 10)
        s.run(router)
        #expect(list.contentOffset.y > 0)
        #expect(events().isEmpty)
    }

    @Test func aPlainContentViewIsCancelled() {
        let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let list = InteractiveScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let row = View(frame: Rect(x: 0, y: 0, width: 390, height: 3000))
        window.addSubview(list)
        list.addSubview(row)
        list.contentSizeOverride = Size(width: 390, height: 3000)
        let router = TouchRouter(root: window)
        list.attachGestures(to: router)
        holdThenDrag(router)
        #expect(router.viewTouches.map(\.phase) == [.began, .cancelled])
        #expect(list.contentOffset.y > 0)
    }
}
