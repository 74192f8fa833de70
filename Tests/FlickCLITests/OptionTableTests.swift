import Foundation
import Testing
@testable import FlickCLI
import FlickCLITestSupport
import FlickTestSupport

// The command line read from each command's table (`Command.options`, `Command.positionals`),
// tested from the tables themselves: every command of `CommandRegistry.everyCommand` (subcommands too), every output
// against every input, every numeric option against hostile numbers. A new command, option or
// positional argument is in these tests as soon as it is in its command's table; a kind of
// input without a fixture here, or a command without a base command line, fails them.

/// The files one run of a command is given, in a scratch folder of its own.
private struct Fixtures {
    let dir: String

    init(_ label: String) {
        dir = scratchDirectory(label)
    }

    /// A fresh file of the kind `kind` in the folder (its content is what the command reads
    /// there; the rule refuses before reading, so it only needs to be plausible).
    func make(_ kind: InputKind, name: String) throws -> String {
        let path = dir + "/" + name
        let fm = FileManager.default
        switch kind {
        case .trace, .namedTrace: try fm.copyItem(atPath: tracePath("fab-normal.trace"), toPath: path)
        case .caseFile: try fm.copyItem(atPath: Self.caseFile, toPath: path)
        case .script: try fm.copyItem(atPath: repositoryRoot + "/Traces/constraints/drawer.cas", toPath: path)
        case .description:
            try fm.copyItem(atPath: repositoryRoot + "/Traces/recordings/touchscreens/Atmel maXTouch Touchscreen.desc", toPath: path)
        case .golden: try "flick-golden 1\n".write(toFile: path, atomically: false, encoding: .utf8)
        case .knownFindings: try fm.copyItem(atPath: repositoryRoot + "/Fuzz/known-findings", toPath: path)
        case .baseline: try fm.copyItem(atPath: repositoryRoot + "/Benchmarks/baseline.json", toPath: path)
        case .executable:
            try "#!/bin/sh\nexit 0\n".write(toFile: path, atomically: false, encoding: .utf8)
            chmod(path, 0o755)
        case .device: try "not a device, a file standing for one\n".write(toFile: path, atomically: false, encoding: .utf8)
        case .folder:
            try fm.createDirectory(atPath: path, withIntermediateDirectories: false)
            try "kept\n".write(toFile: path + "/inside.txt", atomically: false, encoding: .utf8)
        }
        return path
    }

    /// The smallest bundled case file.
    static let caseFile = repositoryRoot + "/Tests/FlickFuzzTests/Cases/feedback-loop-accordion-incremental-1.json"

    /// Every file under the folder (relative paths, folders marked) with its bytes.
    func snapshot() -> [String: Data] {
        var all: [String: Data] = [:]
        let fm = FileManager.default
        for name in (fm.subpaths(atPath: dir) ?? []) {
            let path = dir + "/" + name
            var isDirectory: ObjCBool = false
            _ = fm.fileExists(atPath: path, isDirectory: &isDirectory)
            all[name] = isDirectory.boolValue ? Data("<folder>".utf8) : (fm.contents(atPath: path) ?? Data("<unreadable>".utf8))
        }
        return all
    }
}

/// One way of naming a file other than its own path.
private enum Spelling: String, CaseIterable {
    case same, dotted, symlink, hardLink

    /// A name for `path` (in `fixtures`' folder) spelled this way, made if it is a link; nil
    /// when it cannot be made (a hard link to a folder).
    func name(for path: String, in fixtures: Fixtures) throws -> String? {
        let name = URL(fileURLWithPath: path).lastPathComponent
        switch self {
        case .same: return path
        case .dotted: return fixtures.dir + "/./" + name
        case .symlink:
            let link = fixtures.dir + "/link-to-" + name
            try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
            return link
        case .hardLink:
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else { return nil }
            let link = fixtures.dir + "/hard-" + name
            try FileManager.default.linkItem(atPath: path, toPath: link)
            return link
        }
    }
}

