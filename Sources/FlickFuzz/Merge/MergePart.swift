/// One campaign's output as a merge sees it: its state (`CampaignState`) and the folder that
/// holds its files — a campaign's `--out`, or a merge's output for a campaign merged before.
struct MergePart {
    var state: CampaignState
    /// The folder whose `findings/` and `corpus/` hold this part's files.
    var folder: String
    /// Whether `folder` names corpus files `SEED-INDEX.json` (a merge of several seeds) rather
    /// than `INDEX.json`.
    var corpusBySeed: Bool

    /// `seed 1 shard 2/7`: how the summary names the part.
    var label: String { "seed \(state.seed) shard \(state.shard)" }

    /// Where the corpus file of stream case `index` is in `folder`.
    func corpusFile(_ index: Int) -> String {
        folder + "/corpus/" + MergePart.corpusName(seed: state.seed, index: index, bySeed: corpusBySeed)
    }

    /// `INDEX.json`, as a campaign names it, or `SEED-INDEX.json` in a merge of several seeds
    /// (the indices of two streams collide).
    static func corpusName(seed: UInt64, index: Int, bySeed: Bool) -> String {
        bySeed ? "\(seed)-\(index).json" : "\(index).json"
    }
}
