/// The campaigns a merge joins: its inputs' parts checked against each other and made a set.
///
/// Parts join when they ran the same scene list, wrote the same case file version and were
/// judged by the same builds (`CampaignState.builds`, as a set), and — unless several seeds are
/// allowed — share one seed. Within a seed, parts must be shards of one split (one N), and two
/// parts of the same shard are one campaign at two moments: the one whose done cases include
/// the other's replaces it (a shard resumed the next night), equal ones are one part (a folder
/// merged twice), and two that each ran cases the other did not are refused (their counts
/// cannot be added without counting some cases twice).
///
/// The result is sorted by seed and shard, so it does not depend on the order of the inputs.
enum MergeSet {
    /// Checks `parts` (in the order given: the first is the one others are compared with) and
    /// returns them as a set.
    /// - Parameter mixedSeeds: whether parts of different seeds may join (several nights).
    /// - Throws: `MergeError.refused` naming the folder of the part that does not fit, and why.
    /// - Complexity: O(parts²) comparisons of their done cases.
    static func join(_ parts: [MergePart], mixedSeeds: Bool) throws(MergeError) -> [MergePart] {
        guard let first = parts.first else { return [] }
        var kept: [MergePart] = []
        for part in parts {
            try check(part, against: first, mixedSeeds: mixedSeeds)
            var replaced = false
            var duplicate = false
            for (i, other) in kept.enumerated() where other.state.seed == part.state.seed {
                guard other.state.shard.count == part.state.shard.count else {
                    throw .refused(folder: part.folder, reason: "shard \(part.state.shard) of seed \(part.state.seed) overlaps shard \(other.state.shard) of \(other.folder): the shards of one seed must split its stream one way (one N)")
                }
                guard other.state.shard == part.state.shard else { continue }
                let inOther = part.state.doneCases(areIn: other.state), otherIn = other.state.doneCases(areIn: part.state)
                if inOther && otherIn {
                    // One campaign twice: keep one, the same whichever came first.
                    if preferred(part, over: other) { kept[i] = part }
                    duplicate = true
                } else if otherIn {
                    kept[i] = part      // the same shard, resumed further
                    replaced = true
                } else if inOther {
                    duplicate = true    // an earlier moment of a kept part
                } else {
                    throw .refused(folder: part.folder, reason: "shard \(part.state.shard) of seed \(part.state.seed) was also run in \(other.folder), and each ran cases the other did not; merge the one that ran longest, or give each shard its own --out and keep resuming it")
                }
                break
            }
            if !replaced && !duplicate { kept.append(part) }
        }
        return kept.sorted { a, b in
            (a.state.seed, a.state.shard.count, a.state.shard.index) < (b.state.seed, b.state.shard.count, b.state.shard.index)
        }
    }

    /// Refuses `part` when it cannot join `first`.
    private static func check(_ part: MergePart, against first: MergePart, mixedSeeds: Bool) throws(MergeError) {
        let s = part.state, f = first.state
        func refuse(_ why: String) -> MergeError { .refused(folder: part.folder, reason: why) }
        guard s.scenes == f.scenes else {
            throw refuse("scenes \(s.scenes.joined(separator: ",")) differ from \(f.scenes.joined(separator: ",")) of \(first.folder): a merge joins campaigns over the same scene list (in the same order: it draws the cases)")
        }
        guard s.caseVersion == f.caseVersion else {
            throw refuse("case file version \(s.caseVersion) differs from version \(f.caseVersion) of \(first.folder)")
        }
        guard Set(s.builds) == Set(f.builds) else {
            throw refuse("run by build \(s.builds.map(CampaignBuild.short).joined(separator: " and ")), \(first.folder) by \(f.builds.map(CampaignBuild.short).joined(separator: " and ")): a merge joins campaigns of one build of Flick (other code draws and judges other cases); run every shard with one executable")
        }
        guard mixedSeeds || s.seed == f.seed else {
            throw refuse("seed \(s.seed) differs from seed \(f.seed) of \(first.folder): the shards of one campaign share a seed (--mixed-seeds joins campaigns of several seeds, e.g. several nights)")
        }
    }

    /// Of two states of one campaign with the same cases done, the one kept: the smaller text
    /// (they differ only in times), so the choice does not depend on the order of the inputs;
    /// on equal texts the first (the folder merged now over the output's own copy).
    private static func preferred(_ a: MergePart, over b: MergePart) -> Bool {
        let ta = a.state.text, tb = b.state.text
        return ta < tb
    }
}
