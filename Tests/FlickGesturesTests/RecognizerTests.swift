import Foundation
import FlickInput
import FlickLayout
import Testing
@testable import FlickGestures
import FlickTestSupport

@Suite struct PanTests {
    func pan(dragging distance: Double, touches: Int = 1, configure: (PanGestureRecognizer) -> Void = { _ in }) -> PanGestureRecognizer {
        let (window, router) = makeWindow()
        let pan = PanGestureRecognizer()
        configure(pan)
        router.attach(pan, to: window)
        var s = Script()
        for i in 0..<touches { s.down(i + 1, 100 + Double(i) * 20, 400, at: 0) }
        for i in 0..<touches { s.move(i + 1, 100 + Double(i) * 20, 400 + distance, at: 16) }
        s.run(router)
        return pan
    }

    @Test func beginsExactlyAtTheHysteresis() {
        #expect(pan(dragging: 9.99).state == .possible)
        #expect(pan(dragging: 10).state == .began)
        // Translation counts from the touch-down point (documented policy).
        #expect(pan(dragging: 10).translation(in: nil) == Point(x: 0, y: 10))
    }

    @Test func minimumAndMaximumTouches() {
        #expect(pan(dragging: 20, touches: 1) { $0.minimumNumberOfTouches = 2 }.state == .possible)
        #expect(pan(dragging: 20, touches: 2) { $0.minimumNumberOfTouches = 2 }.state == .began)
        #expect(pan(dragging: 20, touches: 2) { $0.maximumNumberOfTouches = 1 }.state == .failed)
        #expect(pan(dragging: 20, touches: 3) { $0.maximumNumberOfTouches = 3 }.state == .began)
    }

    @Test func fullLifecycleTranslationVelocityAndReset() {
        let (window, router) = makeWindow()
        let pan = PanGestureRecognizer()
        router.attach(pan, to: window)
        let log = ActionLog(pan)
        var velocities: [Velocity] = []
        pan.addTarget { r in if r.state == .ended { velocities.append(pan.velocity(in: nil)) } }
        var s = Script()
        // 600 pt/s to the right, sampled every 8 ms.
        s.down(1, 50, 300, at: 0)
        for i in 1...20 { s.move(1, 50 + 4.8 * Double(i), 300, at: 8 * Double(i)) }
        s.up(1, 50 + 96, 300, at: 160)
        s.run(router)
        #expect(log.states.first == .began)
        #expect(log.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(log.states.last == .ended)
        #expect(abs((velocities.first?.x ?? 0) - 600) < 1e-6)
        // Reset after the frame: back to possible with a clean log entry.
        #expect(pan.state == .possible)
        #expect(pan.transitionLog.map(\.to).last == .possible)
        #expect(pan.transitionLog.first?.event == .begin)
    }

    @Test func setTranslationRebasesAndResetsVelocity() {
        let (window, router) = makeWindow()
        let pan = PanGestureRecognizer()
        router.attach(pan, to: window)
        var s = Script()
        s.down(1, 0, 0, at: 0)
        for i in 1...5 { s.move(1, 0, 20 * Double(i), at: 10 * Double(i)) }
        s.run(router)
        #expect(pan.translation(in: nil) == Point(x: 0, y: 100))
        #expect(pan.velocity(in: nil).y > 1000)
        pan.setTranslation(.zero, in: nil)
        #expect(pan.translation(in: nil) == .zero)
        #expect(pan.velocity(in: nil) == .zero)
        router.process(InputFrame(timestamp: 60 * ms, touches: [TouchEvent(id: 1, phase: .move, x: 0, y: 110, timestamp: 60 * ms)]))
        #expect(pan.translation(in: nil) == Point(x: 0, y: 10))
    }

    @Test func translationInARotatedView() {
        let (window, router) = makeWindow()
        let box = HitTestNode(frame: Rect(x: 0, y: 0, width: 390, height: 844))
        box.transform = Transform(rotationAngle: .pi / 2)
        window.addSubview(box)
        let pan = PanGestureRecognizer()
        router.attach(pan, to: window)
        var s = Script()
        s.drag(1, from: (195, 400), to: (195, 450), start: 0, duration: 50, lift: false)
        s.run(router)
        let t = pan.translation(in: box)
        // A view rotated by +90° (clockwise) has its +x axis pointing down the screen.
        #expect(abs(t.x - 50) < 1e-9 && abs(t.y) < 1e-9)
    }

