import FlickCore

/// A JSON value to write: what bench documents are made of. Written with sorted structure
/// (members in the order given), two-space indentation, and arrays of numbers on one line, so
/// a baseline's diff shows what changed and nothing else.
package indirect enum JSONText: Sendable {
    case null
    case bool(Bool)
    /// The number's text, written as is (see `number(_:)`).
    case rawNumber(String)
    case string(String)
    case array([JSONText])
    case object([(String, JSONText)])

    /// An integer.
    package static func int(_ v: Int) -> JSONText { .rawNumber(String(v)) }

    /// A double in the shortest text that reads back to the same value (Swift's
    /// `description`); NaN and infinities, which JSON cannot carry, as null.
    package static func number(_ v: Double) -> JSONText { v.isFinite ? .rawNumber("\(v)") : .null }

    /// An optional, null when absent.
    package static func optional<T>(_ v: T?, _ make: (T) -> JSONText) -> JSONText { v.map(make) ?? .null }

    /// The text, ending without a newline.
    /// - Complexity: O(size).
    package func rendered(indent: String = "") -> String {
        switch self {
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .rawNumber(let n): return n
        case .string(let s): return Self.quoted(s)
        case .array(let items):
            if items.isEmpty { return "[]" }
            if items.allSatisfy({ $0.isScalar }) { return "[" + items.map { $0.rendered() }.joined(separator: ", ") + "]" }
            let inner = indent + "  "
            return "[\n" + items.map { inner + $0.rendered(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
        case .object(let members):
            if members.isEmpty { return "{}" }
            let inner = indent + "  "
            return "{\n" + members.map { inner + Self.quoted($0.0) + ": " + $0.1.rendered(indent: inner) }.joined(separator: ",\n")
                + "\n" + indent + "}"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }

    /// `s` as a JSON string literal.
    package static func quoted(_ s: String) -> String {
        JSONString.literal(s)
    }
}
