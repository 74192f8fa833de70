import Testing
import Foundation
import FlickCLI
import FlickFuzz
import FlickPlantedFaults
import FlickScenes
import FlickCLITestSupport

/// `flick replay CASE` and `flick minimize CASE`, in process; the cases themselves run in
/// worker processes of `flick-planted`.
@Suite("Replaying and minimizing case files from the command line")
struct CaseCommandTests {
    /// `flick-planted argv` in process; case files are judged by workers of the built one.
    func run(_ argv: [String]) -> CLIResult {
        runFlick(argv, scenes: PlantedFaults.scenes, programName: "flick-planted", workerExecutable: plantedBinary)
    }

    /// Three fingers down at once on `planted-trap`, which traps then; no `expect`.
    static func trapCase() throws -> String {
        var c = FuzzCase(scene: "planted-trap")
        let xs: [Double] = [100, 150, 200]
        c.gestures = [CaseGesture(kind: "three fingers", events:
            xs.enumerated().map { .init(id: $0.offset + 1, phase: .down, x: $0.element, y: 300, timestamp: 10_000_000) }
            + xs.enumerated().map { .init(id: $0.offset + 1, phase: .up, x: $0.element, y: 300, timestamp: 50_000_000) })]
        c.gestures.append(CaseGesture(kind: "tap", events: [
            .init(id: 9, phase: .down, x: 50, y: 50, timestamp: 80_000_000), .init(id: 9, phase: .up, x: 50, y: 50, timestamp: 90_000_000),
        ]))
        let path = temporaryDirectory("trap-case") + ".json"
        try CaseFile.text(c).write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// Defect 3 of issue 25: replaying a crash case without `expect` died of the trap (exit 132).
    /// Now it is judged in a worker and reported: exit 1, the trap's message and location.
    @Test func replayingACrashCaseReportsTheTrap() throws {
        let path = try Self.trapCase()
        defer { try? FileManager.default.removeItem(atPath: path) }
        let (code, out, err) = run(["replay", path])
        #expect(code == .failure, "\(err)")
        #expect(out.contains("crash SIGILL: worker SIGILL: "), "\(out)")
        #expect(out.contains("PlantedFaults.swift:"), "\(out)")
        #expect(out.contains("Fatal error: planted trap: three fingers down"), "\(out)")
        let (json, object, _) = run(["replay", path, "--json"])
        #expect(json == .failure)
        let o = try #require(try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: Any])
        let findings = try #require(o["findings"] as? [[String: Any]])
        #expect(findings.first?["oracle"] as? String == "crash")
        // The executable itself, as a user runs it.
        let r = try planted(["replay", path])
        #expect(r.status == 1, "\(r.err)")
        #expect(r.out.contains("Fatal error: planted trap: three fingers down"), "\(r.out)")
    }

    /// Minimizing it finds the crash in a worker and minimizes it there, printing the trap.
    @Test func minimizingACrashCaseKeepsTheTrap() throws {
        let path = try Self.trapCase()
        let out = path + ".min.json"
        defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: out) }
        let (code, text, err) = run(["minimize", path, "-o", out])
        #expect(code == .success, "\(err)")
        #expect(err.contains("the case crashes its worker: worker SIGILL: "), "\(err)")
        #expect(err.contains("Fatal error: planted trap: three fingers down"), "\(err)")
        #expect(text.contains("minimized"))
        let small = try CaseFile.read(try String(contentsOfFile: out, encoding: .utf8), path: out)
        #expect(small.gestures.count == 1 && small.eventCount <= 6, "\(small.eventCount)")
        #expect(small.expectation?.oracle == .crash)
        #expect(small.expectation?.message.contains("PlantedFaults.swift:") == true)
        let (replay, shown, _) = run(["replay", out])
        #expect(replay == .failure)
        #expect(shown.contains("reproduced: yes"), "\(shown)")
    }

    /// A planted-unsat case that fails (the stream's first), written to a file.
    static func failingCase() throws -> (String, FuzzCase) {
        let (c, _) = try #require(PlantedFaultTests.firstFailure(scene: "planted-unsat", oracle: .satisfiable, within: 150))
        let path = temporaryDirectory("case") + ".json"
        try CaseFile.text(c).write(toFile: path, atomically: true, encoding: .utf8)
        return (path, c)
    }

    @Test func minimizeWritesASmallCaseThatReplaysToTheSameFinding() throws {
        let (path, c) = try Self.failingCase()
        let out = path + ".min.json"
        defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: out) }
        let (code, text, err) = run(["minimize", path, "-o", out])
        #expect(code == .success, "\(err)")
        #expect(text.contains("minimized"))
        let small = try CaseFile.read(try String(contentsOfFile: out, encoding: .utf8), path: out)
        #expect(small.eventCount <= 10 && small.eventCount < c.eventCount)
        #expect(small.mutations.count <= 3)
        #expect(small.origin == c.origin)
        let e = try #require(small.expectation)
        let (replay, shown, _) = run(["replay", out])
        #expect(replay == .failure)
        #expect(shown.contains("reproduced: yes"))
        #expect(shown.contains("at tick \(e.tick ?? -1)"))
        let (json, object, _) = run(["replay", out, "--json"])
        #expect(json == .failure)
        let o = try #require(try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: Any])
        #expect(o["reproduced"] as? Bool == true)
        // Minimizing the minimized case changes nothing.
        let again = out + ".again.json"
        defer { try? FileManager.default.removeItem(atPath: again) }
        #expect(run(["minimize", out, "-o", again]).0 == .success)
        #expect(try String(contentsOfFile: again, encoding: .utf8) == String(contentsOfFile: out, encoding: .utf8))
    }

    /// `replay CASE --report` and `minimize CASE --report`: the case's tables and its run; the
    /// original and the minimized side by side; text from the case file escaped.
    @Test func replayAndMinimizeWritePages() throws {
        let (found, finding) = try #require(PlantedFaultTests.firstFailure(scene: "planted-unsat", oracle: .satisfiable, within: 150))
        let path = temporaryDirectory("page") + ".json"
        let hostile = "<script>window.__x=1</script><img src=x onerror=alert(1)>"
        var c = found
        c.gestures[0].kind = hostile
        c.expectation = finding.expectation
        c.expectation?.message = hostile
        try CaseFile.text(c).write(toFile: path, atomically: true, encoding: .utf8)
        let page = path + ".html", minPage = path + ".min.html", out = path + ".min.json"
        defer { for p in [path, page, minPage, out] { try? FileManager.default.removeItem(atPath: p) } }
        let (code, shown, err) = run(["replay", path, "--report", page])
        #expect(code == .failure, "\(err)")
        #expect(shown.contains("reproduced: yes"), "\(shown)")
        let html = try String(contentsOfFile: page, encoding: .utf8)
        for part in ["<h2>Finding</h2>", "<h2>Environment</h2>", "<h2>Mutations</h2>", "<h2>Gestures</h2>", "data-kind=\"layout-viewer\"",
                     "data-kind=\"frame-chart\"", "\"channel\":\"case\"", "reproduced"] {
            #expect(html.contains(part), "\(part)")
        }
        #expect(!html.contains(hostile) && html.contains("&lt;script&gt;window.__x=1&lt;/script&gt;"))
        #expect(c.mutations.allSatisfy { html.contains("<td>\($0.op.name)</td>") })
        #expect(run(["replay", path, "--report", path]).0 == .badInput)

        let (minimized, _, minErr) = run(["minimize", path, "-o", out, "--report", minPage])
        #expect(minimized == .success, "\(minErr)")
        let two = try String(contentsOfFile: minPage, encoding: .utf8)
        #expect(two.contains("\"channel\":\"original\"") && two.contains("\"channel\":\"minimized\""))
        #expect(two.components(separatedBy: "class=\"side-by-side\"").count - 1 >= 4)
        #expect(two.contains("Original mutations") && two.contains("Minimized mutations") && !two.contains(hostile))
        #expect(run(["minimize", path, "-o", out, "--report", out]).0 == .badInput)
    }

    @Test func aCaseThatHoldsReplaysToExitZero() throws {
        var c = FuzzCase(scene: "drawer")
        c.gestures = [CaseGesture(kind: "tap", events: [
            .init(id: 1, phase: .down, x: 100, y: 100, timestamp: 10_000_000),
            .init(id: 1, phase: .up, x: 100, y: 100, timestamp: 90_000_000),
        ])]
        let path = temporaryDirectory("ok") + ".json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try CaseFile.text(c).write(toFile: path, atomically: true, encoding: .utf8)
        let (code, out, _) = run(["replay", path, "--budget-ms", "1000", "--no-leaks"])
        #expect(code == .success)
        #expect(out.contains("all oracles held"))
        // With the leak oracle on too: the scene and its screen are freed after the run.
        let (withLeaks, shown, _) = run(["replay", path, "--budget-ms", "1000"])
        #expect(withLeaks == .success, "\(shown)")
        // A scene that keeps itself alive is a leak finding.
        var leaking = c
        leaking.scene = "planted-leak"
        try CaseFile.text(leaking).write(toFile: path, atomically: true, encoding: .utf8)
        let (leaks, leakShown, _) = run(["replay", path, "--budget-ms", "1000"])
        #expect(leaks == .failure)
        #expect(leakShown.contains("leak leak"), "\(leakShown)")
        // Nothing to minimize in a case that does not fail (the slider has no view tree to leak).
        var slider = c
        slider.scene = "slider"
        try CaseFile.text(slider).write(toFile: path, atomically: true, encoding: .utf8)
        #expect(run(["minimize", path]).0 == .failure)
    }

    @Test(arguments: [
        ("{\"format\":\"flick-case\",\"version\":1,\"scene\":\"drawer\",\"gestures\":[],\"mutations\":[{\"tick\":1,\"op\":\"constant\"}]}", "mutations[0].constraint: missing"),
        ("{\"format\":\"flick-case\",\"version\":1,\"scene\":\"nope\",\"gestures\":[],\"mutations\":[]}", "scene: unknown scene 'nope'"),
        ("{\"format\":\"flick-case\",\"version\":1,\"scene\":\"drawer\",\"gestures\":[{\"kind\":\"x\",\"events\":[{\"t\":-1,\"id\":1,\"phase\":\"down\",\"x\":1,\"y\":1}]}],\"mutations\":[]}", "gestures[0].events[0].t"),
    ])
    func aBadCaseFileIsExitTwoNamingTheFileAndField(text: String, field: String) throws {
        let path = temporaryDirectory("bad") + ".json"
        defer { try? FileManager.default.removeItem(atPath: path) }
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        for command in ["replay", "minimize"] {
            let (code, _, err) = run([command, path])
            #expect(code == .badInput, "\(command): \(err)")
            #expect(err.contains(path) && err.contains(field), "\(command): \(err)")
        }
        // Trace-only options do not apply to a case.
        let good = temporaryDirectory("good") + ".json"
        defer { try? FileManager.default.removeItem(atPath: good) }
        try CaseFile.text(FuzzCase(scene: "drawer")).write(toFile: good, atomically: true, encoding: .utf8)
        #expect(run(["replay", good, "--profile", "iPhoneSE"]).0 == .badInput)
    }

    @Test func aNaNConstantIsRefusedAsUIKitRefusesIt() {
        // screen.height >= NaN: LayoutConstraint's own check once skipped constant-only constraints.
        var c = FuzzCase(scene: "drawer")
        c.mutations = [Mutation(tick: 0, op: .add(AddedConstraint(first: 0, firstAttribute: .height, relation: .greaterThanOrEqual, second: nil,
                                                                  secondAttribute: .notAnAttribute, multiplier: 1, constant: .nan, priority: 1000)))]
        var o = RunOptions()
        o.checksBudget = false
        o.checksLeaks = false
        let outcome = CaseRunner(scenes: SceneCatalog.registry, options: o).run(c)
        #expect(outcome.findings.isEmpty, "\(outcome.findings.map(\.message))")
        #expect(outcome.mutationNotes.first?.hasPrefix("refused") == true)
    }
}
