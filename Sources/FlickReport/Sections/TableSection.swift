/// A static section of labelled facts, one row each (a fuzz case's environment, a bench
/// verdict). Every label and value is shown as text.
package struct TableSection: ReportSection {
    package var id: String
    package var title: String
    /// Label and value, in order.
    package var rows: [(label: String, value: String)]
    /// A line above the table (nil: none).
    package var note: String?

    package init(id: String, title: String, rows: [(label: String, value: String)], note: String? = nil) {
        self.id = id; self.title = title; self.rows = rows; self.note = note
    }

    package func body(_ html: inout HTMLWriter) {
        if let note { html.element("p", ["class": "muted"], text: note) }
        html.element("table", ["class": "facts"]) { t in
            for row in rows {
                t.element("tr") { r in
                    r.element("th", text: row.label)
                    r.element("td", text: row.value)
                }
            }
        }
    }
}

/// A static section of preformatted text (a golden diff, a case file, a log). Shown as text,
/// whatever it holds.
package struct TextSection: ReportSection {
    package var id: String
    package var title: String
    package var text: String
    /// A line above the text (nil: none).
    package var note: String?

    package init(id: String, title: String, text: String, note: String? = nil) {
        self.id = id; self.title = title; self.text = text; self.note = note
    }

    package func body(_ html: inout HTMLWriter) {
        if let note { html.element("p", ["class": "muted"], text: note) }
        html.element("pre", ["class": "text"], text: text)
    }
}
