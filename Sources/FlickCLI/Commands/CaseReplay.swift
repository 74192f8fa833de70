#if canImport(Glibc)
import Glibc
#endif
import FlickCore
import FlickFuzz
import FlickSim

/// `flick replay CASE`: runs a fuzz case file exactly as the fuzzer did — its scene, its
/// environment, its touch events and mutations at their ticks — with every oracle, and says
/// whether its expected finding reproduced. Every case runs in a worker process
/// (`CaseWorker`), whatever its `expect` says, so the replay survives a trap or a hang and
/// reports it as a `crash` (the trap's message and source location) or `hang` finding: one
/// verdict, the same one a campaign gives. A `--report` page draws the run in this process
/// once the worker ran the case to its end.
///
/// A raw libFuzzer crash artifact of a case harness replays the same way, decoded as the
/// harness decoded it (`CaseArtifact`).
///
/// Exit codes: 1 when any oracle fails (the expected finding or another, a crash included),
/// 0 when none does, 2 for a file that does not parse (the message names the field) or an
/// environment the scene refuses, 3 when no worker can be started.
enum CaseReplay {
    /// Whether `path` is a regular file that starts like a case file (and not like a trace or
    /// recording). Only its first 256 bytes are read; standard input, pipes and FIFOs are
    /// never case files, so a streamed trace is left unread for the replay.
    static func isCaseFile(_ path: String) -> Bool {
        guard let head = regularFilePrefix(path, count: 256) else { return false }
        return CaseFile.looksLikeCase(String(decoding: head, as: UTF8.self))
    }

    /// Whether `path` is read as a case: a case file, or a raw crash artifact of a case
    /// harness (`CaseArtifact`; any file with `bytes`, the `--case-bytes` flag).
    static func isCase(_ path: String, bytes: Bool) -> Bool {
        bytes || isCaseFile(path) || CaseArtifact.hasArtifactName(path)
    }

    /// Whether `path`, given to `flick replay` without `--scene` (so it can only be a case
    /// file) and not starting like one, is still meant as one: true for a `.json` file, which
    /// `load` then reads and names what is wrong in it.
    /// - Throws: `CLIError.badInput` naming the path and the reason when it does not exist,
    ///   is a directory or cannot be read.
    static func isMeantAsCase(_ path: String) throws(CLIError) -> Bool {
        guard path != "-" else { return false }
        let hint = " (replay takes a case file, or a trace with --scene NAME)"
        var info = stat()
        guard stat(path, &info) == 0 else {
            throw .badInput(location: path, reason: "cannot open: \(String(cString: strerror(errno)))\(hint)")
        }
        guard info.st_mode & S_IFMT != S_IFDIR else { throw .badInput(location: path, reason: "is a directory\(hint)") }
        guard access(path, R_OK) == 0 else {
            throw .badInput(location: path, reason: "cannot read: \(String(cString: strerror(errno)))\(hint)")
        }
        return path.hasSuffix(".json")
    }

    /// Reads and checks a case — a case file, or else (`isCase`) a crash artifact decoded as
    /// the case harness decodes it — against the scenes of `context`.
    /// - Throws: `CLIError.badInput` naming the file and the field.
    static func load(_ path: String, bytes: Bool = false, context: CommandContext) throws(CLIError) -> FuzzCase {
        if !isCaseFile(path), bytes || CaseArtifact.hasArtifactName(path) { return try CaseArtifact.load(path, context: context) }
        let text = try readTextFile(path)
        let c: FuzzCase
        do throws(CaseFileError) { c = try CaseFile.read(text, path: path) } catch {
            throw .badInput(location: error.field.isEmpty ? error.path : "\(error.path): \(error.field)", reason: error.reason)
        }
        guard context.scenes.names.contains(c.scene) else {
            throw .badInput(location: "\(path): scene", reason: "unknown scene '\(c.scene)' (known: \(context.scenes.names.joined(separator: ", ")))")
        }
        return c
    }

