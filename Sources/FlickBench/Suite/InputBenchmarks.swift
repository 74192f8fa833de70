import FlickInput
#if canImport(Glibc)
import Glibc
#endif

/// `input/{evemu-import,trace-write,trace-read,generate}`: FlickInput's throughput. *evemu-import*
/// reads the largest bundled recording (`recordings/tablets/dell_canvas_touch.evemu`, 5363
/// kernel events: parse, protocol-B decoding, mapping); *trace-write* writes its frames as a
/// trace, one `write(2)` per frame as `flick record` does; *trace-read* reads and validates
/// that trace; *generate* makes 2000 seeded random gestures. `input/large/trace-read` reads a
/// generated trace of about 212 000 touch events. Counter: the events handled.
package enum InputBenchmarks {
    /// The recording, relative to the data directory.
    package static let recording = "recordings/tablets/dell_canvas_touch.evemu"
    package static let gestures = 2000

    /// The groups, given the data directory (`Traces`); the import group only when the
    /// recording is there (else a note saying so).
    package static func groups(dataDirectory: String, scratch: ScratchDirectory, notes: inout [String]) -> [BenchmarkGroup] {
        var groups: [BenchmarkGroup] = []
        let path = dataDirectory + "/" + recording
        if access(path, R_OK) == 0 {
            groups.append(throughputGroup(recording: path, scratch: scratch))
        } else {
            notes.append("input/*: skipped, no recording at \(path) (run from the repository root or give --traces DIR)")
        }
        groups.append(largeReadGroup(scratch: scratch))
        return groups
    }

    static func throughputGroup(recording: String, scratch: ScratchDirectory) -> BenchmarkGroup {
        BenchmarkGroup(
            name: "input", version: 1, quick: true,
            benchmarks: [
                BenchmarkInfo("input/evemu-import", "the 5363-event evemu recording read, decoded and mapped"),
                BenchmarkInfo("input/trace-write", "its frames written as a trace, one write(2) per frame"),
                BenchmarkInfo("input/trace-read", "that trace read and validated"),
                BenchmarkInfo("input/generate", "\(gestures) seeded random gestures generated"),
            ]
        ) { (probe: Probe) throws(BenchError) -> [Measurement] in
            let tracePath = try scratch.path("input.trace")
            defer { unlink(tracePath) }
            var costs: [PhaseCost] = []
            var kernelEvents = 0, touchEvents = 0, generatedEvents = 0, readBack = 0, written = 0
            do throws(InputError) {
                var mark = probe.start()
                let source = try EvemuSource(path: recording)
                let frames = try source.readAll()
                costs.append(probe.stop(mark))
                kernelEvents = source.statistics.events
                touchEvents = frames.reduce(0) { $0 + $1.touches.count }
                written = frames.count

                mark = probe.start()
                let writer = try TraceWriter(path: tracePath, header: source.header)
                for frame in frames { try writer.write(frame) }
                try writer.finish()
                costs.append(probe.stop(mark))

                mark = probe.start()
                readBack = try TraceReader(path: tracePath).readAll().count
                costs.append(probe.stop(mark))

                mark = probe.start()
                var generator = GestureGenerator(seed: 1, screen: .phone)
                let generated = generator.randomFrames(count: gestures)
                costs.append(probe.stop(mark))
                generatedEvents = generated.reduce(0) { $0 + $1.touches.count }
            } catch {
                throw BenchError("input: \(error.location): \(error.reason)")
            }
            guard readBack == written else { throw BenchError("input/trace-read: read \(readBack) of \(written) frames back") }
            return [
                Measurement(name: "input/evemu-import", operations: 1, cost: costs[0], counters: [(CounterNames.inputEvents, kernelEvents)]),
                Measurement(name: "input/trace-write", operations: 1, cost: costs[1], counters: [(CounterNames.inputEvents, touchEvents)]),
                Measurement(name: "input/trace-read", operations: 1, cost: costs[2], counters: [(CounterNames.inputEvents, touchEvents)]),
                Measurement(name: "input/generate", operations: 1, cost: costs[3], counters: [(CounterNames.inputEvents, generatedEvents)]),
            ]
        }
    }

    static func largeReadGroup(scratch: ScratchDirectory) -> BenchmarkGroup {
        let written = Lazy { () -> Result<String, BenchError> in
            do throws(BenchError) {
                let path = try scratch.path("large.trace")
                var generator = GestureGenerator(seed: 1, screen: .phone)
                let frames = generator.randomFrames(count: gestures)
                do throws(InputError) {
                    try FrameListSource(header: TraceHeader(screen: .phone), frames: frames).write(to: path)
                } catch {
                    throw BenchError("input/large: cannot write \(path): \(error.reason)")
                }
                return .success(path)
            } catch {
                return .failure(error)
            }
        }
        return BenchmarkGroup(
            name: "input/large", version: 1, quick: false,
            benchmarks: [BenchmarkInfo("input/large/trace-read", "a generated trace of ~212 000 touch events read and validated, streaming")]
        ) { (probe: Probe) throws(BenchError) -> [Measurement] in
            let path = try written.value.get()
            var events = 0
            let mark = probe.start()
            do throws(InputError) {
                let reader = try TraceReader(path: path)
                while let frame = try reader.next() { events += frame.touches.count }
            } catch {
                throw BenchError("input/large: \(error.location): \(error.reason)")
            }
            let cost = probe.stop(mark)
            return [Measurement(name: "input/large/trace-read", operations: 1, cost: cost, counters: [(CounterNames.inputEvents, events)])]
        }
    }
}
