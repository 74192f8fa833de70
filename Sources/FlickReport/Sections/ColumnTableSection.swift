/// A static table with a header row (a fuzz case's mutations, a list of differences): one row
/// per item, one cell per column. Every heading and cell is shown as text.
public struct ColumnTableSection: ReportSection {
    public var id: String
    public var title: String
    public var columns: [String]
    /// Cells, row by row; a short row leaves its last cells empty.
    public var rows: [[String]]
    /// A line above the table (nil: none).
    public var note: String?
    /// Shown instead of the table when there are no rows.
    public var empty: String

    public init(id: String, title: String, columns: [String], rows: [[String]], note: String? = nil, empty: String = "none") {
        self.id = id; self.title = title; self.columns = columns; self.rows = rows; self.note = note; self.empty = empty
    }

    public func body(_ html: inout HTMLWriter) {
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

    public var kind: ReportSectionKind? {
        ReportSectionKind(name: "column-table", style: ReportAssets.columnTableStyle)
    }
}
