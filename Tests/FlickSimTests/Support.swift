import Foundation
import FlickInput
@testable import FlickSim
import FlickCore

/// The repository root (for Traces/).
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

func tracePath(_ name: String) -> String { repositoryRoot + "/Traces/scenes/" + name }

/// A scene for testing the simulator itself: one box whose frame the test scripts per tick.
final class ProbeScene: Scene {
    let screen = SceneScreen(width: 100, height: 200, scale: 2)
    /// Frame of the box at time t (ns).
    var box: (Int64) -> (Double, Double, Double, Double) = { _ in (0, 0, 10, 10) }
    /// Real work per tick: sleep (not CPU) and spin (CPU), microseconds.
    var sleepMicros: UInt32 = 0
    var spinMicros: Int64 = 0
    var rule: ((FrameSample) -> String?)?
    var delivered: [InputFrame] = []
    var issuesOnDown: [SceneIssue] = []
    var pendingIssues: [SceneIssue] = []
    var time: Int64 = 0
    var settledAfter: Int64 = 0
    /// `nextWakeTime(after:)`; nil (the default) answers `time`: never idle.
    var wake: ((Int64) -> Int64?)?

    func deliver(_ frame: InputFrame) {
        delivered.append(frame)
        if frame.touches.contains(where: { $0.phase == .down }) { pendingIssues += issuesOnDown }
    }
    func advance(to time: Int64) { self.time = time }
    func layout() {
        if sleepMicros > 0 { usleep(sleepMicros) }
        if spinMicros > 0 {
            let end = WorkClock.threadCPU.now() + spinMicros * 1000
            var x = 0.0
            while WorkClock.threadCPU.now() < end { x += 1 }
            if x < 0 { print(x) }
        }
    }
    func collectFrames(into frames: inout [FrameSample]) {
        let b = box(time)
        frames.append(FrameSample(id: 0, x: b.0, y: b.1, width: b.2, height: b.3))
    }
    func frameName(_ id: Int32) -> String { "box" }
    func drainIssues() -> [SceneIssue] { defer { pendingIssues = [] }; return pendingIssues }
    func checkRules(frames: [FrameSample]) -> [String] { frames.compactMap { rule?($0) } }
    func ambiguities() -> [String] { [] }
    var isSettled: Bool { time >= settledAfter }
    var counters: WorkCounters { WorkCounters() }
    func nextWakeTime(after time: Int64) -> Int64? { wake.map { $0(time) } ?? time }
}

func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, at t: Int64) -> InputFrame {
    InputFrame(timestamp: t, touches: [TouchEvent(id: id, phase: phase, x: x, y: y, timestamp: t)])
}
