import Foundation
import Testing
@testable import FlickCLI
import FlickCLITestSupport
import FlickTestSupport

/// `flick replay … --report FILE.html [--svg-frames DIR]`.
@Suite("flick replay --report")
struct ReplayReportTests {
    @Test func writesOnePageAndOnePicturePerChangedTick() throws {
        let dir = scratchDirectory("report-write")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let page = dir + "/r.html", frames = dir + "/frames/deeper"
        let (code, out, err) = runFlick(["replay", tracePath("drawer-normal.trace"), "--scene", "drawer", "--budget-ms", "1000",
                                    "--report", page, "--svg-frames", frames])
        #expect(code == .success, "\(err)")
        #expect(out.contains("all invariants held"))
        let html = try String(contentsOfFile: page, encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("Traces/scenes/drawer-normal.trace"))
        #expect(html.utf8.count < 200_000)
        let pictures = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        #expect(pictures.count > 100)
        #expect(pictures.first == "tick-000000.svg")
        #expect(try String(contentsOfFile: frames + "/" + pictures[0], encoding: .utf8).hasPrefix("<svg"))
        // Written through temporary files renamed into place: none is left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["frames", "r.html"])
        #expect(!pictures.contains { $0.hasPrefix(".") })
    }

    @Test func aViolationsPageStillWritesAndTheExitCodeStaysOne() throws {
        let dir = scratchDirectory("report-conflict")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let (code, _, _) = runFlick(["replay", tracePath("drawer-abuse.trace"), "--scene", "drawer-conflict", "--budget-ms", "1000",
                                "--report", dir + "/r.html", "--json"])
        #expect(code == .failure)
        let html = try String(contentsOfFile: dir + "/r.html", encoding: .utf8)
        #expect(html.contains("activation conflicts with required constraints"))
        #expect(html.contains("minimal conflicting set"))
    }

    @Test func badOutputsAreUsageErrorsBeforeTheRun() throws {
        let dir = scratchDirectory("report-bad")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let input = dir + "/in.trace"
        try FileManager.default.copyItem(atPath: tracePath("slider-normal.trace"), toPath: input)
        let before = try String(contentsOfFile: input, encoding: .utf8)
        var (code, _, err) = runFlick(["replay", input, "--scene", "slider", "--report", input])
        #expect(code == .badInput && err.contains("would overwrite the input"))
        #expect(try String(contentsOfFile: input, encoding: .utf8) == before)
        (code, _, err) = runFlick(["replay", input, "--scene", "slider", "--report", dir + "/no/such/dir/r.html"])
        #expect(code == .badInput && err.contains("no directory"))
        (code, _, err) = runFlick(["replay", "--device", "/dev/null", "--scene", "slider", "--report", dir + "/r.html"])
        #expect(code == .badInput && err.contains("not a --device run"))
        (code, _, err) = runFlick(["replay", input, "--scene", "slider", "--svg-frames", input])
        #expect(code == .badInput && err.contains("also an input"))
        let plain = dir + "/plain.txt"
        try "a file\n".write(toFile: plain, atomically: false, encoding: .utf8)
        (code, _, err) = runFlick(["replay", input, "--scene", "slider", "--svg-frames", plain])
        #expect(code == .badInput && err.contains("must name a directory"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["in.trace", "plain.txt"])
    }

    @Test func aGoldenAndAPageRecordTheSameRunSideBySide() throws {
        let dir = scratchDirectory("report-golden")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let golden = dir + "/drawer.golden"
        var (code, _, err) = runFlick(["replay", tracePath("drawer-normal.trace"), "--scene", "drawer", "--budget-ms", "1000",
                                  "--golden", golden, "--update-golden", "--report", dir + "/r.html"])
        #expect(code == .success, "\(err)")
        // The golden written beside a page is the golden of the plain replay.
        (code, _, err) = runFlick(["replay", tracePath("drawer-normal.trace"), "--scene", "drawer", "--budget-ms", "1000", "--golden", golden])
        #expect(code == .success, "\(err)")
        let html = try String(contentsOfFile: dir + "/r.html", encoding: .utf8)
        #expect(html.contains("drawerPan"))
    }

    @Test func theSameReplayWritesTheSameViewerData() throws {
        let dir = scratchDirectory("report-same")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        for name in ["a", "b"] {
            _ = runFlick(["replay", tracePath("accordion-normal.trace"), "--scene", "accordion", "--budget-ms", "1000",
                     "--report", dir + "/\(name).html"])
        }
        // The layout viewer's data block: everything but the measured work.
        func viewer(_ path: String) throws -> String {
            let html = try String(contentsOfFile: path, encoding: .utf8)
            let start = try #require(html.range(of: "<section id=\"layout\""))
            let end = try #require(html.range(of: "</section>", range: start.upperBound..<html.endIndex))
            return String(html[start.lowerBound..<end.upperBound])
        }
        #expect(try viewer(dir + "/a.html") == viewer(dir + "/b.html"))
    }
}
