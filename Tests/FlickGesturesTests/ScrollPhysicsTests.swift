import Foundation
import Testing
@testable import FlickGestures

@Suite struct ScrollPhysicsTests {
    @Test func rubberBandMatchesUIKitMeasurements() {
        #expect(abs(RubberBand.offset(overshoot: 500, dimension: 812) - 205) < 1)
        #expect(abs(RubberBand.offset(overshoot: 1000, dimension: 812) - 328) < 1)
        #expect(abs(RubberBand.offset(overshoot: 1500, dimension: 812) - 409) < 1)
        #expect(abs(RubberBand.offset(overshoot: 10, dimension: 844) - 5.46) < 0.01)
        #expect(abs(RubberBand.offset(overshoot: 844, dimension: 844) - 299.5) < 0.1)
        #expect(RubberBand.offset(overshoot: -500, dimension: 812) < -204)
        #expect(RubberBand.offset(overshoot: 1e12, dimension: 812) < 812)
    }

    @Test func rubberBandInverseRoundTrips() {
        for x in [1.0, 50, 500, 3000] {
            let b = RubberBand.offset(overshoot: x, dimension: 812)
            #expect(abs(RubberBand.overshoot(forOffset: b, dimension: 812) - x) < 1e-6 * x)
        }
    }

    @Test func rubberBandApplyPerAxis() {
        #expect(RubberBand.apply(raw: 100, range: 0...500, dimension: 812) == 100)
        #expect(abs(RubberBand.apply(raw: -500, range: 0...500, dimension: 812) + 205.4) < 0.1)
        #expect(abs(RubberBand.apply(raw: 1000, range: 0...500, dimension: 812) - 705.4) < 0.1)
    }

    @Test func decayStoppingDistanceMatchesTheReference() {
        let normal = DecayMotion(start: 0, velocity: 1000, rate: .normal)
        #expect(abs(normal.restingPosition - 499.5) < 0.05)
        let fast = DecayMotion(start: 0, velocity: 1000, rate: .fast)
        #expect(abs(fast.restingPosition - 99.5) < 0.05)
        #expect(abs(DecayMotion.projectedDistance(velocity: 1000, rate: .normal) - 499) < 0.01)
        // v(t) = v₀·r^(1000 t): per-frame factors at 120 Hz and 60 Hz.
        #expect(abs(normal.velocity(at: 1.0 / 120) / 1000 - 0.98346) < 1e-5)
        #expect(abs(fast.velocity(at: 1.0 / 60) / 1000 - 0.84577) < 1e-5)
        // Stop time for ε = 0.5: 3.45 s normal, 0.53 s fast.
        #expect(abs(normal.duration(tolerance: 0.5) - 3.45) < 0.01)
        #expect(abs(fast.duration(tolerance: 0.5) - 0.53) < 0.01)
    }

    @Test func decayTimeToReachInvertsPosition() throws {
        let decay = DecayMotion(start: 100, velocity: -2000, rate: .normal)
        let t = try #require(decay.time(toReach: 0))
        #expect(abs(decay.position(at: t)) < 1e-9)
        #expect(decay.time(toReach: 200) == nil)
        #expect(decay.time(toReach: -2000) == nil)
    }

    @Test func criticallyDampedSpringSettles() {
        let spring = CriticallyDampedSpring(from: -100, to: 0, velocity: 0)
        #expect(spring.position(at: 0) == -100)
        let d = spring.duration(tolerance: 0.5 / 3)
        #expect(abs(spring.position(at: d)) <= 0.5 / 3 + 1e-9)
        #expect(abs(spring.position(at: d * 0.9)) > 0.5 / 3 - 1e-3 || abs(spring.velocity(at: d * 0.9)) > 0)
        // Critically damped from rest never overshoots.
        for i in 0...200 { #expect(spring.position(at: Double(i) / 100) <= 1e-12) }
        // Closed form derivative matches a finite difference.
        let h = 1e-6
        let numeric = (spring.position(at: 0.2 + h) - spring.position(at: 0.2 - h)) / (2 * h)
        #expect(abs(numeric - spring.velocity(at: 0.2)) < 1e-3)
    }

    @Test func flingInsideRangeRestsAtTheDecayTarget() {
        let motion = AxisMotion(start: 100, velocity: 800, range: 0...2000, bounces: true)
        #expect(abs(motion.restingPosition - (100 + 0.4995 * 800)) < 0.1)
        #expect(motion.position(at: motion.duration) == motion.restingPosition)
        #expect(!motion.isBouncing(at: 0.1))
    }

    @Test func flingPastTheEdgeBouncesBackToIt() {
        let motion = AxisMotion(start: 1900, velocity: 3000, range: 0...2000, bounces: true)
        #expect(motion.restingPosition == 2000)
        #expect(motion.handover < 0.1)
        // Overshoots during the spring, then returns.
        let peak = stride(from: 0.0, to: motion.duration, by: 0.001).map { motion.position(at: $0) }.max() ?? 0
        #expect(peak > 2000)
        #expect(peak < 2000 + 812)
        #expect(motion.isBouncing(at: motion.handover + 0.01))
        #expect(motion.isDone(at: motion.duration))
        // Continuous at the handover.
        let before = motion.position(at: motion.handover - 1e-9)
        let after = motion.position(at: motion.handover + 1e-9)
        #expect(abs(before - after) < 1e-5)
    }

    @Test func flingWithoutBounceStopsDeadAtTheEdge() {
        let motion = AxisMotion(start: 1900, velocity: 3000, range: 0...2000, bounces: false)
        #expect(motion.restingPosition == 2000)
        #expect(motion.duration == motion.handover)
        for i in 0...100 { #expect(motion.position(at: Double(i) / 50) <= 2000) }
    }

    @Test func releaseWhileOverscrolledSpringsBack() {
        let motion = AxisMotion(start: -120, velocity: 0, range: 0...2000, bounces: true)
        #expect(motion.restingPosition == 0)
        #expect(motion.isBouncing(at: 0))
        #expect(motion.position(at: 0.1) > -120)
        #expect(motion.position(at: motion.duration) == 0)
    }

    @Test func aimedMotionRestsExactlyOnItsTarget() {
        let motion = AxisMotion.aimed(start: 0, target: 640, range: 0...5000, bounces: true)
        #expect(abs(motion.restingPosition - 640) < 1e-9)
        #expect(abs(motion.position(at: motion.duration) - 640) < 1e-9)
    }

    @Test func samplingRateDoesNotChangeTheRestingOffset() {
        // Sampling the closed form at 60 Hz and 120 Hz visits the same curve and the same rest.
        let motion = AxisMotion(start: 0, velocity: 4321, range: 0...1500, bounces: true)
        func settle(hz: Double) -> Double {
            var t = 0.0
            var position = motion.position(at: 0)
            while !motion.isDone(at: t) { t += 1 / hz; position = motion.position(at: t) }
            return position
        }
        #expect(settle(hz: 60) == settle(hz: 120))
        #expect(motion.position(at: 0.5) == motion.position(at: 60.0 / 120))
    }
}
