import FlickInput
import FlickLayout
import Testing
@testable import FlickGestures
import FlickTestSupport

@Suite struct ArbitrationTests {
    @Test func aLongPressThatBeginsFailsThePan() {
        let (window, router) = makeWindow()
        let pan = PanGestureRecognizer()
        let press = LongPressGestureRecognizer()
        router.attach(pan, to: window)
        router.attach(press, to: window)
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 100, 200, at: 600)
        s.run(router)
        #expect(press.state == .changed)
        #expect(pan.transitionLog.first?.to == .failed)
        #expect(pan.transitionLog.first?.time == 500 * ms)
    }

    @Test func theInnerViewsPanWinsOverTheOuterOne() {
        let (window, router) = makeWindow()
        let inner = HitTestNode(name: "inner", frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(inner)
        let outerPan = PanGestureRecognizer(name: "outer")
        let innerPan = PanGestureRecognizer(name: "inner")
        router.attach(outerPan, to: window)
        router.attach(innerPan, to: inner)
        var s = Script()
        s.drag(1, from: (50, 50), to: (50, 150), start: 0, duration: 100, lift: false)
        s.run(router)
        #expect(innerPan.state == .changed)
        #expect(outerPan.transitionLog.first?.to == .failed)
    }

    @Test func simultaneousRecognitionThroughEitherDelegate() {
        for side in 0..<2 {
            let (window, router) = makeWindow()
            let pan = PanGestureRecognizer()
            let pinch = PinchGestureRecognizer()
            let delegate = TestDelegate()
            delegate.simultaneous = { _, _ in true }
            if side == 0 { pan.delegate = delegate } else { pinch.delegate = delegate }
            router.attach(pan, to: window)
            router.attach(pinch, to: window)
            var s = Script()
            s.down(1, 100, 400, at: 0)
            s.down(2, 200, 400, at: 0)
            s.move(1, 100, 430, at: 10)
            s.move(2, 260, 430, at: 10)
            s.run(router)
            #expect(pan.state == .began)
            #expect(pinch.state == .began)
        }
        // Without a delegate the first to begin (the pan, attached first) fails the other.
        let (window, router) = makeWindow()
        let pan = PanGestureRecognizer()
        let pinch = PinchGestureRecognizer()
        router.attach(pan, to: window)
        router.attach(pinch, to: window)
        var s = Script()
        s.down(1, 100, 400, at: 0)
        s.down(2, 200, 400, at: 0)
        s.move(1, 100, 430, at: 10)
        s.move(2, 260, 430, at: 10)
        s.run(router)
        #expect(pan.state == .began)
        #expect(pinch.state == .failed)
    }

    @Test func shouldBeginFalseFailsAndLetsAnotherBegin() {
        let (window, router) = makeWindow()
        let inner = HitTestNode(frame: Rect(x: 0, y: 0, width: 200, height: 200))
        window.addSubview(inner)
        let horizontalOnly = PanGestureRecognizer()
        let delegate = TestDelegate()
        delegate.shouldBegin = { r in
            let t = (r as? PanGestureRecognizer)?.translation(in: nil) ?? .zero
            return abs(t.x) > abs(t.y)
        }
        horizontalOnly.delegate = delegate
        let outer = PanGestureRecognizer()
        router.attach(horizontalOnly, to: inner)
        router.attach(outer, to: window)
        var s = Script()
        s.drag(1, from: (50, 50), to: (50, 150), start: 0, duration: 100, lift: false)
        s.run(router)
        #expect(horizontalOnly.transitionLog.first?.to == .failed)
        #expect(outer.state == .changed)
    }

    @Test func singleTapWaitsForTheDoubleTapToFail() {
        for taps in [1, 2] {
            let (window, router) = makeWindow()
            let single = TapGestureRecognizer(name: "single")
            let double = TapGestureRecognizer(name: "double")
            double.numberOfTapsRequired = 2
            single.require(toFail: double)
            router.attach(single, to: window)
            router.attach(double, to: window)
            var s = Script()
            for i in 0..<taps { s.down(i + 1, 100, 100, at: Double(i) * 200); s.up(i + 1, 100, 100, at: Double(i) * 200 + 50) }
            s.run(router)
            router.advance(to: 2_000 * ms)
            if taps == 1 {
                #expect(double.transitionLog.first?.to == .failed)
                #expect(single.transitionLog.first?.to == .ended)
                // Recognized only when the double-tap window (0.35 s after the lift) expired.
                #expect(single.transitionLog.first?.time == 400 * ms)
            } else {
                #expect(double.transitionLog.first?.to == .ended)
                #expect(single.transitionLog.first?.to == .failed)
            }
        }
    }

    @Test func delegateFailureRequirements() {
        let (window, router) = makeWindow()
        let single = TapGestureRecognizer(name: "single")
        let double = TapGestureRecognizer(name: "double")
        double.numberOfTapsRequired = 2
        let delegate = TestDelegate()
        delegate.requireFailure = { r, other in r === single && other === double }
        single.delegate = delegate
        router.attach(single, to: window)
        router.attach(double, to: window)
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, 100, 100, at: 50)
        s.run(router)
        #expect(single.state == .possible)
        router.advance(to: 1_000 * ms)
        #expect(single.transitionLog.first?.time == 400 * ms)
    }

    @Test func cancelsTouchesInView() {
        for cancels in [true, false] {
            let (window, router) = makeWindow()
            let pan = PanGestureRecognizer()
            pan.cancelsTouchesInView = cancels
            router.attach(pan, to: window)
            var s = Script()
            s.drag(1, from: (100, 100), to: (100, 200), start: 0, duration: 100, steps: 10)
            s.run(router)
            let phases = router.viewTouches.map(\.phase)
            if cancels {
                // began, one move below the hysteresis... then cancelled when the pan begins.
                #expect(phases == [.began, .cancelled])
            } else {
                #expect(phases.first == .began && phases.last == .ended && phases.count == 11)
            }
        }
    }

    @Test func delaysTouchesBeganWithholdsUntilFailure() {
        // Recognized: the view never sees the touch.
        do {
            let (window, router) = makeWindow()
            let tap = TapGestureRecognizer()
            tap.delaysTouchesBegan = true
            router.attach(tap, to: window)
            var s = Script()
            s.down(1, 100, 100, at: 0)
            s.up(1, 100, 100, at: 50)
            s.run(router)
            #expect(tap.transitionLog.first?.to == .ended)
            #expect(router.viewTouches.isEmpty)
        }
        // Failed: the withheld began and moves are replayed at the failure time.
        do {
            let (window, router) = makeWindow()
            let tap = TapGestureRecognizer()
            tap.delaysTouchesBegan = true
            router.attach(tap, to: window)
            var s = Script()
            s.down(1, 100, 100, at: 0)
            s.move(1, 120, 100, at: 10)
            s.move(1, 150, 100, at: 20)
            s.up(1, 150, 100, at: 30)
            s.run(router)
            #expect(router.viewTouches.map(\.phase) == [.began, .moved, .moved, .ended])
            #expect(router.viewTouches.map(\.time) == [20 * ms, 20 * ms, 20 * ms, 30 * ms])
            #expect(router.viewTouches.map(\.eventTime) == [0, 10 * ms, 20 * ms, 30 * ms])
        }
    }

    @Test func delaysTouchesEndedUntilTheDoubleTapDecides() {
        let (window, router) = makeWindow()
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        double.cancelsTouchesInView = false
        router.attach(double, to: window)
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.up(1, 100, 100, at: 50)
        s.run(router)
        // The double tap is still possible: the first tap's end is held back.
        #expect(router.viewTouches.map(\.phase) == [.began])
        router.advance(to: 1_000 * ms)
        #expect(router.viewTouches.map(\.phase) == [.began, .ended])
        #expect(router.viewTouches.last?.time == 400 * ms)
    }

    @Test func disablingAnActiveRecognizerCancelsIt() {
        let (window, router) = makeWindow()
        let pan = PanGestureRecognizer()
        router.attach(pan, to: window)
        let log = ActionLog(pan)
        var s = Script()
        s.drag(1, from: (100, 100), to: (100, 200), start: 0, duration: 100, lift: false)
        s.run(router)
        pan.isEnabled = false
        #expect(log.states.last == .cancelled)
        router.process(InputFrame(timestamp: 200 * ms, touches: [TouchEvent(id: 1, phase: .move, x: 100, y: 300, timestamp: 200 * ms)]))
        #expect(log.states.last == .cancelled)
        #expect(pan.illegalTransitionCount == 0)
    }

    @Test func aTouchStaysBoundToTheViewItHit() {
        let (window, router) = makeWindow()
        let box = HitTestNode(name: "box", frame: Rect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(box)
        var s = Script()
        s.drag(1, from: (50, 50), to: (300, 600), start: 0, duration: 100, lift: false)
        s.run(router)
        #expect(router.view(forTouch: 1) === box)
        #expect(router.viewTouches.allSatisfy { $0.view === box })
    }

    @Test func aResetRecognizerIgnoresTouchesFromBeforeItsReset() {
        let (window, router) = makeWindow()
        let tap = TapGestureRecognizer()
        let pan = PanGestureRecognizer()
        pan.minimumNumberOfTouches = 2
        router.attach(tap, to: window)
        router.attach(pan, to: window)
        var s = Script()
        s.down(1, 100, 100, at: 0)
        s.move(1, 100, 200, at: 10)   // the tap fails (moved 100 pt)
        s.down(2, 200, 100, at: 20)   // the failed tap does not take it
        s.up(1, 100, 200, at: 30)     // the tap resets here
        s.up(2, 200, 100, at: 40)     // …and never sees this lift of an older touch
        s.run(router)
        #expect(tap.transitionLog.map(\.to) == [.failed, .possible])
        #expect(tap.transitionLog.last?.time == 30 * ms)
        #expect(tap.state == .possible && tap.touches.isEmpty)
    }
}
