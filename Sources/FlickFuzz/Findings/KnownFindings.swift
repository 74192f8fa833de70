/// A known-findings file (the form of `Fuzz/known-findings`): findings a gate tolerates while
/// they are being fixed. One signature prefix a line (`oracle|scene|kind|…`, as in a case
/// file's `expect`), matched against the start of each finding's signature; blank lines and
/// lines starting with `#` are ignored, and spaces around a line are trimmed.
package struct KnownFindings: Sendable, Hashable {
    /// The prefixes, in file order.
    package var prefixes: [String]

    /// Reads the file's text.
    /// - Complexity: O(text).
    package init(text: String) {
        prefixes = text.split(omittingEmptySubsequences: true, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map { $0.trimmingSpaces }
            .filter { !$0.isEmpty && !$0.hasPrefix("#") }
    }

    /// Whether a line lists `signature`.
    /// - Complexity: O(prefixes × prefix length).
    package func lists(_ signature: String) -> Bool { prefixes.contains { signature.hasPrefix($0) } }

    /// The findings and internal errors of `summary` that no line lists, in the summary's order.
    package func unlisted(in summary: CampaignSummary) -> [CampaignSummary.Entry] {
        (summary.findings + summary.internalErrors).filter { !lists($0.signature) }
    }
}

private extension Substring {
    var trimmingSpaces: String {
        var s = self
        while let c = s.first, c == " " || c == "\t" { s.removeFirst() }
        while let c = s.last, c == " " || c == "\t" || c == "\r" { s.removeLast() }
        return String(s)
    }
}
