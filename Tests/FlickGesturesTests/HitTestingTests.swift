import FlickLayout
import Testing
@testable import FlickGestures

@Suite struct HitTestingTests {
    @Test func frontMostVisibleInteractiveViewWins() {
        let window = HitTestNode(name: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let back = HitTestNode(name: "back", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        let front = HitTestNode(name: "front", frame: Rect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(back)
        window.addSubview(front)
        #expect((window.hitTestTouch(at: Point(x: 150, y: 150)) as? HitTestNode)?.name == "front")
        #expect((window.hitTestTouch(at: Point(x: 50, y: 50)) as? HitTestNode)?.name == "back")
        front.isHidden = true
        #expect((window.hitTestTouch(at: Point(x: 150, y: 150)) as? HitTestNode)?.name == "back")
        front.isHidden = false
        front.alpha = 0.009
        #expect((window.hitTestTouch(at: Point(x: 150, y: 150)) as? HitTestNode)?.name == "back")
        front.alpha = 0.01
        #expect((window.hitTestTouch(at: Point(x: 150, y: 150)) as? HitTestNode)?.name == "front")
        front.isUserInteractionEnabled = false
        #expect((window.hitTestTouch(at: Point(x: 150, y: 150)) as? HitTestNode)?.name == "back")
        #expect((window.hitTestTouch(at: Point(x: 350, y: 350)) as? HitTestNode)?.name == "window")
        #expect(window.hitTestTouch(at: Point(x: 400, y: 10)) == nil)
    }

    @Test func disabledInteractionSkipsTheWholeSubtree() {
        let window = HitTestNode(name: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let parent = HitTestNode(name: "parent", frame: Rect(x: 0, y: 0, width: 300, height: 300))
        let child = HitTestNode(name: "child", frame: Rect(x: 10, y: 10, width: 50, height: 50))
        window.addSubview(parent)
        parent.addSubview(child)
        #expect((window.hitTestTouch(at: Point(x: 20, y: 20)) as? HitTestNode)?.name == "child")
        parent.isUserInteractionEnabled = false
        #expect((window.hitTestTouch(at: Point(x: 20, y: 20)) as? HitTestNode)?.name == "window")
    }

    @Test func pointsOutsideAViewNeverReachItsSubviews() {
        let window = HitTestNode(name: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let parent = HitTestNode(name: "parent", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        let overflow = HitTestNode(name: "overflow", frame: Rect(x: 80, y: 80, width: 100, height: 100))
        window.addSubview(parent)
        parent.addSubview(overflow)
        #expect((window.hitTestTouch(at: Point(x: 90, y: 90)) as? HitTestNode)?.name == "overflow")
        #expect((window.hitTestTouch(at: Point(x: 150, y: 150)) as? HitTestNode)?.name == "window")
    }

    @Test func transformsAndBoundsOriginsAreRespected() {
        let window = HitTestNode(name: "window", frame: Rect(x: 0, y: 0, width: 390, height: 844))
        let box = HitTestNode(name: "box", frame: Rect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(box)
        box.transform = Transform(scaleX: 2, y: 2)  // now covers 50…250 on screen
        #expect((window.hitTestTouch(at: Point(x: 60, y: 60)) as? HitTestNode)?.name == "box")
        #expect((window.hitTestTouch(at: Point(x: 45, y: 60)) as? HitTestNode)?.name == "window")
        let local = box.convertFromWindow(Point(x: 60, y: 60))
        #expect(abs(local.x - 5) < 1e-9 && abs(local.y - 5) < 1e-9)
        let back = box.convertToWindow(local)
        #expect(abs(back.x - 60) < 1e-9)
        box.transform = Transform(rotationAngle: .pi / 4)
        // A corner of the untransformed frame is outside the rotated square.
        #expect((window.hitTestTouch(at: Point(x: 102, y: 102)) as? HitTestNode)?.name == "window")
        #expect((window.hitTestTouch(at: Point(x: 150, y: 80)) as? HitTestNode)?.name == "box")

        let scroller = HitTestNode(name: "scroller", frame: Rect(x: 0, y: 300, width: 390, height: 300))
        let row = HitTestNode(name: "row", frame: Rect(x: 0, y: 500, width: 390, height: 50))
        window.addSubview(scroller)
        scroller.addSubview(row)
        #expect((window.hitTestTouch(at: Point(x: 10, y: 320)) as? HitTestNode)?.name == "scroller")
        scroller.boundsOrigin = Point(x: 0, y: 490)  // content scrolled up by 490
        #expect((window.hitTestTouch(at: Point(x: 10, y: 320)) as? HitTestNode)?.name == "row")
        #expect(scroller.convertVectorFromWindow(Point(x: 3, y: 4)) == Point(x: 3, y: 4))
    }
}
