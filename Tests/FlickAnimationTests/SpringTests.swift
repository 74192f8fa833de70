import Foundation
import Testing
@testable import FlickAnimation

/// Reference: RK4 integration of m·x'' + c·x' + k·x = 0 with a tiny step.
private func integrate(_ s: SpringParameters, x0: Double, v0: Double, to t: Double) -> Double {
    let steps = 200_000
    let h = t / Double(steps)
    var x = x0, v = v0
    func acc(_ x: Double, _ v: Double) -> Double { -(s.stiffness * x + s.damping * v) / s.mass }
    for _ in 0..<steps {
        let k1x = v, k1v = acc(x, v)
        let k2x = v + 0.5 * h * k1v, k2v = acc(x + 0.5 * h * k1x, v + 0.5 * h * k1v)
        let k3x = v + 0.5 * h * k2v, k3v = acc(x + 0.5 * h * k2x, v + 0.5 * h * k2v)
        let k4x = v + h * k3v, k4v = acc(x + h * k3x, v + h * k3v)
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x)
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v)
    }
    return x
}

@Suite struct SpringTests {
    @Test func uikitSettlingTimeForMass1Stiffness100Damping10() {
        let timing = SpringTiming(mass: 1, stiffness: 100, damping: 10)
        let settle = timing.settlingDuration!
        #expect(abs(settle - 1.4727) < 1e-3)
        // The animator ignores the duration passed in and reports the settling time.
        let engine = AnimationEngine()
        let a = PropertyAnimator(engine: engine, duration: 4, timingParameters: .spring(timing))
        #expect(abs(a.duration - 1.47270) < 1e-4)
    }

    @Test(arguments: [
        SpringParameters(mass: 1, stiffness: 100, damping: 10),   // ζ = 0.5
        SpringParameters(mass: 1, stiffness: 100, damping: 20),   // ζ = 1
        SpringParameters(mass: 1, stiffness: 100, damping: 60),   // ζ = 3
        SpringParameters.systemDefault,                            // ζ ≈ 4.56
        SpringParameters(mass: 2, stiffness: 300, damping: 1),    // ζ ≈ 0.02
    ])
    func closedFormMatchesIntegration(_ s: SpringParameters) {
        let m = SpringMotion(spring: s, x0: -1, v0: 3)
        for t in [0.05, 0.2, 0.7] {
            let ref = integrate(s, x0: -1, v0: 3, to: t)
            #expect(abs(m.position(at: t) - ref) < 1e-7, "t=\(t) \(m.regime)")
            let h = 1e-6
            let fd = (m.position(at: t + h) - m.position(at: t - h)) / (2 * h)
            #expect(abs(fd - m.velocity(at: t)) < 1e-4)
        }
        #expect(m.position(at: 0) == -1)
        #expect(abs(m.velocity(at: 0) - 3) < 1e-9)
    }

    @Test func regimes() {
        #expect(SpringMotion(spring: .init(mass: 1, stiffness: 100, damping: 10), x0: 1, v0: 0).regime == .underdamped)
        #expect(SpringMotion(spring: .init(mass: 1, stiffness: 100, damping: 20), x0: 1, v0: 0).regime == .critical)
        #expect(SpringMotion(spring: .init(mass: 1, stiffness: 100, damping: 21), x0: 1, v0: 0).regime == .overdamped)
    }

    @Test func settlingTimeBoundsTheMotion() {
        for s in [SpringParameters(mass: 1, stiffness: 100, damping: 10),
                  SpringParameters(mass: 1, stiffness: 100, damping: 20),
                  SpringParameters(mass: 1, stiffness: 100, damping: 45)] {
            let m = SpringMotion(spring: s, x0: -1, v0: 0)
            let t = m.settlingTime(epsilon: 0.001)
            #expect(t.isFinite && t > 0)
            for k in 0..<200 { #expect(abs(m.position(at: t + Double(k) * 0.01)) <= 0.001 + 1e-12) }
        }
    }

    @Test func dampingRatioSpringSettlesInTheRequestedDuration() {
        for (z, d, v) in [(0.5, 0.5, 0.0), (0.8, 0.3, 0.5), (1.0, 1.0, 0.0), (2.0, 0.4, -1.0)] {
            let (spring, duration) = SpringTiming(dampingRatio: z, initialVelocity: v).resolved(forDuration: d)
            #expect(duration == d)
            #expect(abs(spring.dampingRatio - z) < 1e-9)
            let settle = SpringTiming.unitMotion(spring, v).settlingTime(epsilon: 0.001)
            #expect(abs(settle - d) < 1e-6)
        }
    }

    @Test func responseAndBounceMappings() {
        let s = SpringParameters(dampingRatio: 0.825, response: 0.5)
        #expect(abs(s.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(s.dampingRatio - 0.825) < 1e-12)
        #expect(abs(SpringParameters(duration: 0.5, bounce: 0).dampingRatio - 1) < 1e-12)
        #expect(abs(SpringParameters(duration: 0.5, bounce: 0.3).dampingRatio - 0.7) < 1e-12)
        #expect(abs(SpringParameters(duration: 0.5, bounce: -0.5).dampingRatio - 2) < 1e-12)
    }
}
