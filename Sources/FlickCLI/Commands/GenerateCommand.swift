import FlickCore
import FlickInput

/// `flick generate --seed N --gesture KIND[,KIND…] -o OUT.trace`: seeded synthetic gestures.
enum GenerateCommand: Command {
    static let name = "generate"
    static let usage = "generate --seed N --gesture KIND[,KIND...] [--count N] [--screen WxH[@S]] [--hz HZ] -o OUT.trace [--json]"
    static let summary = "seeded synthetic gestures as a trace (KIND: \(GestureKind.allCases.map(\.rawValue).joined(separator: ", ")), or random); same seed, same bytes"

    static let options: [OptionSpec] = [
        .seed, OptionSpec("--gesture", .text), OptionSpec("--count", .integer(1...100_000)), .screen,
        OptionSpec("--hz", .number(.closed(1, 10_000))), .output, .json,
    ]
    static let positionals: [PositionalSpec] = []

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        let args = try Arguments(argv, for: Self.self)
        _ = try args.expectPositional([])
        guard args.has("--seed") else { throw .usage("--seed N is required") }
        let seed = try args.unsigned("--seed", default: 0)
        guard let out = args.string("-o") ?? args.string("--output") else { throw .usage("-o OUT.trace is required") }
        let count = try args.int("--count", default: 1)
        let hz = try args.double("--hz", default: 120)
        let screen = try InputOptions.screen(args.string("--screen")) ?? .phone
        var kinds: [GestureKind] = []
        var random = false
        for word in (args.string("--gesture") ?? "random").split(separator: ",") {
            if word == "random" { random = true; continue }
            guard let kind = GestureKind(rawValue: String(word)) else {
                throw .usage("unknown gesture '\(Format.excerpt(word))'; one of \(GestureKind.allCases.map(\.rawValue).joined(separator: ", ")), random")
            }
            kinds.append(kind)
        }
        var generator = GestureGenerator(seed: seed, screen: screen)
        generator.sampleInterval = Int64((1e9 / hz).rounded())
        let frames: [InputFrame]
        if random {
            frames = generator.randomFrames(count: count, from: kinds.isEmpty ? GestureKind.allCases : kinds)
        } else {
            var sequence: [GestureKind] = []
            for _ in 0..<count { sequence += kinds }
            frames = generator.frames(for: sequence)
        }
        let header = TraceHeader(screen: screen, refreshHz: nil, source: "flick generate --seed \(seed) --gesture \(args.string("--gesture") ?? "random")")
        let summary: TraceSummary
        do throws(InputError) {
            summary = try FrameListSource(header: header, frames: frames).write(to: out)
        } catch {
            throw CLIError(error)
        }
        let digest = TraceDigest.hex(header: header, frames: frames)
        if args.has("--json") {
            console.out(JSONValue.object([
                ("out", .string(out)), ("seed", .int(seed)), ("frames", .int(summary.frames)), ("events", .int(summary.events)),
                ("contacts", .int(summary.contacts)), ("duration", .number(TraceTime.secondsText(summary.duration))),
                ("digest", .string(digest)),
            ]).text())
        } else {
            console.out("\(out): \(summary), digest \(digest)")
        }
        return .success
    }
}
