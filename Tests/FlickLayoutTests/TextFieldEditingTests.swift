import Testing
@testable import FlickLayout

// Text fields and text views written as UIKit code is (UITextField → TextField,
// UITextFieldDelegate → TextFieldDelegate, UITextView → TextView, NSRange → TextRange,
// UIResponder's first responder on View), with expected values from UIKit's documented
// behaviour or the type's stated policy.

/// Logs what a field's delegate is asked and told.
final class LoggingDelegate: TextFieldDelegate {
    var log: [String] = []
    var allowBegin = true, allowEnd = true, allowClear = true
    var maxLength = Int.max
    weak var nextField: TextField?
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ textField: TextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ textField: TextField) { log.append("didEnd") }
    func textFieldShouldClear(_ textField: TextField) -> Bool { log.append("shouldClear"); return allowClear }
    /// The classic length limit.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: TextRange, replacementString string: String) -> Bool {
        log.append("change \(range) '\(string)'")
        let current = textField.text ?? ""
        guard let r = Range(range, in: current) else { return false }
        return current.replacingCharacters(in: r, with: string).count <= maxLength
    }
    /// The classic form: return moves on to the next field, or ends editing on the last.
    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        log.append("shouldReturn")
        if let next = nextField { next.becomeFirstResponder() } else { textField.resignFirstResponder() }
        return false
    }
}

@Suite struct TextFieldEditingTests {
    final class Form {
        let screen = Screen(.iPhone15Pro)
        let email = TextField(), password = TextField()
        let delegate = LoggingDelegate()
        var events: [String] = []
        var notes: [String] = []
        let center = NotificationCenter()
        init() {
            for f in [email, password] { screen.addSubview(f) }
            email.frame = Rect(x: 20, y: 100, width: 300, height: 34)
            password.frame = Rect(x: 20, y: 150, width: 300, height: 34)
            email.delegate = delegate
            email.addAction(Action { [unowned self] _ in self.events.append("editingDidBegin") }, for: .editingDidBegin)
            email.addAction(Action { [unowned self] _ in self.events.append("editingChanged") }, for: .editingChanged)
            email.addAction(Action { [unowned self] _ in self.events.append("editingDidEnd") }, for: .editingDidEnd)
            email.addAction(Action { [unowned self] _ in self.events.append("valueChanged") }, for: .valueChanged)
            for name in [TextField.textDidBeginEditingNotification, TextField.textDidChangeNotification,
                         TextField.textDidEndEditingNotification] {
                center.addObserver(forName: name, object: email, queue: .main) { [unowned self] n in self.notes.append(n.name.rawValue) }
            }
            screen.layoutIfNeeded()
        }
        /// Runs `body` with this form's center as `NotificationCenter.default`.
        func run(_ body: () -> Void) { NotificationCenter.withDefault(center, body) }
        /// A tap (down and up) at `p` in screen coordinates on `control`.
        func tap(_ control: Control, at p: Point) {
            control.trackTouch(id: 1, phase: .began, at: p, time: 0, tapCount: 1)
            control.trackTouch(id: 1, phase: .ended, at: p, time: 50_000_000, tapCount: 1)
        }
    }

