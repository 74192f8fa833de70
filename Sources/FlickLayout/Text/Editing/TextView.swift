/// A multi-line text input (UIKit's `UITextView`, its editing and sizing), a `KeyInput`.
///
/// A tap that lifts inside it (or `becomeFirstResponder()`) begins editing while `isEditable`:
/// `textViewShouldBeginEditing`, then the first responder changes, the caret goes to the end,
/// and `textViewDidBeginEditing` and `TextView.textDidBeginEditingNotification` follow.
/// Typed characters, the return key (a newline) and the delete key are offered to
/// `textView(_:shouldChangeTextIn:replacementText:)` with the selection as the range;
/// accepted, they replace it, then `textViewDidChange` and `textDidChangeNotification`
/// follow. Resigning asks `textViewShouldEndEditing` (not when forced), then
/// `textViewDidEndEditing` and `textDidEndEditingNotification`. Setting `text` in code sends
/// nothing.
///
/// **Size** (policy): while `isScrollEnabled` (the default, as UIKit's) it has no intrinsic
/// size. With scrolling off it grows with its text, as a self-sizing UITextView does: no
/// intrinsic width (give it one with constraints) and an intrinsic height of
/// `textContainerInset.top` + lines × line height + `textContainerInset.bottom`, the lines
/// wrapped at the width the previous layout pass gave it less 5 pt of line-fragment padding
/// on each side (UIKit's defaults: insets 8 pt top and bottom, padding 5 pt); empty text is
/// one line. The layout pass re-solves when that width changes, as for a multi-line `Label`.
///
/// `textViewDidChangeSelection` follows every change of the selection while editing (typing,
/// delete, code setting `selectedRange` / `selectedTextRange`), before `textViewDidChange`
/// (policy). Traits (`TextInputTraits`) are recorded with UIKit's defaults; with
/// `enablesReturnKeyAutomatically` a return typed while the text is empty is ignored.
///
/// UIKit's text view is a scroll view; here it is a `Control` only so a tap reaches it: it
/// sends no control events of its own and does not scroll its text.
open class TextView: Control, TextInput, TextInputTraits {
    /// Posted with the text view as the object when editing begins, changes and ends.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")
    /// Padding at each end of a line, points (UIKit's `lineFragmentPadding` default).
    public static let lineFragmentPadding: Double = 5

    @exclusivity(unchecked)
    var editable = EditableText()
    /// The width the text was last wrapped at.
    @exclusivity(unchecked)
    var wrapWidth: Double = .infinity

    /// The text ("" when empty). Setting it moves the caret to the end and sends nothing.
    public var text: String! {
        get { editable.text }
        set {
            editable.text = newValue ?? ""
            editable.moveCaretToEnd()
            textChanged()
        }
    }
    @exclusivity(unchecked)
    public var font: Font? = .systemFont(ofSize: 17) { didSet { textChanged() } }
    /// Whether typing is allowed (default true); false: it cannot become first responder.
    @exclusivity(unchecked)
    public var isEditable = true
    /// Default true: no intrinsic size. False: it grows with its text (see the type).
    @exclusivity(unchecked)
    public var isScrollEnabled = true { didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } } }
    /// Space around the text, points (default 8 top and bottom).
    @exclusivity(unchecked)
    public var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { textChanged() } }
    @exclusivity(unchecked)
    public weak var delegate: TextViewDelegate?
    /// `TextInputTraits`, UIKit's defaults (see `TextField`'s: recorded only).
    @exclusivity(unchecked)
    public var keyboardType: KeyboardType = .default
    @exclusivity(unchecked)
    public var keyboardAppearance: KeyboardAppearance = .default
    @exclusivity(unchecked)
    public var returnKeyType: ReturnKeyType = .default
    @exclusivity(unchecked)
    public var autocapitalizationType: TextAutocapitalizationType = .sentences
    @exclusivity(unchecked)
    public var autocorrectionType: TextAutocorrectionType = .default
    @exclusivity(unchecked)
    public var spellCheckingType: TextSpellCheckingType = .default
    @exclusivity(unchecked)
    public var textContentType: TextContentType!
    /// Default false; true: a return typed while the text is empty is ignored.
    @exclusivity(unchecked)
    public var enablesReturnKeyAutomatically = false

    public override init(frame: Rect) {
        super.init(frame: frame)
    }

    /// The selection in UTF-16 units (UITextView's `selectedRange`), clamped into the text;
    /// a change while editing calls `textViewDidChangeSelection`.
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

    var effectiveFont: Font { font ?? .systemFont(ofSize: 17) }
    var effectiveSize: Double { effectiveFont.effectiveSize(dynamicTypeScale: screen?.dynamicTypeScale ?? 1) }

    /// The text's lines at the width it was last laid out at (less the padding).
    public var textLayout: TextLayout {
        let w = wrapWidth.isFinite ? max(wrapWidth - 2 * TextView.lineFragmentPadding, 0) : .infinity
        return TextLayout(text: editable.text, font: effectiveFont, size: effectiveSize, maxWidth: w, numberOfLines: 0)
    }

    open override var intrinsicContentSize: Size {
        guard !isScrollEnabled else { return Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let lines = max(textLayout.lines.count, 1)
        let h = textContainerInset.top + Double(lines) * effectiveFont.lineHeight(size: effectiveSize) + textContainerInset.bottom
        return Size(width: View.noIntrinsicMetric, height: h)
    }

    /// Called by the layout pass when the solved width changed.
    func widthDidChange(_ width: Double) {
        guard width != wrapWidth else { return }
        let before = intrinsicContentSize
        wrapWidth = width
        if intrinsicContentSize != before { invalidateIntrinsicContentSize() }
    }

    // MARK: Responder

    open override var canBecomeFirstResponder: Bool { isEditable && isEnabled }

    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, screen != nil else { return false }
        if let d = delegate, !d.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        editable.moveCaretToEnd()
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: TextView.textDidBeginEditingNotification, object: self)
        return true
    }

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        let forced = screen?.isForcingResign ?? false
        if !forced, let d = delegate, !d.textViewShouldEndEditing(self) { return false }
        guard super.resignFirstResponder() else { return false }
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: TextView.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: KeyInput

    public var hasText: Bool { !editable.text.isEmpty }

    /// A typed character or pasted text; `"\n"` is a newline.
    public func insertText(_ text: String) {
        guard !text.isEmpty else { return }
        if text == "\n", enablesReturnKeyAutomatically, !hasText { return }
        replace(editable.selection, with: text)
    }

    public func deleteBackward() {
        guard let range = editable.deletionRange() else { return }
        replace(range, with: "")
    }

    override func didTouchUpInside() { _ = becomeFirstResponder() }

    /// A text view keeps no gesture from its ancestors' recognizers.
    override package func keepsAncestorGesture(_ gesture: AncestorGesture, startingAt screenPoint: Point) -> Bool {
        false
    }

    private func replace(_ range: TextRange, with string: String) {
        if let d = delegate, !d.textView(self, shouldChangeTextIn: range, replacementText: string) { return }
        let old = editable.selection
        editable.replace(range, with: string)
        textChanged()
        selectionDidChange(from: old)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: TextView.textDidChangeNotification, object: self)
    }

    private func selectionDidChange(from old: TextRange) {
        guard isFirstResponder, editable.selection != old else { return }
        delegate?.textViewDidChangeSelection(self)
    }

    private func textChanged() { if !isScrollEnabled { invalidateIntrinsicContentSize() } }
}
