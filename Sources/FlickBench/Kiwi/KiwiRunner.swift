import FlickCore
import FlickInput
#if canImport(Glibc)
import Glibc
#endif

/// Times kiwisolver on a solver group's own workload (`--with-kiwi`): the group's problem is
/// written as a constraint script with phase markers and run by the repository's
/// `scripts/differential/kiwibench.py` in a subprocess (kiwisolver can abort or loop), with
/// a timeout. Each run is a fresh Python process; the phases' times exclude parsing and the
/// building of kiwisolver's objects.
package struct KiwiRunner {
    /// The runner script; default `scripts/differential/kiwibench.py`, relative to the
    /// working directory (the repository root).
    package var script = "scripts/differential/kiwibench.py"
    /// The Python interpreter; default `python3` on `PATH`.
    package var python = "python3"
    /// Seconds per kiwisolver run before it is killed; default 60.
    package var timeout = 60.0
    /// Runs per workload; default 3, or 1 when a run takes over 5 s.
    package var runs = 3

    package init() {}

    /// Whether kiwisolver can be run here: its version, or why not.
    package func availability() -> Availability {
        guard access(script, R_OK) == 0 else {
            return .unavailable("kiwisolver not run: no \(script) here (run from the repository root)")
        }
        guard let probe = try? ChildProcess.run(python, ["-c", "import kiwisolver; print(kiwisolver.__version__)"], timeout: 30),
              probe.status?.shellStatus == 0 else {
            return .unavailable("kiwisolver not run: \(python) cannot import kiwisolver (scripts/install-deps installs it)")
        }
        return .available("kiwisolver " + probe.stdout.trimmed(" \n"))
    }

    /// Times `group`'s workload, returning one result per selected benchmark the script's
    /// phases name (`GROUP/PHASE`).
    /// - Parameter scratch: where the script is written.
    package func time(_ group: BenchmarkGroup, selected: Set<String>, scratch: ScratchDirectory) -> [KiwiResult] {
        guard let make = group.constraintScript else { return [] }
        let text = make()
        // The benchmarks the script has a phase for (`# phase: NAME OPERATIONS`).
        let phases = Set(text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("# phase: ") else { return nil }
            return line.dropFirst(9).split(separator: " ").first.map { "\(group.name)/\($0)" }
        })
        let names = group.benchmarks.map(\.name).filter { selected.contains($0) && phases.contains($0) }
        guard !names.isEmpty else { return [] }
        func failed(_ note: String) -> [KiwiResult] { names.map { KiwiResult(benchmark: $0, seconds: [], note: note) } }
        let path: String
        do throws(BenchError) {
            path = try scratch.path(group.name.split(separator: "/").joined(separator: "-") + ".cas")
        } catch {
            return failed(error.message)
        }
        guard write(text, to: path) else { return failed("cannot write \(path)") }
        defer { unlink(path) }
        var perBenchmark: [String: [Double]] = [:]
        for _ in 0..<max(1, runs) {
            let start = WorkClock.monotonic.now()
            guard let outcome = try? ChildProcess.run(python, [script, path], timeout: timeout) else { return failed("cannot run \(python)") }
            guard let status = outcome.status?.shellStatus else {
                return perBenchmark.isEmpty ? failed("did not finish in \(Format.number(timeout)) s") : collect(perBenchmark, names)
            }
            guard status == 0 else {
                let reason = status > 128 ? "aborted (signal \(status - 128))" : "failed (exit \(status))"
                return perBenchmark.isEmpty ? failed("kiwisolver \(reason)") : collect(perBenchmark, names)
            }
            guard let line = outcome.stdout.split(separator: "\n").last, let json = try? JSONParser.parse(String(line)),
                  case .array(let phases)? = json["phases"] else { return failed("unreadable kiwibench output") }
            for phase in phases {
                guard let name = phase["name"]?.string, let ops = phase["operations"]?.double, ops > 0,
                      let seconds = phase["seconds"]?.double else { continue }
                perBenchmark["\(group.name)/\(name)", default: []].append(seconds / ops)
            }
            if Double(WorkClock.monotonic.now() - start) > 5e9 { break }
        }
        return collect(perBenchmark, names)
    }

    private func collect(_ timings: [String: [Double]], _ names: [String]) -> [KiwiResult] {
        names.map { KiwiResult(benchmark: $0, seconds: timings[$0] ?? [], note: timings[$0] == nil ? "no such phase" : nil) }
    }

    private func write(_ text: String, to path: String) -> Bool {
        guard let f = fopen(path, "w") else { return false }
        defer { fclose(f) }
        return fputs(text, f) >= 0
    }
}
