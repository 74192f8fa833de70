import Testing
import Foundation
import FlickCore
import FlickCLITestSupport
import FlickTestSupport
#if canImport(Glibc)
import Glibc
#endif

// Every failure to write is reported: a file-size limit (`ulimit -f`: EFBIG, once SIGXFSZ no
// longer ends the process with exit 153), a full device (ENOSPC from /dev/full), and I/O
// errors on write, fsync, close and rename (planted with `OutputFaults`). Each gives exit 2
// with `PATH: cannot write: REASON`, leaves no `.NAME.XXXXXX` temporary file, and leaves an
// existing output byte for byte as it was — for every command that writes.

private let root = repositoryRoot
private let trace = root + "/Traces/scenes/drawer-normal.trace"
private let precious = "precious: this file must survive a failed write\n"

/// What a run under a file-size limit did.
private struct LimitedRun {
    var status: Int32
    var signal: Int32
    var err: String
}

/// Runs the built `flick argv` under `ulimit -f blocks` (512-byte blocks) with SIGXFSZ at its
/// default action whatever this process does with it (a parent that ignores it would hide the
/// failure: ignored signals are inherited), standard output to /dev/null, standard error to a
/// pipe (neither is subject to the limit), killed after `timeout` seconds.
private func underFileSizeLimit(_ argv: [String], blocks: Int = 1, timeout: Int = 120) -> LimitedRun {
    let quoted = argv.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    let script = "ulimit -f \(blocks); exec '\(flickExecutable)' \(quoted)"
    var pipeEnds: [Int32] = [0, 0]
    #expect(pipe(&pipeEnds) == 0)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 2)
    posix_spawn_file_actions_addclose(&actions, pipeEnds[0])
    posix_spawn_file_actions_addclose(&actions, pipeEnds[1])
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    var defaults = sigset_t(), mask = sigset_t()
    sigemptyset(&defaults)
    sigaddset(&defaults, SIGXFSZ)
    sigemptyset(&mask)
    posix_spawnattr_setsigdefault(&attributes, &defaults)
    posix_spawnattr_setsigmask(&attributes, &mask)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
    let args = ["/usr/bin/timeout", "-s", "KILL", "\(timeout)", "/bin/sh", "-c", script]
    var cArgs = args.map { strdup($0) } + [nil]
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, args[0], &actions, &attributes, &cArgs, environ)
    cArgs.forEach { free($0) }
    posix_spawn_file_actions_destroy(&actions)
    posix_spawnattr_destroy(&attributes)
    close(pipeEnds[1])
    defer { close(pipeEnds[0]) }
    guard spawned == 0 else { return LimitedRun(status: -1, signal: 0, err: "cannot spawn: \(spawned)") }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 4096)
    while true {
        let n = chunk.withUnsafeMutableBytes { read(pipeEnds[0], $0.baseAddress, $0.count) }
        if n < 0 && errno == EINTR { continue }
        if n <= 0 { break }
        bytes += chunk[0..<n]
    }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    // timeout(1) passes on the child's status; a child killed by a signal gives 128 + it.
    let code = (status >> 8) & 0xFF, signal = status & 0x7F
    return LimitedRun(status: signal == 0 ? code : 128 + signal, signal: signal, err: String(decoding: bytes, as: UTF8.self))
}

/// Every name in `dir` and below that has the form of an `OutputFile` temporary.
private func temporaries(in dir: String) -> [String] {
    let names = (FileManager.default.enumerator(atPath: dir)?.allObjects as? [String]) ?? []
    return names.filter { OutputFile.isTemporaryName(URL(fileURLWithPath: $0).lastPathComponent) }
}

