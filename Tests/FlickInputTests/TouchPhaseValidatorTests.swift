import Testing
@testable import FlickInput

@Suite("TouchPhaseValidator")
struct TouchPhaseValidatorTests {
    func frame(_ t: Int64, _ events: [(Int, TouchPhase)]) -> InputFrame {
        InputFrame(timestamp: t, touches: events.map { TouchEvent(id: $0.0, phase: $0.1, x: 10, y: 20, timestamp: t) })
    }

    @Test func aWholeStrokeIsValid() {
        let frames = [frame(0, [(1, .down)]), frame(8, [(1, .move)]), frame(16, [(1, .up)])]
        #expect(TouchPhaseValidator.firstViolation(in: frames) == nil)
    }

    @Test func theFirstBrokenRuleIsNamed() {
        // A move of a touch that never went down, then time going back: the first is reported.
        let frames = [frame(0, [(1, .down)]), frame(8, [(2, .move)]), frame(4, [(1, .up)])]
        #expect(TouchPhaseValidator.firstViolation(in: frames) == .phaseOrder(id: 2, phase: .move, touchIsDown: false))
        let back = [frame(8, [(1, .down)]), frame(4, [(1, .up)])]
        #expect(TouchPhaseValidator.firstViolation(in: back) == .timeDecreased(previous: 8, now: 4))
    }
}