    @Test func addingAFingerDoesNotJumpTheTranslation() {
        let (window, router) = makeWindow()
        let pan = PanGestureRecognizer()
        router.attach(pan, to: window)
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 100, 150, at: 10)
        s.down(2, 300, 100, at: 20)
        s.move(1, 100, 160, at: 30)
        s.move(2, 300, 110, at: 30)
        s.run(router)
        #expect(pan.translation(in: nil) == Point(x: 0, y: 60))
        #expect(pan.maximumTouchCount == 2)
    }
}

@Suite struct TapTests {
    func tap(taps: Int = 1, touches: Int = 1, moveBy: Double = 0, hold: Double = 50, gap: Double = 100,
             configure: (TapGestureRecognizer) -> Void = { _ in }) -> (TapGestureRecognizer, TouchRouter) {
        let (window, router) = makeWindow()
        let tap = TapGestureRecognizer()
        configure(tap)
        router.attach(tap, to: window)
        var s = Script()
        var t = 0.0
        var id = 1
        for _ in 0..<taps {
            for f in 0..<touches { s.down(id + f, 100 + Double(f) * 30, 100, at: t) }
            if moveBy > 0 { for f in 0..<touches { s.move(id + f, 100 + Double(f) * 30 + moveBy, 100, at: t + hold / 2) } }
            for f in 0..<touches { s.up(id + f, 100 + Double(f) * 30 + moveBy, 100, at: t + hold) }
            t += hold + gap
            id += touches
        }
        s.run(router)
        return (tap, router)
    }

    @Test func singleTapRecognizesOnLift() {
        let (r, _) = tap()
        #expect(r.transitionLog.map(\.event) == [.recognize, .reset])
    }

    @Test func movementLimit() {
        #expect(tap(moveBy: 45).0.transitionLog.first?.to == .ended)
        #expect(tap(moveBy: 45.5).0.transitionLog.first?.to == .failed)
    }

    @Test func durationLimit() {
        #expect(tap(hold: 750).0.transitionLog.first?.to == .ended)
        #expect(tap(hold: 751).0.transitionLog.first?.to == .failed)
    }

    @Test func doubleTapIntervalLimit() {
        let configure: (TapGestureRecognizer) -> Void = { $0.numberOfTapsRequired = 2 }
        #expect(tap(taps: 2, gap: 350, configure: configure).0.transitionLog.first?.to == .ended)
        #expect(tap(taps: 2, gap: 351, configure: configure).0.transitionLog.first?.to == .failed)
        let (single, router) = tap(taps: 1, configure: configure)
        #expect(router.nextDeadline == 400 * ms)
        router.advance(to: 400 * ms)
        #expect(single.transitionLog.map(\.to) == [.failed, .possible])
        #expect(router.nextDeadline == nil)
    }

    @Test func touchesRequired() {
        let two: (TapGestureRecognizer) -> Void = { $0.numberOfTouchesRequired = 2 }
        #expect(tap(touches: 2, configure: two).0.transitionLog.first?.to == .ended)
        #expect(tap(touches: 1, configure: two).0.transitionLog.first?.to == .failed)
        #expect(tap(touches: 3, configure: two).0.transitionLog.first?.to == .failed)
    }

    @Test func tapCountsAccumulateLikeUITouch() {
        let (window, router) = makeWindow()
        let tap = TapGestureRecognizer()
        router.attach(tap, to: window)
        var counts: [Int] = []
        tap.addTarget { r in counts.append((r as? TapGestureRecognizer)?.lastTouchTapCount ?? 0) }
        var s = Script()
        for i in 0..<4 { s.down(1, 100, 100, at: Double(i) * 200); s.up(1, 100, 100, at: Double(i) * 200 + 50) }
        s.down(1, 100, 100, at: 2000); s.up(1, 100, 100, at: 2050)
        s.run(router)
        #expect(counts == [1, 2, 3, 4, 1])
    }
}

