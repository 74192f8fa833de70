import Testing
import FlickGestures
import FlickLayout
import FlickSim
import FlickTesting

/// Tapping text fields through the tester, as on a device: a tap focuses the field (the
/// keyboard follows), and a tap recognizer on a superview — which a text field does not keep
/// taps from, unlike a button — decides by `cancelsTouchesInView` whether the field still
/// gets the tap.
@Suite struct TextFieldTapTests {
    final class FieldScene: SceneHost, @unchecked Sendable {
        let card = View()
        let field = TextField()
        let dismiss = TapGestureRecognizer(name: "card.tap")
        var cardTaps = 0
        init(cancels: Bool) throws(SceneError) {
            try super.init(environment: SceneEnvironment())
            root.addSubview(card)
            card.frame = Rect(x: 0, y: 100, width: 393, height: 200)
            card.addSubview(field)
            field.frame = Rect(x: 20, y: 20, width: 300, height: 34)
            dismiss.cancelsTouchesInView = cancels
            dismiss.addTarget { [unowned self] _ in self.cardTaps += 1 }
            card.addGestureRecognizer(dismiss)
            finishBuilding()
        }
    }

    @Test func aTapFocusesTheFieldWhenTheSuperviewsRecognizerDoesNotCancelIt() throws {
        let t = SceneTester(try FieldScene(cancels: false))
        t.tap(t.scene.field)
        #expect(t.scene.cardTaps == 1)                  // the field does not keep the tap from it
        #expect(t.scene.field.isFirstResponder && t.scene.field.isEditing)
        t.type("hi")
        #expect(t.scene.field.text == "hi")
        t.settle()
        #expect(t.scene.keyboard.phase == .shown)
    }

    @Test func aRecognizerThatCancelsTouchesKeepsTheFieldFromFocusing() throws {
        let t = SceneTester(try FieldScene(cancels: true))
        t.tap(t.scene.field)
        #expect(t.scene.cardTaps == 1)
        #expect(!t.scene.field.isFirstResponder)
        #expect(t.scene.keyboard.phase == .hidden)
        #expect(t.isSettled)
    }

    /// A full-screen background with a tap recognizer, and a field.
    final class BackgroundScene: SceneHost, @unchecked Sendable {
        let field = TextField()
        var backgroundTaps = 0
        init() throws(SceneError) {
            try super.init(environment: SceneEnvironment())
            root.addSubview(field)
            field.frame = Rect(x: 20, y: 120, width: 300, height: 34)
            let tap = TapGestureRecognizer(name: "background.tap")
            tap.cancelsTouchesInView = false
            tap.addTarget { [unowned self] _ in self.backgroundTaps += 1 }
            root.addGestureRecognizer(tap)
            finishBuilding()
        }
    }

    @Test func aTouchOnTheVisibleKeyboardIsTheKeyboardsNotTheViewsUnderIt() throws {
        let t = SceneTester(try BackgroundScene())
        t.tap(at: Point(x: 200, y: 700))
        #expect(t.scene.backgroundTaps == 1)              // no keyboard: the background gets it
        t.tap(t.scene.field)
        t.settle()
        #expect(t.scene.backgroundTaps == 2)
        #expect(t.scene.keyboard.frame.minY == 516)
        t.tap(at: Point(x: 200, y: 700))                 // on the keyboard
        #expect(t.scene.backgroundTaps == 2)
        t.drag(from: Point(x: 200, y: 600), by: Point(x: 0, y: -400))   // starts on it: all of it is its
        #expect(t.scene.backgroundTaps == 2)
        t.tap(at: Point(x: 200, y: 400))                 // above it
        #expect(t.scene.backgroundTaps == 3)
        #expect(t.scene.field.isFirstResponder)
    }
}
