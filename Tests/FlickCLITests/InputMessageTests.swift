import Foundation
import Testing
@testable import FlickCLI
import FlickCLITestSupport
import FlickTestSupport

/// The messages of inputs that cannot be read: each names the file or folder and the reason,
/// never an option that was right.
@Suite struct InputMessageTests {
    /// `flick replay PATH` without `--scene` of a case file that is missing, damaged, a folder
    /// or unreadable names the file and what is wrong, not "--scene NAME is required".
    @Test func replayOfABadCaseFileNamesTheFile() throws {
        let dir = scratchDirectory("case-messages")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let damaged = dir + "/damaged.json", truncated = dir + "/truncated.json", folder = dir + "/folder.json"
        try "{not json at all\n".write(toFile: damaged, atomically: false, encoding: .utf8)
        try "{\"format\":\"flick-case\",\"version\":1,\"scene\":\n".write(toFile: truncated, atomically: false, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        for (path, reason) in [(dir + "/missing.json", "No such file"), (dir + "/missing.trace", "No such file"),
                               (damaged, "not JSON"), (truncated, "not JSON"), (folder, "is a directory")] {
            let r = runFlick(["replay", path])
            #expect(r.code == .badInput, "\(path): \(r.err)")
            #expect(r.err.contains(path) && r.err.contains(reason), "\(path): \(r.err)")
            #expect(!r.err.contains("--scene NAME is required"), "\(path): \(r.err)")
        }
        // Unreadable: only a user without root's powers is refused the read.
        if getuid() != 0 {
            let locked = dir + "/locked.json"
            try "{}\n".write(toFile: locked, atomically: false, encoding: .utf8)
            chmod(locked, 0)
            let r = runFlick(["replay", locked])
            #expect(r.code == .badInput && r.err.contains(locked) && r.err.contains("Permission denied"), "\(r.err)")
        }
        // A trace without --scene still says what it needs.
        let r = runFlick(["replay", tracePath("fab-normal.trace")])
        #expect(r.code == .badInput && r.err.contains("--scene NAME is required"), "\(r.err)")
    }

    /// `flick bench --traces FOLDER` of a folder that is not there names the folder, not the
    /// `--filter` value.
    @Test func benchOfAMissingTracesFolderNamesTheFolder() throws {
        let dir = scratchDirectory("bench-traces-message")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        try "a file\n".write(toFile: dir + "/file", atomically: false, encoding: .utf8)
        for (folder, reason) in [("/nonexistent", "no such folder"), (dir + "/file", "not a folder")] {
            for extra in [[], ["--filter", "scene/"]] {
                let r = runFlick(["bench", "--quick", "--no-progress", "--traces", folder] + extra)
                #expect(r.code == .badInput, "\(r.err)")
                #expect(r.err.contains(folder) && r.err.contains("--traces") && r.err.contains(reason), "\(r.err)")
                #expect(!r.err.contains("selects no benchmark"), "\(r.err)")
            }
        }
    }
}
