import Testing
import Foundation
import FlickTestSupport

// Hostile input, extended to the files commands read besides traces and recordings: golden
// timelines (`replay --golden`), bench baselines (`bench --baseline`) and fuzz campaign
// state files (`fuzz --out DIR` resuming DIR/state.json). Each damaged form — truncated,
// wrong types, huge numbers, NaN, deep nesting, a very long line, binary garbage, an empty
// file — is exit 2 naming the file and the line or field, never a trap (the built `flick`
// runs them, under timeout(1)).

private let root = repositoryRoot
private let trace = root + "/Traces/scenes/slider-normal.trace"

/// The damaged forms of `valid`: a name and the file's bytes. The number forms put hostile
/// numbers in place of `value` after `key`; the deep form puts 100 000 nested arrays after
/// `nestingKey` (the whole file when it is empty).
private func damaged(_ valid: String, key: String, value: String, nestingKey: String) -> [(String, [UInt8])] {
    let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
    func number(_ form: String) -> [UInt8] { Array(valid.replacingOccurrences(of: key + value, with: key + form).utf8) }
    return [
        ("empty", []),
        ("truncated", Array(valid.utf8.prefix(valid.utf8.count / 2))),
        ("huge-number", number("99999999999999999999999999")),
        ("max-number", number("9223372036854775807")),
        ("negative", number("-1")),
        ("nan", number("NaN")),
        ("exponent", number("1e308")),
        ("wrong-type", number("\"\(value)\"")),
        ("deep", Array((nestingKey.isEmpty ? deep : valid.replacingOccurrences(of: nestingKey, with: nestingKey + deep + ",")).utf8)),
        ("long-line", Array((String(valid.prefix(40)) + String(repeating: "a", count: 2 << 20) + "\n").utf8)),
        ("garbage", (0..<4096).map { UInt8(truncatingIfNeeded: ($0 &* 2654435761) >> 7) }),
        ("nul-bytes", [UInt8](repeating: 0, count: 4096)),
    ]
}

private func run(_ argv: [String]) throws -> ProcessResult {
    try runProcess("/usr/bin/timeout", ["-s", "KILL", "120", flickExecutable] + argv)
}

/// Exit 2 (0 or 1 only when the damaged form is still a valid file) and a message naming the
/// file; never a signal.
private func check(_ r: ProcessResult, _ name: String, file: String, mustFail: Bool) {
    #expect(r.status <= 2, "\(name): status \(r.status)\n\(r.err.prefix(2000))")
    if mustFail || r.status == 2 {
        #expect(r.status == 2, "\(name): status \(r.status)\n\(r.err.prefix(2000))")
        #expect(r.err.contains(file), "\(name): \(r.err.prefix(2000))")
        #expect(!r.err.contains("Fatal error") && !r.err.contains("internal error"), "\(name): \(r.err.prefix(2000))")
        #expect(r.err.utf8.count < 4000, "\(name): \(r.err.utf8.count) bytes of message")
    }
}

@Suite("hostile input: golden files, baselines and state files")
struct HostileFileTests {
    @Test func damagedGoldensAreExit2NamingTheLine() throws {
        let dir = scratchDirectory("hostile-golden")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let good = dir + "/good.golden"
        #expect(try run(["replay", trace, "--scene", "slider", "--golden", good, "--update-golden"]).status == 0)
        let valid = try String(contentsOfFile: good, encoding: .utf8)
        var forms = damaged(valid, key: "tick 0 ", value: "0.000s", nestingKey: "")
        // Tick times past Int64 nanoseconds trapped the reader (exit 132).
        forms.append(("time-overflow", Array("flick golden timeline 1, screen 393x852@3, 120 Hz\ntick 1 10000000000.000s\n".utf8)))
        forms.append(("time-overflow-ms", Array("flick golden timeline 1, screen 393x852@3, 120 Hz\ntick 1 9300000000000000.000s\n".utf8)))
        for (name, bytes) in forms {
            let path = dir + "/\(name).golden"
            FileManager.default.createFile(atPath: path, contents: Data(bytes))
            let r = try run(["replay", trace, "--scene", "slider", "--golden", path])
            // Cut at half its bytes a golden is still a golden, one that differs (exit 1).
            check(r, name, file: path, mustFail: name != "truncated")
            if r.status == 2, name.hasPrefix("time-overflow") {
                #expect(r.err.contains("\(path):2: tick time"), "\(r.err)")
            }
        }
    }

