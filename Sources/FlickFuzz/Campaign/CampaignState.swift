import FlickCore
import FlickInput

/// What a campaign's output directory remembers between sessions (`state.json`): the stream
/// it runs, which of the shard's cases are done, the totals, every finding's signature with
/// its count and file, and the coverage features reached. Written atomically after the
/// finding files it names, so a campaign killed at any instant resumes with nothing lost and
/// nothing counted twice: a case is marked done only once its findings are saved.
struct CampaignState {
    static let formatName = "flick-fuzz-state"
    static let currentVersion = 1
    /// The largest count (and time, ns) a state file may hold: 2^62, room for any campaign
    /// (146 years of CPU time) with the sums it goes on adding far from overflowing.
    static let countLimit = 1 << 62

    var seed: UInt64
    var scenes: [String]
    var shard: Shard
    /// The builds whose workers judged the campaign's cases (`CampaignBuild`), in the order
    /// of their first session: one for a campaign always resumed by the same executable.
    /// A state written before builds were recorded reads as `[CampaignBuild.unknown]`, and a
    /// session of another build adds its own (a merge joins only campaigns with the same list,
    /// as a set).
    var builds: [String] = []
    /// The case file version of its findings and corpus (`CaseFile.currentVersion` when
    /// written; 1, the only version before it was recorded, when absent).
    var caseVersion = CaseFile.currentVersion
    /// Every shard case below this local index is done.
    var done = 0
    /// Done local indices at or above `done`.
    var above: Set<Int> = []
    var cases = 0
    var ticks = 0
    var runs = 0
    var cpu: Int64 = 0
    var rejected = 0
    var responses = 0
    /// Violations the scenes are built to show.
    var expected = 0
    /// Wall time of every session, ns.
    var elapsed: Int64 = 0
    var findings: [String: Entry] = [:]
    /// Every coverage feature reached, with the lowest stream index of a case that reached
    /// it: the corpus is the cases that own at least one feature, so it depends on which cases
    /// ran, never on the order workers finished them (`--jobs`).
    var coverage: [UInt64: Int] = [:]
    /// Corpus cases: the distinct owners in `coverage`.
    var corpus = 0
    /// Work per scene: cases, ticks and the CPU time of their runs (ns).
    var scenesWork: [String: Work] = [:]

    struct Work: Sendable, Hashable {
        var cases = 0
        var ticks = 0
        var cpu: Int64 = 0
    }

    /// One signature's record.
    struct Entry {
        var oracle: Oracle
        var scene: String
        var kind: String
        var message: String
        /// Cases that hit it.
        var count = 0
        /// The stream index of the case saved for it (the lowest found), -1 before one is saved.
        var firstIndex = -1
        /// The file under `findings/`, empty before one is saved.
        var file = ""
        var minimized = false
        var events = 0
        var mutations = 0
        /// Campaign time (wall, all sessions) when a case first hit it, ns; -1 when unknown (a
        /// state written before it was kept).
        var foundAfter: Int64 = -1
    }

    init(seed: UInt64, scenes: [String], shard: Shard) {
        self.seed = seed
        self.scenes = scenes
        self.shard = shard
    }

    func isDone(_ local: Int) -> Bool { local < done || above.contains(local) }

    /// Whether every case done here is done in `other` too (the same shard resumed further).
    /// - Complexity: O(cases above `done` here, plus `done` − `other.done` when positive).
    func doneCases(areIn other: CampaignState) -> Bool {
        if done > other.done, !(other.done..<done).allSatisfy(other.isDone) { return false }
        return above.allSatisfy(other.isDone)
    }

    mutating func markDone(_ local: Int) {
        guard !isDone(local) else { return }
        above.insert(local)
        while above.remove(done) != nil { done += 1 }
    }

    /// The file's text: one line of compact JSON, but for the findings, one a line.
    var text: String {
        let members: [(String, JSONValue)] = [
            ("format", .string(Self.formatName)), ("version", .int(Self.currentVersion)),
            ("seed", .int(seed)), ("scenes", .strings(scenes)),
            ("shard", .string(shard.description)), ("builds", .strings(builds)), ("caseVersion", .int(caseVersion)),
            ("done", .int(done)),
            ("above", .array(above.sorted().map { .int($0) })),
            ("cases", .int(cases)), ("ticks", .int(ticks)), ("runs", .int(runs)), ("cpu", .int(cpu)),
            ("rejected", .int(rejected)), ("responses", .int(responses)), ("expected", .int(expected)), ("elapsed", .int(elapsed)),
            ("corpus", .int(corpus)),
            ("scenesWork", .object(scenesWork.sorted { $0.key < $1.key }.map { name, w in
                (name, .object([("cases", .int(w.cases)), ("ticks", .int(w.ticks)), ("cpu", .int(w.cpu))]))
            })),
        ]
        let list = findings.sorted { $0.key < $1.key }.map { sig, e in
            JSONValue.object([("signature", .string(sig)), ("oracle", .string(e.oracle.rawValue)),
                              ("scene", .string(e.scene)), ("kind", .string(e.kind)),
                              ("message", .string(e.message)), ("count", .int(e.count)),
                              ("firstIndex", .int(e.firstIndex)), ("file", .string(e.file)),
                              ("minimized", .bool(e.minimized)), ("events", .int(e.events)),
                              ("mutations", .int(e.mutations)), ("foundAfter", .int(e.foundAfter))]).text()
        }
        let owners = JSONValue.strings(coverage.keys.sorted().map { StableHash.hex($0) + "@" + String(coverage[$0]!) })
        let parts = members.map { JSONWriter.string($0.0) + ":" + $0.1.text() }
            + ["\"findings\":[\n  " + list.joined(separator: ",\n  ") + "\n]", "\"coverage\":" + owners.text()]
        return "{" + parts.joined(separator: ",") + "}\n"
    }

