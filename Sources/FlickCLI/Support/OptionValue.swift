import FlickCore
import FlickFuzz

/// The one parser of each kind of option value (`OptionRole`): every command reads a value of
/// one kind through the same function, so a flag shared by several commands (`--budget-ms`
/// in replay, case replay and fuzz) is parsed and range-checked identically on every path.
/// None traps: any text — a huge number, `nan`, `inf`, an empty string, a word — is a value
/// or a usage error naming the option and what it takes.
package enum OptionValue {
    /// Checks `text` as a value of `role` for the option `name`.
    /// - Throws: `CLIError.usage` naming the option and its range, unit or choices.
    package static func check(_ text: String, role: OptionRole, name: String) throws(CLIError) {
        switch role {
        case .flag, .text: return
        case .input, .output:
            guard !text.isEmpty else { throw .usage("\(name) needs a path, got an empty one") }
        case .integer(let range): _ = try integer(text, name: name, in: range)
        case .unsigned: _ = try unsigned(text, name: name)
        case .number(let range, let unit): _ = try number(text, name: name, in: range, unit: unit)
        case .time(let unit, let range): _ = try nanoseconds(text, name: name, unit: unit, in: range)
        case .percentage(let range): _ = try percentage(text, name: name, in: range)
        case .duration: _ = try duration(text, name: name)
        case .choice(let words): _ = try choice(text, name: name, of: words)
        }
    }

    /// A whole number in `range`.
    /// - Throws: `CLIError.usage` "NAME must be an integer in A...B, got 'TEXT'".
    package static func integer(_ text: String, name: String, in range: ClosedRange<Int>) throws(CLIError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw .usage("\(name) must be an integer in \(range.lowerBound)...\(range.upperBound), got '\(Format.excerpt(text))'")
        }
        return value
    }

    /// An unsigned 64-bit whole number.
    /// - Throws: `CLIError.usage` naming the option.
    package static func unsigned(_ text: String, name: String) throws(CLIError) -> UInt64 {
        guard let value = UInt64(text) else {
            throw .usage("\(name) must be an unsigned 64-bit integer, got '\(Format.excerpt(text))'")
        }
        return value
    }

    /// A finite number in `range`.
    /// - Throws: `CLIError.usage` "NAME must be a number [of UNIT] in RANGE, got 'TEXT'".
    package static func number(_ text: String, name: String, in range: NumberRange, unit: String? = nil) throws(CLIError) -> Double {
        guard let value = Double(text), range.contains(value) else {
            throw .usage("\(name) must be a number\(unit.map { " of \($0)" } ?? "") in \(range), got '\(Format.excerpt(text))'")
        }
        return value
    }

    /// A time of `unit` in `range` (in that unit) as whole nanoseconds, rounded to the nearest
    /// (`TimeLimits`: never past the model's Int64 nanoseconds).
    /// - Throws: `CLIError.usage` naming the option, its unit and the range.
    package static func nanoseconds(_ text: String, name: String, unit: TimeUnit, in range: ClosedRange<Double>) throws(CLIError) -> Int64 {
        guard let value = Double(text), let ns = TimeLimits.nanoseconds(value, unitSeconds: unit.seconds, in: range) else {
            throw .usage("\(name) must be a number of \(unit.name) in \(Format.number(range.lowerBound))...\(Format.number(range.upperBound)), got '\(Format.excerpt(text))'")
        }
        return ns
    }

    /// A fraction in `range`, written `5%` or `0.05`; a bare number of 1 or more is
    /// ambiguous (5 could mean 5% or 500%) and refused.
    /// - Throws: `CLIError.usage` naming the option.
    package static func percentage(_ text: String, name: String, in range: NumberRange) throws(CLIError) -> Double {
        let percent = text.hasSuffix("%")
        guard let v = Double(percent ? String(text.dropLast()) : text), v.isFinite else {
            throw .usage("\(name) must be a percentage such as 5% (or a fraction such as 0.05), got '\(Format.excerpt(text))'")
        }
        if !percent && v >= 1 {
            throw .usage("\(name) \(Format.excerpt(text)) is ambiguous: write \(Format.number(v))% or \(Format.number(v / 100))")
        }
        let fraction = percent ? v / 100 : v
        guard range.contains(fraction) else {
            throw .usage("\(name) must be a fraction in \(range) (a percentage in \(NumberRange(lower: range.lower * 100, upper: range.upper * 100, includesLower: range.includesLower, includesUpper: range.includesUpper))%), got '\(Format.excerpt(text))'")
        }
        return fraction
    }

    /// A length of real time as people write it, in nanoseconds (`DurationText`).
    /// - Throws: `CLIError.usage` naming the option.
    package static func duration(_ text: String, name: String) throws(CLIError) -> Int64 {
        guard let t = DurationText.nanoseconds(text) else {
            throw .usage("\(name) must be a duration such as 90s, 10m, 8h or 1h30m (positive, at most 366 days), got '\(Format.excerpt(text))'")
        }
        return t
    }

    /// One of `words`.
    /// - Throws: `CLIError.usage` listing them.
    package static func choice(_ text: String, name: String, of words: [String]) throws(CLIError) -> String {
        guard words.contains(text) else {
            throw .usage("\(name) must be one of \(words.joined(separator: ", ")), got '\(Format.excerpt(text))'")
        }
        return text
    }
}
