import FlickInput
import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// `flick bench-input`: throughput of FlickInput, side by side in one process — evemu import
/// of a recording (parse, protocol decoding, mapping), trace writing (one `write(2)` per
/// frame, as `flick record` does), trace reading (parse and validate), and the gesture
/// generator. Prints the median over `--runs` runs. Build with `swift build -c release`.
public enum BenchInputCommand: Command {
    public static let name = "bench-input"
    public static let usage = "bench-input [--recording FILE] [--runs N] [--gestures N] [--json]"
    public static let summary = "input throughput: evemu import (kernel events/s), trace write and read (touch events/s), generator (touch events/s); medians"

    public static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        let args = try Arguments(argv, options: ["--recording", "--runs", "--gestures"], flags: ["--json"])
        _ = try args.expectPositional([])
        let recording = args.string("--recording") ?? "Traces/recordings/tablets/dell_canvas_touch.evemu"
        let runs = try args.int("--runs", default: 15, in: 1...10_000)
        let gestures = try args.int("--gestures", default: 2000, in: 1...1_000_000)
        let tracePath = "/tmp/flick-bench-input-\(getpid()).trace"
        let generatedPath = "/tmp/flick-bench-input-generated-\(getpid()).trace"
        defer { unlink(tracePath); unlink(generatedPath) }

        var importTimes: [Double] = [], writeTimes: [Double] = [], readTimes: [Double] = []
        var generateTimes: [Double] = [], bigReadTimes: [Double] = []
        var kernelEvents = 0, touchEvents = 0, generatedEvents = 0
        do throws(InputError) {
            var generator = GestureGenerator(seed: 1, screen: .phone)
            let generated = generator.randomFrames(count: gestures)
            try FrameListSource(header: TraceHeader(screen: .phone), frames: generated).write(to: generatedPath)
            for run in 0..<runs {
                var frames: [InputFrame] = []
                var header = TraceHeader(screen: .phone)
                importTimes.append(try time { () throws(InputError) in
                    let source = try EvemuSource(path: recording)
                    frames = try source.readAll()
                    kernelEvents = source.statistics.events
                    header = source.header
                })
                touchEvents = frames.reduce(0) { $0 + $1.touches.count }
                writeTimes.append(try time { () throws(InputError) in
                    let writer = try TraceWriter(path: tracePath, header: header)
                    for frame in frames { try writer.write(frame) }
                    try writer.finish()
                })
                readTimes.append(try time { () throws(InputError) in _ = try TraceReader(path: tracePath).readAll() })
                bigReadTimes.append(try time { () throws(InputError) in
                    let reader = try TraceReader(path: generatedPath)
                    while try reader.next() != nil {}
                })
                var count = 0
                generateTimes.append(time {
                    var g = GestureGenerator(seed: UInt64(run), screen: .phone)
                    count = g.randomFrames(count: gestures).reduce(0) { $0 + $1.touches.count }
                })
                generatedEvents = count
            }
        } catch {
            throw CLIError(error)
        }
        let bigEvents = generatedEventsCount(generatedPath)
        let rows: [(String, String, Int, Double)] = [
            ("evemu_import", "kernel events", kernelEvents, median(importTimes)),
            ("trace_write", "touch events", touchEvents, median(writeTimes)),
            ("trace_read", "touch events", touchEvents, median(readTimes)),
            ("trace_read_generated", "touch events", bigEvents, median(bigReadTimes)),
            ("generate", "touch events", generatedEvents, median(generateTimes)),
        ]
        if args.has("--json") {
            let fields = rows.map { "\"\($0.0)\":{\"items\":\($0.2),\"unit\":\"\($0.1)\",\"median_s\":\($0.3),\"per_s\":\((Double($0.2) / $0.3).rounded())}" }
            console.out("{\"recording\":\"\(recording)\",\"runs\":\(runs),\(fields.joined(separator: ","))}")
        } else {
            console.out("recording \(recording), \(runs) runs, medians")
            for (name, unit, items, seconds) in rows {
                let rate = Double(items) / seconds
                console.out("  \(name.padding(toLength: 22, withPad: " ", startingAt: 0)) \(items) \(unit) in \(Format.number(seconds * 1e3, maxDecimals: 3)) ms = \(Format.number(rate / 1e6, maxDecimals: 3)) M \(unit)/s")
            }
        }
        return .success
    }

    private static func generatedEventsCount(_ path: String) -> Int {
        (try? TraceReader(path: path).summarize().events) ?? 0
    }

    private static func time<E: Error>(_ body: () throws(E) -> Void) throws(E) -> Double {
        let start = WorkClock.monotonic.now()
        try body()
        return Double(WorkClock.monotonic.now() - start) * 1e-9
    }

    private static func median(_ values: [Double]) -> Double {
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

}
