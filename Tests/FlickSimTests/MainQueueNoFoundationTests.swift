import FlickSim
import Testing

// Scene code that imports FlickSim alone (not Foundation, not FlickAnimation): the deadline
// arithmetic still type-checks as Flick's `DispatchTime`, and the work runs on the scene's clock.
@Suite struct MainQueueNoFoundationTests {
    @Test func deadlinesAddUpWithFlickSimAlone() throws {
        let scene = try FlickSimOnlyScheduleScene()
        let sim = Simulator(scene: scene, name: "flicksim-alone")
        sim.runTick()
        scene.withAmbient {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { scene.log.append("0.25 s at \(scene.ms())") }
            DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(600) - 0.1) {
                scene.log.append("0.5 s at \(scene.ms())")
            }
            let item = DispatchWorkItem { scene.log.append("cancelled") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.1, execute: item)
            item.cancel()
            scene.ticker = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                scene.log.append("timer at \(scene.ms())")
            }
        }
        _ = sim.finish()
        #expect(String(reflecting: DispatchTime.self) == "FlickAnimation.DispatchTime")
        #expect(scene.log == ["0.25 s at 250", "0.5 s at 500", "timer at 1000"])
    }
}