/// One path argument of a command: an option or a positional argument, and its role.
private struct PathArgument {
    var label: String
    var role: OptionRole
    /// The index among the positional arguments, nil for an option.
    var position: Int?

    var inputKind: InputKind? {
        if case .input(let kind, _) = role { return kind }
        return nil
    }

    var isOutput: Bool {
        switch role {
        case .output: return true
        case .input(_, let written): return written
        default: return false
        }
    }

    /// The command-line value that names `path` (`SCENE=FILE` for a named trace).
    func value(_ path: String) -> String { inputKind == .namedTrace ? "fab=" + path : path }
}

/// A command line of one command that gets past its option checks (a variant of it, for a
/// command whose positional argument can be of two kinds).
private struct BaseLine {
    var command: any Command.Type
    /// What the variant is, in messages.
    var label: String
    /// The options it needs (scene names, a seed, an output where one is required).
    var options: (Fixtures) throws -> [String]
    /// The kind of input of each input positional argument (by default its table's).
    var positionalKinds: [Int: InputKind] = [:]
}

/// The base command line of every command: a command of the registry missing here fails the
/// tests. The runs they lead to are kept short: a 0.4 s trace, the smallest case file, a
/// quick bench of one small group, a fuzz `--out` that is a file (refused before any worker
/// starts), a `record` of something that is not a device.
private func baseLines() -> [BaseLine] {
    var lines: [BaseLine] = []
    for command in CommandRegistry.everyCommand {
        switch command.words.joined(separator: " ") {
        case "replay":
            lines.append(BaseLine(command: command, label: "replay TRACE", options: { _ in ["--scene", "fab"] }))
            lines.append(BaseLine(command: command, label: "replay CASE", options: { _ in [] }, positionalKinds: [0: .caseFile]))
        case "bench":
            lines.append(BaseLine(command: command, label: "bench", options: { _ in ["--quick", "--filter", "^gestures/idle", "--no-progress"] }))
        case "fuzz":
            lines.append(BaseLine(command: command, label: "fuzz", options: { f in
                let out = f.dir + "/fuzz-out-is-a-file"
                try "a file, not a folder\n".write(toFile: out, atomically: false, encoding: .utf8)
                return ["--scene", "slider", "--jobs", "1", "--runs", "1", "--out", out]
            }))
        case "generate":
            lines.append(BaseLine(command: command, label: "generate", options: { f in ["--seed", "1", "--gesture", "tap", "-o", f.dir + "/generated.trace"] }))
        case "record":
            lines.append(BaseLine(command: command, label: "record", options: { f in
                let device = f.dir + "/not-a-device"
                try "plain text\n".write(toFile: device, atomically: false, encoding: .utf8)
                return ["--device", device, "-o", f.dir + "/recorded.trace"]
            }))
        case "solve", "scenes", "convert", "devices", "gestures", "minimize", "fuzz merge":
            lines.append(BaseLine(command: command, label: command.words.joined(separator: " "), options: { _ in [] }))
        default:
            Issue.record("flick \(command.words.joined(separator: " ")) has no base command line in OptionTableTests: add one")
        }
    }
    return lines
}

/// The path arguments of `base`'s command, positional ones first.
private func pathArguments(_ base: BaseLine) -> [PathArgument] {
    var paths: [PathArgument] = []
    for (i, p) in base.command.positionals.enumerated() {
        var role = p.role
        if case .input(_, let written) = role, let kind = base.positionalKinds[i] { role = .input(kind, written: written) }
        paths.append(PathArgument(label: p.name, role: role, position: i))
    }
    for o in base.command.options {
        switch o.role {
        case .input, .output: paths.append(PathArgument(label: o.name, role: o.role, position: nil))
        default: break
        }
    }
    return paths
}

