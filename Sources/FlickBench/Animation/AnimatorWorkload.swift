import FlickAnimation

/// A fixed, deterministic load for measuring the engine: `count` concurrently running
/// animators, each animating its own frame (x, y, width, height as two pairs) and alpha,
/// with a mix of timings (a quarter each: ease-in-out, an extreme custom Bézier, a
/// damping-ratio spring, a lightly damped physical spring). Long enough (≥ 10 s) that none
/// ends within a few seconds of ticks. Timed by `flick bench` (`animation/1000/…`) and used by tests.
package final class AnimatorWorkload {
    package let engine: AnimationEngine
    package private(set) var animators: [PropertyAnimator] = []
    package private(set) var frames: [AnimatedProperty<AnimatablePair<AnimatablePair<Double, Double>, AnimatablePair<Double, Double>>>] = []
    package private(set) var alphas: [AnimatedProperty<Double>] = []
    /// Tick length in nanoseconds (default 120 Hz).
    package let tickNanoseconds: Int64
    var tickIndex: Int64 = 0

    /// Builds and starts `count` animators at time 0.
    package init(count: Int, hz: Int64 = 120) {
        engine = AnimationEngine(startNanoseconds: 0)
        tickNanoseconds = 1_000_000_000 / max(hz, 1)
        for i in 0..<max(count, 0) {
            let d = Double(i)
            let frame = engine.register("frame.\(i)", initial: AnimatablePair(AnimatablePair(0.0, d), AnimatablePair(100.0, 44.0)))
            let alpha = engine.register("alpha.\(i)", initial: 0.0)
            let timing: TimingParameters
            switch i % 4 {
            case 0: timing = .curve(.easeInOut)
            case 1: timing = .controlPoints(1, 0, 0, 1)
            case 2: timing = .spring(dampingRatio: 0.7, initialVelocity: 0.5)
            default: timing = .spring(mass: 1, stiffness: 100, damping: 0.5)
            }
            let a = PropertyAnimator(engine: engine, duration: 10 + d.truncatingRemainder(dividingBy: 7), timingParameters: timing)
            a.addAnimations {
                frame.value = AnimatablePair(AnimatablePair(300, d + 500), AnimatablePair(200, 88))
                alpha.value = 1
            }
            a.startAnimation()
            animators.append(a)
            frames.append(frame)
            alphas.append(alpha)
        }
    }

    /// Advances the clock by one tick without reading any value.
    package func advanceOnly() {
        tickIndex += 1
        engine.advance(toNanoseconds: tickIndex * tickNanoseconds)
    }

    /// Advances one tick and reads every presentation value, as a simulator producing frames
    /// does. Returns a checksum of what it read.
    @discardableResult
    package func tick() -> Double {
        advanceOnly()
        var sum = 0.0
        for i in frames.indices {
            let f = frames[i].presentation
            sum += f.first.first + f.first.second + f.second.first + f.second.second + alphas[i].presentation
        }
        return sum
    }
}
