extension CampaignSummary {
    /// Sets `findings` and `internalErrors` from the saved findings of a campaign (or of a
    /// merge): one entry a signature, ordered by case file (then signature), its file's path
    /// under `directory`, split by whose defect it is (`FindingOrigin`).
    /// - Parameters:
    ///   - isNew: whether the signature was first found now (this session, this merge).
    ///   - foundBy: the campaigns that hit it, for a merge; none for a campaign's own summary.
    /// - Complexity: O(n log n) in the findings.
    mutating func setFindings(_ saved: [String: CampaignState.Entry], directory: String, isNew: (String) -> Bool,
                              foundBy: (String) -> [FoundBy] = { _ in [] }) {
        let ordered = saved.sorted { $0.value.file == $1.value.file ? $0.key < $1.key : $0.value.file < $1.value.file }
        let entries = ordered.map { sig, e in
            var entry = Entry(signature: sig, oracle: e.oracle, scene: e.scene, kind: e.kind, message: e.message, count: e.count,
                              file: e.file.isEmpty ? "" : directory + "/" + e.file, minimized: e.minimized,
                              events: e.events, mutations: e.mutations, isNew: isNew(sig),
                              foundAfter: e.foundAfter >= 0 ? e.foundAfter : nil)
            entry.foundBy = foundBy(sig)
            return entry
        }
        findings = entries.filter { $0.origin == .scene }
        internalErrors = entries.filter { $0.origin == .flick }
    }
}
