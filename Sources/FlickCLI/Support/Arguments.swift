import FlickCore

/// A small command-line reader: positional arguments, `--flag`, `--option VALUE` and
/// `--option=VALUE`. Unknown flags are usage errors, never ignored.
///
/// Usage: declare what a command accepts, then read values:
/// ```
/// var args = try Arguments(argv, options: ["--scene", "--hz"], flags: ["--json"])
/// let hz = try args.int("--hz", default: 120)
/// ```
package struct Arguments: Sendable {
    /// Positional arguments in order.
    package private(set) var positional: [String] = []
    private var values: [String: String] = [:]
    private var present: Set<String> = []

    /// Parses `argv` (without the program and command names).
    /// - Throws: `CLIError.usage` on an unknown flag or an option without a value.
    package init(_ argv: [String], options: Set<String>, flags: Set<String>) throws(CLIError) {
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
            if flags.contains(name) {
                guard inlineValue == nil else { throw .usage("\(Format.excerpt(name)) takes no value") }
                present.insert(name)
            } else if options.contains(name) {
                if let inlineValue {
                    values[name] = inlineValue
                } else {
                    guard index < argv.count else { throw .usage("\(Format.excerpt(name)) needs a value") }
                    values[name] = argv[index]
                    index += 1
                }
                present.insert(name)
            } else {
                throw .usage("unknown option \(Format.excerpt(name))")
            }
        }
    }

    /// Whether a flag or option was given.
    package func has(_ name: String) -> Bool { present.contains(name) }

    /// The value of an option, or nil when absent.
    package func string(_ name: String) -> String? { values[name] }

    /// An integer option within `range`, or `defaultValue` when absent.
    /// - Throws: `CLIError.usage` when the value is not an integer in range.
    package func int(_ name: String, default defaultValue: Int, in range: ClosedRange<Int> = Int.min...Int.max) throws(CLIError) -> Int {
        guard let text = values[name] else { return defaultValue }
        guard let value = Int(text), range.contains(value) else {
            throw .usage("\(name) must be an integer in \(range.lowerBound)...\(range.upperBound), got '\(Format.excerpt(text))'")
        }
        return value
    }

    /// A finite floating-point option, or `defaultValue` when absent.
    /// - Throws: `CLIError.usage` when the value is not a finite number.
    package func double(_ name: String, default defaultValue: Double) throws(CLIError) -> Double {
        guard let text = values[name] else { return defaultValue }
        guard let value = Double(text), value.isFinite else {
            throw .usage("\(name) must be a number, got '\(Format.excerpt(text))'")
        }
        return value
    }

    /// A time option (seconds when `unitSeconds` is 1, milliseconds when 0.001) within
    /// `range`, in that unit, as integer nanoseconds (rounded to the nearest); nil when absent.
    /// For times measured on a real clock (`WorkClock`: a frame budget, a live run's length);
    /// a span of virtual time is `virtualDuration(_:unit:unitSeconds:in:)`. Every time the
    /// command line gives goes through one of the two, so none overflows the model's
    /// nanoseconds.
    /// - Throws: `CLIError.usage` naming the option, its unit and the range, when the value
    ///   is not a finite number in range.
    package func nanoseconds(_ name: String, unit: String, unitSeconds: Double, in range: ClosedRange<Double>) throws(CLIError) -> Int64? {
        guard let text = values[name] else { return nil }
        guard let value = Double(text), let ns = TimeLimits.nanoseconds(value, unitSeconds: unitSeconds, in: range) else {
            throw .usage("\(name) must be a number of \(unit) in \(Format.number(range.lowerBound))...\(Format.number(range.upperBound)), got '\(Format.excerpt(text))'")
        }
        return ns
    }

    /// A time option that is a span of the simulator's virtual clock (a settle limit), parsed
    /// and range-checked as `nanoseconds(_:unit:unitSeconds:in:)` does; nil when absent.
    /// - Throws: `CLIError.usage` as `nanoseconds(_:unit:unitSeconds:in:)`.
    package func virtualDuration(_ name: String, unit: String, unitSeconds: Double, in range: ClosedRange<Double>) throws(CLIError) -> VirtualDuration? {
        try nanoseconds(name, unit: unit, unitSeconds: unitSeconds, in: range).map(VirtualDuration.nanoseconds)
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
