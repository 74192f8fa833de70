import FlickCore
import FlickSim
import FlickInput

/// The lines a campaign and its workers exchange, one message a line.
///
/// To a worker: `run INDEX` (the stream's case INDEX), `case CASE` (a case on one line, from
/// `CaseFile.line`), `minimize CASE` (a case whose `expect` names the finding to keep).
/// From a worker: `beat` before every run of a case (the watchdog's sign of progress),
/// `result JSON` when a case is judged, `minimize-runs N` then `minimized CASE` (or
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
        var m: [(String, String)] = [("index", String(r.index)), ("scene", JSONText.string(r.scene)),
                                     ("ticks", String(r.ticks)), ("runs", String(r.runs)),
                                     ("cpu", String(r.cpu)), ("digest", JSONText.string(StableHash.hex(r.digest))),
                                     ("responses", String(r.responses)), ("expected", String(r.expected))]
        if let why = r.rejected { m.append(("rejected", JSONText.string(why))) }
        if !r.settled { m.append(("settled", "false")) }
        if !r.notes.isEmpty { m.append(("notes", "[" + r.notes.map(JSONText.string).joined(separator: ",") + "]")) }
        m.append(("findings", "[" + r.findings.map(encode).joined(separator: ",") + "]"))
        m.append(("coverage", "[" + r.coverage.map { JSONText.string(StableHash.hex($0)) }.joined(separator: ",") + "]"))
        return "result " + JSONText.object(m)
    }

    static func encode(_ f: Finding) -> String {
        var m: [(String, String)] = [("oracle", JSONText.string(f.oracle.rawValue)), ("kind", JSONText.string(f.kind))]
        if let t = f.tick { m.append(("tick", String(t))) }
        m.append(("message", JSONText.string(f.message)))
        m.append(("signature", JSONText.string(f.signature.text)))
        if !f.details.isEmpty { m.append(("details", "[" + f.details.map(JSONText.string).joined(separator: ",") + "]")) }
        return JSONText.object(m)
    }

    /// The result on a `result` line (without the word), or nil when malformed.
    static func decodeResult(_ text: Substring) -> Result? {
        guard let v = try? JSONParser.parse(String(text)), let index = v["index"].flatMap(JSONText.int) else { return nil }
        var r = Result(index: index)
        r.scene = v["scene"]?.string ?? ""
        r.ticks = v["ticks"].flatMap(JSONText.int) ?? 0
        r.runs = v["runs"].flatMap(JSONText.int) ?? 0
        if case .number(let t)? = v["cpu"] { r.cpu = Int64(t) ?? 0 }
        r.digest = v["digest"]?.string.flatMap { UInt64($0, radix: 16) } ?? 0
        r.responses = v["responses"].flatMap(JSONText.int) ?? 0
        r.expected = v["expected"].flatMap(JSONText.int) ?? 0
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
        return Finding(oracle: o, kind: kind, tick: v["tick"].flatMap(JSONText.int), message: message, details: details,
                       signature: Signature(text: sig))
    }

    /// The result of `outcome` for case `index`.
    static func result(_ outcome: CaseOutcome, index: Int, scene: String) -> Result {
        Result(index: index, scene: scene, ticks: outcome.ticks, runs: outcome.runs, cpu: outcome.cpuNanoseconds, digest: outcome.digest,
               responses: outcome.responses, expected: outcome.expected, rejected: outcome.rejected, settled: outcome.settled,
               notes: outcome.mutationNotes, findings: outcome.findings, coverage: outcome.coverage)
    }
}
