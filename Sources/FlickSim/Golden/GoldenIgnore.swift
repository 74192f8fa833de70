import FlickCore
import FlickLayout

/// A part of the screen a golden timeline leaves out: a view that changes on every run (a
/// spinner), one value of a view (a clock label's `frame`, which its text resizes), or every
/// view inside a region of the screen (an ad banner, a live map).
///
/// Ignored parts are left out when the timeline is written and when it is compared, the same
/// way (`GoldenTimeline(_:ignoring:)`), and the timeline's header names them
/// (`…, 120 Hz, ignoring spinner; clock.frame; region:0,0,393,100`), so a golden recorded
/// with other ignores does not match: the header differs.
///
/// Text form (the command line's `--golden-ignore`, the header): `NAME` for a view,
/// `NAME.PROPERTY` for one of its values (`frame`, `alpha`, `rotation`: what a timeline
/// lists), `region:X,Y,WIDTH,HEIGHT` in screen points. A name is a view's name in the timeline
/// (`View.layoutName`: its `name`, else its type and tree path such as `Label@0.2.1`); a final
/// `.WORD` of letters is read as a property and must be one of the three.
public enum GoldenIgnore: Sendable, Hashable, CustomStringConvertible {
    /// Every line of the view with this name.
    case view(named: String)
    /// One value of the named view (`frame`, `alpha` or `rotation`); its line keeps the others
    /// and is left out when nothing else changed.
    case property(view: String, name: String)
    /// Every view line of a view whose frame (as the timeline last listed it) lies wholly
    /// inside this rectangle, in screen points. Touches there are kept: they are the input.
    case region(in: Rect)

    /// The values a view line of a timeline lists, which a `.property` may name.
    public static let properties = ["frame", "alpha", "rotation"]

    /// Reads the text form.
    /// - Throws: `GoldenIgnoreError` for an empty name, an unknown property, or a region that
    ///   is not four finite numbers with a positive width and height.
    public init(parsing text: String) throws(GoldenIgnoreError) {
        if text.hasPrefix("region:") {
            let numbers = text.dropFirst(7).split(separator: ",", omittingEmptySubsequences: false).map { Double($0) }
            guard numbers.count == 4, let x = numbers[0], let y = numbers[1], let w = numbers[2], let h = numbers[3],
                  [x, y, w, h].allSatisfy(\.isFinite) else {
                throw GoldenIgnoreError(text: text, reason: "a region is region:X,Y,WIDTH,HEIGHT (four numbers, points)")
            }
            guard w > 0, h > 0 else { throw GoldenIgnoreError(text: text, reason: "a region needs a positive width and height") }
            self = .region(in: Rect(x: x, y: y, width: w, height: h))
            return
        }
        guard !text.isEmpty, !text.hasPrefix(".") else { throw GoldenIgnoreError(text: text, reason: "no view name") }
        if let dot = text.lastIndex(of: "."), text[text.index(after: dot)...].allSatisfy(\.isLetter), dot != text.index(before: text.endIndex) {
            self = .property(view: String(text[..<dot]), name: String(text[text.index(after: dot)...]))
        } else {
            self = .view(named: text)
        }
        try check()
    }

    /// Checks a value made in code as `init(parsing:)` checks text.
    /// - Throws: `GoldenIgnoreError` for an empty view name, a property a timeline does not
    ///   list, or a region without a positive, finite size.
    public func check() throws(GoldenIgnoreError) {
        switch self {
        case .view(let name):
            guard !name.isEmpty else { throw GoldenIgnoreError(text: description, reason: "no view name") }
        case .property(let view, let name):
            guard !view.isEmpty else { throw GoldenIgnoreError(text: description, reason: "no view name") }
            guard Self.properties.contains(name) else {
                throw GoldenIgnoreError(text: description, reason: "a golden timeline lists no '\(name)' of a view; it lists \(Self.properties.joined(separator: ", "))")
            }
        case .region(let r):
            guard [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite), r.width > 0, r.height > 0 else {
                throw GoldenIgnoreError(text: description, reason: "a region needs a finite position and a positive width and height")
            }
        }
    }

    /// The text form (`spinner`, `clock.frame`, `region:0,0,393,100`).
    public var description: String {
        switch self {
        case .view(let name): return name
        case .property(let view, let name): return view + "." + name
        case .region(let r):
            return "region:" + [r.minX, r.minY, r.width, r.height].map { Format.points($0) }.joined(separator: ",")
        }
    }
}

/// Why a text or value is not a `GoldenIgnore`.
public struct GoldenIgnoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text (or the value's text form).
    public var text: String
    public var reason: String

    public init(text: String, reason: String) { self.text = text; self.reason = reason }

    public var description: String { "cannot ignore '\(text)': \(reason)" }
}
