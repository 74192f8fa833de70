import Testing
import Foundation
@testable import FlickFuzz
import FlickScenes
import FlickSim

/// Four cases the fuzzer found, with one cause: a drawn required constraint on a margin
/// attribute of a view whose margins include its safe-area inset (its overlap with an unsafe
/// edge), so each layout round moved the view, hence its inset, hence its margin, hence the
/// view again, without end. A layout pass used to stop after four rounds with that feedback
/// still pending and carry it to the next pass: frames that were not a solution of the
/// constraints (the `incremental` findings, on floating-label and accordion) and that grew
/// with every tick, so a 120 Hz run had grown more by 0.2 s than a 60 Hz one (the
/// `determinism` `cross-rate` finding). The pass now closes a loop within itself and reports
/// it (`layout-feedback-loop`), a response to the structural mutation that drew the constraint.
/// Each file keeps the `expect` block of the finding it was saved with.
@Suite("Layout feedback loop cases")
struct FeedbackLoopCaseTests {
    static func read(_ name: String) throws -> FuzzCase {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        let path = url.appendingPathComponent("Cases/\(name).json").path
        return try CaseFile.read(try String(contentsOfFile: path, encoding: .utf8), path: path)
    }

    static let names = ["feedback-loop-floating-label-cross-rate", "feedback-loop-floating-label-incremental",
                        "feedback-loop-accordion-incremental-1", "feedback-loop-accordion-incremental-2"]

    @Test(arguments: names) func theCaseNoLongerFailsAndReportsTheLoop(_ name: String) throws {
        let c = try Self.read(name)
        var o = RunOptions()
        o.checksBudget = false
        o.checksDeterminism = true
        let out = CaseRunner(scenes: SceneCatalog.registry, options: o).run(c)
        #expect(out.rejected == nil)
        #expect(out.findings.isEmpty, "\(out.findings.map(\.message))")
        // The runs at the other rate and again are among `runs`: the determinism checks ran.
        #expect(out.runs >= 2)
        let loops = out.violations.filter { $0.kind == .layoutFeedbackLoop }
        #expect(!loops.isEmpty)
        #expect(out.responses >= loops.count)
    }

    /// The settled frames of the floating-label case at 60 Hz and 120 Hz, instant by instant:
    /// the same wherever both runs are settled (the cross-rate oracle's comparison, here
    /// without its eligibility rules, since the case's only relevant input is its first
    /// mutation, at an instant both rates share).
    @Test func theFloatingLabelLoopLeavesTheSameFramesAtBothRates() throws {
        var c = try Self.read("feedback-loop-floating-label-cross-rate")
        c.gestures = []
        c.mutations = Array(c.mutations.prefix(1))
        #expect(c.environment.hz == 60)
        let at60 = try Self.settledFrames(c)
        c.environment.hz = 120
        c.mutations[0].tick *= 2
        let at120 = try Self.settledFrames(c)
        let shared = at60.keys.filter { at120[$0] != nil }.sorted()
        #expect(shared.count >= 10)
        let first = shared.first { at60[$0] != at120[$0] }
        #expect(first == nil, "at \(first ?? 0) ns: field \(first.map { at60[$0]?["field"] ?? [] } ?? []) at 60 Hz, \(first.map { at120[$0]?["field"] ?? [] } ?? []) at 120 Hz")
    }

    /// The frames (by view name) after each settled tick of `c`, by time, through 1 s.
    static func settledFrames(_ c: FuzzCase) throws -> [Int64: [String: [Double]]] {
        let rate = try #require(RefreshRate(hz: c.environment.hz))
        let scene = try SceneCatalog.registry.make(c.scene, environment: c.environment.sceneEnvironment)
        var options = SimulationOptions()
        options.rate = rate
        let sim = Simulator(scene: scene, name: c.scene, options: options)
        let mutator = Mutator(scene: scene)
        var out: [Int64: [String: [Double]]] = [:]
        while sim.nextTickTime <= 1_000_000_000 {
            let time = sim.nextTickTime
            for m in c.mutations where m.tick == sim.nextTick { _ = mutator.apply(m) }
            sim.runTick()
            guard scene.isSettled else { continue }
            var frames: [FrameSample] = []
            scene.collectFrames(into: &frames)
            out[time] = Dictionary(frames.map { (scene.frameName($0.id), [$0.x, $0.y, $0.width, $0.height, $0.alpha]) },
                                   uniquingKeysWith: { a, _ in a })
        }
        return out
    }
}
