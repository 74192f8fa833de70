import Foundation
import FlickInput
import Testing
@testable import FlickGestures
import FlickTestSupport

@Suite struct GestureTimelineTests {
    func timeline(_ build: (inout Script) -> Void) -> [TimelineEntry] {
        var s = Script()
        build(&s)
        let timeline = GestureTimeline(width: 390, height: 844)
        for frame in s.frames { timeline.process(frame) }
        timeline.finish(at: (s.frames.last?.timestamp ?? 0) + 1_000_000_000)
        return timeline.entries
    }

    @Test func eachKindIsReported() {
        let pinch = timeline { s in
            s.down(1, 150, 400, at: 0); s.down(2, 250, 400, at: 0)
            for i in 1...10 { s.move(1, 150 - 5 * Double(i), 400, at: Double(i) * 10); s.move(2, 250 + 5 * Double(i), 400, at: Double(i) * 10) }
            s.up(1, 100, 400, at: 120); s.up(2, 300, 400, at: 120)
        }
        #expect(pinch.map(\.kind) == [.pinch])
        #expect(abs((pinch.first?.scale ?? 0) - 2) < 1e-9)

        let rotation = timeline { s in
            s.down(1, 150, 400, at: 0); s.down(2, 250, 400, at: 0)
            for i in 1...10 {
                let a = 0.05 * Double(i)
                s.move(1, 200 - 50 * cos(a), 400 - 50 * sin(a), at: Double(i) * 10)
                s.move(2, 200 + 50 * cos(a), 400 + 50 * sin(a), at: Double(i) * 10)
            }
            s.up(1, 0, 0, at: 120); s.up(2, 0, 0, at: 120)
        }
        #expect(rotation.map(\.kind) == [.rotation])

        let swipe = timeline { s in s.drag(1, from: (100, 400), to: (300, 400), start: 0, duration: 100) }
        #expect(swipe.map(\.kind).sorted { $0.rawValue < $1.rawValue } == [.pan, .swipe])
        #expect(swipe.first { $0.kind == .swipe }?.direction == "right")

        let edge = timeline { s in s.drag(1, from: (385, 400), to: (200, 410), start: 0, duration: 1000, steps: 50) }
        #expect(edge.map(\.kind) == [.edgePan])
        #expect(edge.first?.edge == "right")

        let press = timeline { s in s.down(1, 100, 100, at: 0); s.up(1, 101, 100, at: 900) }
        #expect(press.map(\.kind) == [.longPress])

        let doubleTap = timeline { s in
            s.down(1, 100, 100, at: 0); s.up(1, 100, 100, at: 60)
            s.down(2, 102, 101, at: 200); s.up(2, 102, 101, at: 260)
        }
        #expect(doubleTap.map(\.count) == [1, 2])
        #expect(doubleTap.first?.json == "{\"kind\":\"tap\",\"start\":0.000000,\"end\":0.060000,\"touches\":1,\"count\":1,\"x\":100,\"y\":100}")
    }
}
