import Testing
@testable import FlickAnimation

/// Closed form in time: sampling at 60 Hz and at 120 Hz gives the same values at common instants.
@Suite struct SamplingTests {
    /// Builds a scene, runs it at `hz` with the same events at the same (nanosecond) instants,
    /// returns the presentation values at every 1/60 s instant.
    func run(hz: Int64) -> [Double] {
        let e = AnimationEngine(startNanoseconds: 0)
        let x = e.register("x", initial: 0.0), y = e.register("y", initial: 0.0)
        let a = PropertyAnimator(engine: e, duration: 0.8, curve: .easeInOut) { x.value = 300 }
        a.startAnimation()
        var samples: [Double] = []
        var spring: PropertyAnimator?
        for k in 0...Int64(2 * hz) {
            let t = k * 1_000_000_000 / hz
            e.advance(toNanoseconds: t)
            if t == 250_000_000 { a.pauseAnimation() }
            if t == 400_000_000 { a.continueAnimation(withTimingParameters: .spring(dampingRatio: 0.4, initialVelocity: 2), durationFactor: 0) }
            if t == 500_000_000 { spring = e.animate(withDuration: 0.6, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: { y.value = 50 }) }
            if (k * 60) % hz == 0 { samples.append(x.presentation + 1000 * y.presentation) }
        }
        _ = spring
        return samples
    }

    @Test func sixtyAndOneTwentyHertzAgree() {
        let a = run(hz: 60), b = run(hz: 120)
        #expect(a.count == b.count && a.count > 100)
        #expect(a == b) // bit for bit
    }
}