/// The positional arguments of `base`, each input a fresh fixture and each output a fresh
/// path, with `overrides` (by position) in place.
private func positionals(_ base: BaseLine, _ f: Fixtures, overrides: [Int: String] = [:]) throws -> [String] {
    var words: [String] = []
    for p in pathArguments(base) {
        guard let i = p.position else { continue }
        if let o = overrides[i] { words.append(o); continue }
        if let kind = p.inputKind { words.append(try f.make(kind, name: "positional-\(i)")) } else { words.append(f.dir + "/out-\(i)") }
    }
    return words
}

@Suite struct OptionTableTests {
    /// Every output of every command, given any of that command's inputs by any name, is
    /// exit 2 naming both, before anything runs: the input byte for byte as it was, nothing
    /// else written.
    @Test func noOutputOfAnyCommandNamesOneOfItsInputs() throws {
        var checked = 0
        var commandsChecked: Set<String> = []
        for base in baseLines() {
            let paths = pathArguments(base)
            for output in paths where output.isOutput {
                for input in paths where input.inputKind != nil && input.label != output.label {
                    for spelling in Spelling.allCases where try Self.collide(base, output: output, input: input, spelling: spelling) {
                        checked += 1
                        commandsChecked.insert(base.label)
                    }
                }
            }
        }
        // The commands that have both outputs and inputs: each was checked.
        #expect(commandsChecked == ["replay TRACE", "replay CASE", "bench", "convert", "record", "minimize", "fuzz merge"], "\(commandsChecked.sorted())")
        #expect(checked > 50)
    }

    /// Runs `base` with `output` naming `input` spelled `spelling`, and checks the refusal.
    /// - Returns: false when the spelling cannot be made (a hard link to a folder).
    private static func collide(_ base: BaseLine, output: PathArgument, input: PathArgument, spelling: Spelling) throws -> Bool {
        let f = Fixtures("option-table-collision")
        defer { try? FileManager.default.removeItem(atPath: f.dir) }
        let inputPath = try f.make(input.inputKind!, name: "the-input")
        guard let outputName = try spelling.name(for: inputPath, in: f) else { return false }
        var overrides: [Int: String] = [:]
        if let i = input.position { overrides[i] = input.value(inputPath) }
        if let i = output.position { overrides[i] = outputName }
        var argv = base.command.words + (try base.options(f)) + (try positionals(base, f, overrides: overrides))
        if input.position == nil { argv += [input.label, input.value(inputPath)] }
        if output.position == nil { argv += [output.label, outputName] }
        let before = f.snapshot()
        let result = runFlick(argv, workerExecutable: flickExecutable)
        let code = result.code.rawValue, err = result.err
        let what = base.label + ": " + output.label + " naming " + input.label + " (" + spelling.rawValue + "): " + argv.joined(separator: " ")
        #expect(code == 2, "\(what): exit \(code) \(err)")
        let named = err.contains(output.label + " '") && err.contains("(" + input.label + " '") && err.contains("also an input")
        #expect(named, "\(what): \(err)")
        let after = f.snapshot()
        #expect(after == before, "\(what): files changed")
        return true
    }

    /// The usage line of every command shows every option of its table (but the flags of
    /// worker processes), and every positional argument.
    @Test func everyUsageLineShowsItsTable() {
        for command in CommandRegistry.everyCommand {
            let words = Set(command.usage.split(whereSeparator: { " []()|,=".contains($0) }).map(String.init))
            for option in command.options where option.isShown {
                #expect(option.names.contains(where: words.contains), "flick \(command.name): the usage line lacks \(option.name)")
            }
            for p in command.positionals {
                #expect(command.usage.contains(p.name), "flick \(command.name): the usage line lacks \(p.name)")
            }
        }
    }

    /// The hostile numbers: every numeric option of every command is given each.
    static let hostileNumbers = ["0", "-1", "1e13", "1e19", "1e308", "nan", "inf", "-inf", "", "word"]

