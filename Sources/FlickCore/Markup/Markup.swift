/// The one escaper for text put into XML or HTML (JUnit files, report pages, SVG frames).
package enum Markup {
    /// `s` safe as character data and as a quoted attribute value, in XML 1.0 and in HTML alike:
    ///
    /// - `&`, `<`, `>`, `"` become `&amp;`, `&lt;`, `&gt;`, `&quot;`, and `'` becomes `&#39;`
    ///   (HTML 4 has no `&apos;`);
    /// - tab and newline stay as they are; carriage return becomes `&#13;`, so an XML parser
    ///   keeps it instead of normalizing it away;
    /// - every other control character below U+0020 (which XML 1.0 cannot carry at all) and
    ///   DEL (U+007F, which HTML forbids) become a space;
    /// - everything else, non-ASCII included, stays as it is.
    ///
    /// - Complexity: O(length of `s`).
    package static func escape(_ s: String) -> String {
        String(s, escaping: reference)
    }

    /// What one scalar becomes, or nil to write it as it is.
    private static func reference(_ ch: Unicode.Scalar) -> String? {
        switch ch {
        case "&": return "&amp;"
        case "<": return "&lt;"
        case ">": return "&gt;"
        case "\"": return "&quot;"
        case "'": return "&#39;"
        case "\r": return "&#13;"
        case "\n", "\t": return nil
        default: return ch.value < 0x20 || ch.value == 0x7F ? " " : nil
        }
    }
}
