import FlickEvdev
import FlickInput
import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// `flick record --device PATH -o OUT.trace`: records a live touch device until interrupted.
///
/// The file appears at OUT as soon as its header is written (a temporary file renamed into
/// place, replacing an older OUT only then), and every frame is written to it with one
/// `write(2)` as it arrives, so OUT is a valid trace at every moment, whatever ends the
/// process — even SIGKILL. On SIGINT/SIGTERM, when the device is unplugged, or at `--duration` /
/// `--frames`, touches still down are ended with `cancel` and the file is closed.
enum RecordCommand: Command {
    static let name = "record"
    static let usage = "record --device PATH -o OUT.trace [--grab] [--screen WxH[@S]] [--stretch] [--duration SECONDS] [--frames N]"
    static let summary = "record a live evdev touch device to a trace until Ctrl-C / SIGTERM / unplug (each frame flushed; the file is always valid)"

    static let options: [OptionSpec] = [
        OptionSpec("--device", .input(.device)), .output, .screen,
        OptionSpec("--duration", .time(.seconds, 0...ReplayCommand.maximumLiveSeconds)),
        OptionSpec("--frames", .integer(0...Int.max)), .flag("--grab"), .flag("--stretch"),
    ]
    static let positionals: [PositionalSpec] = []

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        let args = try Arguments(argv, for: Self.self)
        _ = try args.expectPositional([])
        guard let path = args.string("--device") else { throw .usage("--device PATH is required") }
        guard let out = args.string("-o") ?? args.string("--output") else { throw .usage("-o OUT.trace is required") }
        // A device is not a regular file: the same name is refused here (`FileIdentity` compares
        // the resolved names of anything but files and folders).
        guard !FileIdentity.same(out, path) else { throw .usage("-o \(Format.excerpt(out)) is the device itself; choose a trace file") }
        let screen = try InputOptions.screen(args.string("--screen")) ?? .phone
        let duration = try args.nanoseconds("--duration") ?? 0
        let maxFrames = try args.int("--frames", default: 0)
        let source: DeviceSource
        do throws(DeviceError) {
            source = try DeviceSource(path: path, screen: screen, mapping: args.has("--stretch") ? .stretch : .fit,
                                      grab: args.has("--grab"))
        } catch {
            throw .badInput(location: error.path, reason: error.reason)
        }
        let writer: TraceWriter
        do throws(InputError) {
            writer = try TraceWriter(path: out, header: source.header, publication: .immediately)
        } catch {
            throw CLIError(error)
        }
        StopSignals.install()
        let deadline = duration > 0 ? TimeLimits.adding(WorkClock.monotonic.now(), duration) : Int64.max
        source.shouldStop = { StopSignals.requested || WorkClock.monotonic.now() >= deadline }
        console.err("recording \(source.device.description.name) (\(path)) to \(out); Ctrl-C to stop")
        var failure: CLIError?
        do throws(InputError) {
            while let frame = try source.next() {
                try writer.write(frame)
                if maxFrames > 0, writer.frameCount >= maxFrames { break }
            }
        } catch {
            failure = CLIError(error)
        }
        let positions = Dictionary(source.activeTouches.map { ($0.id, (x: $0.x, y: $0.y)) }, uniquingKeysWith: { a, _ in a })
        do throws(InputError) {
            try writer.cancelActiveTouches(at: TimeLimits.adding(writer.lastTimestamp ?? -1, 1), positions: positions)
        } catch {
            failure = failure ?? CLIError(error)
        }
        do throws(InputError) {
            try writer.finish()
        } catch {
            failure = failure ?? CLIError(error)
        }
        let why: String
        switch source.endReason {
        case .deviceGone: why = "device removed"
        case .stopped: why = StopSignals.requested ? "interrupted" : "time limit"
        case nil: why = failure == nil ? "frame limit" : "error"
        }
        console.err("\(out): \(writer.frameCount) frames, \(writer.eventCount) events (\(why)); \(source.statistics.dropped) SYN_DROPPED")
        if let failure { throw failure }
        return .success
    }

}
