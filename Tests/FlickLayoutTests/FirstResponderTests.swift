import Testing
@testable import FlickLayout

// The first responder written as UIKit code is (UIView → View, UIKeyInput → KeyInput):
// a PIN entry view that takes keys, as in the custom-keyboard-input articles, and the
// responder rules UIResponder documents.

/// A four-digit PIN entry: keys go into `digits`, at most four.
final class PinEntryView: View, KeyInput {
    var digits = ""
    var refusesToResign = false
    override var canBecomeFirstResponder: Bool { true }
    override var canResignFirstResponder: Bool { !refusesToResign }
    var hasText: Bool { !digits.isEmpty }
    func insertText(_ text: String) {
        guard digits.count < 4, text.allSatisfy(\.isNumber) else { return }
        digits += text
    }
    func deleteBackward() { if !digits.isEmpty { digits.removeLast() } }
}

@Suite struct FirstResponderTests {
    /// A screen with two PIN views and a plain one.
    func makeScreen() -> (Screen, PinEntryView, PinEntryView, View) {
        let screen = Screen(.iPhone15Pro)
        let a = PinEntryView(), b = PinEntryView(), plain = View()
        for v in [a, b, plain] { screen.addSubview(v) }
        return (screen, a, b, plain)
    }

    @Test func aViewThatCanBecomeFirstResponderBecomesIt() {
        let (screen, pin, _, _) = makeScreen()
        #expect(pin.becomeFirstResponder())
        #expect(pin.isFirstResponder)
        #expect(screen.firstResponder === pin)
        #expect(pin.becomeFirstResponder())          // already: true, nothing changes
    }

    @Test func aPlainViewCannotAndAViewOffScreenCannot() {
        let (screen, _, _, plain) = makeScreen()
        #expect(!plain.becomeFirstResponder())
        #expect(!PinEntryView().becomeFirstResponder())    // in no window
        #expect(screen.firstResponder == nil)
    }

    @Test func becomingAsksTheCurrentOneToResignFirst() {
        let (screen, a, b, _) = makeScreen()
        var changes: [(View?, View?)] = []
        screen.firstResponderDidChange = { changes.append(($0, $1)) }
        a.becomeFirstResponder()
        #expect(b.becomeFirstResponder())
        #expect(!a.isFirstResponder && b.isFirstResponder)
        #expect(changes.count == 2)                   // nil → a, then a → b in one change
        #expect(changes[1].0 === a && changes[1].1 === b)
    }

    @Test func aResponderThatRefusesToResignKeepsTheStatus() {
        let (screen, a, b, _) = makeScreen()
        #expect(a.becomeFirstResponder())
        a.refusesToResign = true
        #expect(!b.becomeFirstResponder())
        #expect(!a.resignFirstResponder())
        #expect(a.isFirstResponder && !b.isFirstResponder)
        #expect(screen.firstResponder === a)
    }

    @Test func resigningWhenNotFirstResponderIsTrue() {
        let (screen, a, _, _) = makeScreen()
        #expect(a.resignFirstResponder())
        #expect(screen.firstResponder == nil)
    }

    @Test func endEditingResignsTheFirstResponderInsideAndForceOverridesARefusal() {
        let (screen, a, _, _) = makeScreen()
        let form = View(); screen.addSubview(form)
        let inner = PinEntryView(); form.addSubview(inner)
        inner.becomeFirstResponder()
        inner.refusesToResign = true
        #expect(a.endEditing(false))                  // not inside `a`: nothing to end
        #expect(inner.isFirstResponder)
        #expect(!form.endEditing(false))
        #expect(inner.isFirstResponder)
        #expect(form.endEditing(true))
        #expect(screen.firstResponder == nil)
    }

    @Test func removingTheFirstResponderFromTheScreenResignsIt() {
        let (screen, _, _, _) = makeScreen()
        let form = View(); screen.addSubview(form)
        let inner = PinEntryView(); form.addSubview(inner)
        inner.becomeFirstResponder()
        inner.refusesToResign = true
        form.removeFromSuperview()
        #expect(screen.firstResponder == nil)
        #expect(!inner.isFirstResponder)
    }

    @Test func typedTextGoesToTheFirstResponderOneKeyAtATime() {
        let (screen, a, _, _) = makeScreen()
        #expect(!screen.insertText("12"))             // no first responder: nothing taken
        a.becomeFirstResponder()
        #expect(screen.insertText("12a345"))          // the view drops the letter and the fifth digit
        #expect(a.digits == "1234")
        #expect(screen.deleteBackward())
        #expect(a.digits == "123" && a.hasText)
        a.resignFirstResponder()
        #expect(!screen.deleteBackward())
        #expect(a.digits == "123")
    }
}
