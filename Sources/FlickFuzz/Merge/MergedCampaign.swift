import FlickCore

/// What a set of campaigns (`MergeSet`) adds up to, as one campaign over all their cases would
/// have it: the totals added, and for each signature the hits added and the case saved by the
/// part with the lowest stream index (seed first, when several seeds join) — the rule a campaign
/// keeps inside itself, so the K/N shards of a seed merge to what the unsharded campaign saves.
/// The corpus is joined the same way: each coverage feature goes to the lowest case that
/// reached it in any part, and the corpus is the cases owning one.
///
/// First-found times are wall times of each part's own sessions, so they are kept per part
/// (`foundBy`), not added or compared.
struct MergedCampaign {
    /// The parts, as `MergeSet` returns them.
    let parts: [MergePart]
    /// Whether several seeds joined (corpus files are then named `SEED-INDEX.json`).
    let bySeed: Bool
    /// Per signature: the merged entry (hits added, the winner's file and sizes).
    private(set) var findings: [String: CampaignState.Entry] = [:]
    /// Per signature: the part whose case file is saved.
    private(set) var winners: [String: Int] = [:]
    /// Per signature: each part that hit it, with its first-found time there (ns, -1 unknown).
    private(set) var foundBy: [String: [(part: Int, after: Int64)]] = [:]
    /// The corpus: (seed, stream index) of each case owning a feature, with a part holding it.
    private(set) var corpus: [Owner: Int] = [:]

    /// A case of the merged stream, by seed then index.
    struct Owner: Hashable, Comparable {
        var seed: UInt64
        var index: Int
        static func < (a: Owner, b: Owner) -> Bool { (a.seed, a.index) < (b.seed, b.index) }
    }

    /// - Complexity: O(Σ findings + Σ coverage features of the parts).
    init(parts: [MergePart]) {
        self.parts = parts
        bySeed = Set(parts.map(\.state.seed)).count > 1
        joinFindings()
        joinCoverage()
    }

    private mutating func joinFindings() {
        for (p, part) in parts.enumerated() {
            for (sig, e) in part.state.findings {
                foundBy[sig, default: []].append((p, e.foundAfter))
                guard var merged = findings[sig] else {
                    findings[sig] = e
                    if e.firstIndex >= 0 { winners[sig] = p }
                    continue
                }
                merged.count += e.count
                if e.firstIndex >= 0 {
                    let mine = Owner(seed: part.state.seed, index: e.firstIndex)
                    let lower = winners[sig].map { mine < Owner(seed: parts[$0].state.seed, index: merged.firstIndex) } ?? true
                    if lower {
                        let count = merged.count
                        merged = e
                        merged.count = count
                        winners[sig] = p
                    }
                }
                findings[sig] = merged
            }
        }
        for sig in findings.keys {
            let times = foundBy[sig, default: []].map(\.after).filter { $0 >= 0 }
            findings[sig]?.foundAfter = times.min() ?? -1
        }
    }

    private mutating func joinCoverage() {
        var owners: [UInt64: (Owner, Int)] = [:]
        for (p, part) in parts.enumerated() {
            for (feature, index) in part.state.coverage where index != Int.max {
                let o = Owner(seed: part.state.seed, index: index)
                if let (have, _) = owners[feature], have <= o { continue }
                owners[feature] = (o, p)
            }
        }
        for (o, p) in owners.values { corpus[o] = p }
    }

    // MARK: Totals

    var cases: Int { parts.reduce(0) { $0 + $1.state.cases } }
    var ticks: Int { parts.reduce(0) { $0 + $1.state.ticks } }
    var runs: Int { parts.reduce(0) { $0 + $1.state.runs } }
    var cpu: Int64 { parts.reduce(0) { $0 + $1.state.cpu } }
    var rejected: Int { parts.reduce(0) { $0 + $1.state.rejected } }
    var responses: Int { parts.reduce(0) { $0 + $1.state.responses } }
    var expected: Int { parts.reduce(0) { $0 + $1.state.expected } }
    /// The longest part's campaign time (ns): the fleet's wall time when the parts ran at once.
    var longest: Int64 { parts.map(\.state.elapsed).max() ?? 0 }

    /// Work per scene, added.
    var scenesWork: [String: CampaignState.Work] {
        var out: [String: CampaignState.Work] = [:]
        for part in parts {
            for (name, w) in part.state.scenesWork {
                out[name, default: CampaignState.Work()].cases += w.cases
                out[name, default: CampaignState.Work()].ticks += w.ticks
                out[name, default: CampaignState.Work()].cpu += w.cpu
            }
        }
        return out
    }

    /// The corpus file name of `o` in the merged output.
    func corpusName(_ o: Owner) -> String { MergePart.corpusName(seed: o.seed, index: o.index, bySeed: bySeed) }
}
