import FlickCore
import Testing
@testable import FlickAnimation

/// Seeded random call sequences against the animator: it never crashes, every refused call
/// is recorded and leaves the state as it was, fractionComplete stays in 0…1, presentation
/// stays finite, and each run's completions fire exactly once (or never, when stopped
/// without finishing).
@Suite struct AnimatorFuzzTests {
    @Test(arguments: 0..<40)
    func randomCallSequencesKeepTheContract(seed: Int) {
        var rng = SeededRandom(seed: UInt64(seed) &* 7919 &+ 1)
        let e = AnimationEngine()
        let x = e.register("x", initial: 0.0)
        let timings: [TimingParameters] = [.curve(.easeInOut), .controlPoints(1, 0, 0, 1),
                                           .spring(dampingRatio: 0.5), .spring(mass: 1, stiffness: 100, damping: 10)]
        let a = PropertyAnimator(engine: e, duration: 0.2 + rng.unit(), timingParameters: timings[rng.int(4)])
        var target = 100.0
        a.addAnimations { x.value = target }
        var completions = 0, runs = 0
        var pending = 0, expected = 0
        var t = 0.0
        for _ in 0..<200 {
            let before = a.state
            let violationsBefore = e.violations.count
            var threw = false
            do throws(AnimatorError) {
                switch rng.int(12) {
                case 0: try a.throwing.startAnimation()
                case 1: try a.throwing.startAnimation(afterDelay: rng.unit() * 0.1)
                case 2: try a.throwing.pauseAnimation()
                case 3: try a.setFractionComplete(rng.unit() * 1.4 - 0.2)
                case 4: try a.throwing.continueAnimation(withTimingParameters: rng.int(2) == 0 ? nil : timings[rng.int(4)],
                                                durationFactor: rng.int(3) == 0 ? 0 : rng.unit() * 2)
                case 5:
                    let withoutFinishing = rng.int(2) == 0
                    try a.throwing.stopAnimation(withoutFinishing)
                    if withoutFinishing { pending = 0 } // dropped, never run
                case 6: try a.throwing.finishAnimation(at: [AnimatingPosition.end, .start, .current][rng.int(3)])
                case 7: try a.setReversed(rng.int(2) == 0)
                case 8:
                    target = rng.unit() * 200 - 100
                    try a.throwing.addAnimations { x.value = target }
                case 9:
                    try a.throwing.addCompletion { _ in completions += 1 }
                    pending += 1
                default:
                    t += rng.unit() * 0.2
                    e.advance(toSeconds: t)
                }
            } catch {
                threw = true
                #expect(a.state == before)
                #expect(e.violations.count == violationsBefore + 1)
            }
            if !threw { #expect(e.violations.count == violationsBefore) }
            if a.completionRuns > runs {
                #expect(a.completionRuns == runs + 1)
                runs = a.completionRuns
                expected += pending
                pending = 0
            }
            #expect(completions == expected) // each handler exactly once, at its run's end
            #expect(a.fractionComplete >= 0 && a.fractionComplete <= 1)
            #expect(x.presentation.isFinite && x.value.isFinite)
            #expect(e.checkInvariants().isEmpty)
            if a.state == .inactive { #expect(!x.isAnimating) }
        }
    }

    @Test func completionsRunOncePerRun() throws {
        let e = AnimationEngine()
        let a = PropertyAnimator(engine: e, duration: 0.1, curve: .linear)
        var count = 0
        for round in 1...3 {
            try a.throwing.addCompletion { _ in count += 1 }
            try a.throwing.startAnimation()
            e.advance(toSeconds: Double(round))
            e.advance(toSeconds: Double(round) + 0.5)
            #expect(count == round && a.completionRuns == round)
        }
    }
}

/// FlickCore's seeded generator; these tests draw integers by remainder.
extension SeededRandom {
    mutating func int(_ n: Int) -> Int { remainderInt(in: 0...(n - 1)) }
}
