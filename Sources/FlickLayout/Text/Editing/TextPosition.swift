/// A place in a text input's text (UIKit's `UITextPosition`): `offset` UTF-16 units from the
/// start of the document, the units `TextRange` (NSRange) counts. Get positions from the
/// input (`beginningOfDocument`, `endOfDocument`, `position(from:offset:)`) rather than
/// making them: UIKit's are opaque.
public struct TextPosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// UTF-16 units from the start of the text.
    public let offset: Int
    public init(offset: Int) { self.offset = offset }
    public static func < (a: TextPosition, b: TextPosition) -> Bool { a.offset < b.offset }
    public var description: String { "\(offset)" }
}

/// A range between two positions (UIKit's `UITextRange`; Flick's `TextRange` is already
/// NSRange's rename, so this one is `TextPositionRange`): `start` never after `end`; empty
/// when they are equal (the caret).
public struct TextPositionRange: Hashable, Sendable, CustomStringConvertible {
    public let start: TextPosition
    public let end: TextPosition
    /// The range between `a` and `b`, in either order.
    public init(_ a: TextPosition, _ b: TextPosition) { start = min(a, b); end = max(a, b) }
    public var isEmpty: Bool { start == end }
    /// The same range as an NSRange-like `TextRange`.
    public var textRange: TextRange { TextRange(location: start.offset, length: end.offset - start.offset) }
    public var description: String { "[\(start.offset), \(end.offset))" }
}
