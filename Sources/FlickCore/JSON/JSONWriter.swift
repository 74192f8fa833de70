/// The one JSON writer every Flick file format and output writes with: members in the order
/// given, strings escaped one way, numbers as their `JSONValue` text (so NaN and the
/// infinities follow `JSONValue`'s policy: the strings `"nan"`, `"inf"`, `"-inf"`). Equal
/// values give equal bytes.
package enum JSONWriter {
    /// Where the writer puts white space.
    package enum Layout: Sendable {
        /// None: `{"a":1,"b":[1,2]}`. Reports, worker protocols, one-line formats.
        case compact
        /// One line, a space after each `:` and `,`: `{"a": 1, "b": [1, 2]}`.
        case spaced
        /// Two-space indentation, one member or item a line, except arrays whose items are
        /// all scalars, which stay on one line as `spaced`: a document whose diff shows what
        /// changed and nothing else (bench baselines).
        case indented
    }

    /// `value` as JSON text in `layout`, without a final newline.
    /// - Complexity: O(size of the text).
    package static func text(_ value: JSONValue, layout: Layout = .compact) -> String {
        var out = ""
        write(value, layout: layout, indent: "", to: &out)
        return out
    }

    /// `s` as a JSON string literal, quotes included: `"` and `\` escaped, `\n`, `\r`, `\t`
    /// as such, the other control characters below U+0020 as `\u00XX` (lowercase hex), and
    /// everything else as it is (UTF-8, no escaping of non-ASCII or DEL).
    /// - Complexity: O(length of `s`).
    package static func string(_ s: String) -> String {
        var out = ""
        appendString(s, to: &out)
        return out
    }

    /// Appends `s` as a JSON string literal (see `string(_:)`).
    package static func appendString(_ s: String, to out: inout String) {
        out += "\""
        out.append(s, escaping: stringEscape)
        out += "\""
    }

    /// The escape of one scalar inside a JSON string, or nil to write it as it is.
    private static func stringEscape(_ scalar: Unicode.Scalar) -> String? {
        switch scalar {
        case "\"": return "\\\""
        case "\\": return "\\\\"
        case "\n": return "\\n"
        case "\r": return "\\r"
        case "\t": return "\\t"
        default:
            return scalar.value < 0x20 ? unicodeEscape(scalar) : nil
        }
    }

    /// `\uXXXX` (four lowercase hex digits) for a scalar of the Basic Multilingual Plane.
    package static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16)
        return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }

    private static func write(_ value: JSONValue, layout: Layout, indent: String, to out: inout String) {
        switch value {
        case .null: out += "null"
        case .bool(let b): out += b ? "true" : "false"
        case .number(let text): out += text
        case .string(let s): appendString(s, to: &out)
        case .array(let items): writeArray(items, layout: layout, indent: indent, to: &out)
        case .object(let members): writeObject(members, layout: layout, indent: indent, to: &out)
        }
    }

    private static func writeArray(_ items: [JSONValue], layout: Layout, indent: String, to out: inout String) {
        if items.isEmpty { out += "[]"; return }
        if layout == .indented, !items.allSatisfy(\.isScalar) {
            let inner = indent + "  "
            out += "[\n"
            for (k, item) in items.enumerated() {
                if k > 0 { out += ",\n" }
                out += inner
                write(item, layout: layout, indent: inner, to: &out)
            }
            out += "\n" + indent + "]"
            return
        }
        let separator = layout == .compact ? "," : ", "
        out += "["
        for (k, item) in items.enumerated() {
            if k > 0 { out += separator }
            write(item, layout: layout, indent: indent, to: &out)
        }
        out += "]"
    }

    private static func writeObject(_ members: [(String, JSONValue)], layout: Layout, indent: String, to out: inout String) {
        if members.isEmpty { out += "{}"; return }
        if layout == .indented {
            let inner = indent + "  "
            out += "{\n"
            for (k, (key, value)) in members.enumerated() {
                if k > 0 { out += ",\n" }
                out += inner
                appendString(key, to: &out)
                out += ": "
                write(value, layout: layout, indent: inner, to: &out)
            }
            out += "\n" + indent + "}"
            return
        }
        let (separator, colon) = layout == .compact ? (",", ":") : (", ", ": ")
        out += "{"
        for (k, (key, value)) in members.enumerated() {
            if k > 0 { out += separator }
            appendString(key, to: &out)
            out += colon
            write(value, layout: layout, indent: indent, to: &out)
        }
        out += "}"
    }
}

extension JSONValue {
    /// The value as JSON text (`JSONWriter.text(_:layout:)`).
    package func text(_ layout: JSONWriter.Layout = .compact) -> String { JSONWriter.text(self, layout: layout) }

    fileprivate var isScalar: Bool {
        switch self {
        case .array, .object: return false
        default: return true
        }
    }
}
