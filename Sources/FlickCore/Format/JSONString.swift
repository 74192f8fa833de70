/// JSON string literals, written the one way every Flick format writes them: `"`, `\`, and
/// the control characters escaped (`\n`, `\r`, `\t`, else `\u00XX`), everything else as it
/// is (UTF-8, no escaping of non-ASCII), so equal strings give equal bytes.
package enum JSONString {
    /// `s` as a JSON string literal, quotes included.
    /// - Complexity: O(length of `s`).
    package static func literal(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