@Suite struct LongPressTests {
    @Test func beginsAtTheMinimumDurationAndEndsOnLift() {
        let (window, router) = makeWindow()
        let press = LongPressGestureRecognizer()
        router.attach(press, to: window)
        let log = ActionLog(press)
        router.process(InputFrame(timestamp: 0, touches: [TouchEvent(id: 1, phase: .down, x: 10, y: 10, timestamp: 0)]))
        router.advance(to: 499 * ms)
        #expect(press.state == .possible)
        router.advance(to: 500 * ms)
        #expect(press.state == .began)
        #expect(press.transitionLog.first?.time == 500 * ms)
        router.process(InputFrame(timestamp: 600 * ms, touches: [TouchEvent(id: 1, phase: .move, x: 200, y: 10, timestamp: 600 * ms)]))
        #expect(press.state == .changed)
        router.process(InputFrame(timestamp: 700 * ms, touches: [TouchEvent(id: 1, phase: .up, x: 200, y: 10, timestamp: 700 * ms)]))
        #expect(log.states == [.began, .changed, .ended])
    }

    /// UILongPressGestureRecognizer.minimumPressDuration is a `TimeInterval` in seconds.
    @Test func minimumPressDurationIsInSeconds() {
        let (window, router) = makeWindow()
        let press = LongPressGestureRecognizer()
        #expect(press.minimumPressDuration == 0.5)
        press.minimumPressDuration = 0.25
        router.attach(press, to: window)
        router.process(InputFrame(timestamp: 0, touches: [TouchEvent(id: 1, phase: .down, x: 10, y: 10, timestamp: 0)]))
        router.advance(to: 249 * ms)
        #expect(press.state == .possible)
        router.advance(to: 250 * ms)
        #expect(press.state == .began)
    }

    @Test func timerFiresInsideTheNextFrameAtItsExactTime() {
        let (window, router) = makeWindow()
        let press = LongPressGestureRecognizer()
        router.attach(press, to: window)
        var s = Script()
        s.down(1, 10, 10, at: 0)
        s.up(1, 10, 10, at: 800)
        s.run(router)
        #expect(press.transitionLog.map(\.time) == [500 * ms, 800 * ms, 800 * ms])
    }

    @Test func allowableMovement() {
        for (distance, expected) in [(10.0, GestureState.began), (10.01, .failed)] {
            let (window, router) = makeWindow()
            let press = LongPressGestureRecognizer()
            router.attach(press, to: window)
            var s = Script()
            s.down(1, 10, 10, at: 0)
            s.move(1, 10 + distance, 10, at: 100)
            s.run(router)
            router.advance(to: 600 * ms)
            #expect(press.transitionLog.first?.to == expected)
        }
    }

    @Test func liftingEarlyFails() {
        let (window, router) = makeWindow()
        let press = LongPressGestureRecognizer()
        router.attach(press, to: window)
        var s = Script()
        s.down(1, 10, 10, at: 0)
        s.up(1, 10, 10, at: 499)
        s.run(router)
        router.advance(to: 1000 * ms)
        #expect(press.transitionLog.map(\.to) == [.failed, .possible])
    }
}

@Suite struct PinchRotationTests {
    @Test func pinchBeginsAtHysteresisAndReportsScale() {
        let (window, router) = makeWindow()
        let pinch = PinchGestureRecognizer()
        router.attach(pinch, to: window)
        var s = Script()
        s.down(1, 100, 400, at: 0)
        s.down(2, 200, 400, at: 0)
        s.move(2, 207.9, 400, at: 10)
        s.run(router)
        #expect(pinch.state == .possible)
        var t = Script()
        t.move(2, 208, 400, at: 20)
        for i in 1...10 { t.move(2, 208 + 9.2 * Double(i), 400, at: 20 + 10 * Double(i)) }
        t.run(router)
        #expect(pinch.state == .changed)
        #expect(abs(pinch.scale - 2) < 1e-9)
        #expect(abs(pinch.velocity - 9.2) < 1e-6)  // 0.092 scale per 10 ms
        pinch.scale = 1
        #expect(pinch.scale == 1)
    }

