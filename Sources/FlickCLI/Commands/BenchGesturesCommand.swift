import FlickBench
import FlickGestures

/// `flick bench-gestures [--loops N] [--runs R]`: the cost per 120 Hz tick of touch delivery,
/// arbitration, ten recognizers and scroll physics (`GestureWorkload`), and of the scroll
/// physics alone, measured with a monotonic clock. Build with `-c release`. Prints medians
/// over runs of the per-tick median and 99th percentile.
enum BenchGesturesCommand: Command {
    static let name = "bench-gestures"
    static let usage = "bench-gestures [--loops N] [--runs R] [--json]"
    static let summary = "benchmark: recognizer and scroll-physics cost per input frame with 10 recognizers attached"

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        let args = try Arguments(argv, options: ["--loops", "--runs"], flags: ["--json"])
        _ = try args.expectPositional([])
        let loops = try args.int("--loops", default: 20, in: 1...10_000)
        let runs = try args.int("--runs", default: 7, in: 1...1_000)
        var inputMedians: [Double] = [], inputP99: [Double] = [], idleMedians: [Double] = [], physics: [Double] = []
        var recognizers = 0, inputTicks = 0, idleTicks = 0
        let clock = ContinuousClock()
        for _ in 0..<runs {
            let workload = GestureWorkload(loops: loops)
            recognizers = workload.recognizerCount
            var input: [Double] = [], idle: [Double] = []
            input.reserveCapacity(workload.ticks.count)
            idle.reserveCapacity(workload.ticks.count)
            for index in workload.ticks.indices {
                let d = clock.measure { workload.run(tick: index) }
                let ns = Double(d.components.attoseconds) / 1e9 + Double(d.components.seconds) * 1e9
                if workload.ticks[index].frame != nil { input.append(ns) } else { idle.append(ns) }
            }
            inputTicks = input.count
            idleTicks = idle.count
            inputMedians.append(quantile(input, 0.5))
            inputP99.append(quantile(input, 0.99))
            idleMedians.append(quantile(idle, 0.5))
            // Scroll physics alone: one axis motion evaluated at 10 000 instants.
            let motion = AxisMotion(start: 0, velocity: 4321, range: 0...5000, bounces: true)
            var sink = 0.0
            let n = 10_000
            let d = clock.measure {
                for i in 0..<n { sink += motion.position(at: Double(i) * 0.0003) }
            }
            if sink.isNaN { console.err("impossible") }
            physics.append((Double(d.components.attoseconds) / 1e9 + Double(d.components.seconds) * 1e9) / Double(n))
        }
        let im = quantile(inputMedians, 0.5), ip = quantile(inputP99, 0.5), idm = quantile(idleMedians, 0.5), ph = quantile(physics, 0.5)
        if args.has("--json") {
            console.out("{\"recognizers\":\(recognizers),\"inputTicks\":\(inputTicks),\"idleTicks\":\(idleTicks),\"runs\":\(runs),\"inputMedianNs\":\(r(im)),\"inputP99Ns\":\(r(ip)),\"idleMedianNs\":\(r(idm)),\"axisMotionNs\":\(r(ph))}")
        } else {
            console.out("recognizers \(recognizers), input ticks \(inputTicks), idle ticks \(idleTicks) per run, runs \(runs) (medians over runs)")
            console.out("tick with input (delivery + arbitration + recognizers + scroll update): median \(r(im / 1000)) µs, p99 \(r(ip / 1000)) µs")
            console.out("tick without input (timers + scroll deceleration):                 median \(r(idm / 1000)) µs")
            console.out("scroll physics alone (AxisMotion.position):                         \(r(ph)) ns per evaluation")
        }
        return .success
    }

    private static func quantile(_ xs: [Double], _ q: Double) -> Double {
        guard !xs.isEmpty else { return 0 }
        let s = xs.sorted()
        return s[min(s.count - 1, Int((Double(s.count - 1) * q).rounded()))]
    }

    private static func r(_ x: Double) -> Double { (x * 100).rounded() / 100 }
}
