/// One part of a report page (`ReportPage`): a heading, a body of escaped HTML, and, for a
/// section that moves, the data its script reads.
///
/// A section writes its body through an `HTMLWriter`, which escapes every piece of text, and
/// hands its script data as JSON, which the page embeds in a data block that never runs (and
/// the script reads with `JSON.parse`). Scripts put text on the page with `textContent` only.
/// So a trace, a case file or a scene can say anything in its names and messages and the page
/// shows it as text.
///
/// ```
/// struct FuzzCaseSection: ReportSection {
///     let finding: Finding
///     var id: String { "fuzz-case" }
///     var title: String { "Fuzz case" }
///     func body(_ html: inout HTMLWriter) {
///         html.element("p", text: "seed \(finding.seed), scene \(finding.scene)")
///     }
/// }
/// var page = ReplayReport(result).page(recording)
/// page.add(FuzzCaseSection(finding: finding))
/// ```
/// Sections that only show text need nothing more (see `TableSection` and `TextSection`).
/// A section that draws or reacts names a `ReportSectionKind`: a script run once per section
/// of that kind, with the section's element, its parsed `data` and the page's helpers.
package protocol ReportSection {
    /// The section's anchor (`#id`) and the key of its data. Letters, digits and `-`; other
    /// characters become `-`, and a repeated id gets `-2`, `-3`, … in the page.
    var id: String { get }
    /// The heading.
    var title: String { get }
    /// Writes the body, below the heading.
    func body(_ html: inout HTMLWriter)
    /// JSON the kind's script receives parsed (nil: none).
    var data: String? { get }
    /// What runs on the section and how it looks beyond the page's own style (nil: a static
    /// section).
    var kind: ReportSectionKind? { get }
}

extension ReportSection {
    package var data: String? { nil }
    package var kind: ReportSectionKind? { nil }
}

/// A kind of section: a script that brings sections of the kind to life, and their style.
/// A page holds each kind once, however many of its sections there are.
///
/// `script` is the body of a JavaScript function `(root, data, page)`, run once per section
/// of the kind after the page has loaded: `root` is the section's body element, `data` its
/// parsed JSON (or null), and `page` the page's helpers:
///
/// - `page.channel(name)`: a shared cursor, `{tick, count, set(tick, source), on(listener)}`,
///   by which sections follow one another (the replay's chart, viewer and violations share
///   `"replay"`; a page comparing two runs uses one channel per run);
/// - `page.el(tag, attributes, text)` and `page.svg(tag, attributes)`: new elements (text
///   through `textContent`);
/// - `page.tip(event, lines)` and `page.untip()`: a floating tooltip of text lines;
/// - `page.fmt(value, decimals)`: a number as text.
///
/// Scripts and styles are the module's (or a user's) own constants: the page lists their
/// SHA-256 digests in its Content-Security-Policy, and no other script or style can run.
package struct ReportSectionKind: Sendable, Hashable {
    /// Names the kind: letters, digits and `-`.
    package var name: String
    /// The function body, or nil for a kind that only styles.
    package var script: String?
    /// CSS for the kind's sections, or nil.
    package var style: String?

    package init(name: String, script: String? = nil, style: String? = nil) {
        self.name = name; self.script = script; self.style = style
    }
}