    @Test func damagedBaselinesAreExit2NamingTheFile() throws {
        let dir = scratchDirectory("hostile-baseline")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let good = dir + "/good.json"
        let argv = ["bench", "--quick", "--filter", "^gestures/idle", "--no-progress"]
        #expect(try run(argv + ["--counters-only", "--save-baseline", good]).status == 0)
        let valid = try String(contentsOfFile: good, encoding: .utf8)
        let operations = String(try #require(valid.firstMatch(of: /"operations": (\d+)/)).1)
        var forms = damaged(valid, key: "\"operations\": ", value: operations, nestingKey: "\"notes\": [")
        forms.append(("zero-operations", Array(valid.replacingOccurrences(of: "\"operations\": \(operations)", with: "\"operations\": 0").utf8)))
        forms.append(("negative-counter", Array(valid.replacingOccurrences(of: "\"ticks\": ", with: "\"ticks\": -").utf8)))
        forms.append(("huge-operations", Array(valid.replacingOccurrences(of: "\"operations\": \(operations)", with: "\"operations\": 1e400").utf8)))
        for (name, bytes) in forms {
            let path = dir + "/\(name).json"
            FileManager.default.createFile(atPath: path, contents: Data(bytes))
            let r = try run(argv + ["--baseline", path])
            // Operations of Int.max is a valid baseline (of a very fast benchmark).
            check(r, name, file: path, mustFail: name != "max-number")
            #expect(!r.err.contains("\(path): \(path)"), "\(name): the path twice: \(r.err)")
            if name == "truncated" || name == "empty" {
                #expect(r.err.range(of: #"\.json:\d+: not JSON"#, options: .regularExpression) != nil, "\(name): \(r.err)")
            }
            if name == "zero-operations" { #expect(r.err.contains("operations 0 (1 or more)"), "\(r.err)") }
            if name == "negative-counter" { #expect(r.err.contains("counter ticks is -"), "\(r.err)") }
        }
    }

    @Test func damagedStateFilesAreExit2NamingTheField() throws {
        let dir = scratchDirectory("hostile-state")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let argv = ["fuzz", "--scene", "slider", "--runs", "2", "--jobs", "1", "--no-budget", "--out"]
        #expect(try run(argv + [dir + "/good"]).status <= 1)
        let valid = try String(contentsOfFile: dir + "/good/state.json", encoding: .utf8)
        let cases = String(try #require(valid.firstMatch(of: /"cases":(\d+)/)).1)
        var forms = damaged(valid, key: "\"cases\":", value: cases, nestingKey: "\"above\":[")
        // Counts near Int.max overflowed (a trap) at the campaign's first sum.
        forms.append(("max-count", Array(valid.replacingOccurrences(of: "\"ticks\":", with: "\"ticks\":9223372036854775807,\"x\":").utf8)))
        forms.append(("max-scene-count", Array(valid.replacingOccurrences(of: "{\"cases\":", with: "{\"cases\":9223372036854775807,\"x\":").utf8)))
        forms.append(("empty-coverage", Array(valid.replacingOccurrences(of: "\"coverage\":[", with: "\"coverage\":[\"\",").utf8)))
        for (name, bytes) in forms {
            let out = dir + "/\(name)"
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            FileManager.default.createFile(atPath: out + "/state.json", contents: Data(bytes))
            let r = try run(argv + [out])
            // The empty coverage item is skipped (no feature in it); the rest are refused.
            check(r, name, file: out, mustFail: name != "empty-coverage")
            if r.status == 2 { #expect(r.err.contains("state.json"), "\(name): \(r.err)") }
            if name.hasPrefix("max-") { #expect(r.err.contains("out of range") || r.err.contains("from 0 to"), "\(name): \(r.err)") }
            if name == "truncated" { #expect(r.err.range(of: #"state\.json:\d+: not JSON"#, options: .regularExpression) != nil, "\(r.err)") }
        }
    }
}
