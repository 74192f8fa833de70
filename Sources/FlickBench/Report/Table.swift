/// A table of text cells, rendered as aligned plain text (numbers right-aligned) or as
/// Markdown for docs/PERFORMANCE.md.
package struct Table: Sendable {
    package enum Style: Sendable { case plain, markdown }

    package var header: [String]
    /// Columns aligned right (numbers).
    package var rightAligned: Set<Int>
    package var rows: [[String]] = []

    package init(header: [String], rightAligned: Set<Int> = []) {
        self.header = header
        self.rightAligned = rightAligned
    }

    package mutating func add(_ row: [String]) { rows.append(row) }

    /// The table's lines.
    /// - Complexity: O(cells).
    package func render(_ style: Style) -> [String] {
        let all = [header] + rows
        let count = header.count
        func cell(_ row: [String], _ i: Int) -> String { i < row.count ? row[i] : "" }
        switch style {
        case .markdown:
            func line(_ row: [String]) -> String {
                "| " + (0..<count).map { cell(row, $0).replacingPipes }.joined(separator: " | ") + " |"
            }
            let rule = "|" + (0..<count).map { rightAligned.contains($0) ? "---:" : "---" }.joined(separator: "|") + "|"
            return [line(header), rule] + rows.map(line)
        case .plain:
            var widths = [Int](repeating: 0, count: count)
            for row in all { for i in 0..<count { widths[i] = max(widths[i], cell(row, i).count) } }
            return all.map { row in
                (0..<count).map { i -> String in
                    let text = cell(row, i)
                    let pad = String(repeating: " ", count: widths[i] - text.count)
                    return rightAligned.contains(i) ? pad + text : (i == count - 1 ? text : text + pad)
                }.joined(separator: "  ").trimmedTrailingSpaces
            }
        }
    }
}

extension String {
    fileprivate var replacingPipes: String { split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|") }
    fileprivate var trimmedTrailingSpaces: String {
        var s = Substring(self)
        while s.last == " " { s = s.dropLast() }
        return String(s)
    }
}
