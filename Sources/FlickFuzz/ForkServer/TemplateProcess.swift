import FlickCore
import FlickSim
#if canImport(Glibc)
import Glibc
#endif

/// One build key's template: a process of its own, a `fork()` of the worker that builds the
/// key's scene once and then runs the key's cases, each in a `fork()` of itself
/// (`ForkedCase`), so a case forks a process that holds one scene rather than the worker
/// with everything its heap holds.
///
/// A **laid-out** template also runs what a case's first tick does to the scene before any
/// input or mutation: `advance(to: 0)` and the first `layout()` (for a 1200-row feed, half of
/// its build). Only a case whose first tick delivers no input and applies no mutation
/// (`startsQuiet`) forks from one: its first tick then finds the scene exactly as its own
/// first layout would have left it (the same solver state, the same cumulative counters,
/// the issues that layout raised still queued for the tick's checks), so its verdict is the
/// same. Other cases of the key fork from a template that is not laid out. A build or first
/// layout that schedules real-time work (a finding of its own) gets no template.
///
/// After its build a template also lists the scene's active scene-made constraints once
/// (`ActiveConstraints`): each forked case's first mutation takes that list while the tree's
/// structure is unchanged, instead of walking the whole scene from cold memory.
///
/// The worker and the template speak lines over two pipes: the template says `ready NS`
/// (the CPU time its build took) or `failed`; then to each `run INDEX` (a case of the
/// fork-server's stream) it answers `ok CPU FAULTS LINE` (the worker's `result` line; its own
/// CPU time, ns, and page faults so far, forked cases included), `died STATUS`, `hang
/// REASON`, `over BYTES` (the case passed the memory limit and was killed) or `nofork`.
///
/// Lifetime: the worker kills it (`stop`, or when the object goes); it ends by itself at the
/// end of its requests (the worker is gone or closed them) and, while a case runs, within a
/// second of the worker's death (`ParentWatch`, which kills that case too). It closes every
/// descriptor of the worker's other templates, so none keeps another alive.
final class TemplateProcess {
    /// How a case sent to the template ended.
    enum Reply: Equatable {
        /// The case's `result` line.
        case ran(String)
        /// The forked case died (wait status) or went past the CPU limit (the watchdog's reason).
        case died(status: Int32)
        case hang(String)
        /// The case ran in no fork (over the memory limit, or no fork possible): it runs in
        /// the worker.
        case runFresh
        /// The template is gone, or answered what it should not: the case runs in the worker
        /// and the template is replaced.
        case lost
    }

    /// A build key, and whether the template is laid out.
    struct Key: Hashable {
        let build: BuildKey
        let laidOut: Bool

        /// The template `c` forks from: a laid-out one when it starts quiet.
        init(_ c: FuzzCase) { self.init(build: BuildKey(c), laidOut: TemplateProcess.startsQuiet(c)) }

        init(build: BuildKey, laidOut: Bool) {
            self.build = build
            self.laidOut = laidOut
        }
    }

    let key: Key
    /// The options the template judges with (those of the case it was started for).
    let options: RunOptions
    let pid: pid_t
    /// The CPU time the template's build (and first layout, when laid out) took, ns.
    let buildNanoseconds: Int64
    /// The template's CPU time and page faults (its own and its reaped cases') at its last
    /// answer (before the first: its build's CPU time): what it has cost so far.
    private(set) var cpuNanoseconds: Int64 = 0
    private(set) var faults = 0
    private let requests: Int32
    private var replies: PipeLines
    private var stopped = false
    /// The process ended and was reaped (`hasEnded`): its id may belong to another now.
    private var reaped = false

    private init(key: Key, options: RunOptions, pid: pid_t, build: Int64, requests: Int32, replies: PipeLines) {
        self.key = key
        self.options = options
        self.pid = pid
        self.buildNanoseconds = build
        cpuNanoseconds = build
        self.requests = requests
        self.replies = replies
    }

    deinit { stop() }

    /// The worker's descriptors of this template (closed in every template forked after it).
    var descriptors: [Int32] { [requests, replies.fd] }

    /// Whether `c`'s first tick delivers no input and applies no mutation: what a case needs to
    /// fork from a laid-out template. Tick 0 is at time 0 at every refresh rate.
    /// - Complexity: O(events), without merging them into frames (asked for every case).
    static func startsQuiet(_ c: FuzzCase) -> Bool {
        c.mutations.allSatisfy { $0.tick > 0 }
            && c.gestures.allSatisfy { g in g.events.allSatisfy { $0.timestamp > 0 } && g.text.allSatisfy { $0.timestamp > 0 } }
    }

