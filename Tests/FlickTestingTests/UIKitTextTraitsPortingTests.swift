import Testing
import FlickGestures
import FlickLayout
import FlickSim
import FlickTesting

/// UIKit text-input code that sets traits, reads and moves the selection through
/// `UITextInput` positions, and dismisses the keyboard from a scroll view — written as UIKit
/// code, renames only (UITextField → TextField, UITextView → TextView, UIScrollView →
/// InteractiveScrollView, UITextPosition → TextPosition, UITextRange → TextPositionRange,
/// UIKeyboardType → KeyboardType, UITextContentType → TextContentType, …). Expected values:
/// UIKit's raw values and defaults, UIKit's documented behaviour (a return key disabled while
/// empty cannot be pressed; the reason form of didEndEditing is called instead of the plain
/// one; `.onDrag` ends editing when a drag begins) and the stated policies.
@Suite struct UIKitTextTraitsPortingTests {
    /// A sign-up form in a scroll view that dismisses the keyboard on drag.
    final class SignUpScene: SceneHost, TextFieldDelegate, @unchecked Sendable {
        let scrollView = InteractiveScrollView()
        let content = View()
        let emailField = TextField()
        let passwordField = TextField()
        let codeField = TextField()
        var log: [String] = []
        var returns = 0

        init() throws(SceneError) {
            try super.init(environment: SceneEnvironment(profile: .iPhone15Pro))
            root.addSubview(scrollView)
            scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }
            scrollView.addSubview(content)
            content.snp.makeConstraints { make in
                make.edges.width.equalToSuperview()
                make.height.equalTo(2000)
            }
            var above: View?
            for field in [emailField, passwordField, codeField] {
                content.addSubview(field)
                field.delegate = self
                field.snp.makeConstraints { make in
                    make.left.right.equalToSuperview().inset(20)
                    make.height.equalTo(44)
                    if let above { make.top.equalTo(above.snp.bottom).offset(12) } else { make.top.equalToSuperview().offset(120) }
                }
                above = field
            }
            emailField.keyboardType = .emailAddress
            emailField.keyboardAppearance = .dark
            emailField.returnKeyType = .next
            emailField.autocapitalizationType = .none
            emailField.autocorrectionType = .no
            emailField.spellCheckingType = .no
            emailField.textContentType = .emailAddress

            passwordField.isSecureTextEntry = true
            passwordField.textContentType = .newPassword
            passwordField.returnKeyType = .done
            passwordField.enablesReturnKeyAutomatically = true

            codeField.keyboardType = .numberPad
            codeField.textContentType = .oneTimeCode

