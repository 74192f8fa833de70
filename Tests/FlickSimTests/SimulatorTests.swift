import Testing
import FlickInput
@testable import FlickSim
import FlickTestSupport

@Suite("tick loop and invariants")
struct SimulatorTests {
    @Test func deliversEachFrameOnTheFirstTickAtOrAfterItsTime() {
        let scene = ProbeScene()
        let sim = Simulator(scene: scene, name: "probe")
        // 8_333_333 is exactly tick 1; 8_333_334 is tick 2.
        _ = sim.run(frames: [touch(1, .down, 1, 1, at: 8_333_333), touch(1, .up, 1, 1, at: 8_333_334)])
        #expect(sim.records[1].inputFrames == 1)
        #expect(sim.records[2].inputFrames == 1)
        #expect(sim.records[0].inputFrames == 0)
    }

    @Test func keepsTickingUntilTheSceneSettles() {
        let scene = ProbeScene()
        scene.settledAfter = 100_000_000
        let sim = Simulator(scene: scene, name: "probe")
        let r = sim.run(frames: [touch(1, .down, 1, 1, at: 0), touch(1, .up, 1, 1, at: 10_000_000)])
        #expect(r.settled)
        #expect(r.tickCount == 13) // ticks 0…12; tick 12 is the first at ≥ 100 ms
    }

    @Test func nonFiniteFramesAreReportedOnceWithTheirTick() {
        let scene = ProbeScene()
        scene.box = { t in t >= 50_000_000 && t < 80_000_000 ? (.nan, 0, 10, 10) : (0, 0, 10, -1) }
        scene.settledAfter = 200_000_000
        let r = Simulator(scene: scene, name: "probe").run(frames: [])
        #expect(r.violations.map(\.kind) == [.nonFinite])
        #expect(r.violations.first?.tick == 6)
    }

    @Test func sceneRulesNameTheTickAndTheInputThatLedThere() {
        let scene = ProbeScene()
        scene.box = { t in (t >= 30_000_000 ? 95 : 0, 0, 10, 10) }
        scene.rule = { f in f.maxX > 100 ? "box beyond the right edge" : nil }
        let r = Simulator(scene: scene, name: "probe").run(frames: [touch(7, .down, 5, 6, at: 20_000_000), touch(7, .up, 5, 6, at: 40_000_000)])
        #expect(r.violations.count == 1)
        let v = r.violations[0]
        #expect(v.kind == .sceneRule && v.tick == 4)
        #expect(v.cause?.touchID == 7 && v.cause?.phase == .down && v.cause?.sameTick == false)
    }

    @Test func issuesRaisedByInputCarryThatInput() {
        let scene = ProbeScene()
        scene.issuesOnDown = [SceneIssue(kind: .unsatisfiable, message: "conflict", constraints: ["a == 1", "a == 2"], broken: "a == 2")]
        let r = Simulator(scene: scene, name: "probe").run(frames: [touch(1, .down, 5, 5, at: 0), touch(2, .down, 9, 9, at: 12_000_000),
                                                                     touch(1, .up, 5, 5, at: 12_000_000), touch(2, .up, 9, 9, at: 13_000_000)])
        #expect(r.violations.map(\.tick) == [0, 2])
        #expect(r.violations[1].cause?.touchID == 2)
        #expect(r.violations[1].details.contains("  a == 1"))
    }

    @Test func budgetVerdictUsesTheChosenClockAndReportsBoth() {
        // Sleeping costs wall time but no CPU time: the CPU verdict passes, the wall one fails.
        let scene = ProbeScene()
        // (A 2.5 ms budget leaves a busy test machine room for page faults on the CPU clock.)
        scene.sleepMicros = 6000
        scene.settledAfter = 40_000_000
        var o = SimulationOptions()
        o.budget = 2_500_000
        let cpu = Simulator(scene: scene, name: "probe", options: o).run(frames: [])
        #expect(cpu.violations.isEmpty)
        #expect(ReplayReport(cpu).wallWork.p50 >= 6000)
        o.budgetClock = .monotonic
        let scene2 = ProbeScene()
        scene2.sleepMicros = 6000
        scene2.settledAfter = 40_000_000
        let wall = Simulator(scene: scene2, name: "probe", options: o).run(frames: [])
        #expect(wall.violations.count == wall.tickCount)
        #expect(wall.violations.allSatisfy { $0.kind == .frameBudget && $0.message.contains("monotonic") })
        let report = ReplayReport(wall)
        #expect(report.overBudget == wall.tickCount)
        // Each tick is late by at least one 8.33 ms interval: ≥ 8.33 ms per 8.33 ms = 1000 ms/s.
        #expect(report.hitchRatio >= 999)
    }

    @Test func cpuBoundWorkFailsTheCpuVerdict() {
        let scene = ProbeScene()
        scene.spinMicros = 1500
        scene.settledAfter = 20_000_000
        var o = SimulationOptions()
        o.budget = 1_000_000
        let r = Simulator(scene: scene, name: "probe", options: o).run(frames: [])
        #expect(!r.violations.isEmpty)
        #expect(r.violations.allSatisfy { $0.kind == .frameBudget && $0.message.contains("thread CPU time") })
    }

    @Test func oneClockReadPerTickKeepsTheCpuVerdict() {
        // Spinning costs CPU time: over budget on both clocks, so the CPU span is read.
        let spinning = ProbeScene()
        spinning.spinMicros = 1500
        spinning.settledAfter = 20_000_000
        var o = SimulationOptions()
        o.budget = 1_000_000
        o.measuresCPUEveryTick = false
        let spun = Simulator(scene: spinning, name: "probe", options: o).run(frames: [])
        #expect(!spun.violations.isEmpty)
        #expect(spun.violations.allSatisfy { $0.kind == .frameBudget && $0.message.contains("thread CPU time") })
        // Sleeping costs wall time only: near the budget on the wall clock, the CPU span is
        // read and passes, as when both clocks are read every tick.
        let sleeping = ProbeScene()
        sleeping.sleepMicros = 6000
        sleeping.settledAfter = 40_000_000
        o.budget = 2_500_000
        let slept = Simulator(scene: sleeping, name: "probe", options: o)
        let r = slept.run(frames: [])
        #expect(r.violations.isEmpty)
        #expect(slept.records.allSatisfy { $0.cpuWork < $0.wallWork })
        // Far under budget, the CPU clock is not read at the end: the wall span stands for both.
        let idle = ProbeScene()
        idle.settledAfter = 20_000_000
        o.budget = nil
        let quick = Simulator(scene: idle, name: "probe", options: o)
        _ = quick.run(frames: [])
        #expect(quick.records.allSatisfy { $0.cpuWork == $0.wallWork })
    }

    @Test func inputFromAnotherScreenIsScaledOntoTheScene() {
        let scene = ProbeScene()
        let sim = Simulator(scene: scene, name: "probe")
        sim.mapInput(from: ScreenGeometry(width: 200, height: 400, scale: 2))
        _ = sim.run(frames: [touch(1, .down, 100, 100, at: 0), touch(1, .up, 100, 100, at: 1)])
        #expect(scene.delivered[0].touches[0].x == 50)
        #expect(scene.delivered[0].touches[0].y == 50)
        #expect(sim.result(settled: true).inputMapping != nil)
    }
}
