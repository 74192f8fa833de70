import Testing
import FlickGestures
import FlickInput
import FlickLayout
import FlickSim
import FlickTesting

@Suite("SceneTester gestures do what they say")
struct GestureTests {
    @Test func aTapFiresTheTapRecognizerOnce() throws {
        let t = SceneTester(try CardScene())
        t.tap(t.scene.button)
        #expect(t.scene.taps == 1)
        #expect(t.recognitions(of: t.scene.tap) == 1)
        #expect(t.transitions(of: t.scene.tap).map(\.to) == [.ended, .possible])
        #expect(t.transitions(of: t.scene.pan).isEmpty)
        #expect(t.violations.filter { $0.kind != .frameBudget }.isEmpty)
    }

    @Test func aTapIsOneFrameDownAndOneUpOnTicks() throws {
        let t = SceneTester(try CardScene())
        t.tap(at: Point(x: 10, y: 700), duration: 0.05)
        #expect(t.input.count == 2)
        #expect(t.input[0].timestamp == t.rate.time(ofTick: 1))
        #expect(t.input[1].timestamp == t.rate.time(ofTick: 7))
        #expect(t.tick == 7)
    }

    @Test func aDoubleTapIsTwoTapsATenthApart() throws {
        let scene = try CardScene()
        scene.tap.numberOfTapsRequired = 2
        let t = SceneTester(scene)
        t.doubleTap(scene.button)
        #expect(scene.taps == 1)
        #expect(t.input.map { $0.touches[0].phase } == [.down, .up, .down, .up])
        #expect(t.input[2].timestamp == t.rate.time(ofTick: 1 + 6 + 12))
    }

    @Test func aLongPressBeginsAtHalfASecondAndLastsItsDuration() throws {
        let t = SceneTester(try CardScene())
        let start = t.rate.time(ofTick: t.tick + 1)
        t.longPress(t.scene.badge, duration: 0.8)
        let began = try #require(t.scene.pressBegan), ended = try #require(t.scene.pressEnded)
        #expect(began - start == 500_000_000)
        #expect(ended - start == t.rate.time(ofTick: 96))
        #expect(t.recognitions(of: t.scene.press) == 1)
    }

    @Test func aDragMovesTheCardByTheDistance() throws {
        let t = SceneTester(try CardScene())
        #expect(t.frame(of: t.scene.card) == Rect(x: 40, y: 200, width: 100, height: 100))
        t.drag(t.scene.card, by: Point(x: 100, y: 60))
        t.settle()
        #expect(t.frame(of: t.scene.card) == Rect(x: 140, y: 260, width: 100, height: 100))
        #expect(t.presentation(of: t.scene.card)?.frame == Rect(x: 140, y: 260, width: 100, height: 100))
        #expect(t.transitions(of: t.scene.pan).first?.to == .began)
        #expect(t.scene.pan.state == .possible)
    }

    @Test func aDragEndsAtRestSoAScrollViewDoesNotFling() throws {
        let t = SceneTester(try ListScene())
        // A full-screen scroll view rests at −(safe-area top): .automatic content-inset adjustment.
        let top = t.scene.scrollView.contentOffset.y
        #expect(top == -t.scene.scrollView.adjustedContentInset.top)
        t.drag(from: Point(x: 200, y: 600), by: Point(x: 0, y: -300))
        #expect(t.scene.scrollView.contentOffset.y == top + 300)
        #expect(!t.scene.scrollView.isDecelerating)
        #expect(t.isSettled)
    }

    @Test func aFlingDeceleratesAScrollView() throws {
        let t = SceneTester(try ListScene())
        let top = t.scene.scrollView.contentOffset.y
        t.fling(t.scene.scrollView, velocity: Velocity(x: 0, y: -2000))
        let released = t.scene.scrollView.contentOffset.y
        #expect(released - top > 150 && released - top < 250)
        #expect(t.scene.scrollView.isDecelerating)
        t.advance(by: 0.1)
        let soon = t.scene.scrollView.contentOffset.y
        t.advance(by: 0.1)
        let later = t.scene.scrollView.contentOffset.y
        #expect(soon > released)
        #expect(later - soon < soon - released)
        #expect(t.settle())
        let rest = t.scene.scrollView.contentOffset.y
        #expect(rest > later)
        #expect(!t.scene.scrollView.isDecelerating)
        // At the normal rate it glides on about 1000 pt from 2000 pt/s, far past the finger's travel.
        #expect(rest - released > 500)
    }

