extension String {
    /// Appends `text` scalar by scalar, each scalar for which `substitute` returns text
    /// replaced by that text: the one loop under Flick's escapers (JSON string literals,
    /// XML/HTML text, JSON inside a script element), each of which is only its table.
    /// - Complexity: O(length of `text`), plus what `substitute` costs per scalar.
    package mutating func append(_ text: String, escaping substitute: (Unicode.Scalar) -> String?) {
        for scalar in text.unicodeScalars {
            if let replacement = substitute(scalar) { self += replacement } else { unicodeScalars.append(scalar) }
        }
    }

    /// `text` with each scalar for which `substitute` returns text replaced by that text
    /// (see `append(_:escaping:)`).
    package init(_ text: String, escaping substitute: (Unicode.Scalar) -> String?) {
        self = ""
        reserveCapacity(text.utf8.count)
        append(text, escaping: substitute)
    }
}
