import Foundation
import Testing
@testable import FlickCLI
import FlickCLITestSupport
import FlickTestSupport

/// `flick bench`: every exit code, baselines saved and read back, the planted regression
/// caught by the counters, A/B against another build, JSON and JUnit, kiwisolver side by side.
/// Timings are never what these tests assert on: they gate with --report-timings-only or a
/// counters-only baseline, so a busy machine cannot fail them.
@Suite(.serialized) struct BenchCommandTests {
static let root = repositoryRoot

    static let flick = flickExecutable

    /// Runs `flick ARGS` in the repository root with `environment` added.
    static func run(_ args: [String], environment: [String: String] = [:], executable: String = flick) throws -> ProcessResult {
        try runProcess(executable, args, environment: environment, directory: root)
    }

    /// `flick bench ARGS` in-process on this checkout's traces.
    static func bench(_ args: [String]) -> CLIResult {
        runFlick(["bench", "--no-progress", "--traces", root + "/Traces"] + args)
    }

    static let small = ["--filter", "^solver/drawer/100/"]

    @Test func listsStableNames() {
        let r = Self.bench(["--list", "--filter", "scene/feed|solver/chain/1000/frame"])
        #expect(r.code == .success)
        #expect(r.out.contains("solver/chain/1000/frame") && r.out.contains("scene/feed/replay") && r.out.contains("scene/feed/taps-recording"))
        #expect(!r.out.contains("layout/"))
    }

    @Test func savesABaselineAndComparesWithIt() throws {
        let dir = scratchDirectory("bench-tests")
        let baseline = dir + "/baseline.json", json = dir + "/run.json", junit = dir + "/run.xml"
        let first = Self.bench(Self.small + ["--runs", "5", "--save-baseline", baseline, "--json", json, "--junit", junit])
        #expect(first.code == .success, "\(first.err)")
        #expect(first.out.contains("environment:") && first.out.contains("solver/drawer/100/frame"))
        let saved = try String(contentsOfFile: baseline, encoding: .utf8)
        #expect(saved.contains("\"schema\": \"flick-bench\"") && saved.contains("\"rows_touched\""))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<testcase classname=\"solver/drawer/100/frame\" name=\"pivots\">"))
        let second = Self.bench(Self.small + ["--runs", "5", "--baseline", baseline, "--report-timings-only", "--json", json, "--junit", junit])
        #expect(second.code == .success, "\(second.out)")
        #expect(second.out.contains("summary: no regression"))
        let report = try String(contentsOfFile: json, encoding: .utf8)
        #expect(report.contains("\"comparison\"") && report.contains("\"exit_code\": 0"))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("failures=\"0\""))
    }

    @Test func missingOrIncompatibleBaselinesAndBadUsageExitTwo() throws {
        let dir = scratchDirectory("bench-tests")
        let missing = Self.bench(Self.small + ["--runs", "1", "--baseline", dir + "/none.json"])
        #expect(missing.code == .badInput && missing.err.contains("missing baseline"))
        try "{\"schema\": \"flick-bench\", \"version\": 2}".write(toFile: dir + "/v2.json", atomically: true, encoding: .utf8)
        let old = Self.bench(Self.small + ["--runs", "1", "--baseline", dir + "/v2.json"])
        #expect(old.code == .badInput && old.err.contains("incompatible baseline"))
        try "not json".write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        #expect(Self.bench(Self.small + ["--runs", "1", "--baseline", dir + "/bad.json"]).err.contains("not JSON"))
        let other = Self.bench(["--filter", "^gestures/idle$", "--runs", "1", "--save-baseline", dir + "/g.json"])
        #expect(other.code == .success)
        let disjoint = Self.bench(Self.small + ["--runs", "1", "--baseline", dir + "/g.json"])
        #expect(disjoint.code == .badInput && disjoint.err.contains("none of the"))
        for argv in [["--runs", "0"], ["--threshold", "5"], ["--threshold", "x%"], ["--runs", "3", "--time", "2"], ["--filter", "("],
                     ["--filter", "no-such-benchmark"], ["--clock", "gpu"], ["--against", dir + "/none"], ["--counters-only"],
                     ["--alpha", "0.7"], ["--trace", "nosuchscene=x.trace"], ["--trace", "feed"], ["extra"], ["--bogus"],
                     ["--processes", "4"], ["--seed", "1"], ["--against", Self.flick, "--processes", "1"],
                     ["--against", Self.flick, "--processes", "101"], ["--against", Self.flick, "--seed", "-1"]] {
            let r = Self.bench(argv)
            #expect(r.code == .badInput, "\(argv): \(r.err)")
            #expect(r.err.contains("usage") || r.err.contains("flick bench"), "\(argv)")
        }
    }