    @Test func beginTypeAndEndSendTheDelegateCallsEventsAndNotificationsInOrder() {
        let form = Form()
        form.run {
            #expect(form.email.becomeFirstResponder())
            #expect(form.email.isEditing && form.email.isFirstResponder)
            #expect(form.screen.insertText("ab"))
            #expect(form.email.resignFirstResponder())
        }
        #expect(form.delegate.log == ["shouldBegin", "didBegin", "change {0, 0} 'a'", "change {1, 0} 'b'", "shouldEnd", "didEnd"])
        #expect(form.events == ["editingDidBegin", "editingChanged", "editingChanged", "editingDidEnd"])
        #expect(form.notes == ["UITextFieldTextDidBeginEditingNotification", "UITextFieldTextDidChangeNotification",
                               "UITextFieldTextDidChangeNotification", "UITextFieldTextDidEndEditingNotification"])
        #expect(form.email.text == "ab" && !form.email.isEditing)
    }

    @Test func theDelegateCanRefuseToBeginOrToEnd() {
        let form = Form()
        form.delegate.allowBegin = false
        #expect(!form.email.becomeFirstResponder())
        #expect(!form.email.isEditing && form.screen.firstResponder == nil)
        form.delegate.allowBegin = true
        form.email.becomeFirstResponder()
        form.delegate.allowEnd = false
        #expect(!form.email.resignFirstResponder())
        #expect(!form.password.becomeFirstResponder())
        #expect(form.email.isFirstResponder)
        #expect(form.screen.endEditing(true))                 // forced: the delegate is not asked
        #expect(!form.email.isEditing && form.delegate.log.last == "didEnd")
        #expect(form.delegate.log.filter { $0 == "shouldEnd" }.count == 2)
    }

    @Test func aLengthLimitInTheDelegateDropsTheExtraCharacters() {
        let form = Form()
        form.delegate.maxLength = 4
        form.email.becomeFirstResponder()
        form.screen.insertText("123456")
        #expect(form.email.text == "1234")
        #expect(form.events.filter { $0 == "editingChanged" }.count == 4)
        #expect(!form.events.contains("valueChanged"))         // text fields send no valueChanged
    }

    @Test func deleteRemovesTheSelectionOrTheCharacterBeforeTheCaretWithoutSplittingIt() {
        let form = Form()
        form.email.text = "a👍b"
        form.email.becomeFirstResponder()
        #expect(form.email.selectedRange == TextRange(location: 4, length: 0))   // 👍 is two UTF-16 units
        form.email.selectedRange = TextRange(location: 3, length: 0)
        form.screen.deleteBackward()
        #expect(form.email.text == "ab")
        #expect(form.delegate.log.last == "change {1, 2} ''")
        form.email.selectedRange = TextRange(location: 0, length: 2)
        form.screen.insertText("xy")
        #expect(form.email.text == "xy" && form.email.selectedRange == TextRange(location: 2, length: 0))
        form.email.selectedRange = TextRange(location: 0, length: 0)
        form.screen.deleteBackward()                          // at the start: nothing to delete
        #expect(form.email.text == "xy")
    }

    @Test func theReturnKeyAsksTheDelegateWhichMovesToTheNextField() {
        let form = Form()
        form.delegate.nextField = form.password
        form.email.becomeFirstResponder()
        #expect(form.screen.insertText("me@x.io\nsecret"))
        #expect(form.email.text == "me@x.io" && form.password.text == "secret")
        #expect(form.password.isFirstResponder)
        #expect(form.delegate.log.contains("shouldReturn"))
    }

    @Test func withoutADelegateReturnSendsPrimaryActionAndEndOnExitWhichResigns() {
        let form = Form()
        var sent: [String] = []
        form.password.addAction(Action { _ in sent.append("primary") }, for: .primaryActionTriggered)
        form.password.becomeFirstResponder()
        form.screen.insertText("\n")
        #expect(sent == ["primary"])
        #expect(form.password.isFirstResponder)               // nothing registered for editingDidEndOnExit
        form.password.addAction(Action { _ in sent.append("exit") }, for: .editingDidEndOnExit)
        form.screen.insertText("\n")
        #expect(sent == ["primary", "primary", "exit"])
        #expect(!form.password.isFirstResponder)
        #expect(form.password.text == "")                      // no newline in a text field
    }

    @Test func aTapFocusesTheFieldAndATapWhileEditingMovesTheCaret() {
        let form = Form()
        form.email.text = "abcd"                               // 8.5 pt a character at 17 pt
        form.tap(form.email, at: Point(x: 30, y: 117))
        #expect(form.email.isFirstResponder)
        #expect(form.email.selectedRange == TextRange(location: 4, length: 0))
        form.tap(form.email, at: Point(x: 20 + 8.5 * 1.4, y: 117))
        #expect(form.email.selectedRange == TextRange(location: 1, length: 0))
    }

    @Test func theClearButtonShowsPerModeAndATapOnItClears() {
        let form = Form()
        form.email.clearButtonMode = .whileEditing
        form.email.text = "abc"
        #expect(!form.email.isClearButtonVisible)
        form.email.becomeFirstResponder()
        #expect(form.email.isClearButtonVisible)
        #expect(form.email.clearButtonRect(forBounds: form.email.bounds) == Rect(x: 272, y: 0, width: 28, height: 34))
        form.tap(form.email, at: Point(x: 20 + 290, y: 117))
        #expect(form.email.text == "")
        #expect(form.delegate.log.contains("shouldClear"))
        #expect(form.events.last == "editingChanged")
        #expect(!form.email.isClearButtonVisible)              // no text: no button

        form.email.text = "abc"
        form.email.resignFirstResponder()
        form.email.clearButtonMode = .unlessEditing
        #expect(form.email.isClearButtonVisible)
        form.delegate.allowClear = false
        form.tap(form.email, at: Point(x: 20 + 290, y: 117))
        #expect(form.email.text == "abc")                      // refused, but the tap still focuses
        #expect(form.email.isEditing && !form.email.isClearButtonVisible)
    }

    @Test func secureEntryMeasuresBulletsAndTheClearButtonWidens() {
        let field = TextField()
        field.text = "ab.i"                                    // 8.5 + 8.5 + 4.25 + 4.25
        #expect(field.intrinsicContentSize == Size(width: 25.5, height: 34.4))
        field.isSecureTextEntry = true                         // four bullets of 8.5
        #expect(field.displayedText == "••••")
        #expect(field.intrinsicContentSize.width == 34)
        field.clearButtonMode = .always
        #expect(field.intrinsicContentSize.width == 34 + 28)
    }

    @Test func aDisabledFieldCannotBecomeFirstResponder() {
        let form = Form()
        form.email.isEnabled = false
        #expect(!form.email.becomeFirstResponder())
        #expect(form.delegate.log.isEmpty)
    }
}

