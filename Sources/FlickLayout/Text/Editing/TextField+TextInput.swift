/// UIKit's `UITextInput` positions on a text field, mapped onto `selectedRange` (UTF-16
/// units): `beginningOfDocument`, `endOfDocument`, `selectedTextRange`,
/// `position(from:offset:)`, `textRange(from:to:)`, `offset(from:to:)`, `text(in:)`.
/// Policy: `selectedTextRange` is never nil (the selection is kept while not editing, as
/// `selectedRange` is); setting nil changes nothing; a set range is clamped onto character
/// boundaries as `selectedRange` is.
extension TextField {
    public var beginningOfDocument: TextPosition { TextPosition(offset: 0) }
    public var endOfDocument: TextPosition { TextPosition(offset: editable.utf16Count) }

    /// The selection as positions (see the extension).
    public var selectedTextRange: TextPositionRange? {
        get { TextPositionRange(TextPosition(offset: selectedRange.location), TextPosition(offset: selectedRange.upperBound)) }
        set { if let newValue { selectedRange = newValue.textRange } }
    }

    /// `position` moved by `offset` UTF-16 units; nil when that is outside the text.
    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        editable.position(from: position, offset: offset)
    }

    /// The range between two positions (in either order); nil when one is outside the text.
    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextPositionRange? {
        editable.textRange(from: fromPosition, to: toPosition)
    }

    /// How many UTF-16 units `to` is after `from` (negative when before).
    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int { toPosition.offset - from.offset }

    /// The text in `range`; nil when it is not in the text or splits a character.
    public func text(in range: TextPositionRange) -> String? {
        Range(range.textRange, in: editable.text).map { String(editable.text[$0]) }
    }
}
