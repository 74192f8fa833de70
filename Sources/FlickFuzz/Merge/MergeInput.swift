import FlickCore

/// Reads what a folder given to `flick fuzz merge` holds: one campaign (`state.json`) or the
/// campaigns of an earlier merge (`merge.json`, `MergeRecord`).
enum MergeInput {
    /// The parts of `folder`.
    /// - Throws: `MergeError.refused` naming the folder when it holds neither file, or when
    ///   the file is damaged (the reason names the file and the field).
    static func parts(of folder: String) throws(MergeError) -> [MergePart] {
        if let text = AtomicFile.contents(folder + "/" + MergeRecord.fileName) {
            return try MergeRecord.parts(text: text, folder: folder)
        }
        if let text = AtomicFile.contents(folder + "/state.json") {
            do throws(CampaignError) {
                return [MergePart(state: try CampaignState(text: text), folder: folder, corpusBySeed: false)]
            } catch {
                throw .refused(folder: folder, reason: error.description)
            }
        }
        let why = AtomicFile.exists(folder) ? "holds neither state.json (a flick fuzz --out) nor \(MergeRecord.fileName) (a flick fuzz merge output)"
            : "no such folder"
        throw .refused(folder: folder, reason: why)
    }
}
