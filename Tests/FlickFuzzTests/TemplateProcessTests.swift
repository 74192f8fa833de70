import Testing
import Foundation
@testable import FlickFuzz
import FlickTestSupport

/// The fork-server's template processes (`TemplateProcess`, `TemplateCache`): one process
/// per build key that recurs, killed when the cache drops it and when the worker ends, replaced
/// when it dies; and the cost policy that gives cheap builds no template. Serialized: each
/// runs workers.
@Suite("Template processes: started per recurring key, killed when dropped or when the worker goes", .serialized)
struct TemplateProcessTests {
    /// The arguments of a worker of `flick-planted` on planted-unsat's stream of seed 4 (it
    /// has keys that recur within 40 cases).
    static let args = ["--seed", "4", "--scene", "planted-unsat", "--determinism", "0", "--no-budget"]

    /// A worker spoken to a few lines at a time.
    final class LiveWorker {
        let process = Process()
        private let input = Pipe(), output = Pipe(), errors = Pipe()
        private var pending = ""

        init(_ arguments: [String]) throws {
            process.executableURL = URL(fileURLWithPath: plantedBinary)
            process.arguments = ["fuzz", "--worker"] + arguments
            process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
            process.standardInput = input
            process.standardOutput = output
            process.standardError = errors
            try process.run()
        }

        /// Sends `requests`, then `stats`, and returns the lines up to its answer (no beats).
        func ask(_ requests: [String]) -> [String] {
            input.fileHandleForWriting.write(Data(((requests + ["stats"]).joined(separator: "\n") + "\n").utf8))
            var lines: [String] = []
            while true {
                while let newline = pending.firstIndex(of: "\n") {
                    let line = String(pending[..<newline])
                    pending = String(pending[pending.index(after: newline)...])
                    if line == "beat" { continue }
                    lines.append(line)
                    if line.hasPrefix("stats ") { return lines }
                }
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { return lines }
                pending += String(decoding: data, as: UTF8.self)
            }
        }

        /// Ends the worker's input and waits for it; its exit status.
        func finish() throws -> Int32 {
            try input.fileHandleForWriting.close()
            _ = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return process.terminationStatus
        }
    }

    /// The template process ids a `stats` line lists.
    static func pids(_ lines: [String]) throws -> [Int32] {
        let line = try #require(lines.last { $0.hasPrefix("stats ") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.dropFirst(6).utf8)) as? [String: Any])
        return try #require(object["pids"] as? [Int]).map { Int32($0) }
    }

