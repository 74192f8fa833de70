import FlickInput
import FlickLayout
import FlickTestSupport
import Testing
@testable import FlickGestures

/// Controls: tracking, events, target-action, and arbitration with recognizers, as UIKit's
/// UIControl does them (policy values, such as the 70 pt tracking margin, from `Control`).
@Suite struct ControlTrackingTests {
    /// A screen with a container at (0, 100, 375 × 300) holding `control` at (100, 100, 100 × 44)
    /// of the container (screen: x 100…200, y 200…244), and a router over the screen.
    private func makeTree<C: Control>(_ control: C) -> (Screen, View, C, TouchRouter) {
        let screen = makeScreen()
        let container = View(frame: R(0, 100, 375, 300))
        container.name = "container"
        control.frame = R(100, 100, 100, 44)
        control.name = "control"
        screen.addSubview(container)
        container.addSubview(control)
        screen.layoutIfNeeded()
        return (screen, container, control, TouchRouter(root: screen))
    }

    /// Records every event of `control` by name, in the order sent.
    private func record(_ control: Control) -> () -> [String] {
        final class Box { var names: [String] = [] }
        let box = Box()
        for (event, name) in [(Control.Event.touchDown, "touchDown"), (.touchDownRepeat, "touchDownRepeat"),
                              (.touchDragInside, "dragInside"), (.touchDragOutside, "dragOutside"),
                              (.touchDragEnter, "dragEnter"), (.touchDragExit, "dragExit"),
                              (.touchUpInside, "touchUpInside"), (.touchUpOutside, "touchUpOutside"),
                              (.touchCancel, "touchCancel"), (.valueChanged, "valueChanged"),
                              (.primaryActionTriggered, "primaryAction")] {
            control.addAction(Action { _ in box.names.append(name) }, for: event)
        }
        return { box.names }
    }

    /// A tap on the screen: finger `id` down at (`x`, `y`) at `start` ms and up there 50 ms
    /// later (by default on the control, at its centre-left: screen 150, 220).
    private func tapScreen(_ router: TouchRouter, finger id: Int = 1, x: Double = 150, y: Double = 220, at start: Double = 0) {
        var s = Script()
        s.down(id, x, y, at: start)
        s.up(id, x, y, at: start + 50)
        s.run(router)
    }

