import Testing
import FlickFuzz
import FlickInput
import FlickLayout
import FlickScenes
import FlickSim
import FlickSolver

/// `Screen.freshSolve` (what the incremental oracle compares with) gives exactly what running
/// the screen's exported constraint script gives, bit for bit, on every built-in scene, as built
/// and in the middle of mutated fuzz cases.
@Suite("Fresh solve")
struct FreshSolveTests {
    /// Per view in tree order: x, y, w, h by running the `.cas` export through `ScriptRunner`,
    /// and the first error line, as the check read them before it skipped the text.
    static func scripted(_ root: Screen) throws -> (values: [[Double?]], failure: String?) {
        let export = root.exportCAS(solveAndPrint: true)
        var runner = ScriptRunner(try ConstraintScript(parsing: export.text))
        runner.run()
        var values: [String: Double] = [:]
        var failure: String?
        for line in runner.output {
            if line.hasPrefix("error ") { failure = failure ?? String(line.dropFirst(6)); continue }
            if line.hasPrefix("#") { continue }
            let parts = line.split(separator: " ")
            if parts.count == 2, let v = Double(parts[1]) { values[String(parts[0])] = v }
        }
        var out: [[Double?]] = []
        root.forEachInSubtree { v in out.append(["x", "y", "w", "h"].map { export.variableName(v, $0).flatMap { values[$0] } }) }
        return (failure == nil ? out : [], failure)
    }

    /// The same from `freshSolve`.
    static func direct(_ root: Screen) -> (values: [[Double?]], failure: String?) {
        let fresh = root.freshSolve()
        var out: [[Double?]] = []
        root.forEachInSubtree { v in out.append(["x", "y", "w", "h"].map { fresh.value(v, $0) }) }
        return (fresh.failure == nil ? out : [], fresh.failure.map { String($0.dropFirst(6)) })
    }

    /// The first difference between the two, or nil; `solved` counts the values compared.
    static func difference(_ root: Screen, solved: inout Int) throws -> String? {
        let a = try scripted(root), b = direct(root)
        if a.failure != b.failure { return "failure \(a.failure ?? "none") vs \(b.failure ?? "none")" }
        guard a.values.count == b.values.count else { return "\(a.values.count) views vs \(b.values.count)" }
        for (i, (p, q)) in zip(a.values, b.values).enumerated() {
            for (x, y) in zip(p, q) {
                if x?.bitPattern != y?.bitPattern { return "view \(i): \(String(describing: x)) vs \(String(describing: y))" }
                if x != nil { solved += 1 }
            }
        }
        return nil
    }

    @Test func builtSceneGivesTheScriptsValues() throws {
        var solved = 0
        for name in SceneCatalog.registry.names {
            var e = SceneEnvironment()
            if name == "feed" { e.itemCount = 60 }
            let scene = try SceneCatalog.registry.make(name, environment: e)
            guard let host = scene as? SceneHost else { continue }  // a scene without FlickLayout views
            #expect(try Self.difference(host.root, solved: &solved) == nil, "\(name)")
        }
        #expect(solved > 500)
    }

    /// Compares the two every 20 ticks of a run.
    final class Comparer: CaseObserver {
        var compared = 0, solved = 0
        var differences: [String] = []
        struct Probe: Invariant {
            let owner: Comparer
            mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
                guard tick.index % 20 == 0, let host = tick.scene as? SceneHost else { return }
                owner.compared += 1
                do {
                    if let d = try FreshSolveTests.difference(host.root, solved: &owner.solved) { owner.differences.append("tick \(tick.index): \(d)") }
                } catch {
                    owner.differences.append("tick \(tick.index): the export does not parse: \(error)")
                }
            }
        }
        func started(_ scene: any Scene) -> [any Invariant] { [Probe(owner: self)] }
        func fed(_ frame: InputFrame) {}
        func finished(_ result: SimulationResult) {}
    }

    @Test func mutatedCasesGiveTheScriptsValues() throws {
        let names = SceneCatalog.registry.names.filter { $0 != "feed" }
        let stream = CaseStream(seed: 7, scenes: names)
        var options = RunOptions()
        options.checksBudget = false
        let runner = CaseRunner(scenes: SceneCatalog.registry, options: options)
        var compared = 0, mutated = 0
        for i in 0..<(3 * names.count) {
            let c = stream.makeCase(i)
            if !c.mutations.isEmpty { mutated += 1 }
            let comparer = Comparer()
            _ = runner.run(c, observer: comparer)
            #expect(comparer.differences.isEmpty, "case \(i) (\(c.scene)): \(comparer.differences.prefix(3))")
            compared += comparer.compared
        }
        #expect(compared > 50)
        #expect(mutated > 5)
    }
}
