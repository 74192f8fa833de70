/// The name of an `AnimatedProperty`, kept in parts and formatted only when read (reports,
/// violations), so registering thousands of properties — a presentation layer's three per
/// view — builds no strings.
enum PropertyName {
    /// A name given as text.
    case text(String)
    /// `prefix`, the decimal `index`, then `suffix` (`view12.frame`).
    case indexed(prefix: StaticString, index: Int, suffix: StaticString)

    /// The name as text. - Complexity: O(length), allocating for an indexed name.
    var text: String {
        switch self {
        case .text(let s): return s
        case .indexed(let prefix, let index, let suffix): return "\(prefix)\(index)\(suffix)"
        }
    }
}
