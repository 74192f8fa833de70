import FlickCore

/// A small command-line reader, built from a command's table of what it accepts
/// (`Command.options`, `Command.positionals`): positional arguments, `--flag`,
/// `--option VALUE` and `--option=VALUE`. Unknown flags are usage errors, never ignored.
/// Every value is checked against its option's role as the command line is read
/// (`OptionValue`: one parser per kind of value, shared by every command), and no output may
/// be one of the command's inputs (`OutputsAreNotInputs`), so a bad command line is exit 2
/// before the command does any work.
///
/// Usage: declare what a command accepts, then read values:
/// ```
/// static let options = [OptionSpec.scene, OptionSpec("--items", .integer(0...100_000)), .json]
/// let args = try Arguments(argv, for: Self.self)
/// let items = try args.int("--items", default: 20)
/// ```
package struct Arguments: Sendable {
    /// Positional arguments in order.
    package private(set) var positional: [String] = []
    private var values: [String: String] = [:]
    /// Every value of each option, in the order given, under its main name.
    private var lists: [String: [String]] = [:]
    private var present: Set<String> = []
    /// The role of each option, under each of its names.
    private var roles: [String: OptionRole] = [:]

    /// Parses `argv` (without the program and command names) by `command`'s table.
    /// - Throws: as `init(_:options:positionals:)`.
    package init(_ argv: [String], for command: any Command.Type) throws(CLIError) {
        try self.init(argv, options: command.options, positionals: command.positionals)
    }

    /// Parses `argv` (without the program and command names) by the table `options` and
    /// `positionals`, checks each value against its role, then checks that no output path
    /// is one of the input paths.
    /// - Throws: `CLIError.usage` on an unknown flag, an option without a value, a value not
    ///   of its option's kind or range (the message names the option and what it takes), or
    ///   an output that names an input (the message names both).
    package init(_ argv: [String], options: [OptionSpec], positionals: [PositionalSpec] = []) throws(CLIError) {
        var canonical: [String: String] = [:]
        for spec in options {
            for name in spec.names {
                roles[name] = spec.role
                canonical[name] = spec.name
            }
        }
        var paths: [OutputsAreNotInputs.Path] = []
        var index = 0
        while index < argv.count {
            let word = argv[index]
            index += 1
            if word == "--" {
                positional.append(contentsOf: argv[index...])
                break
            }
            guard word.hasPrefix("-"), word.count > 1, !Self.isNumber(word) else {
                positional.append(word)
                continue
            }
            var name = word
            var inlineValue: String?
            if let eq = word.firstIndex(of: "=") {
                name = String(word[..<eq])
                inlineValue = String(word[word.index(after: eq)...])
            }
            guard let role = roles[name], let main = canonical[name] else {
                throw .usage("unknown option \(Format.excerpt(name))")
            }
            if case .flag = role {
                guard inlineValue == nil else { throw .usage("\(Format.excerpt(name)) takes no value") }
            } else {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < argv.count else { throw .usage("\(Format.excerpt(name)) needs a value") }
                    value = argv[index]
                    index += 1
                }
                try OptionValue.check(value, role: role, name: name)
                values[name] = value
                values[main] = value
                lists[main, default: []].append(value)
                if let path = OutputsAreNotInputs.Path.of(value, role: role) {
                    paths.append(OutputsAreNotInputs.Path(label: main, path: path, role: role))
                }
            }
            present.insert(name)
            present.insert(main)
        }
        for (i, value) in positional.enumerated() {
            guard let spec = i < positionals.count ? positionals[i] : positionals.last.flatMap({ $0.repeats ? $0 : nil }) else { break }
            try OptionValue.check(value, role: spec.role, name: spec.name)
            paths.append(OutputsAreNotInputs.Path(label: spec.name, path: value, role: spec.role))
        }
        try OutputsAreNotInputs.check(paths)
    }

    /// Whether a flag or option was given.
    package func has(_ name: String) -> Bool { present.contains(name) }

    /// The value of an option, or nil when absent.
    package func string(_ name: String) -> String? { values[name] }

    /// Every value given for an option declared `repeating` (by its main name), in order;
    /// empty when absent.
    package func strings(_ name: String) -> [String] { lists[name] ?? [] }

    /// An integer option (its range from the table), or `defaultValue` when absent.
    /// - Throws: `CLIError.usage` when the value is not an integer in range.
    package func int(_ name: String, default defaultValue: Int) throws(CLIError) -> Int {
        guard let text = values[name] else { return defaultValue }
        guard case .integer(let range) = roles[name] else { throw Self.undeclared(name, "an integer") }
        return try OptionValue.integer(text, name: name, in: range)
    }

    /// An integer option within `range` (which should be the table's), or `defaultValue`
    /// when absent.
    /// - Throws: `CLIError.usage` when the value is not an integer in range.
    package func int(_ name: String, default defaultValue: Int, in range: ClosedRange<Int>) throws(CLIError) -> Int {
        guard let text = values[name] else { return defaultValue }
        return try OptionValue.integer(text, name: name, in: range)
    }

    /// An unsigned 64-bit option (a seed), or `defaultValue` when absent.
    /// - Throws: `CLIError.usage` when the value is not one.
    package func unsigned(_ name: String, default defaultValue: UInt64) throws(CLIError) -> UInt64 {
        guard let text = values[name] else { return defaultValue }
        return try OptionValue.unsigned(text, name: name)
    }

    /// A finite floating-point option (its range and unit from the table), or `defaultValue`
    /// when absent.
    /// - Throws: `CLIError.usage` when the value is not a finite number in range.
    package func double(_ name: String, default defaultValue: Double) throws(CLIError) -> Double {
        guard let text = values[name] else { return defaultValue }
        switch roles[name] {
        case .number(let range, let unit): return try OptionValue.number(text, name: name, in: range, unit: unit)
        case .percentage(let range): return try OptionValue.percentage(text, name: name, in: range)
        default: throw Self.undeclared(name, "a number")
        }
    }

    /// A time option (its unit and range from the table) as integer nanoseconds (rounded to
    /// the nearest); nil when absent. For times measured on a real clock (`WorkClock`: a
    /// frame budget, a live run's length); a span of virtual time is `virtualDuration(_:)`.
    /// Every time the command line gives goes through one of the two, so none overflows the
    /// model's nanoseconds.
    /// - Throws: `CLIError.usage` naming the option, its unit and the range, when the value
    ///   is not a finite number in range.
    package func nanoseconds(_ name: String) throws(CLIError) -> Int64? {
        guard let text = values[name] else { return nil }
        switch roles[name] {
        case .time(let unit, let range): return try OptionValue.nanoseconds(text, name: name, unit: unit, in: range)
        case .duration: return try OptionValue.duration(text, name: name)
        default: throw Self.undeclared(name, "a time")
        }
    }

    /// A time option of `unitSeconds` (1: seconds, 0.001: milliseconds) within `range`, as
    /// `nanoseconds(_:)` reads one, for a caller that states the unit and range itself (they
    /// should be the table's); nil when absent.
    /// - Throws: `CLIError.usage` as `nanoseconds(_:)`.
    package func nanoseconds(_ name: String, unit: String, unitSeconds: Double, in range: ClosedRange<Double>) throws(CLIError) -> Int64? {
        guard let text = values[name] else { return nil }
        return try OptionValue.nanoseconds(text, name: name, unit: unitSeconds == 1 ? .seconds : .milliseconds, in: range)
    }

    /// A time option that is a span of the simulator's virtual clock (a settle limit), parsed
    /// and range-checked as `nanoseconds(_:)` does; nil when absent.
    /// - Throws: `CLIError.usage` as `nanoseconds(_:)`.
    package func virtualDuration(_ name: String) throws(CLIError) -> VirtualDuration? {
        try nanoseconds(name).map(VirtualDuration.nanoseconds)
    }

    /// A choice option (one of its table's words), or `defaultValue` when absent.
    /// - Throws: `CLIError.usage` listing the words.
    package func choice(_ name: String, default defaultValue: String) throws(CLIError) -> String {
        guard let text = values[name] else { return defaultValue }
        guard case .choice(let words) = roles[name] else { throw Self.undeclared(name, "a choice") }
        return try OptionValue.choice(text, name: name, of: words)
    }

    /// A command reading an option its table does not give that kind: a bug in Flick.
    private static func undeclared(_ name: String, _ kind: String) -> CLIError {
        .internal("\(name) is read as \(kind) but its command's table declares it otherwise")
    }

    /// Exactly `count` positional arguments, named for the message.
    /// - Throws: `CLIError.usage` when there are more or fewer.
    package func expectPositional(_ names: [String]) throws(CLIError) -> [String] {
        guard positional.count == names.count else {
            if names.isEmpty {
                throw .usage("takes no positional arguments, got \(positional.prefix(3).map { "'\(Format.excerpt($0))'" }.joined(separator: " "))\(positional.count > 3 ? " …" : "")")
            }
            throw .usage("expected \(names.map { "<\($0)>" }.joined(separator: " ")), got \(positional.count) argument(s)")
        }
        return positional
    }

    private static func isNumber(_ word: String) -> Bool { Double(word) != nil }
}
