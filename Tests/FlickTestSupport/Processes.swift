import Foundation

/// What a finished child process did: its exit status and everything it wrote.
package struct ProcessResult: Sendable {
    /// The exit status (or the number of the signal that ended it).
    package var status: Int32
    /// Standard output, decoded as UTF-8.
    package var out: String
    /// Standard error, decoded as UTF-8.
    package var err: String
}

/// An executable product of this package (`flick`, `flick-planted`): the one built beside the
/// running test bundle, else the one in `.build/debug` of the repository.
package func builtExecutable(_ name: String) -> String {
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent(name).path
    if FileManager.default.isExecutableFile(atPath: beside) { return beside }
    return repositoryRoot + "/.build/debug/" + name
}

/// The built `flick` (see `builtExecutable(_:)`).
package let flickExecutable = builtExecutable("flick")

/// Runs `executable arguments` to its end and returns what it did.
/// - Parameters:
///   - environment: variables added to (or replacing those of) this process's environment.
///   - directory: the working directory (default: this process's).
/// - Throws: Foundation's error when the executable cannot be started.
/// - Note: both pipes are read to their end before the wait, so a child that writes more
///   than a pipe holds cannot block; for a run that might hang, run it under `timeout(1)`.
package func runProcess(_ executable: String, _ arguments: [String], environment: [String: String] = [:],
                        directory: String? = nil) throws -> ProcessResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if !environment.isEmpty {
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let o = out.fileHandleForReading.readDataToEndOfFile()
    let e = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return ProcessResult(status: process.terminationStatus, out: String(decoding: o, as: UTF8.self),
                         err: String(decoding: e, as: UTF8.self))
}
