import Testing
import Foundation
@testable import FlickCLI
import FlickCLITestSupport
import FlickTestSupport

@Suite("flick replay --golden")
struct ReplayGoldenTests {
    static let trace = tracePath("fab-normal.trace")

    func replay(_ extra: [String]) -> (ExitCode, String, String) {
        runFlick(["replay", Self.trace, "--scene", "fab", "--budget-ms", "1000"] + extra)
    }

    @Test func writtenThenMatchedThenADifferenceExitsOneWithADiff() throws {
        let dir = scratchDirectory("replay-golden")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/fab.golden"
        var (code, out, _) = replay(["--golden", file, "--update-golden"])
        #expect(code == .success)
        #expect(out.contains("golden: wrote \(file) (101 ticks with changes, 266 lines)"))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("flick golden timeline 1, screen 393x852@3, 120 Hz\ntick 0 0.000s\n  view screen: frame 0 0 393 852, alpha 1, rotation 0\n"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["fab.golden"])

        (code, out, _) = replay(["--golden", file])
        #expect(code == .success)
        #expect(out.contains("golden: \(file) matches"))

        // One step of the first action button's spring, changed by hand in the golden.
        let changed = text.replacingOccurrences(of: "tick 36 0.300s\n  view action1: frame 307 723.333 56 56, alpha 0.113\n",
                                                with: "tick 36 0.300s\n  view action1: frame 307 723 56 56, alpha 0.113\n")
        #expect(changed != text)
        try changed.write(toFile: file, atomically: true, encoding: .utf8)
        (code, out, _) = replay(["--golden", file])
        #expect(code == .failure)
        #expect(out.contains("""
            golden: \(file) differs
            golden timeline differs at tick 36 (0.300s)
              view action1 frame: golden 307 723 56 56, now 307 723.333 56 56
            after input touch 1: up 335 760 (tick 34, 0.283s)
            tick 36, golden (-) and now (+):
              - view action1: frame 307 723 56 56, alpha 0.113
              + view action1: frame 307 723.333 56 56, alpha 0.113
                view action2: frame 298.333 732 56 56, alpha 0.113
                view mainFab: rotation 0.0889
            if the change is intended, rewrite it with --update-golden
            """))
        #expect(out.contains("all invariants held"))
    }

    /// `--golden FILE --report PAGE`: the replay page while it matches, the golden diff page
    /// (both runs on their own cursors at the first differing tick, the view outlined) once
    /// it differs.
    @Test func aMismatchWritesTheGoldenDiffPage() throws {
        let dir = scratchDirectory("replay-golden")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/fab.golden", page = dir + "/fab.html"
        #expect(replay(["--golden", file, "--update-golden"]).0 == .success)
        #expect(replay(["--golden", file, "--report", page]).0 == .success)
        let plain = try String(contentsOfFile: page, encoding: .utf8)
        #expect(plain.contains("flick replay: fab</title>") && !plain.contains("golden-layout"))
        let text = try String(contentsOfFile: file, encoding: .utf8)
        try text.replacingOccurrences(of: "tick 36 0.300s\n  view action1: frame 307 723.333 56 56",
                                      with: "tick 36 0.300s\n  view action1: frame 307 723 56 56").write(toFile: file, atomically: true, encoding: .utf8)
        #expect(replay(["--golden", file, "--report", page]).0 == .failure)
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.contains("differs from its golden timeline"))
        #expect(html.contains("\"channel\":\"golden\"") && html.contains("\"channel\":\"run\"") && html.contains("data-kind=\"channel-link\""))
        #expect(html.components(separatedBy: "\"start\":36").count - 1 == 2)
        #expect(html.contains("view action1 frame: golden 307 723 56 56, now 307 723.333 56 56"))
        #expect(html.contains("<td>action1</td>"))  // the views that differ there
    }

    @Test func withJSONTheGoldenGoesToStandardError() throws {
        let dir = scratchDirectory("replay-golden")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (code, out, err) = replay(["--golden", dir + "/fab.golden", "--update-golden", "--json"])
        #expect(code == .success)
        #expect(try JSONSerialization.jsonObject(with: Data(out.utf8)) is [String: Any])
        #expect(err.contains("golden: wrote"))
    }

    @Test func badPathsAndUsageExitTwo() throws {
        let dir = scratchDirectory("replay-golden")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var (code, out, err) = replay(["--golden", dir + "/missing.golden"])
        #expect(code == .badInput)
        #expect(out.isEmpty)
        #expect(err.contains("\(dir)/missing.golden: no such golden file (write it with --update-golden)"))

        (code, _, err) = replay(["--golden", dir + "/no/such/folder.golden", "--update-golden"])
        #expect(code == .badInput)
        #expect(err.contains("no directory '\(dir)/no/such'"))

        (code, _, err) = replay(["--golden", dir])
        #expect(code == .badInput)
        #expect(err.contains("is a directory"))

        try "not a golden\n".write(toFile: dir + "/bad.golden", atomically: true, encoding: .utf8)
        (code, _, err) = replay(["--golden", dir + "/bad.golden"])
        #expect(code == .badInput)
        #expect(err.contains("\(dir)/bad.golden:1: not a golden timeline"))

        (code, _, err) = replay(["--update-golden"])
        #expect(code == .badInput)
        #expect(err.contains("--update-golden needs --golden FILE"))

        (code, _, err) = replay(["--golden", Self.trace, "--update-golden"])
        #expect(code == .badInput)
        #expect(err.contains("--golden '\(Self.trace)' is also an input of this command (TRACE '\(Self.trace)')"))

        (code, _, err) = runFlick(["replay", "--device", "/dev/null", "--scene", "fab", "--golden", dir + "/live.golden"])
        #expect(code == .badInput)
        #expect(err.contains("--golden compares a replay of a trace, not a live device"))
    }

    /// `--golden-ignore` leaves parts out of the written and the compared timeline alike, and
    /// the header names them: a golden written with other ignores differs.
    @Test func ignoredPartsAreLeftOutOfBothSides() throws {
        let dir = scratchDirectory("replay-golden")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/fab.golden"
        let ignores = ["--golden-ignore", "action1", "--golden-ignore", "mainFab.rotation"]
        var (code, out, _) = replay(["--golden", file, "--update-golden"] + ignores)
        #expect(code == .success)
        let text = try String(contentsOfFile: file, encoding: .utf8)
        #expect(text.hasPrefix("flick golden timeline 1, screen 393x852@3, 120 Hz, ignoring action1; mainFab.rotation\n"))
        #expect(!text.contains("view action1") && !text.contains("view mainFab: rotation"))
        #expect(text.contains("view action2: frame"))
        (code, out, _) = replay(["--golden", file] + ignores)
        #expect(code == .success)
        #expect(out.contains("golden: \(file) matches"))
        // A change in an ignored part is not seen; one elsewhere is.
        let action2 = try #require(text.range(of: "view action2: frame "))
        var changed = text
        changed.replaceSubrange(action2, with: "view action2: frame 1")
        try changed.write(toFile: file, atomically: true, encoding: .utf8)
        #expect(replay(["--golden", file] + ignores).0 == .failure)
        try text.write(toFile: file, atomically: true, encoding: .utf8)
        // Compared without the ignores: the header differs.
        (code, out, _) = replay(["--golden", file])
        #expect(code == .failure)
        #expect(out.contains("golden timeline was recorded on another screen or tick rate, or ignoring other parts"))
        // A region: the views inside it are left out.
        (code, _, _) = replay(["--golden", dir + "/region.golden", "--update-golden", "--golden-ignore", "region:0,600,393,252"])
        #expect(code == .success)
        let region = try String(contentsOfFile: dir + "/region.golden", encoding: .utf8)
        #expect(region.hasPrefix("flick golden timeline 1, screen 393x852@3, 120 Hz, ignoring region:0,600,393,252\n"))
        #expect(!region.contains("view action1") && !region.contains("view mainFab"))
    }

    @Test func badIgnoresExitTwo() {
        let dir = scratchDirectory("replay-golden")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let file = dir + "/fab.golden"
        for (value, message) in [("mainFab.text", "cannot ignore 'mainFab.text': a golden timeline lists no 'text' of a view; it lists frame, alpha, rotation"),
                                 ("region:0,0,0,5", "cannot ignore 'region:0,0,0,5': a region needs a positive width and height"),
                                 ("region:1,2", "a region is region:X,Y,WIDTH,HEIGHT"),
                                 ("", "no view name")] {
            let (code, out, err) = replay(["--golden", file, "--update-golden", "--golden-ignore", value])
            #expect(code == .badInput, "\(value)")
            #expect(out.isEmpty)
            #expect(err.contains("--golden-ignore: ") && err.contains(message), "\(err)")
        }
        #expect(!FileManager.default.fileExists(atPath: file))
        let (code, _, err) = replay(["--golden-ignore", "mainFab"])
        #expect(code == .badInput)
        #expect(err.contains("--golden-ignore needs --golden FILE"))
    }

    @Test func theGoldenIsTheSameEveryRun() throws {
        let dir = scratchDirectory("replay-golden")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        _ = replay(["--golden", dir + "/a.golden", "--update-golden"])
        _ = replay(["--golden", dir + "/b.golden", "--update-golden"])
        #expect(try Data(contentsOf: URL(fileURLWithPath: dir + "/a.golden")) == Data(contentsOf: URL(fileURLWithPath: dir + "/b.golden")))
    }
}