            scrollView.keyboardDismissMode = .onDrag
            scrollView.attachGestures(to: router)
            finishBuilding()
        }

        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            returns += 1
            if textField == emailField {
                passwordField.becomeFirstResponder()
            } else {
                textField.resignFirstResponder()
            }
            return true
        }

        func textFieldDidChangeSelection(_ textField: TextField) {
            log.append("selection \(textField.offset(from: textField.beginningOfDocument, to: textField.selectedTextRange!.start))")
        }

        func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
            log.append("end \(reason == .committed ? "committed" : "cancelled")")
        }
    }

    @Test func theTraitsHaveUIKitsDefaultsAndRawValues() {
        let field = TextField(), textView = TextView()
        #expect(field.keyboardType == .default && textView.keyboardType == .default)
        #expect(field.keyboardAppearance == .default && KeyboardAppearance.dark.rawValue == 1 && KeyboardAppearance.alert == .dark)
        #expect(field.returnKeyType == .default && textView.returnKeyType == .default)
        #expect(field.autocapitalizationType == .sentences && textView.autocapitalizationType == .sentences)
        #expect(field.autocorrectionType == .default && field.spellCheckingType == .default)
        #expect(field.textContentType == nil && textView.textContentType == nil)
        #expect(!field.enablesReturnKeyAutomatically && !textView.enablesReturnKeyAutomatically)
        #expect(KeyboardType.emailAddress.rawValue == 7 && KeyboardType.numberPad.rawValue == 4)
        #expect(KeyboardType.asciiCapableNumberPad.rawValue == 11 && KeyboardType.alphabet == .asciiCapable)
        #expect(ReturnKeyType.next.rawValue == 4 && ReturnKeyType.done.rawValue == 9 && ReturnKeyType.continue.rawValue == 11)
        #expect(TextAutocapitalizationType.allCharacters.rawValue == 3)
        #expect(TextContentType.emailAddress.rawValue == "email")
        #expect(TextContentType.newPassword.rawValue == "new-password")
        #expect(TextContentType.oneTimeCode.rawValue == "one-time-code")
        #expect(TextContentType.username.rawValue == "username" && TextContentType.password.rawValue == "password")
        #expect(InteractiveScrollView().keyboardDismissMode == .none)
    }

    @Test func theKeyboardReportsTheTraitsAndTheirTypeDoesNotChangeItsHeight() throws {
        let t = SceneTester(try SignUpScene())
        t.tap(t.scene.emailField)
        t.settle()
        #expect(t.scene.keyboard.keyboardType == .emailAddress)
        #expect(t.scene.keyboard.returnKeyType == .next)
        let emailKeyboard = t.scene.keyboard.frame
        #expect(emailKeyboard.height == 336)
        t.run { _ = t.scene.codeField.becomeFirstResponder() }
        t.settle()
        #expect(t.scene.keyboard.keyboardType == .numberPad)
        #expect(t.scene.keyboard.frame == emailKeyboard)     // policy: one height for every type
        t.type("Ab9")                                         // typed as given: nothing filtered
        #expect(t.scene.codeField.text == "Ab9")
    }

    @Test func anEmptyFieldThatEnablesReturnAutomaticallyIgnoresTheReturnKey() throws {
        let t = SceneTester(try SignUpScene())
        t.tap(t.scene.emailField)
        t.type("a@b.c\n")                                     // return: the delegate moves on
        #expect(t.scene.returns == 1)
        #expect(t.scene.passwordField.isFirstResponder)
        #expect(!t.scene.keyboard.isReturnKeyEnabled)
        t.tapReturn()                                         // disabled: not pressed at all
        #expect(t.scene.returns == 1)
        #expect(t.scene.passwordField.isFirstResponder)
        t.type("pw")
        #expect(t.scene.keyboard.isReturnKeyEnabled)
        t.tapReturn()
        #expect(t.scene.returns == 2)
        #expect(!t.scene.passwordField.isFirstResponder)

        let notes = TextView()
        notes.enablesReturnKeyAutomatically = true
        t.run {
            t.scene.content.addSubview(notes)
            notes.frame = Rect(x: 20, y: 400, width: 300, height: 100)
            _ = notes.becomeFirstResponder()
        }
        t.tapReturn()
        #expect(notes.text == "")
        t.type("x\n")
        #expect(notes.text == "x\n")
    }

    @Test func theSelectionMovesThroughTextPositionsAndTheDelegateHearsEachChange() throws {
        let t = SceneTester(try SignUpScene())
        let textField = t.scene.emailField
        t.run {
            textField.text = "hello"
            _ = textField.becomeFirstResponder()
        }
        #expect(t.scene.log.isEmpty)                          // beginning editing: no selection call
        #expect(textField.offset(from: textField.beginningOfDocument, to: textField.endOfDocument) == 5)

        let newPosition = textField.beginningOfDocument
        textField.selectedTextRange = textField.textRange(from: newPosition, to: newPosition)
        #expect(textField.selectedRange == TextRange(location: 0, length: 0))
        if let selectedRange = textField.selectedTextRange,
           let next = textField.position(from: selectedRange.start, offset: 1) {
            textField.selectedTextRange = textField.textRange(from: next, to: next)
        }
        #expect(t.scene.log == ["selection 0", "selection 1"])
        t.type("X")
        #expect(textField.text == "hXello")
        #expect(t.scene.log.last == "selection 2")
        #expect(textField.position(from: textField.endOfDocument, offset: 1) == nil)
        #expect(textField.position(from: textField.beginningOfDocument, offset: -1) == nil)

        let all = textField.textRange(from: textField.endOfDocument, to: textField.beginningOfDocument)!
        #expect(all.start == textField.beginningOfDocument && !all.isEmpty)   // ordered
        textField.selectedTextRange = all
        #expect(textField.selectedRange == TextRange(location: 0, length: 6))
        #expect(textField.text(in: all) == "hXello")
        let before = t.scene.log.count
        textField.selectedTextRange = all                     // unchanged: no call
        #expect(t.scene.log.count == before)
        t.deleteBackward()
        #expect(textField.text == "")
        #expect(t.scene.log.last == "selection 0")

        let emoji = TextField()
        emoji.text = "a😀"
        #expect(emoji.offset(from: emoji.beginningOfDocument, to: emoji.endOfDocument) == 3)   // UTF-16
    }

    @Test func didEndEditingWithAReasonIsCommittedOnResignAndCancelledOnRemoval() throws {
        let t = SceneTester(try SignUpScene())
        t.tap(t.scene.emailField)
        t.run { _ = t.scene.emailField.resignFirstResponder() }
        #expect(t.scene.log.filter { $0.hasPrefix("end") } == ["end committed"])
        t.tap(t.scene.codeField)
        t.run { t.scene.codeField.removeFromSuperview() }
        #expect(t.scene.log.filter { $0.hasPrefix("end") } == ["end committed", "end cancelled"])

        /// A delegate written before iOS 10 implements only the plain form: still told, once.
        final class OldDelegate: TextFieldDelegate {
            var ends = 0
            func textFieldDidEndEditing(_ textField: TextField) { ends += 1 }
        }
        let old = OldDelegate()
        t.scene.passwordField.delegate = old
        t.tap(t.scene.passwordField)
        t.run { _ = t.scene.passwordField.resignFirstResponder() }
        #expect(old.ends == 1)
    }

    @Test func aDragOfAnOnDragScrollViewEndsEditingAndTheKeyboardSlidesOut() throws {
        let t = SceneTester(try SignUpScene())
        t.tap(t.scene.emailField)
        t.settle()
        #expect(t.scene.keyboard.phase == .shown)
        t.drag(from: Point(x: 200, y: 400), by: Point(x: 0, y: -150))
        #expect(!t.scene.emailField.isFirstResponder)
        #expect(t.scene.log.last == "end committed")
        t.settle()
        #expect(t.scene.keyboard.phase == .hidden)
        #expect(t.scene.scrollView.contentOffset.y > 0)       // it scrolled as well

        t.scene.scrollView.keyboardDismissMode = .none
        t.run { _ = t.scene.emailField.becomeFirstResponder() }
        t.settle()
        t.drag(from: Point(x: 200, y: 400), by: Point(x: 0, y: 150))
        #expect(t.scene.emailField.isFirstResponder)
    }
}