    @Test func rotationThresholdAndSign() {
        let (window, router) = makeWindow()
        let rotation = RotationGestureRecognizer()
        rotation.hysteresis = 0     // the angle threshold alone (the arc one: MultiTouchRebaseTests)
        router.attach(rotation, to: window)
        var s = Script()
        s.down(1, 100, 400, at: 0)
        s.down(2, 200, 400, at: 0)
        let small = 0.0999
        s.move(2, 150 + 50 * cos(small), 400 + 50 * sin(small), at: 10)
        s.move(1, 150 - 50 * cos(small), 400 - 50 * sin(small), at: 10)
        s.run(router)
        #expect(rotation.state == .possible)
        var u = Script()
        u.move(2, 150 + 50 * cos(0.1001), 400 + 50 * sin(0.1001), at: 15)
        u.move(1, 150 - 50 * cos(0.1001), 400 - 50 * sin(0.1001), at: 15)
        u.run(router)
        #expect(rotation.state == .began)
        var t = Script()
        t.move(2, 150 + 50 * cos(0.5), 400 + 50 * sin(0.5), at: 20)
        t.move(1, 150 - 50 * cos(0.5), 400 - 50 * sin(0.5), at: 20)
        t.run(router)
        #expect(rotation.state == .changed)
        #expect(abs(rotation.rotation - 0.5) < 1e-9)
    }
}

@Suite struct SwipeAndEdgeTests {
    func swipe(dx: Double, dy: Double, duration: Double, direction: SwipeDirection = .all) -> SwipeGestureRecognizer {
        let (window, router) = makeWindow()
        let swipe = SwipeGestureRecognizer()
        swipe.direction = direction
        router.attach(swipe, to: window)
        var s = Script()
        s.drag(1, from: (150, 400), to: (150 + dx, 400 + dy), start: 0, duration: duration, steps: 20)
        s.run(router)
        return swipe
    }

    @Test func fastStraightSwipeIsRecognizedWithItsDirection() {
        let r = swipe(dx: 120, dy: 0, duration: 100)
        #expect(r.transitionLog.first?.to == .ended)
        #expect(r.recognizedDirection == .right)
        #expect(swipe(dx: 0, dy: -120, duration: 100).recognizedDirection == .up)
    }

    @Test func thresholds() {
        #expect(swipe(dx: 49.9, dy: 0, duration: 100).transitionLog.first?.to == .failed)   // too short
        #expect(swipe(dx: 50, dy: 0, duration: 100).transitionLog.first?.to == .ended)
        // Speed: 50 pt in 250 ms is exactly 200 pt/s; in 251 ms it is just below.
        #expect(swipe(dx: 50, dy: 0, duration: 250).transitionLog.first?.to == .ended)
        #expect(swipe(dx: 50, dy: 0, duration: 251).transitionLog.first?.to == .failed)
        #expect(swipe(dx: 120, dy: 0, duration: 700).transitionLog.first?.to == .failed)  // too slow
        #expect(swipe(dx: 120, dy: 0, duration: 100, direction: .left).transitionLog.first?.to == .failed)
        // 35° off axis: fails at modest speed, passes when fast.
        let a = 35.0 * .pi / 180
        #expect(swipe(dx: 100 * cos(a), dy: 100 * sin(a), duration: 400).transitionLog.first?.to == .failed)
        #expect(swipe(dx: 100 * cos(a), dy: 100 * sin(a), duration: 60).transitionLog.first?.to == .ended)
    }

    @Test func edgePanOnlyFromTheEdge() {
        for (x, expected) in [(20.0, GestureState.began), (21.0, .failed)] {
            let (window, router) = makeWindow()
            let edge = ScreenEdgePanGestureRecognizer()
            edge.edges = .left
            router.attach(edge, to: window)
            var s = Script()
            s.drag(1, from: (x, 400), to: (x + 100, 400), start: 0, duration: 100, lift: false)
            s.run(router)
            #expect(edge.transitionLog.first?.to == expected)
        }
        // Moving along the edge instead of inwards fails.
        let (window, router) = makeWindow()
        let edge = ScreenEdgePanGestureRecognizer()
        edge.edges = .left
        router.attach(edge, to: window)
        var s = Script()
        s.drag(1, from: (5, 400), to: (8, 300), start: 0, duration: 100, lift: false)
        s.run(router)
        #expect(edge.transitionLog.first?.to == .failed)
    }
}
