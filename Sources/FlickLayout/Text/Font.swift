import FlickCore

/// A font with deterministic metrics, so tests can rely on text sizes on every machine.
///
/// Metrics at point size `s` (times the screen's dynamic-type scale when `scalesWithDynamicType`):
/// - advance of a character: space 0.25·s; narrow punctuation `.,:;'!|il` 0.25·s; ASCII 0.5·s
///   (0.55·s when bold: weight ≥ semibold); other letters 0.5·s; CJK, emoji and other
///   scalars ≥ U+2E80: 1.0·s;
/// - ascender 0.95·s, descender 0.25·s, line height 1.2·s (no extra leading).
public struct Font: Hashable, Sendable, CustomStringConvertible {
    public enum Weight: Int, Sendable { case regular = 400, medium = 500, semibold = 600, bold = 700 }
    /// Point size before dynamic-type scaling.
    public var pointSize: Double
    public var weight: Weight
    /// Whether the screen's dynamic-type scale applies (fonts from `preferredFont`).
    public var scalesWithDynamicType: Bool

    public init(size: Double, weight: Weight = .regular, scalesWithDynamicType: Bool = false) {
        self.pointSize = size; self.weight = weight; self.scalesWithDynamicType = scalesWithDynamicType
    }

    public static func systemFont(ofSize size: Double, weight: Weight = .regular) -> Font { Font(size: size, weight: weight) }
    public static func boldSystemFont(ofSize size: Double) -> Font { Font(size: size, weight: .bold) }

    /// Text styles with their default (Large) sizes.
    public enum TextStyle: String, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
        var size: Double {
            switch self {
            case .largeTitle: return 34
            case .title1: return 28
            case .title2: return 22
            case .title3: return 20
            case .headline, .body: return 17
            case .callout: return 16
            case .subheadline: return 15
            case .footnote: return 13
            case .caption1: return 12
            case .caption2: return 11
            }
        }
    }
    /// A font for a text style that follows the dynamic-type scale.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        Font(size: style.size, weight: style == .headline ? .semibold : .regular, scalesWithDynamicType: true)
    }

    /// The size in effect under a dynamic-type scale.
    public func effectiveSize(dynamicTypeScale: Double) -> Double {
        scalesWithDynamicType ? pointSize * dynamicTypeScale : pointSize
    }

    /// Advance width of one character at effective size `s`.
    func advance(_ ch: Character, size s: Double) -> Double {
        let scalars = ch.unicodeScalars
        guard let u = scalars.first?.value else { return 0 }
        // A space or narrow punctuation on its own (one scalar: "i" with an accent is a letter).
        switch u {
        case 0x20, 0x2E, 0x2C, 0x3A, 0x3B, 0x27, 0x21, 0x7C, 0x69, 0x6C:    // space . , : ; ' ! | i l
            if scalars.index(after: scalars.startIndex) == scalars.endIndex { return 0.25 * s }
        default: break
        }
        if u >= 0x2E80 { return 1.0 * s }
        return (weight.rawValue >= Weight.semibold.rawValue ? 0.55 : 0.5) * s
    }

    /// Width of `text` on one line.
    public func width(of text: Substring, size s: Double) -> Double { text.reduce(0) { $0 + advance($1, size: s) } }
    public func lineHeight(size s: Double) -> Double { 1.2 * s }
    public func ascender(size s: Double) -> Double { 0.95 * s }
    public func descender(size s: Double) -> Double { 0.25 * s }

    public var description: String { "\(Format.points(pointSize))pt \(weight)\(scalesWithDynamicType ? " dynamic" : "")" }
}
