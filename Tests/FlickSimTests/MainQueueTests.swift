import Foundation
import FlickAnimation
import FlickLayout
import Testing
@testable import FlickSim

/// `DispatchQueue.main`, `DispatchWorkItem` and `Timer` spelled exactly as UIKit code that
/// imports Foundation spells them: in this file, which imports Foundation and FlickSim, the
/// names are Flick's (FlickSim's scoped re-exports win over Foundation's), and the work runs on
/// the scene's virtual clock.
@Suite struct MainQueueTests {
    @Test func theNamesAreFlicksInAFileThatImportsFoundation() {
        let queue: DispatchQueue = .main
        let timer = Timer(timeInterval: 1, repeats: false) { _ in }
        let item = DispatchWorkItem {}
        #expect(String(reflecting: type(of: queue)) == "FlickAnimation.DispatchQueue")
        #expect(String(reflecting: type(of: timer)) == "FlickAnimation.Timer")
        #expect(String(reflecting: type(of: item)) == "FlickAnimation.DispatchWorkItem")
        #expect(String(reflecting: DispatchTime.self) == "FlickAnimation.DispatchTime")
    }

    /// The tutorials' save button: loading for two seconds of fake network time, then done.
    /// `@unchecked Sendable`: Swift makes a closure given to `DispatchQueue.main.async` or
    /// `asyncAfter` (spelled so) a main-actor closure that may capture only Sendable values, as
    /// for UIKit's main-actor view controllers; a scene is confined to the thread that drives it.
    final class SaveScene: SceneHost, @unchecked Sendable {
        let spinner = View()
        var log: [String] = []
        var ticker: Timer?
        var pending: DispatchWorkItem?
        init() throws(SceneError) {
            try super.init(environment: SceneEnvironment())
            root.addSubview(spinner)
            spinner.frame = Rect(x: 0, y: 0, width: 20, height: 20)
            spinner.isHidden = true
            finishBuilding()
        }

        /// The scene's clock, ms.
        func now() -> Int64 { engine.virtualNanoseconds / 1_000_000 }

        func tapSave() {
            spinner.isHidden = false
            log.append("tap \(now())")
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                self.spinner.isHidden = true
                self.log.append("done \(self.now())")
            }
            DispatchQueue.main.async { self.log.append("async \(self.now())") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) { self.log.append("300ms \(self.now())") }
            let item = DispatchWorkItem { self.log.append("cancelled item ran") }
            pending = item
            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: item)
            ticker = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { timer in
                self.log.append("tick \(self.now())")
                if self.log.filter({ $0.hasPrefix("tick") }).count == 3 { timer.invalidate() }
            }
        }
    }

    func run(_ scene: SaveScene, rate: Int = 120) -> SimulationResult {
        var options = SimulationOptions()
        options.rate = RefreshRate(hz: rate)!
        let sim = Simulator(scene: scene, name: "save", options: options)
        sim.runTick()
        scene.withAmbient {
            scene.tapSave()
            scene.pending?.cancel()
        }
        return sim.finish()
    }

    @Test func workRunsOnTheScenesClockAtItsDeadline() throws {
        let scene = try SaveScene()
        let result = run(scene)
        #expect(scene.log == ["tap 0", "async 0", "300ms 300", "tick 500", "tick 1000", "tick 1500", "done 2000"])
        #expect(scene.spinner.isHidden)
        #expect(scene.ticker?.isValid == false)
        #expect(result.settled)
        #expect(result.violations.isEmpty)
    }

    @Test func theSameAtAnyTickRate() throws {
        let a = try SaveScene(), b = try SaveScene()
        _ = run(a, rate: 120)
        _ = run(b, rate: 60)
        #expect(a.log == b.log)
    }

    /// Dispatch's own queue, reached anyway, runs on the wall clock: the tick that calls it
    /// raises a violation naming the call.
    final class RealTimeScene: SceneHost {
        init() throws(SceneError) {
            try super.init(environment: SceneEnvironment())
            finishBuilding()
        }
        var called = false
        override func advance(to time: Int64) {
            super.advance(to: time)
            if !called && time > 0 {
                called = true
                Dispatch.DispatchQueue.global().asyncAfter(deadline: Dispatch.DispatchTime.now() + 0.001) {}
            }
        }
    }

    @Test func dispatchsOwnQueueDuringATickIsAViolation() throws {
        try #require(RealTimeScheduling.isSupported)
        let sim = Simulator(scene: try RealTimeScene(), name: "real-time")
        for _ in 0..<3 { sim.runTick() }
        let found = sim.result(settled: true).violations
        #expect(found.count == 1)
        #expect(found.first?.kind == .realTimeScheduling)
        #expect(found.first?.message.contains("dispatch_after") == true)
    }
}
