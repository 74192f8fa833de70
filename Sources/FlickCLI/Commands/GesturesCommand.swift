import FlickCore
import FlickGestures
import FlickInput
import FlickLayout

/// `flick gestures TRACE [--profile P] [--screen WxH[@S]] [--json]`: what the standard
/// recognizers see in a trace (or an evemu / libinput recording or an Android getevent log), as
/// a timeline. What the getevent reader noted (devices skipped, ranges observed, times
/// synthesized) comes first: a `note:` line each after the heading, or a `{"note": …}` line each
/// before every other JSON line.
enum GesturesCommand: Command {
    static let name = "gestures"
    static let usage = "gestures TRACE [--profile P] [--screen WxH[@S]] [--json] [--transitions]"
    static let summary = "the timeline of taps, pans, pinches, rotations, long presses, swipes and edge pans the standard recognizers see in a trace or recording"

    /// Timers (a tap waiting for its interval, a long press) get this long after the last
    /// frame to fire: 1 s.
    static let drainTime = VirtualDuration.seconds(1)

    static let options: [OptionSpec] = [OptionSpec("--profile", .text), .screen, .json, .flag("--transitions")]
    static let positionals = [PositionalSpec("TRACE", .input(.trace))]

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        let args = try Arguments(argv, for: Self.self)
        let path = try args.expectPositional(["TRACE"])[0]
        var screen = try InputOptions.screen(args.string("--screen"))
        if let name = args.string("--profile") {
            guard let profile = DeviceProfile.named(name) else {
                throw .usage("unknown profile '\(Format.excerpt(name))'; known: \(DeviceProfile.all.map(\.name).joined(separator: ", "))")
            }
            if screen == nil {
                screen = ScreenGeometry(width: profile.portraitSize.width, height: profile.portraitSize.height, scale: profile.scale)
            }
        }
        let source = try InputOptions.open(path, screen: screen)
        let notes = InputOptions.notes(of: source)
        if args.has("--json") {
            for note in notes { console.out(JSONValue.object([("note", .string(note))]).text()) }
        }
        let header = source.header
        let timeline = GestureTimeline(width: header.screen.width, height: header.screen.height)
        // --transitions: every state change of every recognizer (except resets and repeated
        // changes), with the reason for failures
        // ("why did my swipe not register?"), printed as it happens.
        if args.has("--transitions") {
            let json = args.has("--json")
            timeline.router.onTransition = { r, t in
                guard t.event != .reset, t.event != .change else { return }
                if json {
                    var fields: [(String, JSONValue)] = [("transition", .string(r.name)), ("t", .number(TraceTime.secondsText(t.time))),
                                                         ("from", .string("\(t.from)")), ("to", .string("\(t.to)"))]
                    if let reason = t.reason { fields.append(("reason", .string(reason))) }
                    console.out(JSONValue.object(fields).text())
                } else {
                    console.out("  \(r.name): \(t)")
                }
            }
        }
        var last = VirtualInstant.start
        do throws(InputError) {
            while let frame = try source.next() {
                timeline.process(frame)
                last = frame.instant
            }
        } catch {
            throw CLIError(error)
        }
        timeline.finish(at: (last + drainTime).nanoseconds)
        let entries = timeline.entries.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        if args.has("--json") {
            for entry in entries { console.out(entry.json) }
        } else {
            console.out("\(path): \(entries.count) gesture(s) on a \(Format.number(header.screen.width.rounded(.towardZero)))x\(Format.number(header.screen.height.rounded(.towardZero))) pt screen")
            for note in notes { console.out("note: \(note)") }
            console.out("start      end         kind")
            for entry in entries { console.out(entry.text) }
        }
        return .success
    }
}
