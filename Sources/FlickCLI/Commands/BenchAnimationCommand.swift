import FlickBench
import FlickAnimation

/// `flick bench-animation`: the cost of one tick with N concurrently running property
/// animators (FlickBench's `AnimatorWorkload`), measured with a monotonic clock. Build
/// with `swift build -c release` for meaningful numbers.
///
/// Each run builds a fresh workload, then times `--ticks` ticks of two kinds side by side:
/// advancing the clock only, and advancing plus reading every animated value (frames and
/// alphas). Prints medians over `--runs` runs of the per-tick median, with the 99th percentile.
public enum BenchAnimationCommand: Command {
    public static let name = "bench-animation"
    public static let usage = "bench-animation [--animators N | --views N] [--ticks N] [--runs N] [--json]"
    public static let summary = "time one tick of N concurrently running property animators"

    public static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        let args = try Arguments(argv, options: ["--animators", "--ticks", "--runs", "--views"], flags: ["--json"])
        _ = try args.expectPositional([])
        if args.has("--views") { return try runViews(args, console: console) }
        let count = try args.int("--animators", default: 1000, in: 1...1_000_000)
        let ticks = try args.int("--ticks", default: 600, in: 1...100_000)
        let runs = try args.int("--runs", default: 5, in: 1...1000)

        var advanceMedians: [Double] = [], readMedians: [Double] = []
        var advanceP99: [Double] = [], readP99: [Double] = []
        var checksum = 0.0
        for _ in 0..<runs {
            let a = AnimatorWorkload(count: count)
            var t1: [Double] = []
            for _ in 0..<ticks { t1.append(time { a.advanceOnly() }) }
            let b = AnimatorWorkload(count: count)
            var t2: [Double] = []
            for _ in 0..<ticks { t2.append(time { checksum += b.tick() }) }
            guard b.engine.runningCount == count else {
                console.err("internal: only \(b.engine.runningCount) of \(count) animators still running")
                return .internalError
            }
            advanceMedians.append(quantile(t1, 0.5)); advanceP99.append(quantile(t1, 0.99))
            readMedians.append(quantile(t2, 0.5)); readP99.append(quantile(t2, 0.99))
        }
        let adv = quantile(advanceMedians, 0.5), rd = quantile(readMedians, 0.5)
        let advP = quantile(advanceP99, 0.5), rdP = quantile(readP99, 0.5)
        if args.has("--json") {
            console.out("{\"animators\":\(count),\"ticks\":\(ticks),\"runs\":\(runs),"
                + "\"advanceMedianMicros\":\(r(adv)),\"advanceP99Micros\":\(r(advP)),"
                + "\"advanceAndReadMedianMicros\":\(r(rd)),\"advanceAndReadP99Micros\":\(r(rdP)),"
                + "\"nanosPerAnimator\":\(r(rd * 1000 / Double(count)))}")
        } else {
            console.out("animators \(count), ticks \(ticks) per run, runs \(runs) (medians over runs)")
            console.out("advance only:        median \(r(adv)) µs/tick, p99 \(r(advP)) µs/tick")
            console.out("advance + read all:  median \(r(rd)) µs/tick, p99 \(r(rdP)) µs/tick"
                + " (\(r(rd * 1000 / Double(count))) ns per animator; budget 8333 µs at 120 Hz)")
        }
        _ = checksum
        return .success
    }

    /// `--views N`: N FlickLayout views animated by one block (constraint updates and a layout
    /// pass inside it); times the block once per run and every tick's advance + read.
    private static func runViews(_ args: Arguments, console: Console) throws(CLIError) -> ExitCode {
        let count = try args.int("--views", default: 1000, in: 1...100_000)
        let ticks = try args.int("--ticks", default: 600, in: 1...100_000)
        let runs = try args.int("--runs", default: 5, in: 1...1000)
        var blocks: [Double] = [], bare: [Double] = [], medians: [Double] = [], p99s: [Double] = []
        var checksum = 0.0
        for _ in 0..<runs {
            // The same block with the presentation layer detached: the layout's share.
            let plain = ViewWorkload(count: count)
            plain.presentation.detach()
            bare.append(time { plain.animateAll() })
            let w = ViewWorkload(count: count)
            blocks.append(time { w.animateAll() })
            var t: [Double] = []
            for _ in 0..<ticks { t.append(time { checksum += w.tick() }) }
            guard w.engine.runningCount == 1, w.views.allSatisfy({ w.presentation.isAnimating($0) }) else {
                console.err("internal: the views' animation is not running")
                return .internalError
            }
            medians.append(quantile(t, 0.5)); p99s.append(quantile(t, 0.99))
        }
        let b = quantile(blocks, 0.5), m = quantile(medians, 0.5), p = quantile(p99s, 0.5)
        let l = quantile(bare, 0.5)
        if args.has("--json") {
            console.out("{\"views\":\(count),\"ticks\":\(ticks),\"runs\":\(runs),\"blockMicros\":\(r(b)),\"blockWithoutPresentationMicros\":\(r(l)),"
                + "\"tickMedianMicros\":\(r(m)),\"tickP99Micros\":\(r(p))}")
        } else {
            console.out("views \(count) animated by one block, ticks \(ticks) per run, runs \(runs) (medians over runs)")
            console.out("animation block (snapshot, layout pass, diff): \(r(b)) µs; without the presentation layer: \(r(l)) µs")
            console.out("tick (advance + read every view): median \(r(m)) µs, p99 \(r(p)) µs")
        }
        _ = checksum
        return .success
    }

    /// Microseconds `body` takes, by the monotonic clock.
    private static func time(_ body: () -> Void) -> Double {
        let clock = ContinuousClock()
        let d = clock.measure(body)
        let c = d.components
        return Double(c.seconds) * 1e6 + Double(c.attoseconds) * 1e-12
    }

    private static func quantile(_ xs: [Double], _ q: Double) -> Double {
        let s = xs.sorted()
        guard !s.isEmpty else { return 0 }
        return s[min(s.count - 1, Int((Double(s.count - 1) * q).rounded()))]
    }

    private static func r(_ x: Double) -> Double { (x * 100).rounded() / 100 }
}
