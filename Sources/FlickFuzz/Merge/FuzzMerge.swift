import FlickCore
import Foundation

/// `flick fuzz merge OUT DIR…`: joins the output folders of campaigns — the shards of one
/// seed, or several nights — into one folder with one summary, as if one campaign had run all
/// their cases (`MergedCampaign`): `OUT/findings/` (one case file and page per signature, the
/// lowest stream index's), `OUT/corpus/`, and `OUT/merge.json` (`MergeRecord`), the state of
/// every campaign merged so far.
///
/// The output is a function of the set of campaigns in OUT's record and the inputs, so merging
/// is idempotent (a folder merged twice counts once) and order-independent (A then B, B then A,
/// or both at once give the same files). A merge writes each file atomically (`OutputFile`),
/// the case files before the record that names them, and removes files no longer named only
/// after the record is written: a merge killed at any instant leaves whole files and a record
/// that is the old one or the new one. While it runs, `OUT/merge.pending` names its input
/// folders; the next merge into OUT merges them too (so a rerun, with any inputs, completes
/// the stopped merge before its own), or refuses when one of them is gone.
package struct FuzzMerge {
    /// The output folder (created if missing; never a campaign's own folder).
    package var out: String
    /// The folders to merge: campaigns' `--out` or earlier merges' outputs.
    package var inputs: [String]
    /// Whether campaigns of different seeds may join (default false: shards of one seed).
    package var mixedSeeds = false

    package init(out: String, inputs: [String]) {
        self.out = out
        self.inputs = inputs
    }

    private var findingsDirectory: String { out + "/findings" }
    private var corpusDirectory: String { out + "/corpus" }

    /// Merges, writes OUT and returns the summary of everything merged into it (findings not
    /// merged into OUT before are `isNew`).
    /// - Throws: `MergeError.refused` naming the folder that cannot be merged (not a fuzz
    ///   output, damaged, another scene list, case file version, build or seed, overlapping
    ///   shards, a file its state names missing); `MergeError.output` when OUT cannot be written.
    /// - Complexity: O(Σ findings + Σ coverage features) plus one read and (when it changed)
    ///   one write of each file kept.
    package func run() throws(MergeError) -> CampaignSummary {
        guard AtomicFile.contents(out + "/state.json") == nil else {
            throw .refused(folder: out, reason: "holds a campaign (state.json); merge into another folder (a campaign's folder is an input)")
        }
        var earlier: [MergePart] = []
        if AtomicFile.contents(out + "/" + MergeRecord.fileName) != nil { earlier = try MergeInput.parts(of: out) }
        let stopped = try stoppedMerge()
        var folders = inputs
        for f in stopped where !folders.contains(f) { folders.append(f) }
        var given: [MergePart] = []
        for folder in folders {
            do throws(MergeError) { given += try MergeInput.parts(of: folder) } catch {
                guard stopped.contains(folder), !inputs.contains(folder) else { throw error }
                throw .refused(folder: out, reason: "a merge into it of \(stopped.joined(separator: " ")) was stopped before it ended, and it ends only with those folders again: \(error)")
            }
        }
        let parts = try MergeSet.join(given + earlier, mixedSeeds: mixedSeeds)
        let merged = MergedCampaign(parts: parts)
        try checkSources(merged)     // a refused merge leaves OUT as it was
        try prepare()
        // Until the record is written, OUT's files may be the old merge's or this one's: the
        // note names this merge's folders so that a rerun after a kill completes it.
        try write(pendingPath, JSONValue.strings(folders).text() + "\n")
        let (findingFiles, corpusFiles) = try copyFiles(merged)
        try write(out + "/" + MergeRecord.fileName, MergeRecord.text(parts))
        removeStale(keeping: findingFiles, in: findingsDirectory)
        removeStale(keeping: corpusFiles, in: corpusDirectory)
        AtomicFile.remove(pendingPath)
        let before = Set(earlier.flatMap { $0.state.findings.keys })
        return summary(merged, new: { !before.contains($0) })
    }

    // MARK: Steps

    /// `merge.pending`: the folders of a merge into OUT that has not ended.
    private var pendingPath: String { out + "/merge.pending" }

    /// The folders of a merge into OUT that was stopped before it ended (none when it ended).
    private func stoppedMerge() throws(MergeError) -> [String] {
        guard let text = AtomicFile.contents(pendingPath) else { return [] }
        guard case .array(let items)? = try? JSONParser.parse(text), items.allSatisfy({ $0.string != nil }) else {
            throw .refused(folder: out, reason: "merge.pending is damaged (a merge into it was stopped before it ended; merge into a fresh folder)")
        }
        return items.compactMap(\.string)
    }

    private func prepare() throws(MergeError) {
        do throws(CampaignError) {
            for d in [out, findingsDirectory, corpusDirectory] {
                try AtomicFile.makeDirectory(d)
                AtomicFile.removeLeftovers(in: d)
            }
        } catch {
            throw .output(error.description)
        }
    }

    /// Refuses when a case file or corpus case a part's state names is not in its folder.
    private func checkSources(_ merged: MergedCampaign) throws(MergeError) {
        for (sig, p) in merged.winners {
            guard let file = merged.findings[sig]?.file, !file.isEmpty else { continue }
            try need(merged.parts[p].folder, "findings/" + file)
        }
        for (owner, p) in merged.corpus {
            let part = merged.parts[p]
            try need(part.folder, "corpus/" + MergePart.corpusName(seed: owner.seed, index: owner.index, bySeed: part.corpusBySeed))
        }
    }

    private func need(_ folder: String, _ relative: String) throws(MergeError) {
        guard AtomicFile.exists(folder + "/" + relative) else {
            throw .refused(folder: folder, reason: "\(relative) is missing (its state names it); the folder is incomplete")
        }
    }

    /// Copies each winner's case file and page and each corpus case into OUT (a file already
    /// there with the same text is left alone); returns the names kept in each folder.
    private func copyFiles(_ merged: MergedCampaign) throws(MergeError) -> (Set<String>, Set<String>) {
        var findingFiles: Set<String> = []
        for (sig, p) in merged.winners.sorted(by: { $0.key < $1.key }) {
            guard let file = merged.findings[sig]?.file, !file.isEmpty else { continue }
            let part = merged.parts[p]
            try copy(part.folder + "/findings/" + file, to: findingsDirectory + "/" + file, from: part.folder, required: true)
            findingFiles.insert(file)
            let page = Campaign.pageName(file)
            // The page names its case file: the shard's path becomes OUT's.
            let named = (Markup.escape(part.folder + "/findings/" + file), Markup.escape(findingsDirectory + "/" + file))
            if try copy(part.folder + "/findings/" + page, to: findingsDirectory + "/" + page, from: part.folder, required: false,
                        edit: { $0.replacingOccurrences(of: named.0, with: named.1) }) {
                findingFiles.insert(page)
            }
        }
        var corpusFiles: Set<String> = []
        for (owner, p) in merged.corpus.sorted(by: { $0.key < $1.key }) {
            let name = merged.corpusName(owner)
            let part = merged.parts[p]
            try copy(part.corpusFile(owner.index), to: corpusDirectory + "/" + name, from: part.folder, required: true)
            corpusFiles.insert(name)
        }
        return (findingFiles, corpusFiles)
    }

    /// Copies `source` (its text changed by `edit`) to `target` unless that holds the same
    /// text; false when an optional source is missing.
    @discardableResult
    private func copy(_ source: String, to target: String, from folder: String, required: Bool,
                      edit: (String) -> String = { $0 }) throws(MergeError) -> Bool {
        guard let original = AtomicFile.contents(source) else {
            guard required else { return false }
            let relative = source.hasPrefix(folder + "/") ? String(source.dropFirst(folder.count + 1)) : source
            throw .refused(folder: folder, reason: "\(relative) is missing (its state names it); the folder is incomplete")
        }
        let text = edit(original)
        if AtomicFile.contents(target) != text { try write(target, text) }
        return true
    }

    private func write(_ path: String, _ text: String) throws(MergeError) {
        do throws(CampaignError) { try AtomicFile.write(path, text) } catch { throw .output(error.description) }
    }

    /// Removes the case files and pages of `directory` that the merge no longer names.
    private func removeStale(keeping names: Set<String>, in directory: String) {
        for name in AtomicFile.list(directory) where (name.hasSuffix(".json") || name.hasSuffix(".html")) && !names.contains(name) {
            AtomicFile.remove(directory + "/" + name)
        }
    }

    // MARK: Summary

    /// The merge as a campaign summary: every merged case counted as this session's.
    private func summary(_ m: MergedCampaign, new isNew: (String) -> Bool) -> CampaignSummary {
        var s = CampaignSummary()
        s.merged = m.parts.map(\.label)
        s.sessionCases = m.cases
        s.totalCases = m.cases
        s.sessionTicks = m.ticks
        s.totalTicks = m.ticks
        s.sessionRuns = m.runs
        s.sessionCPU = m.cpu
        s.sessionWall = m.longest
        s.rejected = m.rejected
        s.responses = m.responses
        s.expected = m.expected
        s.corpus = m.corpus.count
        s.stoppedBy = "merge"
        for (name, w) in m.scenesWork { s.scenes[name] = CampaignSummary.SceneWork(cases: w.cases, ticks: w.ticks, cpu: w.cpu) }
        s.setFindings(m.findings, directory: findingsDirectory, isNew: isNew) { sig in
            m.foundBy[sig, default: []].map { CampaignSummary.FoundBy(campaign: m.parts[$0.part].label, after: $0.after >= 0 ? $0.after : nil) }
        }
        return s
    }
}
