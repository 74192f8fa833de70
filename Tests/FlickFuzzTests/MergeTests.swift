import Testing
import Foundation
import FlickFuzz
import FlickTestSupport

/// `flick fuzz merge`: the shards of a seed merged equal the unsharded campaign, merging is
/// idempotent and order-independent, and what cannot be merged is refused naming the folder.
@Suite("Merging campaigns: shards joined equal one machine", .serialized)
struct MergeTests {
    /// Three planted faults that 42 cases of seed 4 hit (a conflict, a trap, a scene's own
    /// invariant), minimized on a small budget so that each of the 14 campaigns of the test
    /// takes a few seconds (debug build).
    static let base = ["fuzz", "--scene", "planted-unsat,planted-trap,planted-own-invariant", "--seed", "4", "--no-budget", "--json",
                       "--jobs", "1", "--minimize-runs", "30"]
    static let cases = 42

    /// The summary's counts that a merge must reproduce (not times, not paths).
    static func counts(_ summary: [String: Any]) -> [String] {
        var out = ["totalCases", "totalTicks", "rejected", "responses", "expected", "corpus"].map { "\($0) \(summary[$0] ?? "-")" }
        for key in ["findings", "internalErrors"] {
            for f in summary[key] as? [[String: Any]] ?? [] {
                let file = (f["file"] as? String).map { URL(fileURLWithPath: $0).lastPathComponent } ?? "-"
                out.append("\(key) \(f["signature"] ?? "") ×\(f["count"] ?? "") \(f["minimized"] ?? "") \(f["events"] ?? "") \(f["mutations"] ?? "") \(file)")
            }
        }
        for s in summary["scenes"] as? [[String: Any]] ?? [] {
            out.append("scene \(s["scene"] ?? "") \(s["cases"] ?? "") \(s["ticks"] ?? "")")
        }
        return out
    }

    static func mergeFile(_ dir: String) -> String {
        (try? String(contentsOfFile: dir + "/merge.json", encoding: .utf8)) ?? "(none)"
    }

    @Test func theShardsOfASeedMergeToTheUnshardedCampaign() throws {
        var dirs: [String] = []
        defer { for d in dirs { try? FileManager.default.removeItem(atPath: d) } }
        func dir(_ name: String) -> String { let d = temporaryDirectory(name); dirs.append(d); return d }

        let whole = dir("merge-whole")
        let reference = try planted(Self.base + ["--runs", String(Self.cases), "--out", whole])
        #expect(reference.status == 1, "\(reference.err)")
        let expected = Self.counts(try summaryJSON(reference.out))
        let files = snapshot(whole)
        #expect(["crash-", "satisfiable-", "two-fingers-"].allSatisfy { p in files.keys.contains { $0.hasPrefix("findings/" + p) } },
                "the scenes must have findings: \(files.keys.sorted())")

        for n in [1, 2, 3, 7] {
            var shards: [String] = []
            for k in 1...n {
                let out = dir("merge-\(k)of\(n)")
                let r = try planted(Self.base + ["--runs", String(Self.cases / n), "--shard", "\(k)/\(n)", "--out", out])
                #expect(r.status <= 1, "\(r.err)")
                shards.append(out)
            }
            let merged = dir("merged-\(n)")
            let m = try planted(["fuzz", "merge", merged] + shards + ["--json"])
            #expect(m.status == 1, "\(m.err)")
            #expect(Self.counts(try summaryJSON(m.out)) == expected, "N = \(n)")
            let got = snapshot(merged)
            #expect(got.keys.sorted() == files.keys.sorted(), "N = \(n)")
            for (k, v) in files { #expect(got[k] == v, "N = \(n): \(k) differs") }
            // Every finding has its page, copied from the shard that saved it, naming OUT's file.
            for k in got.keys where k.hasPrefix("findings/") {
                let page = try String(contentsOfFile: merged + "/" + k.dropLast(5) + ".html", encoding: .utf8)
                #expect(page.contains(merged + "/" + k) && !shards.contains { page.contains($0 + "/") }, "\(k)")
            }

            guard n == 3 else { continue }
            // Order-independent and idempotent: the shards the other way round, one at a time
            // into one folder, and a shard merged twice give the same folder.
            let reversed = dir("merged-reversed")
            _ = try planted(["fuzz", "merge", reversed] + shards.reversed() + [shards[0]])
            let oneByOne = dir("merged-one-by-one")
            for s in [shards[2], shards[0], shards[1], shards[0]] { _ = try planted(["fuzz", "merge", oneByOne, s]) }
            _ = try planted(["fuzz", "merge", oneByOne, oneByOne])
            for other in [reversed, oneByOne] {
                #expect(snapshot(other) == got)
                #expect(Self.mergeFile(other) == Self.mergeFile(merged))
            }
            // A merge of merges is the same merge.
            let half = dir("merged-half")
            _ = try planted(["fuzz", "merge", half, shards[0], shards[1]])
            let ofMerges = dir("merged-of-merges")
            _ = try planted(["fuzz", "merge", ofMerges, half, shards[2]])
            #expect(snapshot(ofMerges) == got)
            #expect(Self.mergeFile(ofMerges) == Self.mergeFile(merged))
            // The text summary is the campaign's, headed by the campaigns merged.
            let text = try planted(["fuzz", "merge", merged, shards[0]])
            #expect(text.status == 1)
            #expect(text.out.hasPrefix("fuzz merge: 3 campaign(s) (seed 4 shard 1/3, seed 4 shard 2/3, seed 4 shard 3/3): \(Self.cases) cases"), "\(text.out)")
            #expect(text.out.contains("finding(s), 0 new:"), "\(text.out)")
            #expect(snapshot(merged) == got)
        }
    }

