import FlickAnimation

/// `animation/1000/{advance,advance-read}`: one 120 Hz tick of 1000 concurrently running
/// property animators (`AnimatorWorkload`: frames and alphas, four timing kinds), advancing
/// the clock only, and advancing plus reading every presentation value.
/// `animation/views/1000/{block,tick}`: 1000 views moved by one animation block
/// (`ViewWorkload`: constraint updates and a layout pass inside it), then a tick reading
/// every view's presentation frame. 240 ticks per sample.
package enum AnimationBenchmarks {
    package static let animators = 1000
    package static let views = 1000
    /// Ticks per sample (2 s at 120 Hz).
    package static let ticks = 240

    package static func groups() -> [BenchmarkGroup] { [animatorGroup(), viewGroup()] }

    static func animatorGroup() -> BenchmarkGroup {
        let name = "animation/\(animators)"
        return BenchmarkGroup(
            name: name, version: 1, quick: true,
            benchmarks: [
                BenchmarkInfo("\(name)/advance", "one tick of \(animators) running animators, no value read"),
                BenchmarkInfo("\(name)/advance-read", "one tick, then every animator's frame and alpha read"),
            ]
        ) { (probe: Probe) throws(BenchError) -> [Measurement] in
            let a = AnimatorWorkload(count: animators)
            var mark = probe.start()
            for _ in 0..<ticks { a.advanceOnly() }
            let advance = probe.stop(mark)
            let b = AnimatorWorkload(count: animators)
            var checksum = 0.0
            mark = probe.start()
            for _ in 0..<ticks { checksum += b.tick() }
            let read = probe.stop(mark)
            guard b.engine.runningCount == animators, checksum.isFinite else {
                throw BenchError("\(name): only \(b.engine.runningCount) of \(animators) animators still running")
            }
            let counted: [(name: String, value: Int)] = [(CounterNames.ticks, ticks)]
            return [Measurement(name: "\(name)/advance", operations: ticks, cost: advance, counters: counted),
                    Measurement(name: "\(name)/advance-read", operations: ticks, cost: read, counters: counted)]
        }
    }

    static func viewGroup() -> BenchmarkGroup {
        let name = "animation/views/\(views)"
        return BenchmarkGroup(
            name: name, version: 1, quick: true,
            benchmarks: [
                BenchmarkInfo("\(name)/block", "one animation block moving \(views) views: snapshot, layout pass, diff"),
                BenchmarkInfo("\(name)/tick", "one tick reading every view's presentation frame"),
            ]
        ) { (probe: Probe) throws(BenchError) -> [Measurement] in
            let w = ViewWorkload(count: views)
            var mark = probe.start()
            w.animateAll()
            let block = probe.stop(mark)
            var checksum = 0.0
            mark = probe.start()
            for _ in 0..<ticks { checksum += w.tick() }
            let tick = probe.stop(mark)
            guard w.engine.runningCount == 1, checksum.isFinite else { throw BenchError("\(name): the views' animation is not running") }
            return [Measurement(name: "\(name)/block", operations: 1, cost: block),
                    Measurement(name: "\(name)/tick", operations: ticks, cost: tick, counters: [(CounterNames.ticks, ticks)])]
        }
    }
}
