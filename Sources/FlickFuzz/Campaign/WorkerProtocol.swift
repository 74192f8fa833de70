import FlickCore
import FlickSim
import FlickInput

/// The lines a campaign and its workers exchange, one message a line.
///
/// To a worker: `run INDEX` (the stream's case INDEX), `case CASE` (a case on one line, from
/// `CaseFile.line`), `minimize CASE` (a case whose `expect` names the finding to keep),
/// `stats` (the fork-server's counts, answered with `stats JSON`).
/// From a worker: `beat` before every run of a case (the watchdog's sign of progress),
/// `result JSON` when a case is judged, `hang REASON` just before a worker ends because a
/// case its fork-server ran went past the CPU limit, `minimize-runs N` then `minimized CASE` (or
/// `minimized-none`) when a minimization ends, `error TEXT`
/// for a request it cannot read. End of input ends a worker.
enum WorkerProtocol {
    /// What a worker reports for one case: `CaseOutcome` in short.
    struct Result: Sendable, Hashable {
        var index: Int
        var scene = ""
        var ticks = 0
        var runs = 0
        var cpu: Int64 = 0
        var digest: UInt64 = 0
        var responses = 0
        var expected = 0
        var rejected: String?
        /// Whether the scene settled after its input (`CaseOutcome.settled`).
        var settled = true
        /// One note per mutation (`CaseOutcome.mutationNotes`).
        var notes: [String] = []
        var findings: [Finding] = []
        var coverage: [UInt64] = []
    }

    static func encode(_ r: Result) -> String {
        var m: [(String, JSONValue)] = [("index", .int(r.index)), ("scene", .string(r.scene)),
                                        ("ticks", .int(r.ticks)), ("runs", .int(r.runs)),
                                        ("cpu", .int(r.cpu)), ("digest", .string(StableHash.hex(r.digest))),
                                        ("responses", .int(r.responses)), ("expected", .int(r.expected))]
        if let why = r.rejected { m.append(("rejected", .string(why))) }
        if !r.settled { m.append(("settled", .bool(false))) }
        if !r.notes.isEmpty { m.append(("notes", .strings(r.notes))) }
        m.append(("findings", .array(r.findings.map(encode))))
        m.append(("coverage", .strings(r.coverage.map(StableHash.hex))))
        return "result " + JSONValue.object(m).text()
    }

    static func encode(_ f: Finding) -> JSONValue {
        var m: [(String, JSONValue)] = [("oracle", .string(f.oracle.rawValue)), ("kind", .string(f.kind))]
        if let t = f.tick { m.append(("tick", .int(t))) }
        m.append(("message", .string(f.message)))
        m.append(("signature", .string(f.signature.text)))
        if !f.details.isEmpty { m.append(("details", .strings(f.details))) }
        return .object(m)
    }

    /// The result on a `result` line (without the word), or nil when malformed.
    static func decodeResult(_ text: Substring) -> Result? {
        guard let v = try? JSONParser.parse(String(text)), let index = v["index"]?.int else { return nil }
        var r = Result(index: index)
        r.scene = v["scene"]?.string ?? ""
        r.ticks = v["ticks"]?.int ?? 0
        r.runs = v["runs"]?.int ?? 0
        if case .number(let t)? = v["cpu"] { r.cpu = Int64(t) ?? 0 }
        r.digest = v["digest"]?.string.flatMap { UInt64($0, radix: 16) } ?? 0
        r.responses = v["responses"]?.int ?? 0
        r.expected = v["expected"]?.int ?? 0
        r.rejected = v["rejected"]?.string
        if case .bool(false)? = v["settled"] { r.settled = false }
        if case .array(let items)? = v["notes"] { r.notes = items.map { $0.string ?? "" } }
        if case .array(let items)? = v["findings"] { r.findings = items.compactMap(decodeFinding) }
        if case .array(let items)? = v["coverage"] { r.coverage = items.compactMap { $0.string.flatMap { UInt64($0, radix: 16) } } }
        return r
    }

    static func decodeFinding(_ v: JSONValue) -> Finding? {
        guard let o = v["oracle"]?.string.flatMap(Oracle.init(rawValue:)), let kind = v["kind"]?.string,
              let message = v["message"]?.string, let sig = v["signature"]?.string else { return nil }
        var details: [String] = []
        if case .array(let items)? = v["details"] { details = items.compactMap(\.string) }
        return Finding(oracle: o, kind: kind, tick: v["tick"]?.int, message: message, details: details,
                       signature: Signature(text: sig))
    }

    /// The result of `outcome` for case `index`.
    static func result(_ outcome: CaseOutcome, index: Int, scene: String) -> Result {
        Result(index: index, scene: scene, ticks: outcome.ticks, runs: outcome.runs, cpu: outcome.cpuNanoseconds, digest: outcome.digest,
               responses: outcome.responses, expected: outcome.expected, rejected: outcome.rejected, settled: outcome.settled,
               notes: outcome.mutationNotes, findings: outcome.findings, coverage: outcome.coverage)
    }
}
