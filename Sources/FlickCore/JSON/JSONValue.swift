/// A JSON value: what every Flick file format and machine-readable output is made of, read
/// by `JSONParser` and written by `JSONWriter`.
///
/// Numbers keep their text, so a time or a counter reads back exactly as written (see
/// `TraceTime`) and a value built with `number(_:style:)` writes the text it was given.
///
/// **Numbers JSON cannot carry.** JSON has no NaN or infinity. Flick writes them, in every
/// format and output, as the JSON strings `"nan"`, `"inf"` and `"-inf"` (never `null`,
/// which would lose which one it was, and never a bare `NaN`, which is not JSON), and reads
/// them back where a number may be non-finite (`doubleOrNonFinite`). A fuzz case whose
/// constant is NaN therefore replays with NaN.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The number's text as written, e.g. "0.0125" or "1e3".
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in file order (duplicate keys keep the last value on lookup).
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.0 == $1.0 && $0.1 == $1.1 }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(b)
        case .number(let n): hasher.combine(n)
        case .string(let s): hasher.combine(s)
        case .array(let a): hasher.combine(a)
        case .object(let members):
            for (k, v) in members { hasher.combine(k); hasher.combine(v) }
        }
    }
}