private func contents(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

/// A trace of 3 000 moves (about 150 kB): larger than any limit the tests set.
private func bigTrace(in dir: String) throws -> String {
    let header = #"{"format":"flick-trace","version":1,"screen":{"width":393,"height":852,"scale":3}}"#
    var lines = [header, #"{"t":0,"id":1,"phase":"down","x":200,"y":400}"#]
    for i in 1...3000 { lines.append(#"{"t":\#(Double(i) / 1000),"id":1,"phase":"move","x":200,"y":\#(i % 800)}"#) }
    lines.append(#"{"t":3.001,"id":1,"phase":"up","x":200,"y":400}"#)
    let path = dir + "/big.trace"
    try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: false, encoding: .utf8)
    return path
}

@Suite("write failures: exit 2, the path and the reason, nothing lost")
struct WriteFailureTests {
    /// Each command and output flag, with OUT standing for the output path: its output is
    /// more than one 512-byte block, so `ulimit -f 1` stops it half-way. Before SIGXFSZ was
    /// ignored every one of them ended with exit 153, no message, and `.OUT.XXXXXX` left.
    static let writers: [[String]] = [
        ["convert", "BIG", "OUT"],
        ["generate", "--seed", "1", "--gesture", "random", "--count", "50", "-o", "OUT"],
        ["replay", trace, "--scene", "drawer", "--report", "OUT"],
        ["replay", trace, "--scene", "drawer", "--junit", "OUT"],
        ["replay", trace, "--scene", "drawer", "--golden", "OUT", "--update-golden"],
        ["bench", "--quick", "--filter", "^gestures/idle", "--no-progress", "--json", "OUT"],
        ["bench", "--quick", "--filter", "^gestures/idle", "--no-progress", "--save-baseline", "OUT"],
        ["bench", "--quick", "--filter", "^gestures/idle", "--no-progress", "--baseline", root + "/Benchmarks/baseline.json",
         "--report", "OUT"],
    ]

    /// Writers whose output fits in one block (so not in the file-size test): only the planted
    /// faults reach them.
    static let smallWriters: [[String]] = [
        ["bench", "--quick", "--filter", "^gestures/idle", "--no-progress", "--junit", "OUT"],
        ["replay", "BIG", "--scene", "drawer", "--json", "--junit", "OUT"],
    ]

    /// Under a 512-byte file-size limit, to a new file and over an existing one: exit 2,
    /// `OUT: cannot write: File too large`, no temporary file, the existing file intact.
    @Test(arguments: writers, [false, true])
    func aFileSizeLimitIsAWriteError(_ argv: [String], existing: Bool) throws {
        let dir = scratchDirectory("write-limit")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let big = try bigTrace(in: dir)
        let out = dir + "/out.file"
        if existing { try precious.write(toFile: out, atomically: false, encoding: .utf8) }
        let r = underFileSizeLimit(argv.map { $0 == "OUT" ? out : $0 == "BIG" ? big : $0 })
        #expect(r.signal == 0 && r.status == 2, "\(argv): status \(r.status) signal \(r.signal)\n\(r.err)")
        #expect(r.err.contains("\(out): cannot write: File too large"), "\(argv): \(r.err)")
        #expect(temporaries(in: dir).isEmpty, "\(argv): \(temporaries(in: dir))")
        #expect(contents(out) == (existing ? precious : nil), "\(argv)")
    }

    /// A campaign whose folder files pass the limit: exit 2 naming the file, no temporary
    /// file left in the folder or below it.
    @Test func aFuzzCampaignUnderAFileSizeLimitReportsTheFile() throws {
        let dir = scratchDirectory("write-limit-fuzz")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let r = underFileSizeLimit(["fuzz", "--scene", "slider", "--runs", "2", "--jobs", "1", "--no-budget", "--out", dir + "/f"])
        #expect(r.signal == 0 && r.status == 2, "status \(r.status) signal \(r.signal)\n\(r.err)")
        #expect(r.err.range(of: #"/f/[a-z/0-9.]+\.json: cannot write: File too large"#, options: .regularExpression) != nil, "\(r.err)")
        #expect(temporaries(in: dir).isEmpty, "\(temporaries(in: dir))")
    }

    /// /dev/full as the output (written directly, not through a temporary file): ENOSPC.
    @Test(arguments: [
        ["convert", trace, "/dev/full"],
        ["generate", "--seed", "1", "--gesture", "tap", "-o", "/dev/full"],
        ["replay", trace, "--scene", "drawer", "--report", "/dev/full"],
        ["replay", trace, "--scene", "drawer", "--junit", "/dev/full"],
    ])
    func aFullDeviceIsAWriteError(_ argv: [String]) {
        let r = runFlick(argv)
        #expect(r.code == .badInput, "\(argv): \(r.err)")
        #expect(r.err.contains("/dev/full: cannot write: No space left on device"), "\(argv): \(r.err)")
    }

    /// An I/O error or a full disk at each step of the write (the content, the fsync, the
    /// close, the rename), planted for the output path, in every writing command run in
    /// process: exit 2 naming the path and the reason, the old file intact, nothing left.
    @Test(arguments: [OutputFaults.Step.write, .sync, .close, .rename])
    func everyStepOfEveryWriterReportsItsFailure(_ step: OutputFaults.Step) throws {
        let dir = scratchDirectory("write-fault")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let big = try bigTrace(in: dir)
        let out = dir + "/out.file"
        let code = step == .sync ? ENOSPC : EIO
        let reason = String(cString: strerror(code))
        OutputFaults.arm(step, code, for: out)
        defer { OutputFaults.disarm(out) }
        for argv in Self.writers + Self.smallWriters {
            try precious.write(toFile: out, atomically: false, encoding: .utf8)
            let r = runFlick(argv.map { $0 == "OUT" ? out : $0 == "BIG" ? big : $0 })
            #expect(r.code == .badInput, "\(step) \(argv): \(r.err)")
            #expect(r.err.contains("\(out): cannot write: \(reason)"), "\(step) \(argv): \(r.err)")
            #expect(contents(out) == precious, "\(step) \(argv)")
            #expect(temporaries(in: dir).isEmpty, "\(step) \(argv): \(temporaries(in: dir))")
        }
    }

    /// The campaign's folder files (`state.json` first) go through the same writer: a
    /// failed rename is exit 2 naming the file, no temporary file left.
    @Test func aCampaignFileThatCannotBeRenamedIsExit2() throws {
        let dir = scratchDirectory("write-fault-fuzz")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let state = dir + "/f/state.json"
        OutputFaults.arm(.rename, EIO, for: state)
        defer { OutputFaults.disarm(state) }
        let r = runFlick(["fuzz", "--scene", "slider", "--runs", "1", "--jobs", "1", "--no-budget", "--out", dir + "/f"],
                         workerExecutable: flickExecutable)
        #expect(r.code == .badInput, "\(r.err)")
        #expect(r.err.contains("\(state): cannot write: Input/output error"), "\(r.err)")
        #expect(temporaries(in: dir).isEmpty, "\(temporaries(in: dir))")
    }
}
