/// A range of text in UTF-16 code units, as UIKit's `NSRange` counts (a `TextField`'s or
/// `TextView`'s `selectedRange`, the range a delegate is asked to replace): `location` is
/// where it starts, `length` how many units it covers; an empty range is the caret.
/// Units are UTF-16 so numbers match a device's (an emoji counts 2); the editing verbs never
/// split a character.
public struct TextRange: Hashable, Sendable, CustomStringConvertible {
    public var location: Int
    public var length: Int
    public init(location: Int, length: Int) { self.location = location; self.length = length }
    /// One past the last unit.
    public var upperBound: Int { location + length }
    public var description: String { "{\(location), \(length)}" }
}

extension Range where Bound == String.Index {
    /// The range of `string` that `range` covers (Foundation's `Range(_:in:)` for `NSRange`);
    /// nil when it falls outside `string` or splits a character.
    public init?(_ range: TextRange, in string: String) {
        let u = string.utf16
        guard range.location >= 0, range.length >= 0, range.upperBound <= u.count else { return nil }
        let lo = u.index(u.startIndex, offsetBy: range.location), hi = u.index(lo, offsetBy: range.length)
        guard let l = lo.samePosition(in: string), let h = hi.samePosition(in: string) else { return nil }
        self = l..<h
    }
}

extension String {
    /// `self` with the characters in `range` replaced by `replacement` (Foundation's
    /// `replacingCharacters(in:with:)` for an `NSRange`); `self` when `range` is not in it.
    public func replacingCharacters(in range: TextRange, with replacement: String) -> String {
        guard let r = Range(range, in: self) else { return self }
        return replacingCharacters(in: r, with: replacement)
    }
}

/// The editing steps `TextField` and `TextView` share: text with a selection, in UTF-16 units.
struct EditableText {
    var text = ""
    var selection = TextRange(location: 0, length: 0)

    var utf16Count: Int { text.utf16.count }

    /// The caret at the end.
    mutating func moveCaretToEnd() { selection = TextRange(location: utf16Count, length: 0) }

    /// Keeps the selection inside the text and on character boundaries.
    mutating func clampSelection() {
        let n = utf16Count
        var lo = min(max(selection.location, 0), n), hi = min(max(selection.upperBound, lo), n)
        lo = boundary(atOrBefore: lo); hi = boundary(atOrBefore: hi)
        selection = TextRange(location: lo, length: hi - lo)
    }

    /// The range the delete key removes: the selection, or the character before the caret;
    /// nil at the start with nothing selected.
    func deletionRange() -> TextRange? {
        if selection.length > 0 { return selection }
        guard selection.location > 0 else { return nil }
        let start = boundary(atOrBefore: selection.location - 1)
        return TextRange(location: start, length: selection.location - start)
    }

    /// Replaces `range` with `string` and puts the caret after it.
    mutating func replace(_ range: TextRange, with string: String) {
        text = text.replacingCharacters(in: range, with: string)
        selection = TextRange(location: range.location + string.utf16.count, length: 0)
        clampSelection()
    }

    /// The position after the last character (`TextInput.endOfDocument`).
    var endOfDocument: TextPosition { TextPosition(offset: utf16Count) }

    /// The text in `range`; nil when it is not in the text or splits a character
    /// (`TextInput.text(in:)`).
    func text(in range: TextPositionRange) -> String? {
        Range(range.textRange, in: text).map { String(text[$0]) }
    }

    /// The last character boundary at or before `offset` (UTF-16 units).
    func boundary(atOrBefore offset: Int) -> Int {
        var at = 0
        for ch in text {
            let next = at + ch.utf16.count
            if next > offset { return at }
            at = next
        }
        return at
    }
}