    @Test func aTapSendsTouchDownThenTouchUpInsideThenThePrimaryAction() {
        let (_, _, button, router) = makeTree(Button(type: .system))
        let events = record(button)
        var s = Script()
        s.down(1, 150, 220, at: 0)
        s.run(router)
        #expect(button.isHighlighted && button.isTracking && button.isTouchInside)
        #expect(button.state == .highlighted)
        var up = Script()
        up.up(1, 150, 220, at: 50)
        up.run(router)
        #expect(events() == ["touchDown", "touchUpInside", "primaryAction"])
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test func theTrackingAreaIsTheBoundsGrownBySeventyPoints() {
        let (_, _, button, router) = makeTree(Button())
        let events = record(button)
        var s = Script()
        s.down(1, 150, 220, at: 0)
        s.move(1, 150, 300, at: 20)        // 56 pt below: still inside
        s.move(1, 150, 320, at: 40)        // 76 pt below: outside
        s.move(1, 150, 330, at: 60)
        s.move(1, 269, 230, at: 80)        // 69 pt right: back inside
        s.up(1, 269, 230, at: 100)
        s.run(router)
        #expect(events() == ["touchDown", "dragInside", "dragExit", "dragOutside", "dragEnter", "touchUpInside", "primaryAction"])
        let outside = record(button)
        var t = Script()
        t.down(2, 150, 220, at: 1000)
        t.up(2, 150, 315, at: 1050)        // 71 pt below
        t.run(router)
        #expect(outside() == ["touchDown", "touchUpOutside"])
        #expect(Control.trackingMargin == 70)
    }

    @Test func aTapRecognizerOnTheSuperviewDoesNotStealTheButtonsTap() {
        let (_, container, button, router) = makeTree(Button())
        let events = record(button)
        let tap = TapGestureRecognizer(name: "containerTap")
        var taps = 0
        tap.addTarget { _ in taps += 1 }
        container.addGestureRecognizer(tap)
        tapScreen(router)
        router.advance(to: 400 * ms)
        #expect(taps == 0)
        #expect(tap.transitionLog.contains { $0.to == .failed })
        #expect(events() == ["touchDown", "touchUpInside", "primaryAction"])
        // Beside the button the container's tap works, and a disabled button keeps nothing.
        tapScreen(router, finger: 2, x: 30, at: 1000)
        button.isEnabled = false
        tapScreen(router, finger: 3, at: 1500)
        router.advance(to: 2000 * ms)
        #expect(taps == 2)
        #expect(events() == ["touchDown", "touchUpInside", "primaryAction"])
        #expect(button.state == .disabled)
    }

    @Test func aRecognizerOnTheButtonItselfWinsAndCancelsTheTracking() {
        let (_, _, button, router) = makeTree(Button())
        let events = record(button)
        let tap = TapGestureRecognizer()
        var taps = 0
        tap.addTarget { _ in taps += 1 }
        button.addGestureRecognizer(tap)
        tapScreen(router)
        #expect(taps == 1)
        #expect(events() == ["touchDown", "touchCancel"])
        #expect(!button.isHighlighted)
    }

    @Test func aDoubleTapRecognizerOnTheSuperviewIsNotKeptAndTakesTheTouches() {
        let (_, container, button, router) = makeTree(Button())
        let events = record(button)
        let double = TapGestureRecognizer()
        double.numberOfTapsRequired = 2
        var taps = 0
        double.addTarget { _ in taps += 1 }
        container.addGestureRecognizer(double)
        tapScreen(router)
        tapScreen(router, finger: 2, at: 150)
        // As in UIKit: the double tap delays the first touch's end (delaysTouchesEnded), so
        // the button still tracks it when the second lands; recognizing takes both away.
        #expect(taps == 1)
        #expect(events() == ["touchDown", "touchCancel"])
    }

    @Test func targetActionCallsTheMethodWithTheSenderAndHoldsTheTargetWeakly() {
        final class Owner {
            var tags: [Int] = []
            var plain = 0
            func tapped(_ sender: Button) { tags.append(sender.tag) }
            func ping() { plain += 1 }
        }
        let (_, _, button, router) = makeTree(Button())
        button.tag = 3
        var owner: Owner? = Owner()
        button.addTarget(owner!, action: Owner.tapped, for: .touchUpInside)
        button.addTarget(owner!, action: Owner.ping, for: [.touchDown, .touchUpInside])
        var closure = 0
        button.addTarget(owner!, action: { _, sender in closure += sender.tag }, for: .touchUpInside)
        tapScreen(router)
        #expect(owner?.tags == [3])
        #expect(owner?.plain == 2)
        #expect(closure == 3)
        #expect(button.allControlEvents == [.touchDown, .touchUpInside])
        button.removeTarget(owner, for: .touchDown)
        #expect(button.allControlEvents == .touchUpInside)
        weak var gone = owner
        owner = nil
        #expect(gone == nil)
        button.sendActions(for: .touchUpInside)    // the target is gone: nothing runs
        #expect(closure == 3)
    }

    @Test func aSwitchFlipsOnATapAndSendsValueChanged() {
        let (_, _, toggle, router) = makeTree(Switch())
        let events = record(toggle)
        tapScreen(router, x: 120)
        var s = Script()
        s.down(2, 120, 220, at: 1000)
        s.up(2, 120, 400, at: 1050)    // lifted far outside: no change
        s.run(router)
        #expect(toggle.isOn)
        #expect(events() == ["touchDown", "valueChanged", "primaryAction", "touchUpInside", "touchDown", "touchUpOutside"])
        toggle.setOn(false, animated: true)
        #expect(!toggle.isOn)
        #expect(events().count == 6)    // setting it in code sends nothing
    }

    /// Dragging a switch's knob (screen x 100…200, middle 150): it follows the finger once it
    /// moved 10 pt sideways; where it lifts decides, inside the tracking area or not.
    @Test func aSwitchsKnobFollowsADragAndTheReleaseSideDecides() {
        let (_, _, toggle, router) = makeTree(Switch())
        let events = record(toggle)
        var s = Script()
        s.down(1, 110, 220, at: 0)
        s.move(1, 118, 220, at: 20)        // 8 pt: not a drag yet
        s.run(router)
        #expect(toggle.draggedKnobIsOn == nil)
        var d = Script()
        d.move(1, 125, 220, at: 40)        // 15 pt: dragging, still the off half
        d.run(router)
        #expect(toggle.draggedKnobIsOn == false)
        var e = Script()
        e.move(1, 180, 220, at: 60)        // the on half
        e.run(router)
        #expect(toggle.draggedKnobIsOn == true && !toggle.isOn)    // the value changes on release
        var f = Script()
        f.up(1, 180, 220, at: 80)
        f.run(router)
        #expect(toggle.isOn && toggle.draggedKnobIsOn == nil)
        #expect(events() == ["touchDown", "dragInside", "dragInside", "dragInside", "valueChanged", "primaryAction", "touchUpInside"])

        // Dragged over and back to where it was: no change, no valueChanged.
        let back = record(toggle)
        var g = Script()
        g.down(2, 180, 220, at: 1000)
        g.move(2, 120, 220, at: 1020)
        g.move(2, 190, 220, at: 1040)
        g.up(2, 190, 220, at: 1060)
        g.run(router)
        #expect(toggle.isOn)
        #expect(back() == ["touchDown", "dragInside", "dragInside", "touchUpInside"])

        // Dragged far out to the left and lifted outside the tracking area: it still goes off.
        let outside = record(toggle)
        var h = Script()
        h.down(3, 180, 220, at: 2000)
        h.move(3, 0, 220, at: 2020)
        h.up(3, 0, 220, at: 2040)
        h.run(router)
        #expect(!toggle.isOn)
        #expect(outside() == ["touchDown", "dragExit", "valueChanged", "primaryAction", "touchUpOutside"])

        // A jitter below 10 pt is still a tap: it flips.
        tapScreen(router, finger: 4, x: 105, at: 3000)
        #expect(toggle.isOn)
    }

    @Test func inRightToLeftTheSwitchsOnSideIsTheLeft() {
        let (screen, _, toggle, router) = makeTree(Switch())
        screen.semanticLayoutDirection = .rightToLeft
        var s = Script()
        s.down(1, 190, 220, at: 0)
        s.move(1, 110, 220, at: 20)
        s.up(1, 110, 220, at: 40)
        s.run(router)
        #expect(toggle.isOn)
    }

    @Test func aSliderFollowsTheThumbAndKeepsItsDragFromTheSuperviewsPan() {
        let slider = Slider()
        let (_, container, _, router) = makeTree(slider)
        slider.value = 0.5                  // thumb centred at x 150 of the screen
        let events = record(slider)
        let pan = PanGestureRecognizer(name: "containerPan")
        let panLog = ActionLog(pan)
        container.addGestureRecognizer(pan)
        var s = Script()
        s.drag(1, from: (150, 222), to: (186, 222), start: 0, duration: 100, steps: 4)    // +36 pt: half the 72 pt track
        s.run(router)
        router.advance(to: 400 * ms)
        #expect(slider.value == 1)
        #expect(panLog.states.isEmpty)
        #expect(events().filter { $0 == "valueChanged" }.count >= 1)
        // On the bare track nothing happens; a vertical drag from the thumb goes to the pan.
        tapScreen(router, finger: 2, x: 110, y: 222, at: 1000)
        var track = Script()
        track.drag(3, from: (186, 222), to: (186, 300), start: 2000, duration: 100)
        track.run(router)
        #expect(slider.value == 1)
        #expect(panLog.states.first == .began)
    }

    @Test func aCustomControlOverridesTrackingAsInUIKit() {
        /// A UIKit-style custom control: a vertical dial whose value follows the finger, that
        /// stops tracking once dragged above its top edge.
        final class Dial: Control {
            var value = 0.0
            var log: [String] = []
            override func beginTracking(_ touch: TrackingTouch, with event: TrackingEvent?) -> Bool {
                log.append("begin \(touch.location(in: self).y)")
                return true
            }
            override func continueTracking(_ touch: TrackingTouch, with event: TrackingEvent?) -> Bool {
                let p = touch.location(in: self), q = touch.previousLocation(in: self)
                value += q.y - p.y
                return p.y >= 0
            }
            override func endTracking(_ touch: TrackingTouch?, with event: TrackingEvent?) { log.append("end") }
            override func cancelTracking(with event: TrackingEvent?) { log.append("cancel") }
        }
        let (_, _, dial, router) = makeTree(Dial())
        var s = Script()
        s.down(1, 150, 230, at: 0)         // 30 pt down the dial
        s.move(1, 150, 220, at: 20)
        s.move(1, 150, 190, at: 40)        // above the top: tracking stops
        s.move(1, 150, 180, at: 60)        // no longer followed
        s.up(1, 150, 180, at: 80)
        s.run(router)
        #expect(dial.log == ["begin 30.0"])    // no end: tracking had stopped
        #expect(dial.value == 40)
        #expect(!dial.isTracking && !dial.isHighlighted)
    }

    @Test func viewWithTagFindsTheFirstInPreorder() {
        let root = View(), a = View(), b = View(), c = View()
        root.addSubview(a); a.addSubview(b); root.addSubview(c)
        b.tag = 7; c.tag = 7
        #expect(root.viewWithTag(7) === b)
        #expect(root.viewWithTag(0) === root)
        #expect(root.viewWithTag(8) == nil)
    }
}