    /// Every numeric option of every command, fed each hostile number: never a trap or an
    /// internal error (exit 0, 1 or 2), and a value out of the option's range is exit 2
    /// naming the option.
    @Test func everyNumericOptionOfEveryCommandTakesHostileNumbers() throws {
        var refusedChecked = 0
        for base in baseLines() {
            for option in base.command.options where Self.isNumeric(option.role) {
                for value in Self.hostileNumbers {
                    let f = Fixtures("option-table-numbers")
                    defer { try? FileManager.default.removeItem(atPath: f.dir) }
                    let argv = base.command.words + (try base.options(f)) + (try positionals(base, f)) + [option.name, value]
                    let r = runFlick(argv, workerExecutable: flickExecutable)
                    let what = "\(base.label) \(option.name) '\(value)'"
                    #expect([.success, .failure, .badInput].contains(r.code), "\(what): exit \(r.code.rawValue) \(r.err)")
                    #expect(!r.err.contains("internal error"), "\(what): \(r.err)")
                    if !Self.accepts(option.role, value) {
                        #expect(r.code == .badInput && r.err.contains("usage: \(option.name) "), "\(what): exit \(r.code.rawValue) \(r.err)")
                        refusedChecked += 1
                    }
                }
            }
        }
        #expect(refusedChecked > 150)
    }

    /// One parser per kind of value: `--budget-ms` out of range says the same on the replay of
    /// a trace, of a case file and in fuzz.
    @Test func budgetIsParsedIdenticallyOnEveryPath() throws {
        let f = Fixtures("option-table-budget")
        defer { try? FileManager.default.removeItem(atPath: f.dir) }
        let trace = try f.make(.trace, name: "t.trace"), caseFile = try f.make(.caseFile, name: "c.json")
        for value in ["1e13", "1e19", "1e308", "nan", "-1"] {
            let messages = [["replay", trace, "--scene", "fab"], ["replay", caseFile], ["fuzz", "--scene", "slider", "--runs", "1"]].map { argv in
                let r = runFlick(argv + ["--budget-ms", value], workerExecutable: flickExecutable)
                #expect(r.code == .badInput, "\(argv) \(value): \(r.err)")
                return r.err.split(separator: "\n").first.map(String.init) ?? ""
            }
            let expected = "--budget-ms must be a number of milliseconds in 0.001...3600000, got '\(value)'"
            #expect(messages.map { $0.hasSuffix("usage: " + expected) } == [true, true, true], "\(messages)")
        }
    }

    /// Whether the role is numeric: a number, a time, a count, a seed, or a choice of numbers.
    static func isNumeric(_ role: OptionRole) -> Bool {
        switch role {
        case .integer, .unsigned, .number, .time, .percentage, .duration: return true
        case .choice(let words): return words.allSatisfy { Double($0) != nil }
        default: return false
        }
    }

    /// Whether `text` is a value of `role`, judged here from the role's declared range (not
    /// by the parser under test).
    static func accepts(_ role: OptionRole, _ text: String) -> Bool {
        switch role {
        case .integer(let range): return Int(text).map(range.contains) ?? false
        case .unsigned: return UInt64(text) != nil
        case .number(let range, _):
            guard let v = Double(text), v.isFinite else { return false }
            return (range.includesLower ? v >= range.lower : v > range.lower) && (range.includesUpper ? v <= range.upper : v < range.upper)
        case .time(_, let range):
            guard let v = Double(text), v.isFinite else { return false }
            return range.contains(v)
        case .percentage(let range):
            guard let v = Double(text), v.isFinite, v < 1 else { return false }
            return (range.includesLower ? v >= range.lower : v > range.lower) && v < range.upper
        case .duration:
            guard let v = Double(text), v.isFinite else { return false }
            return v > 0 && v <= 366 * 86_400
        case .choice(let words): return words.contains(text)
        default: return true
        }
    }
}
