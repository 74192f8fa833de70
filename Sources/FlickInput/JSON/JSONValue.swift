/// A parsed JSON value, as the trace reader needs it. Numbers keep their source text so
/// that times can be read exactly (see `TraceTime`).
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    /// The number's text as written, e.g. "0.0125" or "1e3".
    case number(String)
    case string(String)
    case array([JSONValue])
    /// Members in file order (duplicate keys keep the last value on lookup).
    case object([(String, JSONValue)])

    /// The member `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// The number as a Double, or nil when not a number.
    public var double: Double? {
        guard case .number(let text) = self else { return nil }
        return Double(text)
    }

    /// The string, or nil when not a string.
    public var string: String? {
        guard case .string(let s) = self else { return nil }
        return s
    }

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
