/// Why a campaign could not run.
package enum CampaignError: Error, Sendable, CustomStringConvertible {
    /// A worker could not be started.
    case spawn(String)
    /// The output directory cannot be used (not writable, or holds another campaign).
    case outputDirectory(String)
    /// This executable's own path cannot be found (workers run it).
    case noExecutable(String)

    package var description: String {
        switch self {
        case .spawn(let s): return "cannot start a worker: \(s)"
        case .outputDirectory(let s): return s
        case .noExecutable(let s): return "cannot find this executable to run workers: \(s)"
        }
    }
}