    static func run(_ args: Arguments, context: CommandContext) throws(CLIError) -> ExitCode {
        let path = args.positional[0]
        for flag in ["--profile", "--landscape", "--hz", "--items", "--text-length", "--type-scale", "--device", "--junit", "--settle", "--grab",
                     "--golden", "--update-golden", "--svg-frames"] where args.has(flag) {
            throw .usage("\(flag) does not apply to a case file: the case carries its own environment")
        }
        let c = try load(path, bytes: args.has("--case-bytes"), context: context)
        let pagePath = try CaseReportWriter.pagePath(args, input: path)
        if let s = args.string("--scene"), s != c.scene { throw .usage("--scene \(s) differs from the case's scene '\(c.scene)'") }
        var options = RunOptions()
        options.checksDeterminism = true
        options.checksAmbiguity = args.has("--ambiguity")
        options.checksLeaks = !args.has("--no-leaks")
        // A budget finding was found with the budget asked for: judge it (`FrameBudgetOracle`).
        if c.expectation?.oracle == .frameBudget { options.checksBudget = true }
        if args.has("--budget-ms") {
            // Asked for: judged in any build (see `FrameBudgetOracle`).
            options.budget = try args.nanoseconds("--budget-ms")
            options.checksBudget = true
        }
        let runner = CaseRunner(scenes: context.scenes, options: options)
        let judge = try CaseWorker.judge(scene: c.scene, options: options, context: context)
        let findings: [Finding]
        var ticks = 0, digest: UInt64 = 0, settled = true
        var notes: [String] = []
        var died: Finding?
        switch try CaseWorker.run(c, on: judge) {
        case .ran(let r):
            if let why = r.rejected { throw .badInput(location: "\(path): environment", reason: "the scene refuses it: \(why)") }
            findings = r.findings
            ticks = r.ticks; digest = r.digest; settled = r.settled; notes = r.notes
        case .died(let f):
            findings = [f]
            died = f
        }
        var reproduced = c.expectation.map { e in findings.contains { $0.signature.text == e.signature } }
        // A determinism finding is judged as the campaign judged it, from fresh processes, K
        // times: how many reproduce says whether its verdict is stable.
        var fresh: (runs: Int, reproduced: Int)?
        if let e = c.expectation, e.oracle.rule.place == .freshProcesses {
            let k = try args.int("--repeat", default: 5)
            let judge = FreshProcessDeterminism(spec: try CaseWorker.spec(scene: c.scene, options: options, context: context), cpuLimit: options.cpuLimit)
            let hits = (0..<k).filter { _ in judge.fails(c, signature: e.signature) }.count
            fresh = (k, hits)
            reproduced = hits > 0
        } else if args.has("--repeat") {
            throw .usage("--repeat applies to a case whose expect is a determinism finding")
        }
        if let pagePath {
            // The worker ran it to its end, so drawing it here cannot take this process down.
            let drawn: (outcome: CaseOutcome?, run: CaseReport.Run?) = died == nil ? CaseReportWriter.record(c, runner: runner) : (nil, nil)
            let report = CaseReportWriter.report(c, path: path, findings: findings, outcome: drawn.outcome, run: drawn.run, died: died)
            try CaseReportWriter.write(report.page, to: pagePath)
        }
        let console = context.console
        if args.has("--json") {
            console.out(json(path: path, c, findings: findings, reproduced: reproduced, fresh: fresh, ticks: ticks, digest: digest, settled: settled, notes: notes))
        } else {
            console.out(text(path: path, c, findings: findings, reproduced: reproduced, fresh: fresh, ticks: ticks, digest: digest, settled: settled, notes: notes))
        }
        return findings.isEmpty && (fresh?.reproduced ?? 0) == 0 ? .success : .failure
    }

