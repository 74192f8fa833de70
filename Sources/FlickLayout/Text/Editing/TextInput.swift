/// UIKit's `UITextInput`, the part Flick models: positions in the text, in UTF-16 units on top
/// of `selectedRange` (`beginningOfDocument`, `endOfDocument`, `selectedTextRange`,
/// `position(from:offset:)`, `textRange(from:to:)`, `offset(from:to:)`, `text(in:)`).
/// `TextField` and `TextView` are text inputs: each gives `selectedRange`, `endOfDocument`
/// and `text(in:)` from its text, and the rest comes from this protocol's extension.
///
/// Policy: `selectedTextRange` is never nil (the selection is kept while not editing, as
/// `selectedRange` is); setting nil changes nothing; a set range is clamped onto character
/// boundaries as `selectedRange` is. - Complexity: O(1) but for `endOfDocument` and the
/// calls that check a position against it (O(text length)) and `text(in:)`.
public protocol TextInput: KeyInput {
    /// The selection, UTF-16 units (NSRange's); a caret is an empty range.
    var selectedRange: TextRange { get set }
    /// The position after the last character (the text's length in UTF-16 units).
    var endOfDocument: TextPosition { get }
    /// The text in `range`; nil when it is not in the text or splits a character.
    func text(in range: TextPositionRange) -> String?
}

extension TextInput {
    public var beginningOfDocument: TextPosition { TextPosition(offset: 0) }

    /// The selection as positions (never nil; setting nil changes nothing).
    public var selectedTextRange: TextPositionRange? {
        get { TextPositionRange(TextPosition(offset: selectedRange.location), TextPosition(offset: selectedRange.upperBound)) }
        set { if let newValue { selectedRange = newValue.textRange } }
    }

    /// `position` moved by `offset` UTF-16 units; nil when that is outside the text.
    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        let o = position.offset + offset
        guard o >= 0, o <= endOfDocument.offset else { return nil }
        return TextPosition(offset: o)
    }

    /// The range between two positions (in either order); nil when one is outside the text.
    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextPositionRange? {
        let document = 0...endOfDocument.offset
        guard document.contains(fromPosition.offset), document.contains(toPosition.offset) else { return nil }
        return TextPositionRange(fromPosition, toPosition)
    }

    /// How many UTF-16 units `to` is after `from` (negative when before).
    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int { toPosition.offset - from.offset }
}
