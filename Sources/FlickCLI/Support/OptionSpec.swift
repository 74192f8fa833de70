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
    /// Whether the option may be given more than once, each value kept in order
    /// (`Arguments.strings(_:)`); otherwise the last one given counts.
    package var repeats = false

    package init(_ name: String, _ role: OptionRole, aliases: [String] = []) {
        self.name = name
        self.role = role
        self.aliases = aliases
    }

    /// An option that may be given more than once (`--golden-ignore A --golden-ignore B`).
    package static func repeating(_ name: String, _ role: OptionRole) -> OptionSpec {
        var spec = OptionSpec(name, role)
        spec.repeats = true
        return spec
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
    /// Whether this (the last) positional argument may be given more than once (`DIR...`):
    /// every further argument has its role.
    package var repeats: Bool

    package init(_ name: String, _ role: OptionRole, repeats: Bool = false) {
        self.name = name
        self.role = role
        self.repeats = repeats
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
