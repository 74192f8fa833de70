import Testing
import FlickBench
@testable import FlickGestures

@Suite struct GestureWorkloadTests {
    /// The benchmark scene really exercises what it claims to.
    @Test func everyGestureInTheLoopIsRecognized() {
        let w = GestureWorkload(loops: 1)
        for i in w.ticks.indices { w.run(tick: i) }
        #expect(w.recognizerCount == 10)
        func ended(_ name: String) -> Bool {
            w.router.recognizers.first { $0.name == name }?.transitionLog.contains { $0.to == .ended } ?? false
        }
        #expect(ended("scrollPan"))
        #expect(ended("tap"))
        #expect(ended("double"))
        #expect(ended("PinchGestureRecognizer"))
        #expect(ended("cardPan"))
        #expect(w.scroll.contentOffset.y > 480)
        #expect(!w.scroll.isDecelerating)
        #expect(w.router.recognizers.allSatisfy { $0.illegalTransitionCount == 0 && $0.state == .possible })
    }
}
