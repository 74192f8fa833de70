import Synchronization

/// The files a command has opened as input, by identity (device and inode, symlinks
/// followed), so that no output replaces one: `OutputFile` refuses a path that is one of them,
/// whatever name, symlink or `./` form reaches it. A hard link to an input is the same file
/// and is refused too; a copy is not.
///
/// The readers note what they open (traces and recordings, constraint scripts, case files,
/// golden files, bench baselines), and so do commands for the inputs they do not read through
/// a reader (the other build of `flick bench --against`).
package enum InputFiles {
    /// The inputs of one command (or of the whole process, outside any command's scope).
    package final class Scope: Sendable {
        fileprivate let noted = Mutex<Set<FileIdentity>>([])
        package init() {}
    }

    /// The scope `note` and `contains` use: none outside a command (a library user, such as a
    /// test that reads a golden and rewrites it, is not held to the rule), a command's own
    /// inside `InputFiles.$scope.withValue(Scope()) { … }`, which the command line sets for
    /// each command.
    @TaskLocal package static var scope: Scope?

    /// Records `path` as an input of the current command. Paths that are not regular files (pipes,
    /// devices, standard input) and paths that do not exist are not recorded.
    /// - Complexity: one `stat`.
    package static func note(_ path: String) {
        guard let scope, let id = identity(of: path) else { return }
        scope.noted.withLock { _ = $0.insert(id) }
    }

    /// Whether `path` names a file recorded by `note(_:)`.
    /// - Complexity: one `stat`.
    package static func contains(_ path: String) -> Bool {
        guard let scope, let id = identity(of: path) else { return false }
        return scope.noted.withLock { $0.contains(id) }
    }

    /// The identity an input is noted by: regular files only (`FileIdentity.regularFile`).
    package static func identity(of path: String) -> FileIdentity? { FileIdentity.regularFile(path) }
}
