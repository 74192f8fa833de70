import FlickCore

/// The commit a run measured: what `git` says about the working directory.
package enum GitCommit {
    /// `git rev-parse --short=12 HEAD`, with ` (modified)` when tracked files differ from it;
    /// `unknown` when git or a repository is not there. Runs git twice (a few ms).
    package static func describe() -> String {
        guard let head = try? ChildProcess.run("git", ["rev-parse", "--short=12", "HEAD"], timeout: 10),
              head.status?.shellStatus == 0 else { return "unknown" }
        let commit = head.stdout.trimmed(" \n")
        guard !commit.isEmpty else { return "unknown" }
        if let status = try? ChildProcess.run("git", ["status", "--porcelain", "--untracked-files=no"], timeout: 10),
           status.status?.shellStatus == 0, !status.stdout.trimmed(" \n").isEmpty {
            return commit + " (modified)"
        }
        return commit
    }
}
