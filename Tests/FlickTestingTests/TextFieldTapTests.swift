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
}
