import FlickCore
import FlickSim

/// One option a command accepts, declared in the command's table (`Command.options`): its
/// name (and any other spelling of it), and the role of its value. `Arguments` is built from
/// the table: it refuses an option the table does not list, checks every value against its
/// role as it reads the command line (`OptionValue`), and refuses an output that is one of the
/// command's inputs (`OutputsAreNotInputs`), all before the command does any work.
///
/// Options shared by several commands are declared once here (`budgetMilliseconds`, `hz`, …)
/// so that they are parsed and range-checked identically on every path.
package struct OptionSpec: Sendable {
    /// The name as written on the command line, with its dashes (`--budget-ms`, `-o`).
    package var name: String
    /// Other names for the same option (`--output` for `-o`).
    package var aliases: [String]
    package var role: OptionRole
    /// Whether the command's usage line shows it (false for the flags flick passes to its
    /// own worker processes).
    package var isShown = true

    package init(_ name: String, _ role: OptionRole, aliases: [String] = []) {
        self.name = name
        self.role = role
        self.aliases = aliases
    }

    /// A flag: present or not, no value.
    package static func flag(_ name: String) -> OptionSpec { OptionSpec(name, .flag) }

    /// A flag flick gives its own worker processes, not shown in the usage line.
    package static func workerFlag(_ name: String) -> OptionSpec {
        var spec = OptionSpec(name, .flag)
        spec.isShown = false
        return spec
    }

    /// Every name the option answers to.
    package var names: [String] { [name] + aliases }

    /// Whether the option takes a value (every role but `.flag`).
    package var takesValue: Bool {
        if case .flag = role { return false }
        return true
    }
}

/// A positional argument a command accepts, in order (`TRACE`, `IN`, `OUT.trace`): its name
/// in messages, and its role (an input or output path, or text).
package struct PositionalSpec: Sendable {
    package var name: String
    package var role: OptionRole

    package init(_ name: String, _ role: OptionRole) {
        self.name = name
        self.role = role
    }
}

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
    /// A trace, or an evemu or libinput recording.
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
    /// An evemu device description (`convert --desc`).
    case description
    /// A constraint script (`.cas`).
    case script
    /// An evdev input device (`--device`).
    case device
    /// A folder the command reads files from (`bench --traces`, `devices --dir`).
    case folder
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

/// A range of finite numbers whose ends may be open: `(0, 10]` takes 10 but not 0.
package struct NumberRange: Sendable, CustomStringConvertible {
    package var lower: Double
    package var upper: Double
    package var includesLower: Bool
    package var includesUpper: Bool

    /// `lower...upper`, both ends included.
    package static func closed(_ lower: Double, _ upper: Double) -> NumberRange {
        NumberRange(lower: lower, upper: upper, includesLower: true, includesUpper: true)
    }

    /// `(lower, upper]`: above `lower`, up to `upper`.
    package static func above(_ lower: Double, upTo upper: Double) -> NumberRange {
        NumberRange(lower: lower, upper: upper, includesLower: false, includesUpper: true)
    }

    /// `(lower, upper)`: both ends excluded.
    package static func open(_ lower: Double, _ upper: Double) -> NumberRange {
        NumberRange(lower: lower, upper: upper, includesLower: false, includesUpper: false)
    }

    /// Whether `value` is finite and in the range.
    package func contains(_ value: Double) -> Bool {
        guard value.isFinite else { return false }
        return (includesLower ? value >= lower : value > lower) && (includesUpper ? value <= upper : value < upper)
    }

    /// `0...10`, `(0, 10]`, `(0, 0.5)`.
    package var description: String {
        if includesLower && includesUpper { return "\(Format.number(lower))...\(Format.number(upper))" }
        return "\(includesLower ? "[" : "(")\(Format.number(lower)), \(Format.number(upper))\(includesUpper ? "]" : ")")"
    }
}

extension OptionSpec {
    /// `--budget-ms MS`: the frame budget, milliseconds of a real clock, 0.001 to an hour
    /// (replay of a trace or a case, fuzz).
    package static let budgetMilliseconds = OptionSpec("--budget-ms", .time(.milliseconds, 0.001...3_600_000))
    /// `--hz`: the display's refresh rate (replay).
    package static let hz = OptionSpec("--hz", .choice(RefreshRate.supported.map(String.init)))
    /// `--scene NAME`.
    package static let scene = OptionSpec("--scene", .text)
    /// `--screen WxH[@S]` (parsed by `InputOptions.screen`).
    package static let screen = OptionSpec("--screen", .text)
    /// `--report PAGE.html`: a self-contained page.
    package static let report = OptionSpec("--report", .output(.file))
    /// `--junit FILE`.
    package static let junit = OptionSpec("--junit", .output(.file))
    /// `-o OUT` (or `--output OUT`).
    package static let output = OptionSpec("-o", .output(.file), aliases: ["--output"])
    /// `--json`: JSON on standard output.
    package static let json = OptionSpec.flag("--json")
    /// `--seed N`: an unsigned 64-bit seed.
    package static let seed = OptionSpec("--seed", .unsigned)
}
