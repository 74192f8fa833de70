extension StringProtocol {
    /// The text without leading and trailing characters of `set`.
    /// - Complexity: O(n).
    func trimmed(_ set: String) -> String {
        var s = Substring(self)
        while let c = s.first, set.contains(c) { s = s.dropFirst() }
        while let c = s.last, set.contains(c) { s = s.dropLast() }
        return String(s)
    }
}
