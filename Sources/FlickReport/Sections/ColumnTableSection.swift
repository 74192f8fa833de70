/// A static table with a header row (a fuzz case's mutations, a list of differences): one row
/// per item, one cell per column. Every heading and cell is shown as text.
package struct ColumnTableSection: ReportSection {
    package var id: String
    package var title: String
    package var columns: [String]
    /// Cells, row by row; a short row leaves its last cells empty.
    package var rows: [[String]]
    /// A line above the table (nil: none).
    package var note: String?
    /// Shown instead of the table when there are no rows.
    package var empty: String

    package init(id: String, title: String, columns: [String], rows: [[String]], note: String? = nil, empty: String = "none") {
        self.id = id; self.title = title; self.columns = columns; self.rows = rows; self.note = note; self.empty = empty
    }

    package func body(_ html: inout HTMLWriter) {
        if let note { html.element("p", ["class": "muted"], text: note) }
        guard !rows.isEmpty else {
            html.element("p", ["class": "muted"], text: empty)
            return
        }
        html.element("table", ["class": "grid"]) { t in
            t.element("tr") { r in for c in columns { r.element("th", text: c) } }
            for row in rows {
                t.element("tr") { r in
                    for k in columns.indices { r.element("td", text: k < row.count ? row[k] : "") }
                }
            }
        }
    }

    package var kind: ReportSectionKind? {
        ReportSectionKind(name: "column-table", style: ReportAssets.columnTableStyle)
    }
}
