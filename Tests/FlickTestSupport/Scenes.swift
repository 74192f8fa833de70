import Foundation
import FlickCore
import FlickInput
import FlickSim

/// A scene for testing the simulator itself: one box whose frame the test scripts per tick.
package final class ProbeScene: Scene {
    package let screen = SceneScreen(width: 100, height: 200, scale: 2)
    /// Frame of the box at time t (ns): x, y, width, height.
    package var box: (Int64) -> (Double, Double, Double, Double) = { _ in (0, 0, 10, 10) }
    /// Real work per tick: sleep (not CPU) and spin (CPU), microseconds.
    package var sleepMicros: UInt32 = 0
    package var spinMicros: Int64 = 0
    package var rule: ((FrameSample) -> String?)?
    package var delivered: [InputFrame] = []
    package var issuesOnDown: [SceneIssue] = []
    package var pendingIssues: [SceneIssue] = []
    package var time: Int64 = 0
    package var settledAfter: Int64 = 0
    /// `nextWakeTime(after:)`; nil (the default) answers `time`: never idle.
    package var wake: ((Int64) -> Int64?)?

    package init() {}

    package func deliver(_ frame: InputFrame) {
        delivered.append(frame)
        if frame.touches.contains(where: { $0.phase == .down }) { pendingIssues += issuesOnDown }
    }
    package func advance(to time: Int64) { self.time = time }
    package func layout() {
        if sleepMicros > 0 { usleep(sleepMicros) }
        if spinMicros > 0 {
            let end = WorkClock.threadCPU.now() + spinMicros * 1000
            var x = 0.0
            while WorkClock.threadCPU.now() < end { x += 1 }
            if x < 0 { print(x) }
        }
    }
    package func collectFrames(into frames: inout [FrameSample]) {
        let b = box(time)
        frames.append(FrameSample(id: 0, x: b.0, y: b.1, width: b.2, height: b.3))
    }
    package func frameName(_ id: Int32) -> String { "box" }
    package func drainIssues() -> [SceneIssue] { defer { pendingIssues = [] }; return pendingIssues }
    package func checkRules(frames: [FrameSample]) -> [String] { frames.compactMap { rule?($0) } }
    package func ambiguities() -> [String] { [] }
    package var isSettled: Bool { time >= settledAfter }
    package var counters: WorkCounters { WorkCounters() }
    package func nextWakeTime(after time: Int64) -> Int64? { wake.map { $0(time) } ?? time }
}

/// An input frame of one touch event at `t` ns.
package func touch(_ id: Int, _ phase: TouchPhase, _ x: Double, _ y: Double, at t: Int64) -> InputFrame {
    InputFrame(timestamp: t, touches: [TouchEvent(id: id, phase: phase, x: x, y: y, timestamp: t)])
}