    static func describe(_ c: FuzzCase) -> String {
        var env: [String] = []
        let e = c.environment
        if e.profile != FuzzEnvironment.defaultProfile { env.append(e.profile) }
        if e.landscape { env.append("landscape") }
        if let s = e.safeArea { env.append("safe area \(Format.points(s.top)),\(Format.points(s.left)),\(Format.points(s.bottom)),\(Format.points(s.right))") }
        if let n = e.itemCount { env.append("\(n) items") }
        if let n = e.textLength { env.append("text \(n)") }
        if e.typeScale != 1 { env.append("type x\(Format.number(e.typeScale))") }
        if e.hz != FuzzEnvironment.defaultHz { env.append("\(e.hz) Hz") }
        return "scene \(c.scene)" + (env.isEmpty ? "" : " (" + env.joined(separator: ", ") + ")")
            + ", \(c.eventCount) events in \(c.gestures.count) gesture(s), \(c.mutations.count) mutation(s)"
    }

    static func text(path: String, _ c: FuzzCase, findings: [Finding], reproduced: Bool?, fresh: (runs: Int, reproduced: Int)? = nil,
                     ticks: Int, digest: UInt64, settled: Bool, notes: [String]) -> String {
        var lines = ["case \(path): \(describe(c))"]
        if ticks > 0 { lines.append("  \(ticks) ticks, digest \(StableHash.hex(digest))\(settled ? "" : ", not settled")") }
        for (i, m) in c.mutations.enumerated() {
            lines.append("  tick \(m.tick) \(m.op.name): \(i < notes.count && !notes[i].isEmpty ? notes[i] : (m.note ?? ""))")
        }
        if let e = c.expectation {
            lines.append("  expected: \(e.oracle.rawValue) \(e.kind)\(e.tick.map { " at tick \($0)" } ?? ""): \(e.message)")
            lines.append("  reproduced: \(reproduced == true ? "yes" : "no")"
                         + (fresh.map { " (\($0.reproduced) of \($0.runs) fresh-process judgments\($0.reproduced == $0.runs || $0.reproduced == 0 ? "" : ": the verdict is not stable"))" } ?? ""))
        }
        if findings.isEmpty { lines.append("all oracles held") }
        for f in findings {
            lines.append("  \(f.oracle.rawValue) \(f.kind)\(f.tick.map { " tick \($0)" } ?? ""): \(f.message)")
            for d in f.details.prefix(12) { lines.append("      \(d)") }
        }
        return lines.joined(separator: "\n")
    }

    static func json(path: String, _ c: FuzzCase, findings: [Finding], reproduced: Bool?, fresh: (runs: Int, reproduced: Int)? = nil,
                     ticks: Int, digest: UInt64, settled: Bool, notes: [String]) -> String {
        var parts: [(String, JSONValue)] = [
            ("case", .string(path)), ("scene", .string(c.scene)), ("ticks", .int(ticks)),
            ("digest", .string(StableHash.hex(digest))), ("settled", .bool(settled)), ("events", .int(c.eventCount)),
            ("mutations", .int(c.mutations.count)),
        ]
        if let e = c.expectation {
            parts.append(("expected", .object([("oracle", .string(e.oracle.rawValue)), ("kind", .string(e.kind)),
                                               ("tick", .optional(e.tick) { .int($0) }), ("signature", .string(e.signature))])))
            parts.append(("reproduced", .bool(reproduced == true)))
            if let fresh { parts.append(("freshProcessJudgments", .object([("runs", .int(fresh.runs)), ("reproduced", .int(fresh.reproduced))]))) }
        }
        let list: [JSONValue] = findings.map { f in
            .object([("oracle", .string(f.oracle.rawValue)), ("kind", .string(f.kind)), ("tick", .optional(f.tick) { .int($0) }),
                     ("message", .string(f.message)), ("signature", .string(f.signature.text))])
        }
        parts.append(("findings", .array(list)))
        parts.append(("notes", .strings(notes)))
        return JSONValue.object(parts).text()
    }
}