    /// A shard resumed further (the next night) replaces its earlier state; a merge killed
    /// halfway (its leftovers planted by hand) completes when run again.
    @Test func aResumedShardReplacesItsEarlierStateAndARerunCompletesAKilledMerge() throws {
        var dirs: [String] = []
        defer { for d in dirs { try? FileManager.default.removeItem(atPath: d) } }
        func dir(_ name: String) -> String { let d = temporaryDirectory(name); dirs.append(d); return d }
        let args = ["fuzz", "--scene", "planted-unsat", "--seed", "2", "--no-budget", "--json", "--jobs", "1",
                    "--minimize-runs", "30", "--shard", "1/2"]
        let night1 = dir("night1"), night2 = dir("night2"), other = dir("other")
        _ = try planted(args + ["--runs", "10", "--out", night1])
        try FileManager.default.copyItem(atPath: night1, toPath: night2)
        _ = try planted(args + ["--runs", "20", "--out", night2])
        _ = try planted(["fuzz", "--scene", "planted-unsat", "--seed", "2", "--no-budget", "--jobs", "1", "--minimize-runs", "30",
                         "--shard", "2/2", "--runs", "20", "--out", other])
        let a = dir("nights-a"), b = dir("nights-b")
        _ = try planted(["fuzz", "merge", a, night1, other])
        let r = try planted(["fuzz", "merge", a, night2, "--json"])
        #expect(r.status <= 1, "\(r.err)")
        #expect(try summaryJSON(r.out)["totalCases"] as? Int == 40)
        _ = try planted(["fuzz", "merge", b, night2, other, night1])
        #expect(Self.mergeFile(a) == Self.mergeFile(b))
        #expect(snapshot(a) == snapshot(b))

        // Killed halfway: a temporary file of OutputFile's, a file no longer named, a corpus
        // file missing. The rerun removes, restores and ends with the same folder.
        let want = snapshot(b)
        try "half".write(toFile: b + "/findings/.x.json.ABCDEF", atomically: false, encoding: .utf8)
        try "stale".write(toFile: b + "/corpus/999999.json", atomically: false, encoding: .utf8)
        if let first = want.keys.sorted().first(where: { $0.hasPrefix("corpus/") }) { try FileManager.default.removeItem(atPath: b + "/" + first) }
        let again = try planted(["fuzz", "merge", b, night2, other])
        #expect(again.status <= 1, "\(again.err)")
        #expect(snapshot(b) == want)
        #expect(!((try? FileManager.default.contentsOfDirectory(atPath: b + "/findings")) ?? []).contains { $0.hasPrefix(".") })

        // Killed while merging night2 into a merge of night1: the note of the stopped merge
        // is there and a case file may be half-way to the new merge's. A rerun with other
        // inputs merges night2 too, and ends where the whole merge does.
        let c = dir("nights-c")
        _ = try planted(["fuzz", "merge", c, night1, other])
        try "[\"\(night2)\"]\n".write(toFile: c + "/merge.pending", atomically: true, encoding: .utf8)
        if let f = want.keys.sorted().first(where: { $0.hasPrefix("findings/") }) { try "{}".write(toFile: c + "/" + f, atomically: true, encoding: .utf8) }
        let rerun = try planted(["fuzz", "merge", c, other])
        #expect(rerun.status <= 1, "\(rerun.err)")
        #expect(snapshot(c) == want)
        #expect(Self.mergeFile(c) == Self.mergeFile(b))
        #expect(!FileManager.default.fileExists(atPath: c + "/merge.pending"))
    }

