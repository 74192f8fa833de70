/// A case file that cannot be read: the file, the field (a path such as
/// `gestures[2].events[5].x`, or `line:column` for malformed JSON) and what is wrong.
public struct CaseFileError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var field: String
    public var reason: String

    public init(path: String, field: String, reason: String) {
        self.path = path; self.field = field; self.reason = reason
    }

    /// `path: field: reason`.
    public var description: String { field.isEmpty ? "\(path): \(reason)" : "\(path): \(field): \(reason)" }
}