    /// `--report PAGE`: a chart per benchmark of the baseline's and the current samples, the
    /// verdicts and the environment; only with something to compare with.
    @Test func aComparisonPage() throws {
        let dir = scratchDirectory("bench-tests")
        let baseline = dir + "/b.json", page = dir + "/bench.html"
        #expect(Self.bench(Self.small + ["--runs", "3", "--save-baseline", baseline]).code == .success)
        let r = Self.bench(Self.small + ["--runs", "3", "--baseline", baseline, "--report-timings-only", "--report", page])
        #expect(r.code == .success, "\(r.err)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("<h2>Environment</h2>") && html.contains("environment: ") && html.contains("no regression"))
        for name in ["solver/drawer/100/build", "solver/drawer/100/gesture-start", "solver/drawer/100/frame"] {
            #expect(html.contains("<h2>\(name)</h2>"), "\(name)")
        }
        #expect(html.components(separatedBy: "<svg class=\"sample-chart\"").count - 1 == 3)
        #expect(html.contains(">baseline</text>") && html.contains(">current</text>"))
        let alone = Self.bench(Self.small + ["--runs", "1", "--report", page])
        #expect(alone.code == .badInput && alone.err.contains("--report draws a comparison"))
    }

    /// The planted regression (extra solver work behind an environment variable) against a
    /// counters-only baseline: exit 1, naming the counter and the command that would accept it.
    @Test func aPlantedRegressionExitsOne() throws {
        let dir = scratchDirectory("bench-tests")
        let baseline = dir + "/counters.json"
        let filter = ["bench", "--filter", "^solver/(drawer|chain)/100/frame$", "--runs", "2", "--no-progress"]
        let save = try Self.run(filter + ["--counters-only", "--save-baseline", baseline])
        #expect(save.status == 0, "\(save.err)")
        #expect(try !String(contentsOfFile: baseline, encoding: .utf8).contains("cpu_ns"))
        let clean = try Self.run(filter + ["--baseline", baseline])
        #expect(clean.status == 0, "\(clean.out)")
        let planted = try Self.run(filter + ["--baseline", baseline], environment: ["FLICK_BENCH_PLANTED_REGRESSION": "solver"])
        #expect(planted.status == 1, "\(planted.out)\(planted.err)")
        #expect(planted.out.contains("PLANTED REGRESSION"))
        #expect(planted.out.contains("rows_touched") && planted.out.contains("regressed"))
        #expect(planted.out.contains("--counters-only --save-baseline \(baseline)"))
    }

    /// A/B: this build against another, interleaved. The other is the same binary behind a
    /// script that removes the planted regression, so only this side does the extra work.
    @Test func againstAnotherBuild() throws {
        let dir = scratchDirectory("bench-tests")
        let wrapper = dir + "/clean-flick"
        try "#!/bin/sh\nunset FLICK_BENCH_PLANTED_REGRESSION\nexec '\(Self.flick)' \"$@\"\n".write(toFile: wrapper, atomically: true, encoding: .utf8)
        chmod(wrapper, 0o755)
        let args = ["bench", "--filter", "^solver/drawer/100/frame$", "--runs", "5", "--threshold", "50%", "--no-progress", "--against", wrapper]
        let same = try Self.run(args)
        #expect(same.status == 0, "\(same.out)\(same.err)")
        #expect(same.out.contains("baseline: \(wrapper)"))
        let planted = try Self.run(args, environment: ["FLICK_BENCH_PLANTED_REGRESSION": "solver"])
        #expect(planted.status == 1, "\(planted.out)\(planted.err)")
        #expect(planted.out.contains("rows_touched"))
        let notFlick = try Self.run(["bench", "--filter", "^gestures/idle$", "--runs", "1", "--against", "/bin/true"])
        #expect(notFlick.status == 2 && notFlick.err.contains("does not run `bench --worker`"))
    }

