import FlickInput
@testable import FlickSim
import Testing
import FlickTestSupport

/// A user's own invariant: the box must stay above y = 100. Counts the ticks it saw.
private struct BoxStaysHigh: Invariant {
    var seen: (Int) -> Void
    mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
        seen(tick.index)
        for f in tick.frames where f.y + f.height > 100 {
            report.report(.sceneRule, "\(tick.scene.frameName(f.id)) below 100", persistent: true)
        }
    }
}

/// An invariant that reports an event on every tick it is given.
private struct EveryTick: Invariant {
    mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
        report.report(.sceneRule, "tick \(tick.index)", persistent: false)
    }
}

/// Keeps state between ticks: reports when the box moved more than 20 pt since the last tick.
private struct NoJumps: Invariant {
    var lastY: Double?
    mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
        guard let y = tick.frames.first?.y else { return }
        if let lastY, abs(y - lastY) > 20 { report.report(.sceneRule, "jumped \(y - lastY)", persistent: false) }
        lastY = y
    }
}

@Suite("Invariants: the standard set and a user's own")
struct InvariantTests {
    @Test func theStandardSetIsInReportOrderAndAmbiguityOnlyOnRequest() {
        var options = SimulationOptions()
        #expect(Simulator.standardInvariants(options: options).map { "\(type(of: $0))" }
                == ["FiniteFrames", "RaisedIssues", "SceneRules", "FrameBudget"])
        options.checksAmbiguity = true
        #expect(Simulator.standardInvariants(options: options).map { "\(type(of: $0))" }
                == ["FiniteFrames", "RaisedIssues", "SceneRules", "Unambiguous", "FrameBudget"])
    }

    @Test func aUserInvariantRunsEveryTickAfterTheStandardOnesAndPersistsLikeThem() {
        let scene = ProbeScene()
        // The box dips below 100 during ticks 3...5, comes back, dips again from tick 8 on.
        scene.box = { t in
            let tick = t / 8_333_333
            return (0, (3...5).contains(tick) || tick >= 8 ? 95 : 50, 10, 10)
        }
        scene.settledAfter = 10 * 8_333_333
        var ticks: [Int] = []
        let box = BoxStaysHigh(seen: { ticks.append($0) })
        let sim = Simulator(scene: scene, name: "probe", invariants: [box])
        let result = sim.run(frames: [])
        #expect(ticks == Array(0..<result.tickCount))
        let below = result.violations.filter { $0.message == "box below 100" }
        #expect(below.map(\.tick) == [3, 8])
    }

    @Test func eventsAreReportedEveryTickAndStatefulChecksSeeTheLastTick() {
        let scene = ProbeScene()
        scene.box = { t in (0, t >= 4 * 8_333_333 ? 60 : 0, 10, 10) }
        scene.settledAfter = 6 * 8_333_333
        let result = Simulator(scene: scene, name: "probe", invariants: [EveryTick(), NoJumps()]).run(frames: [])
        #expect(result.violations.filter { $0.message.hasPrefix("tick ") }.map(\.tick) == Array(0..<result.tickCount))
        let jumps = result.violations.filter { $0.message.hasPrefix("jumped") }
        #expect(jumps.map(\.tick) == [4])
        #expect(jumps.first?.message == "jumped 60.0")
    }

    @Test func aUserViolationCarriesTheLatestInput() {
        let scene = ProbeScene()
        scene.box = { t in (0, t >= 20_000_000 ? 95 : 0, 10, 10) }
        scene.settledAfter = 30_000_000
        let sim = Simulator(scene: scene, name: "probe", invariants: [BoxStaysHigh(seen: { _ in })])
        let result = sim.run(frames: [touch(1, .down, 5, 5, at: 10_000_000), touch(1, .up, 5, 5, at: 12_000_000)])
        let v = result.violations.first { $0.message == "box below 100" }
        #expect(v?.cause?.phase == .up)
        #expect(v?.cause?.sameTick == false)
    }
}
