/// What the value of an option (or a positional argument) is.
package enum OptionRole: Sendable {
    /// No value: the option is present or not.
    case flag
    /// A path the command reads (see `InputKind`). `written`: the command may also write it
    /// (`replay --golden FILE --update-golden`), so it is checked as an output too.
    case input(InputKind, written: Bool = false)
    /// A path the command writes (see `OutputKind`).
    case output(OutputKind)
    /// A whole number in the range (`Int` of the text: no exponent, no fraction).
    case integer(ClosedRange<Int>)
    /// An unsigned 64-bit whole number (a seed).
    case unsigned
    /// A finite number in the range, of `unit` (nil: a plain number).
    case number(NumberRange, unit: String? = nil)
    /// A time of `unit` (seconds or milliseconds) in the range, in that unit, read as whole
    /// nanoseconds (`TimeLimits`); a span of real or virtual time.
    case time(TimeUnit, ClosedRange<Double>)
    /// A fraction in the range, written as a percentage (`5%`) or a fraction (`0.05`).
    case percentage(NumberRange)
    /// A length of real time as people write it (`90s`, `10m`, `8h`, `1h30m`), positive and
    /// at most a year (`DurationText`).
    case duration
    /// One of the words.
    case choice([String])
    /// Free text the command reads itself (a scene name, a regular expression, `WxH@S`).
    case text
}

/// What a path an option names holds, for the inputs: what the command reads there.
package enum InputKind: String, Sendable, CaseIterable {
    /// A trace, an evemu or libinput recording, or an Android getevent log.
    case trace
    /// A trace given as `SCENE=FILE` (`bench --trace`): the path is after the `=`.
    case namedTrace
    /// A fuzz case file (`.json`).
    case caseFile
    /// A golden timeline.
    case golden
    /// A bench baseline (JSON).
    case baseline
    /// Another build of flick, run (`bench --against`).
    case executable
    /// A device description: an evemu `.desc` or a `getevent -p` output (`convert --desc`).
    case description
    /// A constraint script (`.cas`).
    case script
    /// An evdev input device (`--device`).
    case device
    /// A folder the command reads files from (`bench --traces`, `devices --dir`, the
    /// campaigns of `fuzz merge`).
    case folder
    /// A list of known findings, one signature prefix a line (`--known`, the form of
    /// `Fuzz/known-findings`).
    case knownFindings
}

/// What an output path names.
package enum OutputKind: String, Sendable {
    /// One file, written whole through a temporary file renamed into place (`OutputFile`);
    /// `-` is standard output where the command says so.
    case file
    /// A folder the command writes files into (`--svg-frames`). `flick fuzz --out` is one
    /// too: read back to resume, and written; it holds the campaign's own files, none of
    /// which is an input the command was given.
    case folder
}

/// The unit of a time option.
package enum TimeUnit: Sendable {
    case seconds, milliseconds

    /// The unit's name in messages.
    package var name: String { self == .seconds ? "seconds" : "milliseconds" }
    /// One unit in seconds.
    package var seconds: Double { self == .seconds ? 1 : 1e-3 }
}