    /// Reads `state.json`'s text.
    /// - Throws: the reason, naming the field.
    init(text: String) throws(CampaignError) {
        let v: JSONValue
        do throws(JSONParseError) { v = try JSONParser.parse(text) } catch {
            throw .outputDirectory("state.json:\(error.line(in: text)): not JSON: \(error) (a damaged state file; move it away to start afresh)")
        }
        try self.init(json: v)
    }

    /// Reads a state from its parsed JSON (`text`'s form).
    /// - Throws: the reason, naming `file` and the field.
    init(json v: JSONValue, file: String = "state.json") throws(CampaignError) {
        func bad(_ why: String) -> CampaignError { .outputDirectory("\(file): \(why)") }
        guard v["format"]?.string == Self.formatName else { throw bad("not a flick fuzz state file") }
        guard v["version"]?.int == Self.currentVersion else { throw bad("unsupported version") }
        guard case .number(let s)? = v["seed"], let seed = UInt64(s) else { throw bad("bad seed") }
        guard case .array(let names)? = v["scenes"] else { throw bad("bad scenes") }
        guard let shard = v["shard"]?.string.flatMap(Shard.init(parsing:)) else { throw bad("bad shard") }
        self.init(seed: seed, scenes: names.compactMap(\.string), shard: shard)
        if case .array(let items)? = v["builds"] {
            builds = items.compactMap(\.string)
            guard builds.count == items.count else { throw bad("bad builds: a list of strings") }
        } else {
            builds = [CampaignBuild.unknown]     // written before builds were recorded
        }
        if v["caseVersion"] != nil {
            guard let version = v["caseVersion"]?.int, version >= 1 else { throw bad("bad caseVersion") }
            caseVersion = version
        } else {
            caseVersion = 1
        }
        // Every count is a whole number ≥ 0: a negative `done` would resume a campaign that
        // never reaches its end. And at most `countLimit`: a count near Int.max overflowed
        // (a trap) at the first case the campaign added to it.
        func int(_ k: String) throws(CampaignError) -> Int {
            guard let i = v[k]?.int else { throw bad("bad \(k)") }
            guard i >= 0 else { throw bad("bad \(k): \(i) is negative (a count: 0 or more)") }
            guard i <= Self.countLimit else { throw bad("bad \(k): \(i) is out of range (at most \(Self.countLimit))") }
            return i
        }
        // A count the campaign goes on adding to, 0 when absent.
        func optionalCount(_ value: JSONValue?, _ field: String) throws(CampaignError) -> Int {
            guard let value else { return 0 }
            guard let i = value.int, i >= 0, i <= Self.countLimit else {
                throw bad("bad \(field): a count is a whole number from 0 to \(Self.countLimit)")
            }
            return i
        }
        done = try int("done")
        cases = try int("cases")
        ticks = try int("ticks")
        runs = try int("runs")
        cpu = Int64(try int("cpu"))
        rejected = try int("rejected")
        responses = try int("responses")
        expected = (try? int("expected")) ?? 0      // absent in states written before it was counted
        elapsed = Int64(try int("elapsed"))
        corpus = try int("corpus")
        if case .array(let items)? = v["above"] {
            let indices = items.compactMap(\.int)
            guard indices.count == items.count, indices.allSatisfy({ $0 > done }) else {
                throw bad("bad above: every index must be a whole number above done (\(done))")
            }
            above = Set(indices)
        }
        if case .array(let items)? = v["coverage"] {
            // "feature@owner"; a bare feature (a state written before owners were kept) is
            // owned by no case of the stream, so the next case reaching it takes it over.
            for item in items {
                guard let text = item.string else { continue }
                let parts = text.split(separator: "@", maxSplits: 1)
                guard let first = parts.first, let feature = UInt64(first, radix: 16) else { continue }
                coverage[feature] = parts.count == 2 ? Int(parts[1]) ?? Int.max : Int.max
            }
        }
        if case .object(let members)? = v["scenesWork"] {
            for (name, w) in members {
                scenesWork[name] = Work(cases: try optionalCount(w["cases"], "scenesWork.\(name).cases"),
                                        ticks: try optionalCount(w["ticks"], "scenesWork.\(name).ticks"),
                                        cpu: Int64(try optionalCount(w["cpu"], "scenesWork.\(name).cpu")))
            }
        }
        if case .array(let items)? = v["findings"] {
            for item in items {
                guard let sig = item["signature"]?.string, let oracle = item["oracle"]?.string.flatMap(Oracle.init(rawValue:)) else {
                    throw bad("a finding without signature or oracle")
                }
                var e = Entry(oracle: oracle, scene: item["scene"]?.string ?? "", kind: item["kind"]?.string ?? "",
                              message: item["message"]?.string ?? "")
                e.count = try optionalCount(item["count"], "findings[\(sig)].count")
                e.firstIndex = item["firstIndex"]?.int ?? -1
                e.file = item["file"]?.string ?? ""
                if case .bool(let b)? = item["minimized"] { e.minimized = b }
                e.events = item["events"]?.int ?? 0
                e.mutations = item["mutations"]?.int ?? 0
                e.foundAfter = item["foundAfter"]?.int.map(Int64.init) ?? -1
                findings[sig] = e
            }
        }
    }
}
