extension Format {
    /// The most characters of user text a message quotes (`excerpt(_:)`).
    package static let excerptLimit = 40

    /// `text` as a message quotes it: whole when it is at most `limit` characters, else its
    /// first `limit` characters, an ellipsis and the full length in bytes
    /// (`12345678…(1048576 bytes)`), so a hostile token never floods a message. Control
    /// characters are shown as `?`.
    /// - Complexity: O(`limit`), whatever the length of `text` (its UTF-8 count aside).
    package static func excerpt(_ text: some StringProtocol, limit: Int = excerptLimit) -> String {
        var out = ""
        var count = 0
        for c in text {
            if count == limit { return out + "…(\(text.utf8.count) bytes)" }
            out.append(c.isASCII && (c.asciiValue! < 0x20 || c.asciiValue! == 0x7F) ? "?" : c)
            count += 1
        }
        return out
    }
}
