import Testing
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import FlickCLI
import FlickCLITestSupport
import FlickTestSupport

@Suite("flick replay and flick scenes")
struct ReplayCommandTests {
    @Test func normalTraceExitsZeroWithASummary() {
        let (code, out, _) = runFlick(["replay", tracePath("slider-normal.trace"), "--scene", "slider", "--budget-ms", "1000"])
        #expect(code == .success)
        #expect(out.contains("160 ticks"))
        #expect(out.contains("p99"))
        #expect(out.contains("hitch time ratio"))
        #expect(out.contains("all invariants held"))
    }

    @Test func jsonCarriesTheViolationsAndTheWork() throws {
        let (code, out, _) = runFlick(["replay", tracePath("slider-abuse.trace"), "--scene", "slider-conflict", "--json", "--budget-ms", "1000"])
        #expect(code == .failure)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        #expect(obj["scene"] as? String == "slider-conflict")
        #expect(obj["ticks"] as? Int == 142)
        #expect((obj["digest"] as? String)?.count == 16)
        #expect(obj["overBudget"] as? Int == 0)
        let work = try #require(obj["frameWork"] as? [String: Any])
        for k in ["p50", "p95", "p99", "max"] { #expect(work[k] is Double) }
        let vs = try #require(obj["violations"] as? [[String: Any]])
        #expect(vs.count == 1)
        #expect(vs[0]["tick"] as? Int == 105)
        #expect(vs[0]["kind"] as? String == "unsatisfiable")
        #expect((vs[0]["message"] as? String)?.contains("the lock") == true)
    }

    @Test func junitParsesAndCarriesTheFailure() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("flick-replay-\(getpid()).xml").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let (code, _, _) = runFlick(["replay", tracePath("slider-abuse.trace"), "--scene", "slider-conflict", "--junit", file, "--budget-ms", "1000"])
        #expect(code == .failure)
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        final class Collector: NSObject, XMLParserDelegate {
            var failures: [[String: String]] = []
            var suites: [[String: String]] = []
            func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
                if name == "failure" { failures.append(attributes) }
                if name == "testsuite" { suites.append(attributes) }
            }
        }
        let parser = XMLParser(data: data)
        let collector = Collector()
        parser.delegate = collector
        #expect(parser.parse())
        #expect(collector.suites.first?["failures"] == "1")
        #expect(collector.failures.count == 1)
        #expect(collector.failures.first?["type"] == "unsatisfiable")
        #expect(collector.failures.first?["message"]?.contains("tick 105") == true)
    }

    @Test func badInputsExitTwoWithAClearMessage() throws {
        var (code, _, err) = runFlick(["replay", tracePath("slider-normal.trace"), "--scene", "no-such-scene"])
        #expect(code == .badInput)
        #expect(err.contains("unknown scene 'no-such-scene'"))
        (code, _, err) = runFlick(["replay", tracePath("slider-normal.trace")])
        #expect(code == .badInput)
        #expect(err.contains("--scene"))
        (code, _, err) = runFlick(["replay", tracePath("slider-normal.trace"), "--scene", "slider", "--hz", "75"])
        #expect(code == .badInput)
        #expect(err.contains("--hz"))
        (code, _, err) = runFlick(["replay", "/nonexistent/x.trace", "--scene", "slider"])
        #expect(code == .badInput)
        #expect(err.contains("/nonexistent/x.trace"))
        (code, _, err) = runFlick(["replay", tracePath("slider-normal.trace"), "--scene", "slider", "--profile", "Nokia"])
        #expect(code == .badInput)
        #expect(err.contains("unknown device profile"))
        let bad = FileManager.default.temporaryDirectory.appendingPathComponent("flick-replay-bad-\(getpid()).trace").path
        defer { try? FileManager.default.removeItem(atPath: bad) }
        try "{\"format\":\"flick-trace\",\"version\":1,\"screen\":{\"width\":393,\"height\":852,\"scale\":3}}\n{\"t\":0.1,\"id\":1,\"phase\":\"move\",\"x\":1,\"y\":2}\n"
            .write(toFile: bad, atomically: true, encoding: .utf8)
        (code, _, err) = runFlick(["replay", bad, "--scene", "slider"])
        #expect(code == .badInput)
        #expect(err.contains(bad + ":2"))
    }

    @Test func liveDeviceThatCannotBeOpenedExitsTwo() {
        let (code, _, err) = runFlick(["replay", "--device", "/nonexistent/event99", "--scene", "drawer"])
        #expect(code == .badInput)
        #expect(err.contains("/nonexistent/event99"))
        let (code2, _, err2) = runFlick(["replay", tracePath("slider-normal.trace"), "--device", "/dev/null", "--scene", "drawer"])
        #expect(code2 == .badInput)
        #expect(err2.contains("give a TRACE or --device PATH, not both"))
    }

    @Test func jsonReportsReplaySpeedAndBothClocks() throws {
        let (code, out, _) = runFlick(["replay", tracePath("fab-normal.trace"), "--scene", "fab", "--json", "--hz", "60", "--budget-clock", "wall", "--budget-ms", "1000"])
        #expect(code == .success)
        let obj = try #require(try JSONSerialization.jsonObject(with: Data(out.utf8)) as? [String: Any])
        #expect(obj["hz"] as? Int == 60)
        #expect(obj["budgetClock"] as? String == "monotonic")
        #expect(obj["frameWorkCPU"] is [String: Any] && obj["frameWorkWall"] is [String: Any])
        #expect((obj["ticksPerSecond"] as? Double ?? 0) > 0)
        #expect((obj["violations"] as? [Any])?.isEmpty == true)
    }

    @Test func scenesListsOneLineEach() {
        let (code, out, _) = runFlick(["scenes"])
        #expect(code == .success)
        let lines = out.split(separator: "\n")
        #expect(lines.count >= 9)
        for name in ["drawer", "stretchy-header", "accordion", "fab", "floating-label", "expanding-card", "edit-profile", "feed"] {
            #expect(lines.contains { $0.hasPrefix(name + " ") }, "\(name)")
        }
    }
}
