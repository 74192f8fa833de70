/// A single-line text input (UIKit's `UITextField`), a `Control` and a `KeyInput`.
///
/// **Editing.** A tap that lifts inside the field (or `becomeFirstResponder()`) begins
/// editing: the delegate's `textFieldShouldBeginEditing` may refuse; otherwise the current
/// first responder resigns, the field becomes first responder, `isEditing` turns true, the
/// caret goes to the end, and the delegate's `textFieldDidBeginEditing`, the `editingDidBegin`
/// actions and `TextField.textDidBeginEditingNotification` follow, in that order. Each typed
/// character is offered to `textField(_:shouldChangeCharactersIn:replacementString:)` with
/// the selection as the range; accepted, it replaces the selection, the caret moves after
/// it, and `editingChanged` and `textDidChangeNotification` follow. The delete key removes
/// the selection or the character before the caret (asked the same way, with an empty
/// string). Resigning asks `textFieldShouldEndEditing` (not when forced), then
/// `textFieldDidEndEditing`, `editingDidEnd` and `textDidEndEditingNotification`. A text
/// field sends no `valueChanged` (UIKit's do not). Setting `text` in code sends nothing and
/// puts the caret at the end.
///
/// **Selection.** `textFieldDidChangeSelection` follows every change of the selection while
/// editing (typing, delete, a tap, the clear button, code setting `selectedRange` or
/// `selectedTextRange`), before the change's `editingChanged`; beginning editing and setting
/// `text` do not call it (policy). `textFieldDidEndEditing(_:reason:)` is called with
/// `.committed`, or `.cancelled` when the field leaves the screen while editing (policy:
/// UIKit documents the cases only as committed and cancelled).
///
/// **Traits** (`TextInputTraits`): keyboard type, return key type, autocapitalization,
/// autocorrection, spell checking and content type are recorded with UIKit's defaults; with
/// `enablesReturnKeyAutomatically` a return typed while the field is empty is ignored.
///
/// **Return key** (`"\n"` typed): `textFieldShouldReturn`; when it says yes, the field sends
/// `primaryActionTriggered` and `editingDidEndOnExit`, and resigns when some action is
/// registered for `editingDidEndOnExit` (UIKit's behaviour). No newline is inserted.
///
/// **Clear button** (`clearButtonMode`): shown while the field has text and the mode says so
/// (`whileEditing`, `unlessEditing`, `always`). A tap that lifts in `clearButtonRect(forBounds:)`
/// while it shows asks `textFieldShouldClear`, empties the text (sending `editingChanged` while
/// editing), and focuses the field.
///
/// **Taps while editing** move the caret to the character boundary nearest the finger.
///
/// **Gestures.** A text field does not keep taps from its ancestors' recognizers (UIKit keeps
/// them only for buttons, switches, steppers, segmented and page controls): a tap
/// recognizer on a superview that recognizes cancels the field's touch, so the field is not
/// focused by that tap.
///
/// Policies where UIKit does not document: intrinsic size is the width of the shown text
/// (the placeholder when empty; one `•` per character with `isSecureTextEntry`) plus the
/// clear button's 28 pt when `clearButtonMode` is not `.never`, and a height of the line
/// height + 14 (34 pt at 17 pt, a rounded-rect field); text starts at the field's leading
/// edge. A field can become first responder only while enabled.
open class TextField: Control, TextInput, TextInputTraits {
    /// When the clear button shows (UIKit's `UITextField.ViewMode`).
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`; see the type).
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    /// Posted with the field as the object when editing begins, changes and ends.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The width of the clear button's column, points (policy).
    public static let clearButtonWidth: Double = 28

    @exclusivity(unchecked)
    var editable = EditableText()

    /// The text (never nil when read: "" when empty, as UIKit's). Setting it moves the caret
    /// to the end and sends nothing.
    public var text: String? {
        get { editable.text }
        set {
            editable.text = newValue ?? ""
            editable.moveCaretToEnd()
            invalidateIntrinsicContentSize()
        }
    }
    /// Shown while the text is empty.
    @exclusivity(unchecked)
    public var placeholder: String? { didSet { invalidateIntrinsicContentSize() } }
    @exclusivity(unchecked)
    public var font: Font = .systemFont(ofSize: 17) { didSet { invalidateIntrinsicContentSize() } }
    /// True between the begin and the end of editing. (Settable for code written before
    /// editing existed; setting it changes only the flag.)
    @exclusivity(unchecked)
    public var isEditing = false
    /// Asked and told about editing (held weakly, as UIKit's).
    @exclusivity(unchecked)
    public weak var delegate: TextFieldDelegate?
    /// When the clear button shows (default `.never`).
    @exclusivity(unchecked)
    public var clearButtonMode: ViewMode = .never { didSet { invalidateIntrinsicContentSize() } }
    /// Shows one `•` per character (default false).
    @exclusivity(unchecked)
    public var isSecureTextEntry = false { didSet { invalidateIntrinsicContentSize() } }
    /// Empties the text when editing begins (default false).
    @exclusivity(unchecked)
    public var clearsOnBeginEditing = false
    /// Default `.default`. (`TextInputTraits`, recorded only.)
    @exclusivity(unchecked)
    public var keyboardType: KeyboardType = .default
    /// Default `.default`. (Recorded only.)
    @exclusivity(unchecked)
    public var keyboardAppearance: KeyboardAppearance = .default
    /// Default `.default`. (Recorded only: the return key types `"\n"` whatever its title.)
    @exclusivity(unchecked)
    public var returnKeyType: ReturnKeyType = .default
    /// Default `.sentences`. (Recorded only: typed text arrives as given.)
    @exclusivity(unchecked)
    public var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Default `.default`. (Recorded only.)
    @exclusivity(unchecked)
    public var autocorrectionType: TextAutocorrectionType = .default
    /// Default `.default`. (Recorded only.)
    @exclusivity(unchecked)
    public var spellCheckingType: TextSpellCheckingType = .default
    /// Default nil. (Recorded only: nothing is filled in.)
    @exclusivity(unchecked)
    public var textContentType: TextContentType!
    /// Default false; true: a return typed while the field is empty is ignored.
    @exclusivity(unchecked)
    public var enablesReturnKeyAutomatically = false
    /// Where the last tracked touch was, in the field's coordinates (for the caret).
    @exclusivity(unchecked)
    private var lastTouch: Point?

    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The selection in UTF-16 units (empty: the caret). Set values are clamped into the
    /// text and onto character boundaries; a change while editing calls the delegate's
    /// `textFieldDidChangeSelection`.
    public var selectedRange: TextRange {
        get { editable.selection }
        set {
            let old = editable.selection
            editable.selection = newValue
            editable.clampSelection()
            selectionDidChange(from: old)
        }
    }
    /// The position after the last character (UIKit's `UITextInput`; see `TextInput`).
    public var endOfDocument: TextPosition { editable.endOfDocument }
    /// The text in `range`; nil when it is not in the text or splits a character.
    public func text(in range: TextPositionRange) -> String? { editable.text(in: range) }

    /// The text as shown: one `•` per character for secure entry.
    public var displayedText: String {
        isSecureTextEntry ? String(repeating: "\u{2022}", count: editable.text.count) : editable.text
    }

    /// Whether the clear button shows now.
    public var isClearButtonVisible: Bool {
        guard !editable.text.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// The clear button's tappable column in `bounds`: the trailing 28 pt, full height.
    open func clearButtonRect(forBounds bounds: Rect) -> Rect {
        let w = min(TextField.clearButtonWidth, bounds.width)
        let x = effectiveLayoutDirection == .rightToLeft ? bounds.minX : bounds.maxX - w
        return Rect(x: x, y: bounds.minY, width: w, height: bounds.height)
    }

    open override var intrinsicContentSize: Size {
        let s = font.effectiveSize(dynamicTypeScale: screen?.dynamicTypeScale ?? 1)
        let shown = editable.text.isEmpty ? (placeholder ?? "") : displayedText
        let clear = clearButtonMode == .never ? 0 : TextField.clearButtonWidth
        return Size(width: font.width(of: Substring(shown), size: s) + clear, height: font.lineHeight(size: s) + 14)
    }

    // MARK: Responder

    open override var canBecomeFirstResponder: Bool { isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, screen != nil else { return false }
        if let d = delegate, !d.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing, !editable.text.isEmpty { text = "" }
        editable.moveCaretToEnd()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: TextField.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        let forced = screen?.isForcingResign ?? false
        let reason: DidEndEditingReason = screen?.isCancellingEditing == true ? .cancelled : .committed
        if !forced, let d = delegate, !d.textFieldShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: reason)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: TextField.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: KeyInput

    public var hasText: Bool { !editable.text.isEmpty }

    /// A typed character (or pasted text); `"\n"` is the return key (see the type).
    public func insertText(_ text: String) {
        if text == "\n" {
            if enablesReturnKeyAutomatically, !hasText { return }
            return returnKeyPressed()
        }
        let single = text.filter { $0 != "\n" && $0 != "\r" }
        guard !single.isEmpty else { return }
        replace(editable.selection, with: single)
    }

    /// The delete key (see the type).
    public func deleteBackward() {
        guard let range = editable.deletionRange() else { return }
        replace(range, with: "")
    }

    // MARK: Touches

    open override func endTracking(_ touch: TrackingTouch?, with event: TrackingEvent?) {
        lastTouch = touch.flatMap { convertFromScreen($0.screenLocation) }
    }

    override func didTouchUpInside() {
        let at = lastTouch
        lastTouch = nil
        if let at, isClearButtonVisible, clearButtonRect(forBounds: bounds).contains(at) {
            clearFromButton()
            _ = becomeFirstResponder()
            return
        }
        if isEditing, let at {
            let old = editable.selection
            editable.selection = TextRange(location: caretOffset(nearestX: at.x), length: 0)
            selectionDidChange(from: old)
            return
        }
        _ = becomeFirstResponder()
    }

    /// A text field keeps no gesture from its ancestors' recognizers (see the type).
    override package func keepsAncestorGesture(_ gesture: AncestorGesture, startingAt screenPoint: Point) -> Bool {
        false
    }

    // MARK: Steps

    /// Offers `range` → `string` to the delegate and applies it.
    private func replace(_ range: TextRange, with string: String) {
        if let d = delegate, !d.textField(self, shouldChangeCharactersIn: range, replacementString: string) { return }
        let old = editable.selection
        editable.replace(range, with: string)
        invalidateIntrinsicContentSize()
        selectionDidChange(from: old)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: TextField.textDidChangeNotification, object: self)
    }

    private func returnKeyPressed() {
        if let d = delegate, !d.textFieldShouldReturn(self) { return }
        sendActions(for: .primaryActionTriggered)
        sendActions(for: .editingDidEndOnExit)
        if allControlEvents.contains(.editingDidEndOnExit) { _ = resignFirstResponder() }
    }

    private func clearFromButton() {
        if let d = delegate, !d.textFieldShouldClear(self) { return }
        let old = editable.selection
        editable.text = ""
        editable.moveCaretToEnd()
        invalidateIntrinsicContentSize()
        selectionDidChange(from: old)
        if isEditing {
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: TextField.textDidChangeNotification, object: self)
        }
    }

    /// Tells the delegate when the selection moved from `old` while editing.
    private func selectionDidChange(from old: TextRange) {
        guard isEditing, isFirstResponder, editable.selection != old else { return }
        delegate?.textFieldDidChangeSelection(self)
    }

    /// The UTF-16 offset of the character boundary nearest `x` (field coordinates).
    private func caretOffset(nearestX x: Double) -> Int {
        let s = font.effectiveSize(dynamicTypeScale: screen?.dynamicTypeScale ?? 1)
        let shown = displayedText, chars = Array(editable.text)
        var edge = 0.0, offset = 0
        for (i, ch) in shown.enumerated() {
            let w = font.width(of: Substring(String(ch)), size: s)
            if x < edge + w / 2 { return offset }
            edge += w
            offset += i < chars.count ? chars[i].utf16.count : 1
        }
        return offset
    }
}
