import FlickCore
import Foundation
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Each system call of a write failing (planted with `OutputFaults`): the error names the
/// path and the system's reason, the temporary file is gone at once, and a file that was at
/// the path is byte for byte as it was.
@Suite("OutputFile: every failure to write is reported and loses nothing")
struct OutputFileFailureTests {
    static let old = "the old content, which a failed write must keep\n"

    private func leftovers(_ dir: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).filter(OutputFile.isTemporaryName)
    }

    private func write(_ path: String, publishing: Bool = false) throws(OutputFileError) {
        let file = try OutputFile(path: path)
        try file.write(String(repeating: "new content\n", count: 100))
        if publishing { try file.publish() }
        try file.commit()
    }

    @Test(arguments: [OutputFaults.Step.write, .sync, .close, .rename], [EIO, ENOSPC, EFBIG])
    func aFailedStepKeepsTheOldFile(_ step: OutputFaults.Step, _ code: Int32) throws {
        let dir = NSTemporaryDirectory() + "flick-output-fault-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/out.txt", fresh = dir + "/fresh.txt"
        try Self.old.write(toFile: path, atomically: false, encoding: .utf8)
        OutputFaults.arm(step, code, for: path)
        OutputFaults.arm(step, code, for: fresh)
        defer { OutputFaults.disarm(path); OutputFaults.disarm(fresh) }
        let reason = String(cString: strerror(code))
        for target in [path, fresh] {
            do {
                try write(target)
                Issue.record("\(step) \(code): the write to \(target) succeeded")
            } catch {
                #expect(error.description == "\(target): cannot write: \(reason)")
            }
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.old)
        #expect(!FileManager.default.fileExists(atPath: fresh))
        #expect(leftovers(dir).isEmpty, "\(leftovers(dir))")
    }

    /// A file published early (`flick record`) whose rename fails is not published: the
    /// temporary file is removed and the old file stays.
    @Test func aFailedPublishKeepsTheOldFile() throws {
        let dir = NSTemporaryDirectory() + "flick-output-publish-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/out.txt"
        try Self.old.write(toFile: path, atomically: false, encoding: .utf8)
        OutputFaults.arm(.rename, EIO, for: path)
        defer { OutputFaults.disarm(path) }
        #expect(throws: OutputFileError.self) { try self.write(path, publishing: true) }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.old)
        #expect(leftovers(dir).isEmpty)
    }

    /// A close that fails after the content was synced (as NFS reports a lost write) keeps the
    /// old file: the close comes before the rename. (The rename came first before.)
    @Test func theCloseComesBeforeTheRename() throws {
        let dir = NSTemporaryDirectory() + "flick-output-close-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/out.txt"
        try Self.old.write(toFile: path, atomically: false, encoding: .utf8)
        OutputFaults.arm(.close, EIO, for: path)
        #expect(throws: OutputFileError.self) { try self.write(path) }
        OutputFaults.disarm(path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.old)
        // Disarmed, the same write goes through.
        try write(path)
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasPrefix("new content\n"))
        #expect(leftovers(dir).isEmpty)
    }

    /// SIGXFSZ is ignored once an OutputFile is made, so a passed file-size limit is EFBIG.
    @Test func theFileSizeSignalIsIgnored() throws {
        _ = try? OutputFile(path: "/dev/null")
        var action = sigaction()
        #expect(sigaction(SIGXFSZ, nil, &action) == 0)
        #expect(unsafeBitCast(action.__sigaction_handler.sa_handler, to: Int.self) == 1)
    }
}