    /// Starts the template of `c`'s key (`Key`): forks, builds the scene in the child (and lays
    /// it out when `c` starts quiet), waits for it to be ready. Nil when this process cannot fork safely (another thread runs), the
    /// build fails, or it takes more CPU time than a case may (the template is killed; the
    /// case runs in the worker, where the hang oracle judges it).
    /// - Parameters:
    ///   - stream: the stream `run(index:)` takes its cases from.
    ///   - runner: how cases are judged (its options must allow a fork: `ForkServer.forks`).
    ///   - memoryLimit: a forked case's own pages past which it is killed (and run fresh).
    ///   - closing: the worker's descriptors of its other templates.
    /// - Complexity: one `fork` of the worker and one build of the scene (in the template).
    static func start(for c: FuzzCase, stream: CaseStream, runner: CaseRunner, memoryLimit: Int, closing: [Int32]) -> TemplateProcess? {
        guard ForkedCase.threadCount() == 1 else { return nil }
        var down: [Int32] = [-1, -1], up: [Int32] = [-1, -1]
        guard pipe(&down) == 0 else { return nil }
        guard pipe(&up) == 0 else { close(down[0]); close(down[1]); return nil }
        // Not inherited by the processes the worker starts (fresh-process determinism runs).
        for fd in down + up { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        fflush(nil)
        let pid = fork()
        if pid == 0 {
            close(down[1]); close(up[0])
            for fd in closing { close(fd) }
            serve(c, stream: stream, runner: runner, memoryLimit: memoryLimit, input: down[0], output: up[1])
        }
        close(down[0]); close(up[1])
        if pid < 0 {
            close(down[1]); close(up[0])
            return nil
        }
        var replies = PipeLines(fd: up[0])
        let bound = runner.options.cpuLimit + WorkerClient.slack(runner.options.cpuLimit)
        let ready = replies.next { (ProcessStats.cpuNanoseconds(pid: pid) ?? 0) <= bound }
        let build = ready.flatMap { $0.hasPrefix("ready ") ? Int64($0.dropFirst(6)) : nil }
        let template = TemplateProcess(key: Key(c), options: runner.options, pid: pid, build: build ?? 0,
                                       requests: down[1], replies: replies)
        return build == nil ? nil : template
    }

    /// Runs stream case `index` (of this template's key) in a fork of the template.
    /// - Complexity: the template's fork and the case's ticks; the worker waits on a pipe.
    func run(index: Int) -> Reply {
        guard !stopped, PipeLines.write("run \(index)", to: requests), let line = replies.next() else { return .lost }
        let words = line.split(separator: " ", maxSplits: 3, omittingEmptySubsequences: false)
        switch words.first {
        case "ok" where words.count == 4:
            cpuNanoseconds = Int64(words[1]) ?? cpuNanoseconds
            faults = Int(words[2]) ?? faults
            return .ran(String(words[3]))
        case "died" where words.count >= 2:
            return Int32(words[1]).map { .died(status: $0) } ?? .lost
        case "hang":
            return .hang(String(line.dropFirst(5)))
        case "over", "nofork":
            return .runFresh
        default:
            return .lost
        }
    }

    /// Whether the template process has ended (killed from outside, or died) or was stopped;
    /// an ended one is reaped here.
    /// - Complexity: one `waitpid` that does not block.
    func hasEnded() -> Bool {
        guard !stopped, !reaped else { return true }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return false }
        reaped = true
        return true
    }

    /// Kills the template and reaps it (idempotent).
    func stop() {
        guard !stopped else { return }
        stopped = true
        close(requests)
        close(replies.fd)
        guard !reaped else { return }
        kill(pid, SIGKILL)
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    }

    // MARK: The template's side

    /// The template process: builds the scene, then serves `run` requests; never returns.
    private static func serve(_ first: FuzzCase, stream: CaseStream, runner: CaseRunner, memoryLimit: Int,
                              input: Int32, output: Int32) -> Never {
        ForkedCase.detachFromWorker()
        let key = Key(first)
        let start = WorkClock.threadCPU.now()
        guard let scene = try? runner.scenes.make(first.scene, environment: first.environment.sceneEnvironment) else {
            _ = PipeLines.write("failed", to: output)
            _exit(0)
        }
        if key.laidOut {
            // What a quiet first tick does to the scene before its checks (`Simulator.tick`).
            let watched = RealTimeScheduling.watching { scene.withAmbient { scene.advance(to: 0); scene.layout() } }
            if watched.calls > 0 {
                _ = PipeLines.write("failed", to: output)
                _exit(0)
            }
        }
        let build = WorkClock.threadCPU.now() - start
        // The result line's encoding resolves generic witnesses on first use: once here,
        // not in every forked case.
        _ = WorkerProtocol.encode(WorkerProtocol.result(CaseOutcome(), index: 0, scene: first.scene))
        // What every case's first mutation would list, listed once (not part of the build's
        // time: the cost policy weighs the build alone).
        let listed = (scene as? SceneHost).map { ActiveConstraints(of: $0.root) }
        guard PipeLines.write("ready \(build)", to: output) else { _exit(0) }
        var requests = PipeLines(fd: input)
        while let line = requests.next(pollMilliseconds: -1) {
            guard line.hasPrefix("run "), let index = Int(line.dropFirst(4)) else { _ = PipeLines.write("error", to: output); continue }
            let c = stream.makeCase(index)
            guard Key(c) == key else { _ = PipeLines.write("error other key", to: output); continue }
            var r = runner
            r.prebuilt = PrebuiltScene(key: key.build, scene: scene, listed: listed)
            let ending = ForkedCase.run(cpuLimit: runner.options.cpuLimit, memoryLimit: memoryLimit, closing: [input, output]) {
                WorkerProtocol.encode(WorkerProtocol.result(r.run(c), index: index, scene: c.scene))
            }
            let answer: String
            switch ending {
            case .result(let result)?:
                let spent = ResourceUsage.now()
                answer = "ok \(spent.cpu) \(spent.faults) " + result
            case .died(let status)?: answer = "died \(status)"
            case .hang(let reason)?: answer = "hang " + reason
            case .overMemory(let bytes)?: answer = "over \(bytes)"
            case nil: answer = "nofork"
            }
            guard PipeLines.write(answer, to: output) else { _exit(0) }
        }
        _exit(0)
    }
}
