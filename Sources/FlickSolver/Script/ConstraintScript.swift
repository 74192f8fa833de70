import FlickCore

/// A constraint script (`.cas`): a solver problem on its own, for bug reports,
/// differential tests and benchmarks. The same text is read by the kiwisolver runner in
/// `scripts/differential/kiwirun.py`, so a script means the same to both.
///
/// Grammar (whitespace-separated tokens, `#` starts a comment):
/// ```
/// add ID STRENGTH LHS OP RHS   OP: == <= >= ; STRENGTH: required|strong|medium|weak|NUMBER
/// remove ID
/// edit VAR STRENGTH            unedit VAR
/// suggest VAR VALUE            solve
/// print VAR… | print *
/// ```
/// Expressions are terms `x`, `2*x`, `-0.5*x`, `-x` and numbers joined by separate `+`/`-`
/// tokens (a leading sign token is allowed).
package struct ConstraintScript: Sendable {
    /// One command with the line it came from (1-based).
    package struct Command: Sendable {
        package var line: Int
        package var operation: Operation
    }

    /// What a command does. Variables are indices into `variableNames`.
    package enum Operation: Sendable {
        case add(id: String, strength: Strength, terms: [(variable: Int, coefficient: Double)], constant: Double, relation: Relation)
        case remove(id: String)
        case edit(variable: Int, strength: Strength)
        case unedit(variable: Int)
        case suggest(variable: Int, value: Double)
        case solve
        case print(variables: [Int])
    }

    /// Variable names in order of first appearance.
    package var variableNames: [String] { parser.names }
    package private(set) var commands: [Command] = []
    private var parser = Parser()

    /// An empty script, to be filled line by line with `append(line:number:)` (what a reader
    /// streaming a file does).
    package init() {}

    /// Parses a whole script. Lines end at `\n`, with or without a `\r` before it.
    /// - Throws: `ScriptError` naming the 1-based line and what is wrong.
    /// - Complexity: O(length of the text), plus O(v log v) per `print *`.
    package init(parsing text: String) throws(ScriptError) {
        var lineNumber = 0
        // Split on the byte: as Characters, "\r\n" is one and would never match "\n".
        for rawLine in text.utf8.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            var line = rawLine[...]
            if line.last == 0x0D { line = line.dropLast() }
            try append(line: Substring(line), number: lineNumber)
        }
    }

    /// Parses one line (without its line ending) and appends its command, if it has one.
    /// - Parameter number: the line's 1-based number, for messages and `Command.line`.
    /// - Throws: `ScriptError` naming the line and what is wrong.
    /// - Complexity: O(length of the line), plus O(v log v) for `print *`.
    package mutating func append(line rawLine: Substring, number lineNumber: Int) throws(ScriptError) {
        let content = rawLine.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        let tokens = content.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\u{0B}" || $0 == "\u{0C}" })
        guard let first = tokens.first else { return }
        let args = Array(tokens.dropFirst())
        let op = try parser.parse(String(first), args.map(String.init), line: lineNumber)
        commands.append(Command(line: lineNumber, operation: op))
    }
}

/// A malformed line of a constraint script.
package struct ScriptError: Error, Equatable, Sendable, CustomStringConvertible {
    /// 1-based line number.
    package var line: Int
    package var reason: String
    package var description: String { "line \(line): \(reason)" }
}

/// The line parser: keeps the variable table as it goes.
private struct Parser {
    var names: [String] = []
    var index: [String: Int] = [:]

    mutating func variable(_ name: String) -> Int {
        if let i = index[name] { return i }
        index[name] = names.count
        names.append(name)
        return names.count - 1
    }

    mutating func parse(_ command: String, _ args: [String], line: Int) throws(ScriptError) -> ConstraintScript.Operation {
        func fail(_ reason: String) -> ScriptError { ScriptError(line: line, reason: reason) }
        switch command {
        case "add":
            guard args.count >= 5 else { throw fail("add needs ID STRENGTH LHS OP RHS") }
            let strength = try Self.strength(args[1], line: line)
            let body = Array(args[2...])
            let ops = body.indices.filter { ["==", "<=", ">="].contains(body[$0]) }
            guard ops.count == 1 else { throw fail("need exactly one of == <= >=") }
            let at = ops[0]
            let (lhs, lc) = try expression(Array(body[..<at]), line: line)
            let (rhs, rc) = try expression(Array(body[(at + 1)...]), line: line)
            var order: [Int] = []
            var sum: [Int: Double] = [:]
            for (v, c) in lhs { if sum[v] == nil { order.append(v) }; sum[v, default: 0] += c }
            for (v, c) in rhs { if sum[v] == nil { order.append(v) }; sum[v, default: 0] -= c }
            let relation: Relation = body[at] == "==" ? .equal : (body[at] == "<=" ? .lessOrEqual : .greaterOrEqual)
            return .add(id: args[0], strength: strength, terms: order.map { ($0, sum[$0]!) }, constant: lc - rc, relation: relation)
        case "remove":
            guard args.count == 1 else { throw fail("remove needs ID") }
            return .remove(id: args[0])
        case "edit":
            guard args.count == 2 else { throw fail("edit needs VAR STRENGTH") }
            let v = try name(args[0], line: line)
            return .edit(variable: variable(v), strength: try Self.strength(args[1], line: line))
        case "unedit":
            guard args.count == 1 else { throw fail("unedit needs VAR") }
            return .unedit(variable: variable(try name(args[0], line: line)))
        case "suggest":
            guard args.count == 2 else { throw fail("suggest needs VAR VALUE") }
            let v = variable(try name(args[0], line: line))
            guard let value = Self.number(args[1]) else { throw fail("bad number '\(Format.excerpt(args[1]))'") }
            return .suggest(variable: v, value: value)
        case "solve":
            guard args.isEmpty else { throw fail("solve takes no arguments") }
            return .solve
        case "print":
            if args == ["*"] {
                let sorted = names.indices.sorted { names[$0].unicodeScalars.lexicographicallyPrecedes(names[$1].unicodeScalars) }
                return .print(variables: sorted)
            }
            guard !args.isEmpty else { throw fail("print needs VAR... or *") }
            var vs: [Int] = []
            for a in args { vs.append(variable(try name(a, line: line))) }
            return .print(variables: vs)
        default:
            throw fail("unknown command '\(Format.excerpt(command))'")
        }
    }

