import FlickCore

/// One text-input event: one text line of a trace (`{"t":1.25,"text":"hello"}`,
/// `{"t":1.5,"key":"delete"}`, `{"t":1.75,"key":"return"}`; see docs/INPUT.md).
///
/// It goes to the scene's first responder when its frame is delivered (FlickSim's
/// `Scene.insertText(_:)` / `deleteBackward()`): typed text one character at a time, the
/// return key as `"\n"`. The frame's time is the event's time.
public enum TextEvent: Sendable, Hashable {
    /// Typed (or pasted) text: 1 to `maximumTextBytes` UTF-8 bytes; may hold `"\n"`, a return.
    case insert(String)
    /// The delete key (`KeyInput.deleteBackward()`).
    case deleteBackward
    /// The return key (typed as `"\n"`).
    case returnKey

    /// The most UTF-8 bytes of one text line's `text`: 4096 (a long paste; the fuzzer's
    /// longest run is far below it).
    public static let maximumTextBytes = 4096

    /// The names of the keys a `key` line may hold, in the order docs list them.
    public static let keyNames = ["delete", "return"]

    /// The key's name on a trace line (`delete`, `return`), nil for `.insert`.
    public var keyName: String? {
        switch self {
        case .insert: return nil
        case .deleteBackward: return "delete"
        case .returnKey: return "return"
        }
    }

    /// The key named `name` on a trace line, or nil.
    public init?(keyName name: String) {
        switch name {
        case "delete": self = .deleteBackward
        case "return": self = .returnKey
        default: return nil
        }
    }

    /// Why this event cannot be written to or read from a trace (empty text, text over
    /// `maximumTextBytes`), or nil.
    package func rangeProblem() -> InputError.Reason? {
        guard case .insert(let text) = self else { return nil }
        if text.isEmpty { return .badValue(key: "text", "empty (a text line types 1 or more characters)") }
        let bytes = text.utf8.count
        if bytes > Self.maximumTextBytes {
            return .badValue(key: "text", "\(bytes) bytes is over \(Self.maximumTextBytes) (the limit; split the text over several lines)")
        }
        return nil
    }

    /// A short readable form: `text "hello"` (an excerpt), `key delete`, `key return`.
    public var summary: String {
        switch self {
        case .insert(let text): return "text \(JSONWriter.string(Format.excerpt(text)))"
        case .deleteBackward, .returnKey: return "key \(keyName ?? "")"
        }
    }
}
