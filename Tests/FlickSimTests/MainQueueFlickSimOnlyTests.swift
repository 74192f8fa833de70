import Foundation
import FlickSim
import Testing

// Scene code that imports Foundation and FlickSim and nothing else (no FlickAnimation): the
// main queue, its deadlines with their arithmetic (`.now() + 0.3`, `.now() + .milliseconds(300)`,
// `deadline - 0.5`) and `Timer` are Flick's, on the scene's clock. (`MainQueueNoFoundationTests`
// is the same without Foundation.)

/// A scene that schedules as UIKit code spells it; it logs the scene's clock (ms) at each call.
final class FlickSimOnlyScheduleScene: SceneHost, @unchecked Sendable {
    var log: [String] = []
    var ticker: Timer?

    init() throws(SceneError) {
        try super.init(environment: SceneEnvironment())
        finishBuilding()
    }

    /// The scene's clock in ms, read as scene code reads it.
    func ms() -> UInt64 { DispatchTime.now().uptimeNanoseconds / 1_000_000 }

    func schedule() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.log.append("0.3 s at \(self.ms())") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { self.log.append("1.0 s at \(self.ms())") }
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(150)) { self.log.append("150 ms at \(self.ms())") }
        DispatchQueue.main.asyncAfter(deadline: .now() + .seconds(2)) { self.log.append("2 s at \(self.ms())") }
        let late: DispatchTime = .now() + .seconds(1) - 0.5 + .microseconds(100_000) - .milliseconds(100)
        DispatchQueue.main.asyncAfter(deadline: late) { self.log.append("0.5 s at \(self.ms())") }
        let never = DispatchWorkItem { self.log.append("never") }
        DispatchQueue.main.asyncAfter(deadline: .now() + .never, execute: never)
        ticker = Timer.scheduledTimer(withTimeInterval: 0.4, repeats: true) { timer in
            self.log.append("tick at \(self.ms())")
            if self.log.filter({ $0.hasPrefix("tick") }).count == 2 { timer.invalidate() }
        }
    }
}

@Suite struct MainQueueFlickSimOnlyTests {
    @Test func theNamesAreFlicksWithFoundationImported() {
        #expect(String(reflecting: DispatchTime.self) == "FlickAnimation.DispatchTime")
        #expect(String(reflecting: DispatchTimeInterval.self) == "FlickAnimation.DispatchTimeInterval")
        #expect(String(reflecting: Timer.self) == "FlickAnimation.Timer")
        #expect(String(reflecting: type(of: DispatchQueue.main)) == "FlickAnimation.DispatchQueue")
        let soon: DispatchTime = .now() + 0.3
        #expect(soon.uptimeNanoseconds == 300_000_000)   // no clock installed: now() is 0
        #expect((soon - 0.1).uptimeNanoseconds == 200_000_000)
        #expect((soon + .milliseconds(5)).uptimeNanoseconds == 305_000_000)
        #expect((soon - .nanoseconds(1)).uptimeNanoseconds == 299_999_999)
        #expect(soon + .never == .distantFuture)
    }

    @Test func everyFormRunsOnTheScenesClock() throws {
        let scene = try FlickSimOnlyScheduleScene()
        let sim = Simulator(scene: scene, name: "flicksim-only")
        sim.runTick()
        scene.withAmbient { scene.schedule() }
        let result = sim.finish()
        #expect(scene.log == ["150 ms at 150", "0.3 s at 300", "tick at 400", "0.5 s at 500", "tick at 800",
                              "1.0 s at 1000", "2 s at 2000"])
        #expect(scene.ticker?.isValid == false)
        #expect(result.violations.isEmpty)
    }
}
