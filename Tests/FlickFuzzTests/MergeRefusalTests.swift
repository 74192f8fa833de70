import Testing
import Foundation
import FlickFuzz
import FlickCLITestSupport

/// `flick fuzz merge` on hand-written campaign folders (no workers run): what cannot be merged
/// is refused with exit 2 naming the folder; `--known` gates; `--junit` has a case a finding.
@Suite("Merging campaigns: refusals, the known-findings gate, JUnit")
struct MergeRefusalTests {
    /// A campaign folder with `state.json` and one case file per finding.
    struct Fake {
        var seed = 1
        var scenes = ["planted-unsat"]
        var shard = "1/2"
        var done = 4
        var above: [Int] = []
        var builds: [String]? = ["build-id:00aa"]
        var caseVersion: Int? = 1
        /// (signature, count, first index, file).
        var findings: [(String, Int, Int, String)] = []

        func write(_ dir: String) throws {
            try FileManager.default.createDirectory(atPath: dir + "/findings", withIntermediateDirectories: true)
            try FileManager.default.createDirectory(atPath: dir + "/corpus", withIntermediateDirectories: true)
            var members = ["\"format\":\"flick-fuzz-state\"", "\"version\":1", "\"seed\":\(seed)",
                           "\"scenes\":[" + scenes.map { "\"\($0)\"" }.joined(separator: ",") + "]", "\"shard\":\"\(shard)\""]
            if let builds { members.append("\"builds\":[" + builds.map { "\"\($0)\"" }.joined(separator: ",") + "]") }
            if let caseVersion { members.append("\"caseVersion\":\(caseVersion)") }
            members += ["\"done\":\(done)", "\"above\":[\(above.map(String.init).joined(separator: ","))]",
                        "\"cases\":\(done + above.count)", "\"ticks\":100", "\"runs\":\(done)", "\"cpu\":1000", "\"rejected\":0",
                        "\"responses\":0", "\"expected\":0", "\"elapsed\":2000000000", "\"corpus\":0"]
            let list = findings.map { sig, count, index, file in
                "{\"signature\":\"\(sig)\",\"oracle\":\"\(sig.split(separator: "|")[0])\",\"scene\":\"planted-unsat\",\"kind\":\"k\",\"message\":\"m \(index)\",\"count\":\(count),\"firstIndex\":\(index),\"file\":\"\(file)\",\"minimized\":true,\"events\":4,\"mutations\":0,\"foundAfter\":1000}"
            }
            members.append("\"findings\":[" + list.joined(separator: ",") + "]")
            members.append("\"coverage\":[]")
            try ("{" + members.joined(separator: ",") + "}\n").write(toFile: dir + "/state.json", atomically: true, encoding: .utf8)
            for (_, _, index, file) in findings {
                try "{\"case\": \(index)}\n".write(toFile: dir + "/findings/" + file, atomically: true, encoding: .utf8)
            }
        }
    }

    final class Folders {
        var dirs: [String] = []
        func make(_ name: String, _ fake: Fake? = nil) throws -> String {
            let d = temporaryDirectory(name)
            dirs.append(d)
            try fake?.write(d)
            return d
        }
        deinit { for d in dirs { try? FileManager.default.removeItem(atPath: d) } }
    }

