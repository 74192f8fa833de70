import FlickGestures

/// `gestures/{frame,idle,scroll-physics}`: `GestureWorkload`, a scroll view with ten
/// recognizers driven by a fixed loop (fling, tap, double tap, pinch, card drag; 20 loops:
/// 1920 ticks with input, 8460 without). *frame* is a tick with input (delivery,
/// arbitration, recognizers, scroll update), *idle* a tick without (timers, deceleration),
/// each timed over its runs of consecutive ticks; *scroll-physics* one closed-form
/// scroll-axis evaluation (10 000 per sample).
package enum GestureBenchmarks {
    package static let loops = 20
    package static let evaluations = 10_000

    package static func groups() -> [BenchmarkGroup] {
        [BenchmarkGroup(
            name: "gestures", version: 1, quick: true,
            benchmarks: [
                BenchmarkInfo("gestures/frame", "one 120 Hz tick with input, 10 recognizers attached"),
                BenchmarkInfo("gestures/idle", "one tick without input: timers and scroll deceleration"),
                BenchmarkInfo("gestures/scroll-physics", "one closed-form scroll-axis position (AxisMotion)"),
            ]
        ) { (probe: Probe) throws(BenchError) -> [Measurement] in
            let workload = GestureWorkload(loops: loops)
            var input = PhaseCost(), idle = PhaseCost()
            var inputTicks = 0, idleTicks = 0
            var index = 0
            let ticks = workload.ticks
            while index < ticks.count {
                // One run of consecutive ticks of one kind, timed as a batch.
                let hasInput = ticks[index].frame != nil
                var end = index
                while end < ticks.count && (ticks[end].frame != nil) == hasInput { end += 1 }
                let mark = probe.start()
                for i in index..<end { workload.run(tick: i) }
                let cost = probe.stop(mark)
                if hasInput { input = input + cost; inputTicks += end - index } else { idle = idle + cost; idleTicks += end - index }
                index = end
            }
            let motion = AxisMotion(start: 0, velocity: 4321, range: 0...5000, bounces: true)
            var sink = 0.0
            let mark = probe.start()
            for i in 0..<evaluations { sink += motion.position(at: Double(i) * 0.0003) }
            let physics = probe.stop(mark)
            guard sink.isFinite else { throw BenchError("gestures: the scroll physics gave a non-finite position") }
            return [
                Measurement(name: "gestures/frame", operations: inputTicks, cost: input, counters: [(CounterNames.ticks, inputTicks)]),
                Measurement(name: "gestures/idle", operations: idleTicks, cost: idle, counters: [(CounterNames.ticks, idleTicks)]),
                Measurement(name: "gestures/scroll-physics", operations: evaluations, cost: physics),
            ]
        }]
    }
}
