import FlickCore
import FlickInput

/// `flick convert IN OUT.trace`: an evemu or libinput recording or an Android getevent log (or
/// a trace, which is then validated and rewritten canonically) to the trace format. What the
/// getevent reader noted (devices skipped, ranges observed, times synthesized) follows the
/// summary, one `note:` line each.
enum ConvertCommand: Command {
    static let name = "convert"
    static let usage = "convert IN OUT.trace [--screen WxH[@S]] [--stretch | --map SX,OX,SY,OY] [--desc FILE] [--report-hz HZ] [--json]"
    static let summary = "convert an evemu or libinput-record recording or an Android getevent log (or a trace) to a validated trace; device coordinates fit the screen (default 390x844@3), stretch, or map as point = device × S + O"

    static let options: [OptionSpec] = [
        .screen, OptionSpec("--desc", .input(.description)), OptionSpec("--map", .text),
        OptionSpec("--report-hz", .integer(GeteventSource.reportRates)), .flag("--stretch"), .json,
    ]
    static let positionals = [PositionalSpec("IN", .input(.trace)), PositionalSpec("OUT.trace", .output(.file))]

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        let args = try Arguments(argv, for: Self.self)
        let paths = try args.expectPositional(["IN", "OUT.trace"])
        let screen = try InputOptions.screen(args.string("--screen"))
        var mapping: MappingPolicy = args.has("--stretch") ? .stretch : .fit
        if let text = args.string("--map") {
            let n = text.split(separator: ",", omittingEmptySubsequences: false).compactMap { Double($0) }
            let limit = TouchEvent.maximumCoordinate
            guard n.count == 4, n.allSatisfy({ $0.isFinite && abs($0) <= limit }), !args.has("--stretch") else {
                throw .usage("--map takes four numbers SX,OX,SY,OY in -1e9...1e9 (point = device × S + O), without --stretch; got '\(Format.excerpt(text))'")
            }
            mapping = .explicit(ScreenMapping(scaleX: n[0], offsetX: n[1], scaleY: n[2], offsetY: n[3]))
        }
        let reportRate = try args.int("--report-hz", default: GeteventSource.defaultReportRate)
        let source: any TraceSource
        do throws(InputError) {
            source = try loadInput(path: paths[0], screen: screen, mapping: mapping, descriptionPath: args.string("--desc"),
                                   reportRate: reportRate)
        } catch {
            throw CLIError(error)
        }
        let notes = InputOptions.notes(of: source)
        let summary: TraceSummary
        do throws(InputError) {
            summary = try source.write(to: paths[1])
        } catch {
            throw CLIError(error)
        }
        if args.has("--json") {
            var fields: [(String, JSONValue)] = [
                ("in", .string(paths[0])), ("out", .string(paths[1])), ("frames", .int(summary.frames)), ("events", .int(summary.events)),
                ("contacts", .int(summary.contacts)), ("maxSimultaneous", .int(summary.maxSimultaneous)),
                ("openAtEnd", .int(summary.openAtEnd)), ("duration", .number(TraceTime.secondsText(summary.duration))),
            ]
            if summary.textEvents > 0 { fields.insert(("textEvents", .int(summary.textEvents)), at: 4) }
            if !notes.isEmpty { fields.append(("notes", .strings(notes))) }
            console.out(JSONValue.object(fields).text())
        } else {
            console.out("\(paths[1]): \(summary)" + (summary.openAtEnd > 0 ? " (\(summary.openAtEnd) still down at the end)" : ""))
            for note in notes { console.out("note: \(note)") }
        }
        return .success
    }

}
