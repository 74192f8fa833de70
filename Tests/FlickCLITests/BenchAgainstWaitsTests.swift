import Foundation
import Testing
import FlickTestSupport

/// `flick bench --against FAKE` where FAKE is not a bench worker: each wait is bounded, FAKE
/// is killed with its process group and named in an exit-2 message that says what it did,
/// and nothing the run started is left running. The fakes are small shell scripts; the
/// limits are cut to seconds through the variables `BenchWorker.Limits` reads. Every process
/// of a run carries a marker in its environment, so one left behind is found in /proc.
@Suite(.serialized) struct BenchAgainstWaitsTests {
    static let flick = flickExecutable
    static let filter = ["--filter", "^gestures/idle$", "--runs", "1", "--no-progress"]

    /// What a watched run did.
    struct Run {
        var status: Int32
        var err: String
        var seconds: Double
        var timedOut: Bool
        /// Processes with the run's marker still alive after it ended (and a short grace).
        var leftOver: [Int32]
    }

    /// Runs `flick bench --against fake` with stdout and stderr in files (a process left
    /// behind cannot hold the test on a pipe), killing it after `timeout` seconds.
    static func against(_ fake: String, in dir: String, handshake: String = "2", sample: String = "2",
                        timeout: Double = 60, stopAfter: Double? = nil) throws -> Run {
        let marker = "flick-waits-\(UUID().uuidString)"
        let outPath = dir + "/out-\(marker)", errPath = dir + "/err-\(marker)"
        _ = FileManager.default.createFile(atPath: outPath, contents: nil)
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: flick)
        process.arguments = ["bench"] + filter + ["--against", fake]
        process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
        process.environment = ProcessInfo.processInfo.environment.merging([
            "FLICK_WAITS_TEST_MARKER": marker,
            "FLICK_BENCH_HANDSHAKE_TIMEOUT": handshake,
            "FLICK_BENCH_SAMPLE_TIMEOUT": sample,
        ]) { $1 }
        process.standardOutput = FileHandle(forWritingAtPath: outPath)
        process.standardError = FileHandle(forWritingAtPath: errPath)
        let start = Date()
        try process.run()
        var timedOut = false, stopped = false
        while process.isRunning {
            let t = Date().timeIntervalSince(start)
            if let s = stopAfter, t > s, !stopped { stopped = true; kill(process.processIdentifier, SIGTERM) }
            if t > timeout {
                timedOut = true
                kill(process.processIdentifier, SIGKILL)
                break
            }
            usleep(5_000)
        }
        if !timedOut { process.waitUntilExit() }
        let seconds = Date().timeIntervalSince(start)
        // A process killed a moment ago may still be on its way out.
        var left = marked(marker)
        for _ in 0..<40 where !left.isEmpty { usleep(50_000); left = marked(marker) }
        for pid in left { kill(pid, SIGKILL) }
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return Run(status: timedOut ? -1 : process.terminationStatus, err: err, seconds: seconds, timedOut: timedOut, leftOver: left)
    }

    /// The live processes whose environment holds `marker`.
    static func marked(_ marker: String) -> [Int32] {
        let needle = Data("FLICK_WAITS_TEST_MARKER=\(marker)".utf8)
        var found: [Int32] = []
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), pid != getpid(),
                  let h = FileHandle(forReadingAtPath: "/proc/\(entry)/environ") else { continue }
            let data = h.readDataToEndOfFile()
            try? h.close()
            if data.range(of: needle) != nil { found.append(pid) }
        }
        return found
    }

    /// A fake worker: `body` as a shell script in `dir`.
    static func fake(_ name: String, in dir: String, _ body: String) throws -> String {
        let path = dir + "/" + name
        try ("#!/bin/sh\n" + body + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    /// This build's own handshake line, so a fake can pass it and fail later.
    static func handshake(in dir: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: flick)
        process.arguments = ["bench", "--worker"]
        process.currentDirectoryURL = URL(fileURLWithPath: repositoryRoot)
        process.standardInput = FileHandle.nullDevice
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let line = String(text.split(separator: "\n").first ?? "")
        #expect(line.contains("\"flick-bench\""))
        let path = dir + "/handshake.json"
        try (line + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Exit 2 in bounded time, FAKE named first (after the command), the reason given, nothing left running.
    static func expectStopped(_ r: Run, fake: String, saying reasons: [String], within seconds: Double = 30,
                              sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(!r.timedOut, "flick bench --against \(fake) did not end", sourceLocation: sourceLocation)
        #expect(r.status == 2, "\(r.status): \(r.err)", sourceLocation: sourceLocation)
        #expect(r.seconds < seconds, "took \(r.seconds) s", sourceLocation: sourceLocation)
        #expect(r.err.hasPrefix("flick bench: " + fake + ": "), "\(r.err)", sourceLocation: sourceLocation)
        for reason in reasons { #expect(r.err.contains(reason), "\(r.err)", sourceLocation: sourceLocation) }
        #expect(r.leftOver.isEmpty, "left running: \(r.leftOver)", sourceLocation: sourceLocation)
    }

    @Test func aProgramThatSleepsForeverIsStoppedAtTheHandshakeLimit() throws {
        let dir = scratchDirectory("bench-waits")
        let fake = try Self.fake("sleeps", in: dir, "exec sleep 1000")
        let r = try Self.against(fake, in: dir)
        Self.expectStopped(r, fake: fake, saying: ["no answer to `bench --worker` within 2 s", "FLICK_BENCH_HANDSHAKE_TIMEOUT",
                                                   "stopped with its process group"])
    }

    @Test func aProgramThatEchoesItsInputIsNotTheProtocol() throws {
        let dir = scratchDirectory("bench-waits")
        let fake = try Self.fake("echoes", in: dir, "cat '\(try Self.handshake(in: dir))'\nexec cat")
        let r = try Self.against(fake, in: dir)
        Self.expectStopped(r, fake: fake, saying: ["answered `sample gestures` with something other than a bench worker reply: 'sample gestures'"])
        // Without the handshake, an echo says nothing: the handshake limit.
        let plain = try Self.fake("cat", in: dir, "exec cat")
        Self.expectStopped(try Self.against(plain, in: dir), fake: plain, saying: ["no answer to `bench --worker` within 2 s"])
    }

    @Test func aProgramThatReadsAndNeverRepliesIsStoppedAtTheSampleLimit() throws {
        let dir = scratchDirectory("bench-waits")
        let fake = try Self.fake("silent", in: dir, "cat '\(try Self.handshake(in: dir))'\nwhile read line; do :; done")
        let r = try Self.against(fake, in: dir, sample: "1")
        Self.expectStopped(r, fake: fake, saying: ["no answer to `sample gestures` within ", "FLICK_BENCH_SAMPLE_TIMEOUT"])
    }

    @Test func aFiftyMegabyteLineIsRefusedAtTheLineLimit() throws {
        let dir = scratchDirectory("bench-waits")
        let fake = try Self.fake("floods", in: dir, "head -c 50000000 /dev/zero | tr '\\0' x\necho\nexec sleep 1000")
        let r = try Self.against(fake, in: dir)
        Self.expectStopped(r, fake: fake, saying: ["answered `bench --worker` with a line longer than 4194304 bytes"])
    }

    @Test func aProgramThatExitsAtOnceIsNamedWithItsStatusAndStandardError() throws {
        let dir = scratchDirectory("bench-waits")
        let fake = try Self.fake("exits", in: dir, "echo 'fake: cannot start: no such thing' >&2\nexit 3")
        let r = try Self.against(fake, in: dir)
        Self.expectStopped(r, fake: fake, saying: ["does not run `bench --worker` (it exited with status 3 before answering",
                                                   "its standard error ends: fake: cannot start: no such thing"])
    }

    @Test func aChildLeftHoldingTheOutputDoesNotHoldFlick() throws {
        let dir = scratchDirectory("bench-waits")
        let fake = try Self.fake("forks", in: dir, "sleep 1000 &\nexit 0")
        // A handshake limit longer than the test's: only noticing the exit ends this in time.
        let r = try Self.against(fake, in: dir, handshake: "600")
        Self.expectStopped(r, fake: fake, saying: ["does not run `bench --worker` (it exited with status 0 before answering"],
                           within: 20)
        // The same after a handshake: the sample sees the end, the child is killed with it.
        let later = try Self.fake("forks-later", in: dir, "cat '\(try Self.handshake(in: dir))'\nread line\nsleep 1000 &\nexit 0")
        Self.expectStopped(try Self.against(later, in: dir, sample: "600"), fake: later,
                           saying: ["the worker ended while answering `sample gestures` (it exited with status 0)"], within: 20)
    }

    /// SIGTERM to flick while it waits: the fake's group goes with it.
    @Test func aStopSignalTakesTheWorkersWithIt() throws {
        let dir = scratchDirectory("bench-waits")
        let fake = try Self.fake("sleeps", in: dir, "sleep 1000 &\nexec sleep 1000")
        let r = try Self.against(fake, in: dir, handshake: "600", stopAfter: 1.5)
        #expect(!r.timedOut && r.status == SIGTERM, "\(r.status) \(r.err)")
        #expect(r.leftOver.isEmpty, "left running: \(r.leftOver)")
    }

    @Test func badLimitVariablesExitTwoNamingThem() throws {
        let dir = scratchDirectory("bench-waits")
        let fake = try Self.fake("never-run", in: dir, "exit 0")
        for bad in ["0", "-1", "nan", "inf", "1e300", "", "soon"] {
            let r = try Self.against(fake, in: dir, sample: bad)
            #expect(r.status == 2 && r.err.contains("FLICK_BENCH_SAMPLE_TIMEOUT="), "\(bad): \(r.err)")
        }
    }
}
