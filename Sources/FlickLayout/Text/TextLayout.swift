/// Greedy line breaking with deterministic metrics: the lines a text takes at a width.
public struct TextLayout: Equatable, Sendable {
    /// The lines, as laid out.
    public var lines: [String]
    /// Width of the widest line, in points.
    public var width: Double
    /// Height of all lines, in points.
    public var height: Double
    public var ascender: Double
    public var descender: Double

    /// Lays `text` out with `font` at effective size `size`, breaking lines at `maxWidth`
    /// (`.infinity`: only at newlines) and keeping at most `numberOfLines` (0 = no limit).
    /// Words wider than `maxWidth` break between characters.
    /// - Complexity: O(characters).
    public init(text: String, font: Font, size: Double, maxWidth: Double, numberOfLines: Int) {
        var out: [String] = []
        var widths: [Double] = []
        let space = font.advance(" ", size: size)
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            var lineWidth = 0.0
            func flush() { out.append(line); widths.append(lineWidth); line = ""; lineWidth = 0 }
            let words = paragraph.split(separator: " ", omittingEmptySubsequences: true)
            if words.isEmpty { flush(); continue }
            for word in words {
                var w = font.width(of: word, size: size)
                if !line.isEmpty, lineWidth + space + w <= maxWidth {
                    line += " " + word; lineWidth += space + w
                    continue
                }
                if !line.isEmpty { flush() }
                if w <= maxWidth { line = String(word); lineWidth = w; continue }
                // A word wider than the line: break between characters.
                var rest = Substring(word)
                while !rest.isEmpty {
                    var piece = ""
                    var pw = 0.0
                    while let ch = rest.first {
                        let a = font.advance(ch, size: size)
                        if !piece.isEmpty && pw + a > maxWidth { break }
                        piece.append(ch); pw += a; rest = rest.dropFirst()
                    }
                    if rest.isEmpty { line = piece; lineWidth = pw } else { line = piece; lineWidth = pw; flush() }
                }
                w = lineWidth
            }
            if !line.isEmpty { flush() }
        }
        if numberOfLines > 0 && out.count > numberOfLines {
            out = Array(out.prefix(numberOfLines)); widths = Array(widths.prefix(numberOfLines))
        }
        if text.isEmpty { out = []; widths = [] }
        lines = out
        width = widths.max() ?? 0
        height = Double(out.count) * font.lineHeight(size: size)
        ascender = font.ascender(size: size)
        descender = font.descender(size: size)
    }
}

/// Views whose intrinsic size depends on font metrics (re-measured when dynamic type changes).
protocol TextMeasuring: AnyObject {
    func fontMetricsChanged()
}