/// UITextView's editing and self-sizing (scrolling off), as in the growing-comment-box tutorials.
@Suite struct TextViewEditingTests {
    final class Counter: TextViewDelegate {
        var changes = 0
        var texts: [String] = []
        func textViewDidChange(_ textView: TextView) { changes += 1; texts.append(textView.text) }
    }

    /// The policy's height: insets of 8 pt around lines of 1.2 × 17 pt.
    func height(lines: Int) -> Double { 8 + Double(lines) * (1.2 * 17.0) + 8 }

    @Test func typingNewlinesGrowsASelfSizingTextView() {
        let screen = Screen(.iPhone15Pro)
        let box = TextView()
        box.isScrollEnabled = false
        screen.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        box.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(20); make.width.equalTo(200) }
        let counter = Counter()
        box.delegate = counter
        screen.layoutIfNeeded()
        // One line: 8 + 1.2 × 17 + 8 (frames are rounded to pixels: 1/3 pt).
        #expect(box.intrinsicContentSize.height == height(lines: 1))
        #expect(abs(box.frame.height - height(lines: 1)) < 0.34)
        #expect(box.becomeFirstResponder())
        screen.insertText("hi\nthere\n")
        screen.layoutIfNeeded()
        #expect(box.text == "hi\nthere\n")
        #expect(counter.changes == 9)
        #expect(box.intrinsicContentSize.height == height(lines: 3))   // three lines: the last is empty
        #expect(abs(box.frame.height - height(lines: 3)) < 0.34)
        screen.deleteBackward()
        screen.layoutIfNeeded()
        #expect(box.intrinsicContentSize.height == height(lines: 2))
    }

    @Test func longTextWrapsAtTheWidthLessThePadding() {
        let screen = Screen(.iPhone15Pro)
        let box = TextView()
        box.isScrollEnabled = false
        screen.addSubview(box)
        box.translatesAutoresizingMaskIntoConstraints = false
        box.snp.makeConstraints { make in make.top.leading.equalToSuperview(); make.width.equalTo(100) }
        box.text = "aaaa bbbb cccc"                            // each word 34 pt; 90 pt of line: two words
        screen.layoutIfNeeded()
        screen.layoutIfNeeded()
        #expect(box.textLayout.lines == ["aaaa bbbb", "cccc"])
        #expect(box.intrinsicContentSize.height == height(lines: 2))
    }

    @Test func aScrollingTextViewHasNoIntrinsicSize() {
        let box = TextView()
        box.text = "a\nb\nc"
        #expect(box.intrinsicContentSize == Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
    }

    @Test func aNonEditableTextViewCannotBecomeFirstResponder() {
        let screen = Screen(.iPhone15Pro)
        let box = TextView()
        screen.addSubview(box)
        box.isEditable = false
        #expect(!box.becomeFirstResponder())
    }
}
