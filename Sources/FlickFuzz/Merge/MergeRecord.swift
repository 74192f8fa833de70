import FlickCore

/// The file a merge's output keeps (`merge.json`): the state of every campaign merged into it,
/// whole, so the next merge into the same folder joins them again with its new inputs. That is
/// what makes merging idempotent and order-independent: the output is a function of the set of
/// campaigns, never of the merges that brought them in (a campaign merged twice is one part; a
/// shard resumed further replaces its earlier state).
///
/// ```
/// {"format":"flick-fuzz-merge","version":1,"parts":[
/// {…state.json of seed 1 shard 1/7…},
/// {…}
/// ]}
/// ```
enum MergeRecord {
    static let fileName = "merge.json"
    static let formatName = "flick-fuzz-merge"
    static let currentVersion = 1

    /// The file's text: one part a line, in the merge's order.
    static func text(_ parts: [MergePart]) -> String {
        let lines = parts.map { part in
            var t = part.state.text
            while t.last == "\n" { t.removeLast() }
            return t
        }
        return "{\"format\":\"\(formatName)\",\"version\":\(currentVersion),\"parts\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
    }

    /// The parts of the merge file `text` in `folder`.
    /// - Throws: `MergeError.refused` naming the folder, the file and what is wrong.
    static func parts(text: String, folder: String) throws(MergeError) -> [MergePart] {
        func bad(_ why: String) -> MergeError { .refused(folder: folder, reason: "\(fileName): \(why)") }
        guard let v = try? JSONParser.parse(text) else { throw bad("not JSON (a damaged merge file; merge into a fresh folder)") }
        guard v["format"]?.string == formatName else { throw bad("not a flick fuzz merge file") }
        guard v["version"]?.int == currentVersion else { throw bad("unsupported version") }
        guard case .array(let items)? = v["parts"] else { throw bad("bad parts") }
        var states: [CampaignState] = []
        for (i, item) in items.enumerated() {
            do throws(CampaignError) {
                states.append(try CampaignState(json: item, file: "\(fileName) part \(i + 1)"))
            } catch {
                throw .refused(folder: folder, reason: error.description)
            }
        }
        let bySeed = Set(states.map(\.seed)).count > 1
        return states.map { MergePart(state: $0, folder: folder, corpusBySeed: bySeed) }
    }
}