    /// Terms (in first-appearance order, variables created as met) and the constant.
    mutating func expression(_ tokens: [String], line: Int) throws(ScriptError) -> ([(Int, Double)], Double) {
        guard !tokens.isEmpty else { throw ScriptError(line: line, reason: "empty expression") }
        var terms: [(Int, Double)] = []
        var constant = 0.0
        var sign = 1.0
        var expectTerm = true
        for t in tokens {
            if t == "+" || t == "-" {
                if expectTerm {
                    if t == "-" { sign = -sign }
                } else {
                    sign = t == "-" ? -1 : 1
                    expectTerm = true
                }
                continue
            }
            guard expectTerm else { throw ScriptError(line: line, reason: "missing +/- before '\(Format.excerpt(t))'") }
            if let n = Self.number(t) {
                constant += sign * n
            } else if let star = t.firstIndex(of: "*") {
                let c = String(t[..<star])
                let n = String(t[t.index(after: star)...])
                guard let coefficient = Self.number(c), Self.isName(n) else {
                    throw ScriptError(line: line, reason: "bad term '\(Format.excerpt(t))'")
                }
                terms.append((variable(n), sign * coefficient))
            } else if Self.isName(t) {
                terms.append((variable(t), sign))
            } else if let f = t.first, f == "+" || f == "-", Self.isName(String(t.dropFirst())) {
                terms.append((variable(String(t.dropFirst())), sign * (f == "-" ? -1 : 1)))
            } else {
                throw ScriptError(line: line, reason: "bad term '\(Format.excerpt(t))'")
            }
            sign = 1
            expectTerm = false
        }
        if expectTerm { throw ScriptError(line: line, reason: "expression ends with an operator") }
        return (terms, constant)
    }

    func name(_ t: String, line: Int) throws(ScriptError) -> String {
        guard Self.isName(t) else { throw ScriptError(line: line, reason: "bad variable name '\(Format.excerpt(t))'") }
        return t
    }

    static func strength(_ t: String, line: Int) throws(ScriptError) -> Strength {
        switch t {
        case "required": return .required
        case "strong": return .strong
        case "medium": return .medium
        case "weak": return .weak
        default:
            guard let n = number(t) else { throw ScriptError(line: line, reason: "bad strength '\(Format.excerpt(t))'") }
            return Strength(n)
        }
    }

    /// `[A-Za-z_][A-Za-z0-9_.]*`
    static func isName(_ t: String) -> Bool {
        guard let f = t.utf8.first, isLetter(f) || f == UInt8(ascii: "_") else { return false }
        return t.utf8.allSatisfy { isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }
    }

    /// `[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?` — the same numbers casscript.py accepts (no
    /// `inf`, `nan` or hex).
    static func number(_ t: String) -> Double? {
        let b = Array(t.utf8)
        var i = 0
        if i < b.count && (b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-")) { i += 1 }
        var digits = 0
        while i < b.count && isDigit(b[i]) { i += 1; digits += 1 }
        if i < b.count && b[i] == UInt8(ascii: ".") {
            i += 1
            while i < b.count && isDigit(b[i]) { i += 1; digits += 1 }
        }
        guard digits > 0 else { return nil }
        if i < b.count && (b[i] == UInt8(ascii: "e") || b[i] == UInt8(ascii: "E")) {
            i += 1
            if i < b.count && (b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-")) { i += 1 }
            var expDigits = 0
            while i < b.count && isDigit(b[i]) { i += 1; expDigits += 1 }
            guard expDigits > 0 else { return nil }
        }
        guard i == b.count, let value = Double(t), value.isFinite else { return nil }
        return value
    }

    static func isLetter(_ c: UInt8) -> Bool { (c >= 65 && c <= 90) || (c >= 97 && c <= 122) }
    static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }
}
