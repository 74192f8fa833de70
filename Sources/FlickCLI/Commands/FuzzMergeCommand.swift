import FlickCore
import FlickFuzz

/// `flick fuzz merge OUT DIR…`: the output folders of campaigns — the shards of one seed, or
/// several nights — joined into OUT as one campaign over all their cases (`FuzzMerge`), with
/// the campaign's summary (text, or `--json`), `--junit` and a `--known` gate. Dispatched
/// from `FuzzCommand`.
///
/// Exit codes: 0 no finding (with `--known`: none that the file does not list), 1 findings
/// (with `--known`: one it does not list), 2 bad usage, or inputs that cannot be merged (the
/// message names the folder) or an output that cannot be written.
enum FuzzMergeCommand: Command {
    static let name = "merge"
    static let words = ["fuzz", "merge"]
    static let summary = "join the --out folders of fuzz campaigns (shards, nights) into one, findings de-duplicated, with one summary"
    static let usage = "fuzz merge OUT DIR... [--json] [--known FILE] [--junit FILE] [--mixed-seeds]"

    /// Everything the command line sets, read in one place.
    struct Settings {
        var out: String
        var inputs: [String]
        var json: Bool
        var known: String?
        var junit: String?
        var mixedSeeds: Bool
    }

    static let options: [OptionSpec] = [
        .json, OptionSpec("--known", .input(.knownFindings)), .junit, .flag("--mixed-seeds"),
    ]
    /// OUT is written (and read back: the merges before); each DIR is only read.
    static let positionals = [PositionalSpec("OUT", .output(.folder)), PositionalSpec("DIR", .input(.folder), repeats: true)]

    /// Reads `argv` (after `fuzz merge`).
    /// - Throws: `CLIError.usage` for an unknown option, no OUT or no DIR, an empty file name.
    static func settings(_ argv: [String]) throws(CLIError) -> Settings {
        let args = try Arguments(argv, options: options, positionals: positionals)
        guard args.positional.count >= 2 else {
            throw .usage("fuzz merge needs the output folder and at least one folder to merge: fuzz merge OUT DIR...")
        }
        for name in ["--known", "--junit"] where args.string(name)?.isEmpty == true { throw .usage("\(name) must name a file") }
        guard args.positional.allSatisfy({ !$0.isEmpty }) else { throw .usage("an empty folder name") }
        return Settings(out: args.positional[0], inputs: Array(args.positional.dropFirst()), json: args.has("--json"),
                        known: args.string("--known"), junit: args.string("--junit"), mixedSeeds: args.has("--mixed-seeds"))
    }

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let s = try settings(argv)
        let known = try s.known.map { path throws(CLIError) in KnownFindings(text: try readTextFile(path)) }
        var merge = FuzzMerge(out: s.out, inputs: s.inputs)
        merge.mixedSeeds = s.mixedSeeds
        let summary: CampaignSummary
        do throws(MergeError) {
            summary = try merge.run()
        } catch {
            switch error {
            case .refused(let folder, let reason): throw .badInput(location: folder, reason: reason)
            case .output(let why): throw .badInput(location: s.out, reason: "cannot write the merge: \(why)")
            }
        }
        context.console.out(s.json ? summary.json : summary.text)
        if let path = s.junit { try writeTextFile(path, summary.junit(known: known).xml, option: "--junit") }
        return FuzzCommand.exitCode(summary, known: known, console: context.console, knownPath: s.known)
    }
}
