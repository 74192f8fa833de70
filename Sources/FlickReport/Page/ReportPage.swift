import FlickCore

/// One self-contained HTML page of sections: inline CSS, SVG and script, no network, no
/// external fonts; it opens from disk in any current browser.
///
/// ```
/// var page = ReportPage(title: "flick replay: drawer")
/// page.add(TextSection(id: "notes", title: "Notes", text: "…"))
/// let html = page.html
/// ```
/// The replay report is one (`ReplayReport.page(_:)`); fuzz findings, golden diffs and bench
/// comparisons add their own sections to it or to a page of their own (see `ReportSection`).
///
/// **Safety.** Every piece of text is escaped (`HTMLWriter`), data is embedded as JSON that
/// cannot close its element (`HTML.scriptSafeJSON`), and the page's Content-Security-Policy
/// allows nothing from anywhere (`default-src 'none'`) but its own style and script, named by
/// their SHA-256 digests: an injected script or handler would not run, and no request leaves.
///
/// **Determinism.** The page is a function of its sections: no time, no random ids. The same
/// sections give the same bytes.
package struct ReportPage {
    package var title: String
    /// One line under the title (nil: none).
    package var subtitle: String?
    package private(set) var sections: [any ReportSection] = []
    /// Indices of sections shown beside the one after them (`addSideBySide`).
    private var pairedWithNext: Set<Int> = []

    package init(title: String, subtitle: String? = nil) {
        self.title = title
        self.subtitle = subtitle
    }

    /// Adds a section at the end.
    package mutating func add(_ section: any ReportSection) { sections.append(section) }

    /// Adds two sections at the end, side by side (stacked on a narrow window): an original
    /// and a minimized case, a golden run and the new one.
    package mutating func addSideBySide(_ left: any ReportSection, _ right: any ReportSection) {
        pairedWithNext.insert(sections.count)
        sections.append(left)
        sections.append(right)
    }

    /// Adds a section before the one with id `id` (before its pair when it is the right of
    /// two side by side; at the end when there is none).
    package mutating func insert(_ section: any ReportSection, before id: String) {
        guard var k = sections.firstIndex(where: { $0.id == id }) else { return add(section) }
        if pairedWithNext.contains(k - 1) { k -= 1 }  // before the pair, not inside it
        sections.insert(section, at: k)
        // Pairs at or after the insertion move one place on; the inserted section joins none.
        pairedWithNext = Set(pairedWithNext.map { $0 >= k ? $0 + 1 : $0 })
    }

    /// The page.
    package var html: String {
        let ids = Self.uniqueIDs(sections.map(\.id))
        var kinds: [ReportSectionKind] = []
        for s in sections {
            if let k = s.kind, !kinds.contains(where: { $0.name == k.name }) { kinds.append(k) }
        }
        let style = ReportAssets.pageStyle + kinds.compactMap(\.style).joined(separator: "\n")
        let script = Self.script(kinds)

        var body = HTMLWriter()
        body.open("header", ["class": "page-head"])
        body.element("h1", text: title)
        if let subtitle { body.element("p", ["class": "subtitle"], text: subtitle) }
        if sections.count > 1 {
            body.element("nav") { nav in
                for (s, id) in zip(sections, ids) { nav.element("a", ["href": "#" + id], text: s.title) }
            }
        }
        body.close("header")
        body.open("main")
        for (k, (s, id)) in zip(sections, ids).enumerated() {
            if pairedWithNext.contains(k) { body.open("div", ["class": "side-by-side"]) }
            body.open("section", ["id": id, "class": "section", "data-kind": s.kind.map { Self.safeName($0.name) }])
            body.element("h2", text: s.title)
            body.open("div", ["class": "section-body"])
            s.body(&body)
            body.close("div")
            if let data = s.data {
                body.open("script", ["type": "application/json", "class": "section-data"])
                body.trusted(HTML.scriptSafeJSON(data))
                body.close("script")
            }
            body.close("section")
            if k > 0 && pairedWithNext.contains(k - 1) { body.close("div") }
        }
        body.close("main")

        let policy = "default-src 'none'; script-src 'sha256-\(SHA256.base64Digest(script))'; "
            + "style-src 'sha256-\(SHA256.base64Digest(style))'; img-src data:; base-uri 'none'; form-action 'none'"
        var out = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
        out += "<meta http-equiv=\"Content-Security-Policy\" content=\"\(policy)\">\n"
        out += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
        out += "<title>" + Markup.escape(title) + "</title>\n"
        out += "<style>" + style + "</style>\n</head>\n<body>\n"
        out += body.output
        out += "\n<script>" + script + "</script>\n</body>\n</html>\n"
        return out
    }

    // MARK: Private steps

    /// The runtime, then one registration per kind with a script.
    private static func script(_ kinds: [ReportSectionKind]) -> String {
        var parts = [ReportAssets.runtimeHead]
        for k in kinds {
            guard let body = k.script else { continue }
            parts.append("register(\"\(safeName(k.name))\", function (root, data, page) {\n\(body)\n});")
        }
        parts.append(ReportAssets.runtimeTail)
        // A script element ends at the first `</script`; a kind's own text must not hold one.
        return parts.joined(separator: "\n").replacing("</script", with: "<\\/script")
    }

    /// `id` with every character other than ASCII letters, digits and `-` replaced by `-`
    /// (`section` when nothing is left).
    static func safeName(_ id: String) -> String {
        let s = String(id.unicodeScalars.map { c -> Character in
            (c >= "a" && c <= "z") || (c >= "A" && c <= "Z") || (c >= "0" && c <= "9") || c == "-" ? Character(c) : "-"
        })
        return s.isEmpty ? "section" : s
    }

    /// Safe ids, each unique: a repeated one gets `-2`, `-3`, …
    static func uniqueIDs(_ ids: [String]) -> [String] {
        var seen: Set<String> = []
        var out: [String] = []
        for id in ids {
            let base = safeName(id)
            var candidate = base, n = 1
            while seen.contains(candidate) { n += 1; candidate = base + "-\(n)" }
            seen.insert(candidate)
            out.append(candidate)
        }
        return out
    }
}