    /// A state written before builds were recorded resumes (its builds become `unknown` and
    /// this build), and a merge joins it only with campaigns of the same builds.
    @Test func anOldStateResumesAndIsMergedOnlyWithItsLikes() throws {
        var dirs: [String] = []
        defer { for d in dirs { try? FileManager.default.removeItem(atPath: d) } }
        func dir(_ name: String) -> String { let d = temporaryDirectory(name); dirs.append(d); return d }
        let args = ["fuzz", "--scene", "planted-unsat", "--seed", "3", "--no-budget", "--json", "--jobs", "1", "--minimize-runs", "10"]
        let old = dir("old"), fresh = dir("fresh")
        _ = try planted(args + ["--runs", "5", "--shard", "1/2", "--out", old])
        _ = try planted(args + ["--runs", "5", "--shard", "2/2", "--out", fresh])
        let state = try String(contentsOfFile: old + "/state.json", encoding: .utf8)
        let build = try #require(try stateJSON(old)["builds"] as? [String]).first ?? ""
        #expect(build.hasPrefix("build-id:"), "\(build)")
        // As written before: no builds, no caseVersion.
        let stripped = state.replacingOccurrences(of: "\"builds\":[\"\(build)\"],", with: "").replacingOccurrences(of: "\"caseVersion\":1,", with: "")
        #expect(stripped != state)
        try stripped.write(toFile: old + "/state.json", atomically: true, encoding: .utf8)
        let refused = try planted(["fuzz", "merge", dir("refused-old"), fresh, old])
        #expect(refused.status == 2)
        #expect(refused.err.contains(old) && refused.err.contains("unknown"), "\(refused.err)")
        let resumed = try planted(args + ["--runs", "8", "--shard", "1/2", "--out", old])
        #expect(resumed.status <= 1, "\(resumed.err)")
        #expect(try stateJSON(old)["builds"] as? [String] == ["unknown", build])
        #expect(try stateJSON(old)["cases"] as? Int == 8)
    }

    /// `--shard-index-from-env VAR/N`: a 0-based index from the environment, as a Kubernetes
    /// Indexed Job gives each pod; what is wrong with it is exit 2 naming the variable. And
    /// `--junit` on a campaign: a test case per finding.
    @Test func theShardIndexComesFromTheEnvironmentAndTheCampaignWritesJUnit() throws {
        let out = temporaryDirectory("env-shard")
        let junit = out + ".xml"
        defer { try? FileManager.default.removeItem(atPath: out); try? FileManager.default.removeItem(atPath: junit) }
        let args = ["fuzz", "--scene", "planted-trap", "--seed", "2", "--no-budget", "--jobs", "1", "--minimize-runs", "10", "--runs", "6"]
        let r = try runProcess(plantedBinary, args + ["--shard-index-from-env", "FLICK_TEST_INDEX/3", "--out", out, "--junit", junit],
                               environment: ["FLICK_TEST_INDEX": "1"])
        #expect(r.status == 1, "\(r.err)")
        #expect(try stateJSON(out)["shard"] as? String == "2/3")
        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.contains("<testcase classname=\"fuzz.planted-trap\" name=\"crash "), "\(xml)")
        #expect(xml.contains("replay: flick replay \(out)/findings/crash-planted-trap-"), "\(xml)")
        for (value, words) in [(nil, "FLICK_TEST_INDEX is not set"), ("x", "FLICK_TEST_INDEX is 'x', not a whole number"),
                               ("3", "FLICK_TEST_INDEX is 3, outside 0...2"), ("-1", "FLICK_TEST_INDEX is -1, outside 0...2")] as [(String?, String)] {
            let bad = try runProcess(plantedBinary, args + ["--shard-index-from-env", "FLICK_TEST_INDEX/3", "--out", out + "-never"],
                                     environment: value.map { ["FLICK_TEST_INDEX": $0] } ?? ["FLICK_TEST_UNRELATED": "1"])
            #expect(bad.status == 2 && bad.err.contains(words), "\(bad.err)")
        }
        for form in ["FLICK_TEST_INDEX", "FLICK_TEST_INDEX/0", "/3", "FLICK TEST/3"] {
            let bad = try runProcess(plantedBinary, args + ["--shard-index-from-env", form, "--out", out + "-never"])
            #expect(bad.status == 2 && bad.err.contains("must be VAR/N"), "\(bad.err)")
        }
        let both = try runProcess(plantedBinary, args + ["--shard-index-from-env", "FLICK_TEST_INDEX/3", "--shard", "1/3", "--out", out + "-never"])
        #expect(both.status == 2 && both.err.contains("exclude each other"), "\(both.err)")
        #expect(!FileManager.default.fileExists(atPath: out + "-never"))
    }
}
