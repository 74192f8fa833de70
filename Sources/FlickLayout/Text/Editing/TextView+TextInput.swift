/// UIKit's `UITextInput` positions on a text view, as on `TextField` (see
/// `TextField+TextInput.swift`'s policy).
extension TextView {
    public var beginningOfDocument: TextPosition { TextPosition(offset: 0) }
    public var endOfDocument: TextPosition { TextPosition(offset: editable.utf16Count) }

    /// The selection as positions (never nil; setting nil changes nothing).
    public var selectedTextRange: TextPositionRange? {
        get { TextPositionRange(TextPosition(offset: selectedRange.location), TextPosition(offset: selectedRange.upperBound)) }
        set { if let newValue { selectedRange = newValue.textRange } }
    }

    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        editable.position(from: position, offset: offset)
    }

    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextPositionRange? {
        editable.textRange(from: fromPosition, to: toPosition)
    }

    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int { toPosition.offset - from.offset }

    public func text(in range: TextPositionRange) -> String? {
        Range(range.textRange, in: editable.text).map { String(editable.text[$0]) }
    }
}
