extension JSONParseError {
    /// The 1-based line of `text` that `column` (a 1-based byte offset into the whole text)
    /// falls on: for messages about a document of many lines (a baseline, a state file), which
    /// name `FILE:LINE` as every other reader does.
    /// - Complexity: O(column).
    package func line(in text: String) -> Int {
        var line = 1
        for byte in text.utf8.prefix(max(0, column - 1)) where byte == UInt8(ascii: "\n") { line += 1 }
        return line
    }
}
