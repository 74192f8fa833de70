import FlickReport
import FlickCore

/// The violations of a run, each linked to its tick (a click moves the channel's cursor and
/// shows the layout viewer), with the input event that led there and, for an unsatisfiable
/// layout, the minimal conflicting set and the constraint broken.
package struct ViolationsSection: ReportSection {
    package var id = "violations"
    package var title: String { violations.isEmpty ? "Violations" : "Violations (\(violations.count))" }
    package let violations: [Violation]
    /// At most this many are listed (default 500); the count says how many there were.
    package var limit = 500
    /// The cursor its links move (`page.channel`), and the section shown on a click.
    package var channel = "replay"
    package var viewerID = "layout"

    package init(violations: [Violation]) { self.violations = violations }

    package func body(_ html: inout HTMLWriter) {
        guard !violations.isEmpty else {
            html.element("p", ["class": "pass"], text: "Every invariant held.")
            return
        }
        if violations.count > limit {
            html.element("p", ["class": "muted"], text: "The first \(limit) of \(violations.count) are listed.")
        }
        html.open("ol", ["class": "violations"])
        for v in violations.prefix(limit) {
            html.element("li", ["class": "violation", "data-tick": String(v.tick)]) { li in
                li.element("button", ["type": "button", "class": "jump", "data-tick": String(v.tick)],
                           text: "tick \(v.tick) · \(Format.seconds(nanoseconds: v.time))")
                li.text(" ")
                li.element("span", ["class": "kind kind-\(v.kind.rawValue)"], text: v.kind.rawValue)
                li.text(": ")
                li.element("span", ["class": "message"], text: v.message)
                if let cause = v.cause {
                    li.element("div", ["class": "cause muted"], text: "after \(cause)")
                }
                let broken = v.details.filter { $0.hasPrefix("broke: ") }
                let rest = v.details.filter { !$0.hasPrefix("broke: ") }
                if !rest.isEmpty { li.element("pre", ["class": "text details"], text: rest.joined(separator: "\n")) }
                for b in broken {
                    li.element("div", ["class": "broken"]) { d in
                        d.element("strong", text: "broken: ")
                        d.element("span", ["class": "mono"], text: String(b.dropFirst("broke: ".count)))
                    }
                }
            }
        }
        html.close("ol")
    }

    package var data: String? {
        JSONValue.object([("channel", .string(channel)), ("viewer", .string(viewerID))]).text()
    }

    package var kind: ReportSectionKind? { ReportSectionKind(name: "violations", script: ReportAssets.violationsScript, style: ReportAssets.violationsStyle) }
}
