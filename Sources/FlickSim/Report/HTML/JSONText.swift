/// JSON text for a section's data, written by hand in a fixed order (the page's bytes depend
/// only on what it shows).
enum JSONText {
    /// A JSON string literal.
    static func string(_ s: String) -> String { jsonQuoted(s) }

    /// A JSON number, or `null` for nil.
    static func int(_ v: Int?) -> String { v.map { String($0) } ?? "null" }

    /// `[a,b,…]` of already written values.
    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

    /// `[1,2,…]`, nil as `null`.
    static func ints(_ values: [Int?]) -> String {
        var out = "["
        out.reserveCapacity(values.count * 5 + 2)
        var first = true
        for v in values {
            if !first { out += "," }
            first = false
            if let v { out += String(v) } else { out += "null" }
        }
        return out + "]"
    }

    /// `[1,2,…]`.
    static func ints(_ values: [Int]) -> String {
        var out = "["
        out.reserveCapacity(values.count * 5 + 2)
        for (k, v) in values.enumerated() {
            if k > 0 { out += "," }
            out += String(v)
        }
        return out + "]"
    }

    /// `["a","b",…]`.
    static func strings(_ values: [String]) -> String { array(values.map(jsonQuoted)) }

    /// `{"k":v,…}` of already written values, in the order given.
    static func object(_ fields: KeyValuePairs<String, String>) -> String {
        "{" + fields.map { jsonQuoted($0.key) + ":" + $0.value }.joined(separator: ",") + "}"
    }
}
