/// Why `flick fuzz merge` did not merge. Both map to exit code 2.
package enum MergeError: Error, Sendable, Equatable, CustomStringConvertible {
    /// An input folder (or the output) cannot be merged with the others: the folder, and why.
    case refused(folder: String, reason: String)
    /// A file of the output could not be written or a folder made (the system's reason, naming
    /// the path).
    case output(String)

    package var description: String {
        switch self {
        case .refused(let folder, let reason): return "\(folder): \(reason)"
        case .output(let why): return why
        }
    }
}