    @Test func whatCannotBeMergedIsRefusedNamingTheFolder() throws {
        let f = Folders()
        let a = try f.make("a", Fake())
        var cases: [(Fake, String)] = []
        var other = Fake(); other.shard = "2/2"; other.seed = 2; cases.append((other, "seed 2 differs"))
        other = Fake(); other.shard = "2/2"; other.scenes = ["planted-unsat", "planted-trap"]; cases.append((other, "scenes"))
        other = Fake(); other.shard = "2/2"; other.caseVersion = 2; cases.append((other, "case file version 2"))
        other = Fake(); other.shard = "2/2"; other.builds = ["build-id:00bb"]; cases.append((other, "build"))
        other = Fake(); other.shard = "2/2"; other.builds = nil; cases.append((other, "unknown"))
        other = Fake(); other.shard = "1/3"; cases.append((other, "overlaps"))
        other = Fake(); other.done = 2; other.above = [5]; cases.append((other, "each ran cases the other did not"))
        for (fake, words) in cases {
            let b = try f.make("b", fake)
            let r = runFlick(["fuzz", "merge", try f.make("out"), a, b])
            #expect(r.code.rawValue == 2, "\(words): \(r.err)")
            #expect(r.err.contains(b) && r.err.contains(words), "\(r.err)")
        }
        let notFuzz = try f.make("nothing")
        try FileManager.default.createDirectory(atPath: notFuzz, withIntermediateDirectories: true)
        for (argv, words) in [(["fuzz", "merge", try f.make("out"), a, notFuzz], "neither state.json"),
                              (["fuzz", "merge", try f.make("out"), a, notFuzz + "/missing"], "no such folder"),
                              (["fuzz", "merge", a, a], "OUT '\(a)' is also an input of this command (DIR '\(a)')"),
                              (["fuzz", "merge", a, notFuzz + "/missing"], "holds a campaign"),
                              (["fuzz", "merge", try f.make("out")], "at least one folder")] {
            let r = runFlick(argv)
            #expect(r.code.rawValue == 2, "\(r.err)")
            #expect(r.err.contains(words), "\(r.err)")
        }
        // Damaged files: an input's state, OUT's record, OUT's note of a stopped merge.
        let damaged = try f.make("damaged", Fake(shard: "2/2"))
        try "{\"format\": 1".write(toFile: damaged + "/state.json", atomically: true, encoding: .utf8)
        let record = try f.make("record")
        _ = runFlick(["fuzz", "merge", record, a])
        let pending = try f.make("pending")
        _ = runFlick(["fuzz", "merge", pending, a])
        try "[1]".write(toFile: pending + "/merge.pending", atomically: true, encoding: .utf8)
        try "[]".write(toFile: record + "/merge.json", atomically: true, encoding: .utf8)
        for (argv, folder, words) in [(["fuzz", "merge", try f.make("out"), a, damaged], damaged, "state.json:1: not JSON"),
                                      (["fuzz", "merge", record, a], record, "merge.json: not a flick fuzz merge file"),
                                      (["fuzz", "merge", pending, a], pending, "merge.pending is damaged")] {
            let r = runFlick(argv)
            #expect(r.code.rawValue == 2 && r.err.contains(folder + ": ") && r.err.contains(words), "\(r.err)")
        }
        // Several seeds join when asked (several nights).
        var night = Fake(); night.seed = 2
        let r = runFlick(["fuzz", "merge", try f.make("out"), a, try f.make("night", night), "--mixed-seeds"])
        #expect(r.code == .success, "\(r.err)")
        #expect(r.out.contains("seed 1 shard 1/2, seed 2 shard 1/2"), "\(r.out)")
        // Two old states (no builds recorded) join each other.
        var old1 = Fake(); old1.builds = nil
        var old2 = Fake(); old2.builds = nil; old2.shard = "2/2"
        let o = runFlick(["fuzz", "merge", try f.make("out"), try f.make("old1", old1), try f.make("old2", old2)])
        #expect(o.code == .success, "\(o.err)")
        // A case file its state names, missing.
        var lost = Fake(); lost.shard = "2/2"; lost.findings = [("satisfiable|planted-unsat|k|x", 1, 3, "satisfiable-x.json")]
        let l = try f.make("lost", lost)
        try FileManager.default.removeItem(atPath: l + "/findings/satisfiable-x.json")
        let untouched = try f.make("out")
        let m = runFlick(["fuzz", "merge", untouched, a, l])
        #expect(m.code.rawValue == 2 && m.err.contains(l) && m.err.contains("findings/satisfiable-x.json is missing"), "\(m.err)")
        #expect(!FileManager.default.fileExists(atPath: untouched), "a refused merge writes nothing")
    }

    @Test func theLowestIndexWinsHitsAreAddedAndTheKnownFileGates() throws {
        let f = Folders()
        var one = Fake(); one.findings = [("satisfiable|planted-unsat|k|x", 2, 6, "satisfiable-x.json"),
                                          ("crash|planted-unsat|SIGILL|y", 1, 2, "crash-y.json")]
        var two = Fake(); two.shard = "2/2"; two.findings = [("satisfiable|planted-unsat|k|x", 3, 1, "satisfiable-x.json")]
        let a = try f.make("a", one), b = try f.make("b", two)
        let out = try f.make("out")
        let junit = out + ".junit.xml"
        defer { try? FileManager.default.removeItem(atPath: junit) }
        let r = runFlick(["fuzz", "merge", out, b, a, "--json", "--junit", junit])
        #expect(r.code == .failure, "\(r.err)")
        let summary = try summaryJSON(r.out)
        let findings = try #require(summary["findings"] as? [[String: Any]])
        let unsat = try #require(findings.first { $0["oracle"] as? String == "satisfiable" })
        #expect(unsat["count"] as? Int == 5)
        #expect(unsat["message"] as? String == "m 1")
        #expect(try String(contentsOfFile: out + "/findings/satisfiable-x.json", encoding: .utf8) == "{\"case\": 1}\n")
        #expect((unsat["foundAfterByCampaign"] as? [[String: Any]])?.count == 2)
        #expect(summary["totalCases"] as? Int == 8)
        #expect(summary["merged"] as? [String] == ["seed 1 shard 1/2", "seed 1 shard 2/2"])

        let xml = try String(contentsOfFile: junit, encoding: .utf8)
        #expect(xml.components(separatedBy: "<testcase ").count == 3, "\(xml)")
        #expect(xml.contains("replay: flick replay \(out)/findings/satisfiable-x.json"), "\(xml)")
        #expect(xml.contains("<failure"))

        let known = out + ".known"
        defer { try? FileManager.default.removeItem(atPath: known) }
        try "# tolerated\nsatisfiable|planted-unsat|\n\n  crash|planted-unsat|SIGILL  \n".write(toFile: known, atomically: true, encoding: .utf8)
        let gated = runFlick(["fuzz", "merge", out, a, b, "--known", known, "--junit", junit])
        #expect(gated.code == .success, "\(gated.err)")
        #expect(try String(contentsOfFile: junit, encoding: .utf8).components(separatedBy: "<skipped").count == 3)
        try "satisfiable|planted-unsat|\n".write(toFile: known, atomically: true, encoding: .utf8)
        let gate = runFlick(["fuzz", "merge", out, a, "--known", known])
        #expect(gate.code == .failure)
        #expect(gate.err.contains("not in \(known): crash|planted-unsat|SIGILL|y"), "\(gate.err)")
    }
}
