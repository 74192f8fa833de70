import FlickCore
import FlickInput
import Testing
@testable import FlickGestures

/// Seeded random touch streams through every recognizer: states stay legal, nothing is left
/// began, and after the touches lift and timers drain every recognizer is back to possible.
@Suite struct RandomTouchTests {
    @Test(arguments: 0..<40)
    func randomStreamsStayLegal(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed) &* 7919)
        let timeline = GestureTimeline(width: 390, height: 844)
        var down: [Int: (Double, Double)] = [:]
        var nextID = 1
        var t: Int64 = 0
        for _ in 0..<400 {
            t += Int64(1 + rng.next() % 30) * 1_000_000
            var events: [TouchEvent] = []
            let roll = rng.unit()
            if roll < 0.12 && down.count < 5 {
                let p = (rng.unit() * 390, rng.unit() * 844)
                down[nextID] = p
                events.append(TouchEvent(id: nextID, phase: .down, x: p.0, y: p.1, timestamp: t))
                nextID += 1
            } else if roll < 0.22, let id = down.keys.sorted().first {
                let p = down.removeValue(forKey: id) ?? (0, 0)
                events.append(TouchEvent(id: id, phase: rng.unit() < 0.1 ? .cancel : .up, x: p.0, y: p.1, timestamp: t))
            } else {
                for id in down.keys.sorted() {
                    var p = down[id] ?? (0, 0)
                    p.0 += (rng.unit() - 0.5) * 40
                    p.1 += (rng.unit() - 0.5) * 40
                    down[id] = p
                    events.append(TouchEvent(id: id, phase: .move, x: p.0, y: p.1, timestamp: t))
                }
            }
            if events.isEmpty { timeline.finish(at: t) } else { timeline.process(InputFrame(timestamp: t, touches: events)) }
            #expect(timeline.router.stateViolations.isEmpty)
        }
        for id in down.keys.sorted() {
            t += 1_000_000
            timeline.process(InputFrame(timestamp: t, touches: [TouchEvent(id: id, phase: .up, x: 10, y: 10, timestamp: t)]))
        }
        timeline.finish(at: t + 2_000_000_000)
        #expect(timeline.router.stateViolations.isEmpty)
        #expect(timeline.router.recognizers.allSatisfy { $0.state == .possible && $0.touches.isEmpty && $0.illegalTransitionCount == 0 })
        #expect(timeline.entries.allSatisfy { $0.end >= $0.start && $0.touches >= 1 })
    }
}