    /// Whether process `pid` runs (exists and is not a zombie waiting to be reaped).
    static func runs(_ pid: Int32) -> Bool {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return false }
        return text[text.index(after: close)...].split(separator: " ").first != "Z"
    }

    /// Waits up to `seconds` for every process of `pids` to end; those still running.
    static func stillRunning(_ pids: [Int32], within seconds: Double = 5) -> [Int32] {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if !pids.contains(where: runs) { return [] }
            usleep(50_000)
        }
        return pids.filter(runs)
    }

    static func results(_ lines: [String]) -> [String] {
        lines.filter { $0.hasPrefix("result ") }.map(ForkServerTests.withoutCPU)
    }

    /// Stream indices of the two template keys that come most often in the first 400 cases
    /// of the worker's stream, leaving out the cases the leak oracle samples (they never fork).
    static func twoFrequentKeys() throws -> (a: [Int], b: [Int]) {
        let stream = CaseStream(seed: 4, scenes: ["planted-unsat"])
        var byKey: [TemplateProcess.Key: [Int]] = [:]
        for i in 0..<400 where !ForkServer.samplesLeaks(seed: 4, index: i, share: 8) {
            byKey[TemplateProcess.Key(stream.makeCase(i)), default: []].append(i)
        }
        let top = byKey.values.sorted { ($0.count, $1[0]) > ($1.count, $0[0]) }
        try #require(top.count >= 2 && top[1].count >= 5)
        return (top[0], top[1])
    }

    /// One slot (`--fork-templates 1`), kept for the key that came most often: key A's second
    /// case takes it; B's second does not (B has come as often as A, not more) but its third
    /// does, and A's template is killed; A's third does not, its fourth takes the slot back.
    @Test func aDroppedTemplateIsKilledAndTheWorkersExitKillsTheRest() throws {
        let (a, b) = try Self.twoFrequentKeys()
        let chunks = [[a[0], a[1]], [b[0], b[1], b[2]], [a[2], a[3], a[4]]].map { $0.map { "run \($0)" } }
        let worker = try LiveWorker(Self.args + ["--fork-server", "--fork-min-build-ms", "0", "--fork-templates", "1"])
        var seen: [Int32] = []
        var lines: [String] = []
        for chunk in chunks {
            let answer = worker.ask(chunk)
            lines += answer
            let live = try Self.pids(answer)
            #expect(live.count == 1, "one template: \(live)")
            // Every template started before and not held now was killed and reaped.
            let gone = Set(seen).subtracting(live)
            #expect(Self.stillRunning(Array(gone), within: 0).isEmpty, "dropped templates still run: \(gone)")
            for pid in live where !seen.contains(pid) { seen.append(pid) }
        }
        let counts = try ForkServerTests.stats(lines)
        #expect(counts["dropped"] == 2 && counts["built"] == 3, "\(counts)")
        #expect(counts["forked"] == 4, "a[1], b[2], a[3], a[4]: \(counts)")
        #expect(seen.count == 3)
        #expect(try worker.finish() == 0)
        #expect(Self.stillRunning(seen).isEmpty, "no template outlives its worker")
        let fresh = try ForkServerTests.worker(Self.args, requests: chunks.flatMap { $0 })
        #expect(Self.results(lines) == Self.results(fresh.lines))
    }

    @Test func aTemplateThatDiesIsReplacedAndItsCaseRunsFresh() throws {
        let worker = try LiveWorker(Self.args + ["--fork-server", "--fork-min-build-ms", "0"])
        var lines = worker.ask((0..<20).map { "run \($0)" })
        let killed = try Self.pids(lines)
        #expect(!killed.isEmpty, "templates were started within 20 cases")
        for pid in killed { kill(pid, SIGKILL) }
        #expect(Self.stillRunning(killed, within: 2).isEmpty)
        let later = worker.ask((20..<40).map { "run \($0)" })
        lines += later
        let counts = try ForkServerTests.stats(later)
        #expect((counts["lost"] ?? 0) >= 1, "\(counts)")
        #expect((counts["forked"] ?? 0) > 0)
        let pids = try Self.pids(later)
        #expect(Set(pids).isDisjoint(with: killed))
        #expect(try worker.finish() == 0)
        let fresh = try ForkServerTests.worker(Self.args, requests: ForkServerTests.runs)
        #expect(Self.results(lines) == Self.results(fresh.lines), "the same results as a worker that forks nothing")
        #expect(Self.stillRunning(pids).isEmpty)
    }

    @Test func aWorkerKilledTakesItsTemplatesWithIt() throws {
        let worker = try LiveWorker(Self.args + ["--fork-server", "--fork-min-build-ms", "0"])
        let pids = try Self.pids(worker.ask((0..<20).map { "run \($0)" }))
        #expect(!pids.isEmpty)
        kill(worker.process.processIdentifier, SIGKILL)
        worker.process.waitUntilExit()
        #expect(Self.stillRunning(pids).isEmpty, "templates end with their worker (they read the end of its requests)")
    }

    /// The cost policy: a key whose build takes less CPU time than `--fork-min-build-ms` gets
    /// no template, so its cases all run in the worker — with the same results.
    @Test func buildsCheaperThanTheThresholdNeverFork() throws {
        let cheap = try Self.worker(["--fork-server", "--fork-min-build-ms", "1000"])
        let every = try Self.worker(["--fork-server", "--fork-min-build-ms", "0"])
        let fresh = try ForkServerTests.worker(Self.args, requests: ForkServerTests.runs)
        let a = try ForkServerTests.stats(cheap.lines), b = try ForkServerTests.stats(every.lines)
        #expect(a["forked"] == 0 && (a["cheap"] ?? 0) > 0 && a["templates"] == 0, "\(a)")
        #expect((b["forked"] ?? 0) > 10 && b["cheap"] == 0, "\(b)")
        // A cheap key is measured once: its later cases start no template.
        #expect(a["built"] == a["cheap"])
        #expect(Self.results(cheap.lines) == Self.results(fresh.lines))
        #expect(Self.results(every.lines) == Self.results(fresh.lines))
    }

    static func worker(_ extra: [String]) throws -> (status: Int32, lines: [String], err: String) {
        try ForkServerTests.worker(Self.args + extra, requests: ForkServerTests.runs + ["stats"])
    }
}
