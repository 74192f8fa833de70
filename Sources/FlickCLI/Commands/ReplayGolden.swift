import FlickCore
import FlickSim

/// `flick replay TRACE --scene NAME --golden FILE [--update-golden]`: the replay's golden
/// interaction timeline (`GoldenTimeline`) compared with FILE, or written to it.
///
/// - Without `--update-golden`, FILE must exist and be a golden timeline (else exit 2, before
///   the replay runs); a difference prints the first tick that differs, the views,
///   recognizers or animators that differ there with the golden's and this run's values,
///   and the input that led there, and makes the exit code 1.
/// - With `--update-golden`, FILE is written (a temporary file in its folder renamed over it;
///   the folder must exist) and the comparison is skipped. A missing FILE is never written
///   without the flag, so a CI run cannot pass by creating its own golden.
///
/// `--golden-ignore PART` (repeatable) leaves a part out of the timeline, written or compared:
/// a view by name, `NAME.PROPERTY` (`frame`, `alpha`, `rotation`), or `region:X,Y,W,H` in
/// screen points (`GoldenIgnore`); the file's header lists them, so a golden written with
/// other ignores differs. A bad PART is exit 2 before the replay runs.
///
/// The text goes after the report (to standard error with `--json`, so standard output stays
/// one JSON object).
struct ReplayGolden {
    let path: String
    let updates: Bool
    /// What the timeline leaves out, in the order given.
    let ignores: [GoldenIgnore]
    /// The golden read before the replay (nil when updating).
    let expected: GoldenTimeline?

    /// The golden options of `args`, checked: nil without `--golden`.
    /// - Throws: `CLIError.usage` for `--update-golden` or `--golden-ignore` without
    ///   `--golden`, a `--golden-ignore` that does not read (`GoldenIgnoreError`), `--golden`
    ///   with a live device or naming the input trace;
    ///   `CLIError.badInput` for a missing, unreadable or malformed FILE (or, updating, a
    ///   folder that does not exist).
    static func parse(_ args: Arguments, live: Bool, input: String?) throws(CLIError) -> ReplayGolden? {
        let updates = args.has("--update-golden")
        guard let path = args.string("--golden") else {
            if updates { throw .usage("--update-golden needs --golden FILE") }
            if args.has("--golden-ignore") { throw .usage("--golden-ignore needs --golden FILE") }
            return nil
        }
        var ignores: [GoldenIgnore] = []
        for text in args.strings("--golden-ignore") {
            do throws(GoldenIgnoreError) {
                ignores.append(try GoldenIgnore(parsing: text))
            } catch {
                throw .usage("--golden-ignore: \(error)")
            }
        }
        guard !live else { throw .usage("--golden compares a replay of a trace, not a live device") }
        guard !path.isEmpty else { throw .usage("--golden needs a file path") }
        if let input, FileIdentity.same(path, input) { throw .usage("--golden \(path) is the input trace; choose another file") }
        if updates {
            try file { () throws(GoldenFileError) in try GoldenFile.checkWritable(path) }
            return ReplayGolden(path: path, updates: true, ignores: ignores, expected: nil)
        }
        guard let text = try file({ () throws(GoldenFileError) in try GoldenFile.read(path) }) else {
            throw .badInput(location: path, reason: "no such golden file (write it with --update-golden)")
        }
        do throws(GoldenFormatError) {
            return ReplayGolden(path: path, updates: false, ignores: ignores, expected: try GoldenTimeline(parsing: text))
        } catch {
            throw .badInput(location: "\(path):\(error.line)", reason: error.reason)
        }
    }

    /// Writes or compares `timeline`, saying what happened on `console`.
    /// - Returns: whether it matched (always true when updating).
    /// - Throws: `CLIError.badInput` when FILE cannot be written.
    func finish(_ timeline: GoldenTimeline, console: Console, json: Bool) throws(CLIError) -> Bool {
        let say = { (text: String) in if json { console.err(text) } else { console.out(text) } }
        let ticks = "\(timeline.ticks.count) ticks with changes, \(timeline.lineCount) lines"
        if updates {
            try Self.file { () throws(GoldenFileError) in try GoldenFile.write(timeline.text, to: path) }
            say("golden: wrote \(path) (\(ticks))")
            return true
        }
        guard let expected, expected.text != timeline.text else {
            say("golden: \(path) matches (\(ticks))")
            return true
        }
        let why = timeline.mismatch(against: expected)?.description ?? "the texts differ (line endings or whitespace)"
        say("golden: \(path) differs\n\(why)\nif the change is intended, rewrite it with --update-golden")
        return false
    }

    /// `body`, its file error as bad input naming the path.
    @discardableResult
    private static func file<T>(_ body: () throws(GoldenFileError) -> T) throws(CLIError) -> T {
        do throws(GoldenFileError) {
            return try body()
        } catch {
            throw .badInput(location: error.path, reason: error.reason)
        }
    }
}
