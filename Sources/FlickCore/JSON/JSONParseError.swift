/// Why a text is not JSON, and the 1-based byte column where parsing stopped.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var column: Int
    public var description: String { "\(message) at column \(column)" }
}
