import FlickCore

/// What a campaign judged of each case of its session, for comparing two campaigns over the
/// same cases case by case: a debug and a release build must agree on every case (the same
/// digest and the same findings), or the difference is itself a finding about Flick.
///
/// One JSON object a line, in stream order (`CampaignConfig.verdictsFile`).
struct CampaignVerdicts {
    private var lines: [Int: String] = [:]

    /// Records the verdict of case `index`.
    mutating func record(_ r: WorkerProtocol.Result, scene: String) {
        var m: [(String, JSONValue)] = [("index", .int(r.index)), ("scene", .string(scene)),
                                        ("digest", .string(StableHash.hex(r.digest))),
                                        ("responses", .int(r.responses)), ("expected", .int(r.expected))]
        if let why = r.rejected { m.append(("rejected", .string(why))) }
        m.append(("findings", .strings(r.findings.map(\.signature.text).sorted())))
        lines[r.index] = JSONValue.object(m).text()
    }

    /// Every verdict, one a line, by stream index.
    /// - Complexity: O(n log n) in the cases recorded.
    var text: String {
        lines.sorted { $0.key < $1.key }.map { $0.value + "\n" }.joined()
    }
}
