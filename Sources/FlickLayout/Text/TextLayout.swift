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
        if let width = TextLayout.oneLineWidth(text, font: font, size: size, maxWidth: maxWidth) {
            self.init(lines: [text], width: width, height: font.lineHeight(size: size),
                      ascender: font.ascender(size: size), descender: font.descender(size: size))
            return
        }
        self.init(general: text, font: font, size: size, maxWidth: maxWidth, numberOfLines: numberOfLines)
    }

    private init(lines: [String], width: Double, height: Double, ascender: Double, descender: Double) {
        self.lines = lines; self.width = width; self.height = height; self.ascender = ascender; self.descender = descender
    }

    /// The general layout (any text); `init` uses it when `oneLineWidth` does not apply.
    init(general text: String, font: Font, size: Double, maxWidth: Double, numberOfLines: Int) {
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

extension TextLayout {
    /// The common case without the general machinery: ASCII text of one paragraph, words
    /// separated by single spaces, no space at either end, that fits on one line at
    /// `maxWidth`. Returns its width — computed exactly as the general layout would, word by
    /// word, so the result is the same to the last bit — or nil for any other text.
    /// - Complexity: O(bytes), no allocation.
    static func oneLineWidth(_ text: String, font: Font, size: Double, maxWidth: Double) -> Double? {
        let narrow = 0.25 * size
        let regular = (font.weight.rawValue >= Font.Weight.semibold.rawValue ? 0.55 : 0.5) * size
        let space = narrow
        var lineWidth = 0.0
        var word = 0.0
        var inWord = false
        var words = 0
        // Ends a word: place it on the line as the general layout does, or give up.
        func place() -> Bool {
            if words == 0 {
                guard word <= maxWidth else { return false }
                lineWidth = word
            } else {
                guard lineWidth + space + word <= maxWidth else { return false }
                lineWidth += space + word
            }
            words += 1
            word = 0
            inWord = false
            return true
        }
        for b in text.utf8 {
            switch b {
            case 0x20:
                guard inWord, place() else { return nil }    // leading or double space
            case 0x00..<0x20, 0x7F...:
                return nil                                   // control characters, newlines, non-ASCII
            case 0x2E, 0x2C, 0x3A, 0x3B, 0x27, 0x21, 0x7C, 0x69, 0x6C:    // . , : ; ' ! | i l
                word += narrow
                inWord = true
            default:
                word += regular
                inWord = true
            }
        }
        guard inWord, place() else { return nil }            // empty, or a trailing space
        return lineWidth
    }
}

/// Views whose intrinsic size depends on font metrics (re-measured when dynamic type changes).
protocol TextMeasuring: AnyObject {
    func fontMetricsChanged()
}
