import Testing
import Foundation
import FlickInput
@testable import FlickCLI
import FlickCLITestSupport
import FlickTestSupport

// Hostile input: every class of failure a black-box campaign found — traps on numbers,
// hangs, cost that grows with the wrong thing, special files, lost or partial output,
// messages that do not say what and where — generated here case by case. Each case asserts
// the exit code, that the message names the place (file:line, or the flag), that nothing
// hangs (the slow ones run the built `flick` under a watchdog), and that no partial output
// is left behind.


private let root = repositoryRoot
private let flickBinary = flickExecutable

private func write(_ path: String, _ text: String) { write(path, bytes: Array(text.utf8)) }
private func write(_ path: String, bytes: [UInt8]) {
    #expect(FileManager.default.createFile(atPath: path, contents: Data(bytes)), "could not write the test input \(path)")
}

/// The files in `dir`, hidden ones included (a leftover temporary file starts with a dot).
private func files(in dir: String) -> [String] { ((try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []).sorted() }

/// What a watched run of the built binary did.
private struct Run {
    var status: Int32
    var out: String
    var err: String
    var seconds: Double
    var timedOut: Bool
}

/// Runs `executable arguments` (default: the built `flick`) with stdout and stderr in files,
/// `stdin` fed from a file if given, killing it after `timeout` seconds: a hang is a failure
/// the caller sees as `timedOut`, never a stuck test run.
private func watched(_ arguments: [String], executable: String = flickBinary, stdin: String? = nil,
                     timeout: Double = 20) throws -> Run {
    let dir = scratchDirectory("hostile-run")
    defer { try? FileManager.default.removeItem(atPath: dir) }
    let outPath = dir + "/out", errPath = dir + "/err"
    write(outPath, ""); write(errPath, "")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.standardOutput = FileHandle(forWritingAtPath: outPath)
    process.standardError = FileHandle(forWritingAtPath: errPath)
    if let stdin { process.standardInput = FileHandle(forReadingAtPath: stdin) }
    let start = Date()
    try process.run()
    var timedOut = false
    while process.isRunning {
        if Date().timeIntervalSince(start) > timeout {
            timedOut = true
            kill(process.processIdentifier, SIGKILL)
            break
        }
        usleep(5_000)
    }
    process.waitUntilExit()
    let seconds = Date().timeIntervalSince(start)
    let out = (try? String(contentsOfFile: outPath, encoding: .utf8)) ?? ""
    let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
    return Run(status: process.terminationStatus, out: out, err: err, seconds: seconds, timedOut: timedOut)
}

private let header = #"{"format":"flick-trace","version":1,"screen":{"width":393,"height":852,"scale":3}}"#

private func event(_ t: String, _ id: Int, _ phase: String, _ x: Double = 200, _ y: Double = 400) -> String {
    #"{"t":\#(t),"id":\#(id),"phase":"\#(phase)","x":\#(x),"y":\#(y)}"#
}

/// A single-file evemu recording: a real device's description followed by its events.
private func evemuRecording() throws -> String {
    let base = root + "/Traces/recordings/touchscreens/Atmel maXTouch Touchscreen"
    let desc = try String(contentsOfFile: base + ".desc", encoding: .utf8)
    let events = try String(contentsOfFile: base + ".1-finger-fast-taps.events", encoding: .utf8)
    return desc + "\n" + events
}

/// A small libinput record of one tap on a 0…1000 touchscreen.
private func libinputRecord(time: String = "0, 10000", extraEvents: String = "") -> String {
    """
    # libinput record
    version: 1
    ndevices: 1
    devices:
    - node: /dev/input/event6
      evdev:
        name: "test screen"
        id: [24, 1739, 52542, 256]
        codes:
          1: [330]
          3: [0, 1, 47, 53, 54, 57]
        absinfo:
          0: [0, 1000, 0, 0, 10]
          1: [0, 1000, 0, 0, 10]
          47: [0, 9, 0, 0, 0]
          53: [0, 1000, 0, 0, 10]
          54: [0, 1000, 0, 0, 10]
          57: [0, 65535, 0, 0, 0]
        properties: [1]
      events:
      - evdev:
        - [\(time), 3, 57, 1]
        - [0, 10000, 3, 53, 500]
        - [0, 10000, 3, 54, 500]
        - [0, 10000, 1, 330, 1]
        - [0, 10000, 0, 0, 0]
      - evdev:
        - [0, 90000, 3, 57, -1]
        - [0, 90000, 1, 330, 0]
        - [0, 90000, 0, 0, 0]
    \(extraEvents)
    """
}

// MARK: - Numbers and times

@Suite("hostile input: numbers and times")
struct HostileNumberTests {
    /// Trace times past what Int64 nanoseconds hold: exit 2 at the line, with the range.
    @Test(arguments: ["9.3e9", "1e19", "99999999999999999999", "9300000000.5", "1e308", "-1e19"])
    func traceTimesOutOfRange(_ t: String) {
        let dir = scratchDirectory("hostile-t")
        let path = dir + "/t.trace"
        write(path, header + "\n" + event(t, 1, "down") + "\n")
        let r = runFlick(["replay", path, "--scene", "slider"])
        #expect(r.code == .badInput, "\(t): \(r.err)")
        #expect(r.err.contains("\(path):2: bad \"t\""), "\(t): \(r.err)")
        #expect(!r.err.contains("finite"))
    }

    /// Evemu times with ten and more digits: out of range past 9.2e9 s, at the line.
    @Test(arguments: ["9999999999.000000", "123456789012.000001", "99999999999999999999999.5"])
    func evemuTimesOutOfRange(_ time: String) throws {
        let dir = scratchDirectory("hostile-evemu")
        let path = dir + "/r.evemu"
        let text = try evemuRecording()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let i = try #require(lines.firstIndex { $0.hasPrefix("E: ") })
        let f = lines[i].split(separator: " ")
        lines[i] = "E: \(time) " + f[2...].joined(separator: " ")
        write(path, lines.joined(separator: "\n"))
        let r = runFlick(["convert", path, dir + "/out.trace"])
        #expect(r.code == .badInput)
        #expect(r.err.contains("\(path):\(i + 1): E: time"), "\(r.err)")
        #expect(r.err.contains("out of range"))
        #expect(files(in: dir) == ["r.evemu"])
    }

    /// libinput-record seconds and microseconds out of range: exit 2 naming the line.
    @Test(arguments: ["10000000000000000000, 0", "99999999999, 0", "0, 10000000", "-1, 0"])
    func libinputTimesOutOfRange(_ time: String) {
        let dir = scratchDirectory("hostile-li")
        let path = dir + "/r.yml"
        let text = libinputRecord(time: time)
        write(path, text)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains("[\(time),") }! + 1
        let r = runFlick(["convert", path, dir + "/out.trace"])
        #expect(r.code == .badInput, "\(time): \(r.err)")
        #expect(r.err.contains("\(path):\(line):"), "\(time): \(r.err)")
        #expect(files(in: dir) == ["r.yml"])
    }

    /// Every time flag: out of range is a usage error naming the flag and its range.
    @Test(arguments: [
        (["replay", "T", "--scene", "slider", "--budget-ms", "1e13"], "--budget-ms"),
        (["replay", "T", "--scene", "slider", "--budget-ms", "0"], "--budget-ms"),
        (["replay", "T", "--scene", "slider", "--budget-ms", "nan"], "--budget-ms"),
        (["replay", "T", "--scene", "slider", "--settle", "1e19"], "--settle"),
        (["replay", "T", "--scene", "slider", "--settle", "-1"], "--settle"),
        (["replay", "--device", "/nonexistent", "--scene", "slider", "--duration", "1e19"], "--duration"),
        (["replay", "--device", "/nonexistent", "--scene", "slider", "--latency-ms", "1e19"], "--latency-ms"),
        (["record", "--device", "/nonexistent", "-o", "x.trace", "--duration", "1e19"], "--duration"),
        (["record", "--device", "/nonexistent", "-o", "x.trace", "--duration", "-5"], "--duration"),
        (["generate", "--seed", "1", "--hz", "1e300", "-o", "x.trace"], "--hz"),
        (["generate", "--seed", "99999999999999999999999", "-o", "x.trace"], "--seed"),
        (["generate", "--seed", "1", "--count", "1e9", "-o", "x.trace"], "--count"),
        (["replay", "T", "--scene", "slider", "--items", "99999999999999999999"], "--items"),
        (["replay", "T", "--scene", "slider", "--type-scale", "1e308"], "--type-scale"),
        (["convert", "IN", "OUT", "--map", "1e308,0,1,0"], "--map"),
        (["convert", "IN", "OUT", "--screen", "1e300x10"], "--screen"),
        (["gestures", "T", "--screen", "0x10"], "--screen"),
        // These two trapped converting the budget to nanoseconds.
        (["fuzz", "--scene", "slider", "--runs", "1", "--budget-ms", "1e300"], "--budget-ms"),
        (["replay", "CASE", "--budget-ms", "1e300"], "--budget-ms"),
    ] as [([String], String)])
    func timeAndNumberFlagsOutOfRange(_ argv: [String], _ flag: String) {
        let dir = scratchDirectory("hostile-flag")
        let path = dir + "/t.trace"
        write(path, header + "\n")
        let casePath = dir + "/c.json"
        write(casePath, #"{"format": "flick-case", "version": 1, "scene": "slider", "environment": {}, "gestures": [], "mutations": []}"#)
        let args = argv.map { $0 == "T" || $0 == "IN" ? path : $0 == "CASE" ? casePath : ($0 == "OUT" || $0 == "x.trace" ? dir + "/out.trace" : $0) }
        let r = runFlick(args)
        #expect(r.code == .badInput, "\(argv): \(r.err)")
        #expect(r.err.contains(flag), "\(argv): \(r.err)")
        #expect(!files(in: dir).contains("out.trace"))
    }

    /// Coordinates past ±1e9 points: refused at the line; a mapping that overflows blames
    /// the recording's line, never the output file.
    @Test func coordinatesOutOfRange() throws {
        let dir = scratchDirectory("hostile-xy")
        let path = dir + "/t.trace"
        write(path, header + "\n" + event("0", 1, "down", 1e300, 5) + "\n")
        let r = runFlick(["replay", path, "--scene", "drawer"])
        #expect(r.code == .badInput && r.err.contains("\(path):2: bad \"x\""), "\(r.err)")
        let rec = dir + "/r.evemu"
        write(rec, try evemuRecording())
        let m = runFlick(["convert", rec, dir + "/out.trace", "--map", "1e9,0,1e9,0"])
        #expect(m.code == .badInput && m.err.contains("\(rec):"), "\(m.err)")
        #expect(!m.err.contains("out.trace"))
        #expect(files(in: dir) == ["r.evemu", "t.trace"])
    }

    /// `suggest x 1e308` on `y == 2*x` (and a product that would pass 2^53) are solver errors
    /// on their line; the tableau stays finite, --check passes.
    @Test func overflowingSuggestionsAreRefused() {
        let dir = scratchDirectory("hostile-cas")
        let path = dir + "/s.cas"
        write(path, "add a required y == 2*x\nedit x strong\nsuggest x 1e308\nsuggest x 1e15\nadd b required z == 1e8*y\nsolve\nprint x y z\n")
        for extra in [[], ["--check"]] {
            let r = runFlick(["solve", path] + extra)
            #expect(r.code == .success, "\(extra): \(r.err)")
            #expect(r.out.contains("error 3 ValueOutOfRange") && r.out.contains("error 5 ValueOutOfRange"))
            #expect(!r.out.contains("inf") && !r.out.contains("nan"))
        }
    }
}

// MARK: - Cost and hangs

@Suite("hostile input: cost that must not grow with the wrong thing")
struct HostileCostTests {
    /// A gap of 10⁶ s (and one at the format's limit): the idle ticks are skipped.
    @Test(arguments: [("1000000", "slider"), ("1000000", "drawer"), ("9100000000", "accordion")])
    func longIdleGapsReplayAtOnce(_ t: String, _ scene: String) throws {
        let dir = scratchDirectory("hostile-gap")
        let path = dir + "/gap.trace"
        write(path, [header, event("0.1", 1, "down"), event("0.15", 1, "up"), event(t, 2, "down"), event(t, 3, "down", 250, 400),
                     event(t + ".05", 2, "up"), event(t + ".05", 3, "up", 250, 400)].joined(separator: "\n") + "\n")
        let r = try watched(["replay", path, "--scene", scene, "--json"], timeout: 20)
        #expect(!r.timedOut && r.status == 0, "\(r.err)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(r.out.utf8)) as? [String: Any])
        #expect((json["ticksSkipped"] as? Int ?? 0) > 1_000_000)
        #expect((json["ticksRun"] as? Int ?? .max) < 10_000)
    }

    /// N fingers each landing before the previous lifts: linear in N, through the standard
    /// recognizers and through a scroll view that delays its touches.
    @Test func fingerHandOversStayLinear() throws {
        let dir = scratchDirectory("hostile-handover")
        let path = dir + "/h.trace"
        var lines = [header]
        var t = 0
        for i in 1...2500 {
            lines.append(event("\(Double(t) / 1000)", i, "down", 200 + Double(i % 7), 400)); t += 4
            if i > 1 { lines.append(event("\(Double(t) / 1000)", i - 1, "up", 200 + Double((i - 1) % 7), 400)); t += 4 }
        }
        lines.append(event("\(Double(t) / 1000)", 2500, "up", 200 + Double(2500 % 7), 400))
        write(path, lines.joined(separator: "\n") + "\n")
        for argv in [["gestures", path], ["replay", path, "--scene", "feed", "--budget-ms", "3600000"]] {
            let r = try watched(argv, timeout: 30)
            #expect(!r.timedOut && r.status == 0, "\(argv): \(r.err)")
        }
    }

    /// An unsatisfiable chain of 3,000 required equalities is explained at once.
    @Test func longConflictChainsAreExplainedAtOnce() throws {
        let dir = scratchDirectory("hostile-chain")
        let path = dir + "/c.cas"
        var text = ""
        for i in 0..<3000 { text += "add c\(i) required x\(i + 1) == x\(i) + 1\n" }
        text += "add fix required x0 == 0\nadd bad required x3000 == 0\nsolve\nprint x3000\n"
        write(path, text)
        let r = try watched(["solve", path], timeout: 20)
        #expect(!r.timedOut && r.status == 0, "\(r.err)")
        #expect(r.out.contains("error 3002 UnsatisfiableConstraint") && r.out.contains("c2999 fix bad"))
    }
}

// MARK: - Special files

@Suite("hostile input: special files")
struct HostileSpecialFileTests {
    /// /dev/zero as every kind of input (and /dev/urandom as a golden): a clear error at once,
    /// never growing memory without bound.
    @Test(arguments: [["replay", "/dev/zero", "--scene", "slider"], ["gestures", "/dev/zero"], ["solve", "/dev/zero"],
                      ["convert", "/dev/zero", "OUT"], ["convert", "EVEMU", "OUT", "--desc", "/dev/zero"],
                      ["replay", "TRACE", "--scene", "drawer", "--golden", "/dev/zero"],
                      ["replay", "TRACE", "--scene", "drawer", "--golden", "/dev/urandom"]])
    func devZeroFailsAtOnce(_ argv: [String]) throws {
        let dir = scratchDirectory("hostile-zero")
        let events = root + "/Traces/recordings/touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events"
        let trace = root + "/Traces/scenes/drawer-normal.trace"
        let args = argv.map { $0 == "OUT" ? dir + "/out.trace" : ($0 == "EVEMU" ? events : ($0 == "TRACE" ? trace : $0)) }
        let r = try watched(args, timeout: 10)
        #expect(!r.timedOut && r.status == 2, "\(argv): \(r.err)")
        #expect(r.err.contains(argv.last == "/dev/urandom" ? "/dev/urandom:" : "/dev/zero"), "\(r.err)")
        #expect(files(in: dir).isEmpty)
    }

    /// A FIFO, standard input as `-`, /dev/stdin: each read once.
    @Test func pipesAndStandardInput() throws {
        let dir = scratchDirectory("hostile-pipe")
        let trace = dir + "/t.trace"
        write(trace, [header, event("0", 1, "down"), event("0.05", 1, "up")].joined(separator: "\n") + "\n")
        for path in ["-", "/dev/stdin"] {
            let r = try watched(["replay", path, "--scene", "slider"], stdin: trace, timeout: 20)
            #expect(!r.timedOut && r.status == 0, "\(path): \(r.err)")
            #expect(r.out.contains("2 input frames"))
        }
        let fifo = dir + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        writer.arguments = ["-c", "cat '\(trace)' > '\(fifo)'"]
        try writer.run()
        let r = try watched(["replay", fifo, "--scene", "slider"], timeout: 20)
        writer.waitUntilExit()
        #expect(!r.timedOut && r.status == 0, "\(r.err)")
        let cas = dir + "/s.cas"
        write(cas, "add a required x == 3\nsolve\nprint x\n")
        let s = try watched(["solve", "-"], stdin: cas, timeout: 20)
        #expect(s.status == 0 && s.out == "x 3.0\n", "\(s.err)")
    }

    /// Lines past 1 MiB, directories, empty files: a message naming the file (and line).
    @Test func longLinesDirectoriesAndEmptyFiles() {
        let dir = scratchDirectory("hostile-lines")
        let long = dir + "/long.trace"
        write(long, header + "\n" + String(repeating: " ", count: 2 << 20) + "{}\n")
        let r = runFlick(["replay", long, "--scene", "slider"])
        #expect(r.code == .badInput && r.err.contains("\(long):2: line longer than"), "\(r.err)")
        let d = runFlick(["replay", dir, "--scene", "slider"])
        #expect(d.code == .badInput && d.err.contains("is a directory"), "\(d.err)")
        let empty = dir + "/empty.trace"
        write(empty, "\n\n")
        let e = runFlick(["replay", empty, "--scene", "slider"])
        #expect(e.code == .badInput && e.err.contains("\(empty): empty file"), "\(e.err)")
        let n = runFlick(["solve", "/dev/null"])
        #expect(n.code == .success && n.err.isEmpty, "\(n.err)")
    }
}

// MARK: - No data loss

@Suite("hostile input: no partial or lost output")
struct HostileOutputTests {
    /// Invalid input at any point: exit 2, nothing at OUT, an existing OUT untouched, no
    /// temporary file left.
    @Test(arguments: [10, 500, 3000, 8000])
    func convertOfATruncatedOrCorruptInputLeavesNothing(_ cut: Int) throws {
        let dir = scratchDirectory("hostile-convert")
        let text = try evemuRecording()
        let bytes = Array(text.utf8)
        let path = dir + "/bad.evemu"
        write(path, bytes: Array(bytes.prefix(cut)) + Array("\nE: garbage\n".utf8))
        let out = dir + "/out.trace"
        let fresh = runFlick(["convert", path, out])
        #expect(fresh.code == .badInput, "\(fresh.err)")
        #expect(fresh.err.contains(path))
        #expect(files(in: dir) == ["bad.evemu"])
        write(out, "precious\n")
        let kept = runFlick(["convert", path, out])
        #expect(kept.code == .badInput)
        #expect(try String(contentsOfFile: out, encoding: .utf8) == "precious\n")
        #expect(files(in: dir) == ["bad.evemu", "out.trace"])
    }

    @Test func outputOverItsInputIsRefused() throws {
        let dir = scratchDirectory("hostile-same")
        let path = dir + "/t.trace"
        let text = [header, event("0", 1, "down"), event("0.05", 1, "up")].joined(separator: "\n") + "\n"
        write(path, text)
        for argv in [["convert", path, path], ["convert", path, dir + "/../" + URL(fileURLWithPath: dir).lastPathComponent + "/t.trace"],
                     ["replay", path, "--scene", "slider", "--junit", path]] {
            let r = runFlick(argv)
            #expect(r.code == .badInput, "\(argv): \(r.err)")
            #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        }
        #expect(files(in: dir) == ["t.trace"])
    }

    /// Write errors are write errors naming the output: a full device, a missing directory,
    /// a directory, and a file-size limit (`ulimit -f`) that stops the write half-way.
    /// No output replaces an input, whatever the command, the flag or the name that reaches it
    /// (the same path, a symlink to it): exit 2, the input as it was, nothing else written.
    @Test(arguments: [
        ["bench", "--quick", "--filter", "^gestures/idle", "--no-progress", "--baseline", "BASELINE", "--save-baseline", "BASELINE"],
        ["bench", "--quick", "--filter", "^gestures/idle", "--no-progress", "--baseline", "BASELINE", "--json", "BASELINE"],
        ["bench", "--quick", "--filter", "^gestures/idle", "--no-progress", "--baseline", "BASELINE", "--junit", "LINK-BASELINE"],
        ["replay", "TRACE", "--scene", "drawer-conflict", "--golden", "GOLDEN", "--report", "GOLDEN"],
        ["replay", "TRACE", "--scene", "drawer-conflict", "--golden", "GOLDEN", "--junit", "LINK-GOLDEN"],
    ])
    func noOutputReplacesAnInput(_ argv: [String]) throws {
        let dir = scratchDirectory("hostile-output-input")
        let trace = dir + "/t.trace", golden = dir + "/g.golden", baseline = dir + "/b.json"
        try FileManager.default.copyItem(atPath: root + "/Traces/scenes/drawer-normal.trace", toPath: trace)
        try FileManager.default.copyItem(atPath: root + "/Benchmarks/baseline.json", toPath: baseline)
        #expect(runFlick(["replay", trace, "--scene", "drawer", "--golden", golden, "--update-golden"]).code == .success)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link-golden", withDestinationPath: golden)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link-baseline", withDestinationPath: baseline)
        let before = try [trace, golden, baseline].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        let names = ["TRACE": trace, "GOLDEN": golden, "BASELINE": baseline,
                     "LINK-GOLDEN": dir + "/link-golden", "LINK-BASELINE": dir + "/link-baseline"]
        let r = runFlick(argv.map { names[$0] ?? $0 })
        #expect(r.code == .badInput, "\(argv): \(r.err)")
        #expect(r.err.contains("also an input"), "\(r.err)")
        #expect(try [trace, golden, baseline].map { try Data(contentsOf: URL(fileURLWithPath: $0)) } == before)
        #expect(files(in: dir) == ["b.json", "g.golden", "link-baseline", "link-golden", "t.trace"])
    }

    @Test func writeErrorsAreReportedAsWriteErrors() throws {
        let dir = scratchDirectory("hostile-write")
        let trace = dir + "/t.trace"
        write(trace, [header, event("0", 1, "down"), event("0.05", 1, "up")].joined(separator: "\n") + "\n")
        let full = runFlick(["convert", trace, "/dev/full"])
        #expect(full.code == .badInput && full.err.contains("/dev/full: cannot write: No space left on device"), "\(full.err)")
        let missing = runFlick(["replay", trace, "--scene", "slider", "--junit", dir + "/no/such/dir/r.xml"])
        #expect(missing.code == .badInput && missing.err.contains("r.xml: cannot write: ") && missing.err.contains("(the --junit file)"), "\(missing.err)")
        #expect(!missing.err.contains("cannot read") && !missing.err.contains("NSCocoaErrorDomain"))
        let isDir = runFlick(["convert", trace, dir])
        #expect(isDir.code == .badInput && isDir.err.contains("is a directory"), "\(isDir.err)")
        // 200 kB of output with a 4 kB file-size limit: EFBIG half-way through.
        let big = dir + "/big.trace"
        var lines = [header, event("0", 1, "down")]
        for i in 1...3000 { lines.append(event("\(Double(i) / 1000)", 1, "move", 200, Double(i % 800))) }
        lines.append(event("3.001", 1, "up"))
        write(big, lines.joined(separator: "\n") + "\n")
        let out = dir + "/out.trace"
        let r = try watched(["-c", "ulimit -f 4; exec '\(flickBinary)' convert '\(big)' '\(out)'"], executable: "/bin/sh", timeout: 20)
        #expect(r.status == 2, "\(r.err)")
        #expect(r.err.contains("\(out): cannot write: File too large"), "\(r.err)")
        #expect(files(in: dir) == ["big.trace", "t.trace"])
    }

    /// Killed mid-way (SIGTERM, SIGINT, SIGKILL) while reading a FIFO that never ends:
    /// nothing at OUT, an existing OUT untouched, and (but for SIGKILL) no temporary file.
    @Test(arguments: [SIGTERM, SIGINT, SIGKILL])
    func killedConvertLeavesNoPartialTrace(_ signal: Int32) throws {
        let dir = scratchDirectory("hostile-kill")
        let part = dir + "/part.trace"
        write(part, [header, event("0", 1, "down"), event("0.01", 1, "move")].joined(separator: "\n") + "\n")
        let fifo = dir + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        let out = dir + "/out.trace"
        write(out, "precious\n")
        let writer = Process()
        writer.executableURL = URL(fileURLWithPath: "/bin/sh")
        // One process holding the FIFO open (exec): killing it ends the input.
        writer.arguments = ["-c", "exec > '\(fifo)'; cat '\(part)'; exec sleep 30"]
        try writer.run()
        let convert = Process()
        convert.executableURL = URL(fileURLWithPath: flickBinary)
        convert.arguments = ["convert", fifo, out]
        convert.standardError = FileHandle.nullDevice
        try convert.run()
        // Until the temporary file exists: the header is written, the first frames too.
        let start = Date()
        while files(in: dir).filter({ $0.hasPrefix(".out.trace.") }).isEmpty && Date().timeIntervalSince(start) < 10 { usleep(10_000) }
        kill(convert.processIdentifier, signal)
        convert.waitUntilExit()
        kill(writer.processIdentifier, SIGKILL)
        writer.waitUntilExit()
        let content = (try? String(contentsOfFile: out, encoding: .utf8)) ?? "<unreadable>"
        #expect(content == "precious\n", "\(content.prefix(300)) status \(convert.terminationStatus) reason \(convert.terminationReason.rawValue) files \(files(in: dir))")
        let left = files(in: dir).filter { $0 != "fifo" && $0 != "part.trace" && $0 != "out.trace" }
        if signal != SIGKILL { #expect(left.isEmpty, "\(left)") } else { #expect(left.allSatisfy { $0.hasPrefix(".out.trace.") }) }
    }
}

// MARK: - Messages

@Suite("hostile input: messages that say what and where")
struct HostileMessageTests {
    /// CRLF line endings read as LF in every text format.
    @Test func crlfIsAcceptedEverywhere() throws {
        let dir = scratchDirectory("hostile-crlf")
        func crlf(_ text: String) -> String { text.replacingOccurrences(of: "\n", with: "\r\n") }
        let cas = "add a required x == 1\nadd b required y == x + 2\nsolve\nprint x y\n"
        write(dir + "/lf.cas", cas); write(dir + "/crlf.cas", crlf(cas))
        #expect(runFlick(["solve", dir + "/crlf.cas"]).out == runFlick(["solve", dir + "/lf.cas"]).out)
        #expect(runFlick(["solve", dir + "/crlf.cas"]).out == "x 1.0\ny 3.0\n")
        let trace = [header, event("0", 1, "down"), event("0.05", 1, "up")].joined(separator: "\n") + "\n"
        let evemu = try evemuRecording(), yaml = libinputRecord()
        for (name, text) in [("t.trace", trace), ("r.evemu", evemu), ("r.yml", yaml)] {
            write(dir + "/lf-" + name, text); write(dir + "/crlf-" + name, crlf(text))
            let a = runFlick(["convert", dir + "/lf-" + name, dir + "/lf-out.trace"])
            let b = runFlick(["convert", dir + "/crlf-" + name, dir + "/crlf-out.trace"])
            #expect(a.code == .success && b.code == .success, "\(name): \(b.err)")
            #expect(try String(contentsOfFile: dir + "/lf-out.trace", encoding: .utf8) == String(contentsOfFile: dir + "/crlf-out.trace", encoding: .utf8))
        }
    }

    /// A megabyte token is quoted as an excerpt, wherever it appears.
    @Test(arguments: ["cas-token", "cas-number", "trace-key", "trace-t", "flag", "scene", "evemu-hex"])
    func longTokensAreCapped(_ where_: String) throws {
        let dir = scratchDirectory("hostile-token")
        let token = String(repeating: "9", count: 1 << 20)
        var argv: [String]
        switch where_ {
        case "cas-token": write(dir + "/s.cas", "add a required x == 1\nfrobnicate\(token)\n"); argv = ["solve", dir + "/s.cas"]
        case "cas-number": write(dir + "/s.cas", "suggest x 1\(token)x\n"); argv = ["solve", dir + "/s.cas"]
        case "trace-key": write(dir + "/t.trace", header + "\n{\"k\(token)\" 1}\n"); argv = ["replay", dir + "/t.trace", "--scene", "slider"]
        case "trace-t": write(dir + "/t.trace", header + "\n" + event(token, 1, "down") + "\n"); argv = ["replay", dir + "/t.trace", "--scene", "slider"]
        case "flag": argv = ["replay", "--budget-ms", token, "x", "--scene", "slider"]
        case "scene": argv = ["replay", "x.trace", "--scene", token]
        default:
            write(dir + "/r.evemu", "N: x\nB: 03 zz\(token)\n"); argv = ["convert", dir + "/r.evemu", dir + "/o.trace"]
        }
        let r = runFlick(argv)
        #expect(r.code == .badInput, "\(where_)")
        #expect(r.err.utf8.count < 2000, "\(where_): \(r.err.utf8.count) bytes of message")
    }

    @Test func eachMessageSaysWhatAndWhere() throws {
        let dir = scratchDirectory("hostile-where")
        // A non-UTF-8 .cas names its line.
        write(dir + "/s.cas", bytes: Array("add a required x == 1\n".utf8) + [0x61, 0x64, 0x64, 0x20, 0xFF, 0xFE, 0x0A])
        let u = runFlick(["solve", dir + "/s.cas"])
        #expect(u.code == .badInput && u.err.contains("\(dir)/s.cas:2: not UTF-8 text"), "\(u.err)")
        // A libinput-record error names a line, not an event number.
        write(dir + "/r.yml", libinputRecord(extraEvents: "  - evdev:\n    - [0, 1, 2]\n"))
        let l = runFlick(["convert", dir + "/r.yml", dir + "/o.trace"])
        #expect(l.code == .badInput, "\(l.err)")
        #expect(l.err.range(of: #"r\.yml:\d+: expected \[sec, usec"#, options: .regularExpression) != nil, "\(l.err)")
        // A TRACE and a device at once.
        let both = runFlick(["replay", dir + "/t.trace", "--device", "/dev/null", "--scene", "slider"])
        #expect(both.code == .badInput && both.err.contains("give a TRACE or --device PATH, not both"))
        // Bare flick: exit 2, the reason and usage on stderr, nothing on stdout.
        let bare = runFlick([])
        #expect(bare.code == .badInput && bare.out.isEmpty && bare.err.contains("a command is needed"))
        // An output path problem is named as one.
        let o = runFlick(["generate", "--seed", "1", "-o", dir + "/missing/g.trace"])
        #expect(o.code == .badInput && o.err.contains("cannot write") && o.err.contains("does not exist"), "\(o.err)")
    }
}

// MARK: - Generated mutations

/// Mutations of valid inputs in every format: whatever comes in, `flick` exits 0, 1 or 2
/// (never 3, never a trap), a 2 names the file, and no partial output is left.
@Suite("hostile input: generated mutations")
struct HostileMutationTests {
    /// Deterministic mutations: truncations, hostile numbers in place of numbers, bytes
    /// flipped, lines duplicated or dropped.
    static func mutations(of text: String, seed: UInt64, count: Int) -> [String] {
        var state = seed
        func next(_ n: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(max(1, n)))
        }
        let hostile = ["1e308", "-1e308", "1e19", "9.3e9", "99999999999999999999", "-0", "NaN", "1e-320", "4294967296",
                       "-2147483649", "18446744073709551616", "0x7fffffff", "", "-", "1e", "."]
        var out: [String] = []
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<count {
            var ls = lines
            switch next(5) {
            case 0:    // truncate at a byte
                let bytes = Array(text.utf8)
                out.append(String(decoding: bytes.prefix(next(bytes.count)), as: UTF8.self)); continue
            case 1:    // a number replaced by a hostile one
                let i = next(ls.count)
                var chars = Array(ls[i])
                let digits = chars.indices.filter { chars[$0].isNumber }
                if !digits.isEmpty {
                    let start = digits[next(digits.count)]
                    var end = start
                    while end < chars.count && (chars[end].isNumber || chars[end] == ".") { end += 1 }
                    chars.replaceSubrange(start..<end, with: Array(hostile[next(hostile.count)]))
                    ls[i] = String(chars)
                }
            case 2:    // a byte flipped
                let i = next(ls.count)
                var bytes = Array(ls[i].utf8)
                if !bytes.isEmpty { bytes[next(bytes.count)] ^= UInt8(1 << next(8)) }
                ls[i] = String(decoding: bytes, as: UTF8.self)
            case 3:    // a line duplicated
                let i = next(ls.count)
                ls.insert(ls[i], at: i)
            default:   // a line dropped
                if ls.count > 1 { ls.remove(at: next(ls.count)) }
            }
            out.append(ls.joined(separator: "\n"))
        }
        return out
    }

    static func check(_ argv: [String], input: String, dir: String, outputs: [String], label: String) {
        let r = runFlick(argv)
        #expect([ExitCode.success, .failure, .badInput].contains(r.code), "\(label): exit \(r.code) \(r.err)")
        if r.code == .badInput { #expect(r.err.contains(input) || r.err.contains("usage"), "\(label): \(r.err)") }
        if r.code == .badInput {
            for o in outputs { #expect(!FileManager.default.fileExists(atPath: o), "\(label): partial \(o)") }
        }
        #expect(files(in: dir).allSatisfy { !$0.hasPrefix(".") }, "\(label): temporary file left")
    }

    @Test func tracesThroughReplayAndConvert() {
        let base = [header, event("0", 1, "down"), event("0.01", 2, "down", 220, 420), event("0.02", 1, "move", 210, 380),
                    event("0.03", 2, "up", 230, 430), event("0.04", 1, "up", 215, 370)].joined(separator: "\n") + "\n"
        for (k, text) in Self.mutations(of: base, seed: 1, count: 80).enumerated() {
            let dir = scratchDirectory("hostile-mt")
            let path = dir + "/m.trace"
            write(path, text)
            Self.check(["replay", path, "--scene", "slider"], input: path, dir: dir, outputs: [], label: "trace \(k)")
            Self.check(["convert", path, dir + "/o.trace"], input: path, dir: dir, outputs: [dir + "/o.trace"], label: "trace→convert \(k)")
        }
    }

    @Test func recordingsThroughConvert() throws {
        let evemu = try evemuRecording()
        let yaml = libinputRecord()
        for (k, text) in Self.mutations(of: evemu, seed: 2, count: 40).enumerated() {
            let dir = scratchDirectory("hostile-me")
            let path = dir + "/m.evemu"
            write(path, text)
            Self.check(["convert", path, dir + "/o.trace"], input: path, dir: dir, outputs: [dir + "/o.trace"], label: "evemu \(k)")
        }
        for (k, text) in Self.mutations(of: yaml, seed: 3, count: 60).enumerated() {
            let dir = scratchDirectory("hostile-ml")
            let path = dir + "/m.yml"
            write(path, text)
            Self.check(["convert", path, dir + "/o.trace"], input: path, dir: dir, outputs: [dir + "/o.trace"], label: "libinput \(k)")
            Self.check(["gestures", path], input: path, dir: dir, outputs: [], label: "libinput→gestures \(k)")
        }
    }

    @Test func constraintScriptsThroughSolveAndCheck() throws {
        let base = try String(contentsOfFile: root + "/Traces/constraints/drawer.cas", encoding: .utf8)
        for (k, text) in Self.mutations(of: base, seed: 4, count: 80).enumerated() {
            let dir = scratchDirectory("hostile-mc")
            let path = dir + "/m.cas"
            write(path, text)
            Self.check(["solve", path], input: path, dir: dir, outputs: [], label: "cas \(k)")
            let r = runFlick(["solve", path, "--check"])
            #expect(r.code != .internalError, "cas \(k) --check: \(r.err)")
        }
    }
}