    /// A/A on real processes: this build against a copy of itself over a few cheap benchmarks,
    /// each side's samples spread over 20 fresh worker processes. Tested per process, it does
    /// not fire (α 0.001 here, so that the test itself fails on fewer than 1 run in 500 even
    /// if every timing sat at the level; pooled, such runs fired at p < 0.002 on 11 of 33).
    @Test func anAARunOfFreshProcessesDoesNotFire() throws {
        let dir = scratchDirectory("bench-tests")
        let copy = dir + "/flick-copy"
        try? FileManager.default.removeItem(atPath: copy)
        try FileManager.default.copyItem(atPath: Self.flick, toPath: copy)
        let json = dir + "/aa.json"
        // `--runs 20`, not the default: the default plan stops a group after 30 s (at least 5
        // processes), so on a loaded machine it would spread fewer processes than asserted.
        let r = try Self.run(["bench", "--filter", "^(solver/drawer/100/.*|layout/100/frame)$", "--alpha", "0.001", "--seed", "31",
                              "--runs", "20", "--no-progress", "--against", copy, "--json", json])
        #expect(r.status == 0, "\(r.out)\(r.err)")
        #expect(r.out.contains("process noise") && r.out.contains("--seed 31 repeats it"), "\(r.out)")
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: json))) as? [String: Any])
        let settings = try #require(doc["settings"] as? [String: Any])
        #expect(settings["processes_per_build"] as? Int == 20 && settings["order_seed"] as? String == "31")
        for b in try #require(doc["benchmarks"] as? [[String: Any]]) {
            #expect(b["process_samples"] as? [Int] == Array(repeating: 1, count: 20), "\(b["name"] ?? "")")
        }
        let comparison = try #require(doc["comparison"] as? [String: Any])
        let rows = try #require(comparison["rows"] as? [[String: Any]])
        let gated = rows.filter { $0["gates"] as? Bool == true && $0["kind"] as? String == "time" }
        #expect(gated.count == 4 && gated.allSatisfy { $0["process_noise"] is Double })
        #expect((comparison["summary"] as? [String: Any])?["regressed_timings"] as? Int == 0)
    }

    /// The planted timing-only slowdown (every measured phase 10 % more CPU, no counter moved)
    /// against a build without it, by the same per-process procedure with more processes: found
    /// (regressed), unless the run itself reports its process noise too high to resolve 10 %.
    @Test func aPlantedTenPercentSlowdownIsFoundAcrossProcesses() throws {
        let dir = scratchDirectory("bench-tests")
        let wrapper = dir + "/clean-flick"
        try "#!/bin/sh\nunset FLICK_BENCH_PLANTED_REGRESSION\nexec '\(Self.flick)' \"$@\"\n".write(toFile: wrapper, atomically: true, encoding: .utf8)
        chmod(wrapper, 0o755)
        let benchmark = Self.plantedBenchmark
        let r = try Self.run(["bench", "--filter", "^\(benchmark)$", "--processes", "\(Self.plantedProcesses)",
                              "--runs", "\(Self.plantedProcesses)", "--seed", "32", "--no-progress", "--against", wrapper],
                             environment: ["FLICK_BENCH_PLANTED_REGRESSION": "cpu+10%"])
        #expect(r.out.contains("PLANTED REGRESSION: cpu"), "\(r.out)")
        // Timings only: no counter row regressed.
        #expect(!r.out.split(separator: "\n").contains { $0.hasSuffix("regressed") && !$0.contains("(gates)") }, "\(r.out)")
        let row = r.out.split(separator: "\n").first { $0.hasPrefix(benchmark) && $0.contains("cpu (gates)") }.map(String.init) ?? ""
        if r.status == 1 {
            #expect(row.hasSuffix("regressed"), "\(r.out)")
        } else {
            // Not found: only honest when the run said it could not resolve 10 % at this noise.
            let resolves = Self.resolution(in: r.out, of: benchmark)
            #expect(r.status == 0 && (resolves ?? 0) > 0.10, "a planted 10% slowdown was not found: \(r.out)\(r.err)")
        }
    }

    /// The cheap benchmark and the processes a side of the planted test.
    static let plantedBenchmark = "solver/drawer/100/frame"
    static let plantedProcesses = 60

    /// The change the noise warning says a benchmark resolves ("resolves about 12%"), if it names it.
    static func resolution(in text: String, of benchmark: String) -> Double? {
        guard let warning = text.split(separator: "\n").first(where: { $0.hasPrefix("warning: samples too noisy") }),
              let at = warning.range(of: benchmark + " (") else { return nil }
        let rest = warning[at.upperBound...]
        guard let about = rest.range(of: "resolves about "), let end = rest[about.upperBound...].firstIndex(of: "%") else { return nil }
        return Double(rest[about.upperBound..<end]).map { $0 / 100 }
    }

    /// Needs Python's kiwisolver (scripts/install-deps installs it): reported as skipped
    /// without it, never passed on the "kiwisolver not run" note.
    @Test(.enabled(if: TestTools.runs(needing: TestTools.pythonImports("kiwisolver")),
                   "python3 cannot import kiwisolver: scripts/install-deps installs it"))
    func kiwisolverSideBySide() throws {
        let r = try Self.run(["bench", "--filter", "^solver/drawer/100/", "--runs", "2", "--no-progress", "--with-kiwi", "--kiwi-runs", "1"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("flick / kiwisolver"), "\(r.out)")
    }

    /// Without kiwisolver the run still succeeds and says why kiwisolver did not run.
    @Test func kiwisolverMissingIsANoteNotAFailure() throws {
        let r = try Self.run(["bench", "--filter", "^solver/drawer/100/build$", "--runs", "1", "--no-progress", "--with-kiwi",
                              "--kiwi-runs", "1"], environment: ["PATH": "/nonexistent"])
        #expect(r.status == 0, "\(r.err)")
        #expect(r.out.contains("kiwisolver not run"), "\(r.out)")
    }
}
