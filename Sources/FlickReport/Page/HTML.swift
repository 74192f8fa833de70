import FlickCore

/// Escaping for HTML and for JSON inside a `<script>` element.
package enum HTML {
    /// `s` safe as character data and as a quoted attribute value: FlickCore's `Markup.escape`,
    /// the one escaper for XML and HTML (`&`, `<`, `>`, `"`, `'` as references, `\r` as
    /// `&#13;`, other control characters and DEL as spaces).
    package static func escape(_ s: String) -> String { Markup.escape(s) }

    /// JSON text made safe inside a `<script>` element: `<`, `>` and `&` (which can only occur
    /// inside JSON strings) become `\u003c`, `\u003e` and `\u0026`, and the line separators
    /// U+2028 and U+2029 become escapes, so no string can close the element or open a comment.
    /// The JSON means the same after.
    package static func scriptSafeJSON(_ json: String) -> String {
        String(json, escaping: scriptEscape)
    }

    private static func scriptEscape(_ ch: Unicode.Scalar) -> String? {
        switch ch {
        case "<", ">", "&", "\u{2028}", "\u{2029}": return JSONWriter.unicodeEscape(ch)
        default: return nil
        }
    }
}