    @Test func aSwipeIsRecognizedInItsDirectionOnly() throws {
        let t = SceneTester(try PhotoScene())
        t.swipe(t.scene.photo, direction: .right)
        #expect(t.scene.swipes == 0)
        t.swipe(t.scene.photo, direction: .left)
        #expect(t.scene.swipes == 1)
    }

    @Test func anEdgePanComesInFromTheEdge() throws {
        let t = SceneTester(try PhotoScene())
        t.edgePan(from: .left, distance: 150)
        #expect(t.recognitions(of: t.scene.edge) == 1)
        #expect(t.scene.edgeTravel == 150)
        t.edgePan(from: .right, distance: 150)
        #expect(t.recognitions(of: t.scene.edge) == 1)
    }

    @Test func aPinchEndsAtItsScale() throws {
        let t = SceneTester(try PhotoScene())
        t.pinch(t.scene.photo, scale: 2)
        #expect(abs((t.scene.scales.last ?? 0) - 2) < 1e-9)
        #expect(t.recognitions(of: t.scene.pinch) == 1)
        #expect(abs(t.model(of: t.scene.photo).scale - 2) < 1e-9)
        t.pinch(t.scene.photo, scale: 0.5)
        #expect(abs((t.scene.scales.last ?? 0) - 0.5) < 1e-9)
    }

    @Test func aRotationEndsAtItsAngle() throws {
        let t = SceneTester(try PhotoScene())
        t.rotate(t.scene.dial, angle: .pi / 4)
        #expect(abs((t.scene.angles.last ?? 0) - .pi / 4) < 1e-3)
        #expect(abs(t.model(of: t.scene.dial).rotation - .pi / 4) < 1e-3)
        #expect(abs((t.presentation(of: t.scene.dial)?.rotation ?? 0) - .pi / 4) < 1e-3)
    }

    @Test func multiFingerTapsAndDrags() throws {
        let t = SceneTester(try PhotoScene())
        t.tap(t.scene.pad)
        #expect(t.scene.padTaps == 0)
        t.tap(t.scene.pad, fingers: 2)
        #expect(t.scene.padTaps == 1)
        t.drag(t.scene.pad, by: Point(x: 0, y: -40), fingers: 2)
        #expect(t.scene.padTranslation == Point(x: 0, y: -40))
        #expect(t.input.last?.touches.count == 2)
    }

    @Test func fingersStepByStep() throws {
        let t = SceneTester(try CardScene())
        let f = t.press(at: t.center(of: t.scene.card))
        t.move(f, to: Point(x: 90, y: 350), duration: 0.2)
        #expect(t.location(of: f) == Point(x: 90, y: 350))
        #expect(t.frame(of: t.scene.card).origin == Point(x: 40, y: 300))
        t.tap(t.scene.button)
        #expect(t.scene.taps == 1)
        t.lift(f)
        #expect(t.location(of: f) == nil)
        t.settle()
        #expect(t.frame(of: t.scene.card).origin == Point(x: 40, y: 300))
    }

    @Test func aCancelledDragPutsTheCardBack() throws {
        let t = SceneTester(try CardScene())
        let f = t.press(at: t.center(of: t.scene.card))
        t.move(f, to: Point(x: 190, y: 250), duration: 0.1)
        #expect(t.frame(of: t.scene.card).origin == Point(x: 140, y: 200))
        t.cancel(f)
        #expect(t.frame(of: t.scene.card).origin == Point(x: 40, y: 200))
    }

    @Test func performPlaysStrokesOfTheTestsOwn() throws {
        let t = SceneTester(try CardScene())
        let tick = t.rate.interval
        t.perform([Stroke(samples: [Stroke.Sample(time: 0, x: 90, y: 250),
                                    Stroke.Sample(time: 4 * tick, x: 90, y: 290),
                                    Stroke.Sample(time: 10 * tick, x: 90, y: 290)])])
        #expect(t.frame(of: t.scene.card).origin == Point(x: 40, y: 240))
    }
}
