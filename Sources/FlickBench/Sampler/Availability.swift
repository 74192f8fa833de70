/// Whether a measurement works on this machine and build, with a sentence saying how or why not.
package enum Availability: Sendable, Equatable {
    case available(String)
    case unavailable(String)

    package var isAvailable: Bool { if case .available = self { return true } else { return false } }

    /// The sentence.
    package var note: String {
        switch self {
        case .available(let how): return how
        case .unavailable(let why): return why
        }
    }
}
