import Testing
import Foundation
import FlickFuzz
import FlickTestSupport

/// The fork-server of a campaign's workers (`ForkServer`): the same results as a worker that
/// builds every scene, and what `fork()` breaks kept whole. Serialized: each runs workers.
@Suite("The fork-server: cases in forks of scenes built before, with the same results", .serialized)
struct ForkServerTests {
    /// A worker of `flick-planted` given `requests` on its standard input in one write; its
    /// exit status, output lines and standard error.
    static func worker(_ arguments: [String], requests: [String]) throws -> (status: Int32, lines: [String], err: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: plantedBinary)
        process.arguments = ["fuzz", "--worker"] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["SWIFT_BACKTRACE": "enable=no"]) { $1 }
        let input = Pipe(), out = Pipe(), err = Pipe()
        process.standardInput = input
        process.standardOutput = out
        process.standardError = err
        try process.run()
        input.fileHandleForWriting.write(Data((requests.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init).filter { $0 != "beat" }
        return (process.terminationStatus, lines, String(decoding: errors, as: UTF8.self))
    }

    /// A result line without its measured CPU time (the only field two runs may differ in).
    static func withoutCPU(_ line: String) -> String {
        line.replacing(/"cpu":[0-9]+,/, with: "")
    }

    /// The `stats` line's counts.
    static func stats(_ lines: [String]) throws -> [String: Int] {
        let line = try #require(lines.last { $0.hasPrefix("stats ") })
        let object = try #require(try JSONSerialization.jsonObject(with: Data(line.dropFirst(6).utf8)) as? [String: Any])
        return object.compactMapValues { $0 as? Int }
    }

    static let runs = (0..<40).map { "run \($0)" }
    /// The fork-server with the cost policy off: the planted scenes build in microseconds, so
    /// the default threshold would run every case in the worker.
    static let forking = ["--fork-server", "--fork-min-build-ms", "0"]

    @Test func aWorkerForksTheCasesOfScenesItBuiltBeforeAndAnswersTheSame() throws {
        let args = ["--seed", "4", "--scene", "planted-unsat", "--determinism", "0", "--no-budget"]
        let forked = try Self.worker(args + Self.forking, requests: Self.runs + ["stats"])
        let fresh = try Self.worker(args, requests: Self.runs + ["stats"])
        #expect(forked.status == 0 && fresh.status == 0, "\(forked.err)\(fresh.err)")
        let a = forked.lines.filter { $0.hasPrefix("result ") }, b = fresh.lines.filter { $0.hasPrefix("result ") }
        // Every request answered once, in order: no child took a request from the input.
        #expect(a.count == Self.runs.count)
        #expect(a.map(Self.withoutCPU) == b.map(Self.withoutCPU))
        let counts = try Self.stats(forked.lines)
        #expect((counts["forked"] ?? 0) > 10, "\(counts)")
        #expect(counts["threads"] == 1, "a worker that forks runs one thread")
        #expect(try Self.stats(fresh.lines)["forked"] == 0)
    }

    @Test func theBudgetAndTheLeakSampleRunFresh() throws {
        let budget = try Self.worker(["--seed", "4", "--scene", "planted-unsat", "--determinism", "0", "--budget-ms", "1000", "--fork-server", "--fork-min-build-ms", "0"],
                                     requests: Self.runs + ["stats"])
        #expect(try Self.stats(budget.lines)["forked"] == 0, "the frame budget is judged only on fresh builds")
        // A leaking scene: its sampled cases run fresh and find the leak; the others fork.
        let leak = try Self.worker(["--seed", "4", "--scene", "planted-leak", "--determinism", "0", "--no-budget", "--fork-server", "--fork-min-build-ms", "0"], requests: Self.runs + ["stats"])
        let leaked = leak.lines.filter { $0.hasPrefix("result ") && $0.contains("\"oracle\":\"leak\"") }
        let sampled = (0..<40).filter { ForkServer.samplesLeaks(seed: 4, index: $0, share: 8) }
        #expect(!sampled.isEmpty)
        #expect(leaked.count == sampled.count, "\(leaked.count) leaks, \(sampled.count) sampled")
        #expect((try Self.stats(leak.lines)["forked"] ?? 0) > 0)
    }

    @Test func aForkedCaseThatTrapsEndsTheWorkerTheSameWay() throws {
        // The trap scene's cases up to its first trap, both ways: the same results before it,
        // then the same death (signal and message).
        let args = ["--seed", "1", "--scene", "planted-trap", "--determinism", "0", "--no-budget"]
        let requests = (0..<120).map { "run \($0)" }
        let forked = try Self.worker(args + Self.forking, requests: requests)
        let fresh = try Self.worker(args, requests: requests)
        #expect(fresh.status != 0, "the stream of seed 1 traps within 120 cases")
        #expect(forked.status == fresh.status)
        #expect(forked.lines.map(Self.withoutCPU) == fresh.lines.map(Self.withoutCPU))
        #expect(forked.err.contains("planted trap") && fresh.err.contains("planted trap"))
    }

    /// A forked case's memory limit counts its own pages: those a process does not share are
    /// fewer than its resident ones, which count every shared page again.
    @Test func aChildsOwnPagesAreFewerThanItsResidentOnes() throws {
        let own = try #require(ChildMemory.privateBytes(pid: getpid()))
        let resident = try #require(ProcessInfo.processInfo.residentBytes)
        #expect(own > 0 && own <= resident)
    }

    /// The same small campaign with the fork-server and without: the same findings, corpus,
    /// summary and per-case verdicts (digests) byte for byte.
    @Test func aCampaignGivesTheSameResultsEitherWay() throws {
        let a = temporaryDirectory("forked"), b = temporaryDirectory("fresh")
        defer { for d in [a, b] { try? FileManager.default.removeItem(atPath: d) } }
        let base = ["fuzz", "--scene", "planted-unsat,planted-trap,planted-own-invariant", "--seed", "1", "--no-budget", "--json",
                    "--runs", "90", "--jobs", "2", "--minimize-runs", "40"]
        let forked = try planted(base + ["--out", a, "--verdicts", a + ".verdicts", "--fork-server", "--fork-min-build-ms", "0"])
        let fresh = try planted(base + ["--out", b, "--verdicts", b + ".verdicts"])
        defer { for d in [a, b] { try? FileManager.default.removeItem(atPath: d + ".verdicts") } }
        #expect(forked.status == fresh.status, "\(forked.err)\n\(fresh.err)")
        let sa = snapshot(a), sb = snapshot(b)
        #expect(!sa.isEmpty)
        #expect(sa.keys.sorted() == sb.keys.sorted())
        for (k, v) in sa { #expect(sb[k] == v, "\(k) differs") }
        let va = try String(contentsOfFile: a + ".verdicts", encoding: .utf8), vb = try String(contentsOfFile: b + ".verdicts", encoding: .utf8)
        #expect(va.split(separator: "\n").count == 90)
        #expect(va == vb)
        #expect(try Self.comparable(summaryJSON(forked.out), out: a) == Self.comparable(summaryJSON(fresh.out), out: b))
    }

    /// A summary without what measures the machine (times, rates) and with paths relative to
    /// the campaign's folder, as sorted JSON text.
    static func comparable(_ summary: [String: Any], out: String) throws -> String {
        func strip(_ v: Any) -> Any {
            if let d = v as? [String: Any] {
                var o: [String: Any] = [:]
                for (k, x) in d where !(k.contains("Second") || k.contains("second") || k.contains("PerMinute") || k.hasPrefix("foundAfter")) {
                    o[k] = strip(x)
                }
                return o
            }
            if let a = v as? [Any] { return a.map(strip) }
            if let s = v as? String { return s.replacingOccurrences(of: out, with: "OUT") }
            return v
        }
        let data = try JSONSerialization.data(withJSONObject: strip(summary), options: [.sortedKeys])
        return String(decoding: data, as: UTF8.self)
    }
}

extension ProcessInfo {
    /// This process's resident size, bytes (from /proc/self/statm).
    var residentBytes: Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
