import FlickCore

/// Escaping for HTML and for JSON inside a `<script>` element.
public enum HTML {
    /// `s` safe as character data and as a quoted attribute value: FlickCore's `Markup.escape`,
    /// the one escaper for XML and HTML (`&`, `<`, `>`, `"`, `'` as references, `\r` as
    /// `&#13;`, other control characters and DEL as spaces).
    public static func escape(_ s: String) -> String { Markup.escape(s) }

    /// JSON text made safe inside a `<script>` element: `<`, `>` and `&` (which can only occur
    /// inside JSON strings) become `\u003c`, `\u003e` and `\u0026`, and the line separators
    /// U+2028 and U+2029 become escapes, so no string can close the element or open a comment.
    /// The JSON means the same after.
    public static func scriptSafeJSON(_ json: String) -> String {
        var out = ""
        out.reserveCapacity(json.utf8.count)
        for ch in json.unicodeScalars {
            switch ch {
            case "<": out += "\\u003c"
            case ">": out += "\\u003e"
            case "&": out += "\\u0026"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out
    }
}
