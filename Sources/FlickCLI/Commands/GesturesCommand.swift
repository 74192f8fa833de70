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
        var typed: [TypedEntry] = []
        do throws(InputError) {
            while let frame = try source.next() {
                if !frame.touches.isEmpty { timeline.process(frame) }
                for event in frame.text { typed.append(TypedEntry(time: frame.timestamp, event: event)) }
                last = frame.instant
            }
        } catch {
            throw CLIError(error)
        }
        timeline.finish(at: (last + drainTime).nanoseconds)
        let entries = timeline.entries.sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        // Text lines are listed among the gestures at their time, after the gestures that start
        // at the same instant.
        let rows = (entries.map { (start: $0.start, text: $0.text, json: $0.json) } + typed.map { (start: $0.time, text: $0.text, json: $0.json) })
            .enumerated().sorted { ($0.element.start, $0.offset) < ($1.element.start, $1.offset) }.map(\.element)
        if args.has("--json") {
            for row in rows { console.out(row.json) }
        } else {
            let typedNote = typed.isEmpty ? "" : " and \(typed.count) text event(s)"
            console.out("\(path): \(entries.count) gesture(s)\(typedNote) on a \(Format.number(header.screen.width.rounded(.towardZero)))x\(Format.number(header.screen.height.rounded(.towardZero))) pt screen")
            for note in notes { console.out("note: \(note)") }
            console.out("start      end         kind")
            for row in rows { console.out(row.text) }
        }
        return .success
    }
}

/// A trace's text line in `flick gestures`' timeline: `kind` `text` (with the typed text) or
/// `key` (with the key's name); start and end are its time.
private struct TypedEntry {
    var time: Int64
    var event: TextEvent

    private var seconds: String { Format.seconds(Double(time) / 1e9) }

    /// `{"kind":"text","start":S,"end":S,"text":"…"}` or `{"kind":"key",…,"key":"delete"}`.
    var json: String {
        let value: [(String, JSONValue)]
        switch event {
        case .insert(let text): value = [("kind", .string("text")), ("start", .number(seconds)), ("end", .number(seconds)), ("text", .string(text))]
        case .deleteBackward, .returnKey:
            value = [("kind", .string("key")), ("start", .number(seconds)), ("end", .number(seconds)), ("key", .string(event.keyName ?? ""))]
        }
        return JSONValue.object(value).text()
    }

    /// `0.5        0.5         text      "hello"` (an excerpt) or `… key       delete`.
    var text: String {
        func pad(_ s: String, _ width: Int) -> String { s.count >= width ? s : s + String(repeating: " ", count: width - s.count) }
        let detail: String
        switch event {
        case .insert(let text): detail = pad("text", 9) + " " + JSONWriter.string(Format.excerpt(text))
        case .deleteBackward, .returnKey: detail = pad("key", 9) + " " + (event.keyName ?? "")
        }
        return "\(pad(seconds, 10)) \(pad(seconds, 10))  \(detail)"
    }
}
