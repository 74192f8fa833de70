import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// A worker's fork-server: the cases of a `run` request whose scene was built before in this
/// worker run in a `fork()` of a small process that holds that scene, so they stop paying for
/// building the scene and freeing it (AFL++'s deferred fork server, applied to a scene rather
/// than a process image).
///
/// Per case: a build key seen for the first time runs fresh in the worker; its second case
/// starts the key's template process (`TemplateProcess`: a fork of the worker that builds the
/// scene; `TemplateCache`, `capacity` of them, kept for the keys that come most often) and forks from it; later ones fork
/// from it too. A case whose first tick is quiet (no input, no mutation) forks from a template
/// that is also laid out (`TemplateProcess`), so it skips its first layout pass too; the
/// others from one that is not (two template keys per build key at most). The **cost policy**: a template reports the CPU time its build took, and a key
/// whose build took less than `minimumBuild` (a fork and its copy-on-write faults would cost
/// more than the build and free they save) gets no template — its cases all run in the
/// worker. The verdicts are the same either way, so the choice may rest on measured time.
///
/// A forked case runs every oracle a fresh one runs except those that a fork would falsify,
/// which decide instead which cases never fork (`forks(_:)`):
/// - the frame budget (a child's ticks pay copy-on-write page faults): a campaign judging
///   it runs every case fresh;
/// - the leak oracle (a child never frees its scene): judged on a deterministic sample of
///   cases (`samplesLeaks`), which run fresh; the other cases skip it, forked or not;
/// - determinism: judged as before, from fresh processes (`FreshProcessDeterminism`), never
///   from a fork of the same template.
///
/// A forked case that dies makes the worker die the same way (the same signal or exit
/// status; its message is already on the standard error they share), and one over the CPU
/// limit is reported with the watchdog's own words (`hang REASON`), so the campaign saves
/// the same finding as for a worker that ran the case itself.
package final class ForkServer {
    /// The measured default of `minimumBuild`: 10 ms of CPU time. On the 2-core VM measured
    /// (docs/PERFORMANCE.md, "The fork-server") a forked case costs about 4 ms more than the
    /// same case run on a built scene — the template's fork, the child's exit and its 500 to
    /// 900 page faults (copy-on-write and first touch) — so a build must save more than that.
    package static let defaultMinimumBuild: Int64 = 10_000_000
    /// Template processes a worker keeps by default (`--fork-templates`): 8. A feed template
    /// holds about 20 MB of its own pages (docs/PERFORMANCE.md, "The fork-server"), and a
    /// stream's palette (`GeneratorSettings.paletteSize`, 4) with its default environment makes
    /// up to 10 template keys a scene recur (each laid out or not).
    package static let defaultCapacity = 8
    /// One case in this many is judged by the leak oracle (default 8, by stream index).
    package var leakShare: Int
    /// The stream the cases come from (a template makes its cases from it by index).
    package let stream: CaseStream
    private let templates: TemplateCache
    /// Cases run in a fork, and in the worker.
    package private(set) var forked = 0
    package private(set) var fresh = 0

    /// - Parameters:
    ///   - stream: the stream whose cases `run` is given.
    ///   - capacity: template processes a worker keeps (default `defaultCapacity`).
    ///   - leakShare: one case in this many is judged by the leak oracle (default 8; ≥ 1).
    ///   - minimumBuild: CPU time a key's build must take for its cases to fork, ns (default
    ///     `defaultMinimumBuild`; 0 forks every key that recurs).
    package init(stream: CaseStream, capacity: Int = ForkServer.defaultCapacity, leakShare: Int = 8, minimumBuild: Int64 = ForkServer.defaultMinimumBuild) {
        self.stream = stream
        templates = TemplateCache(capacity: capacity, minimumBuild: minimumBuild)
        self.leakShare = max(1, leakShare)
    }

    deinit { templates.removeAll() }

    /// Whether case `index` of the stream of `seed` is one the leak oracle judges when a
    /// fork-server runs the campaign (a pure function of seed and index, as the determinism
    /// sample is, so that every worker count gives the same findings).
    package static func samplesLeaks(seed: UInt64, index: Int, share: Int) -> Bool {
        share <= 1 || CaseStream.caseSeed(seed ^ 0x1EA4_1EA4_1EA4_1EA4, index) % UInt64(share) == 0
    }

    /// Whether a case judged with `options` may run in a fork: no frame budget, no leak
    /// check, no in-process determinism runs, no single oracle (a minimizer's run).
    static func forks(_ options: RunOptions) -> Bool {
        !options.checksBudget && !options.checksLeaks && !options.checksDeterminism && options.onlyOracle == nil
    }

    /// The `result` line of stream case `index` (`c`, as `stream` makes it) judged by
    /// `runner` in a fork of its key's template, or nil when it must run in the worker (the
    /// key's first case, a key too cheap to fork, options a fork cannot judge, no fork
    /// possible, the template lost, or the child's own pages passed `memoryLimit`).
    /// Does not return when the child died or hung: the worker ends as described above.
    /// - Complexity: one fork of a template and the case's ticks; one fork of the worker and
    ///   one scene build (in the template) on a key's second case.
    package func run(_ c: FuzzCase, index: Int, runner: CaseRunner, memoryLimit: Int) -> String? {
        guard Self.forks(runner.options), c.environment.rate != nil else { fresh += 1; return nil }
        let template = templates.template(for: c, options: runner.options) { others in
            // A template that dies must not take the worker with it on a write.
            signal(SIGPIPE, SIG_IGN)
            return TemplateProcess.start(for: c, stream: stream, runner: runner, memoryLimit: memoryLimit, closing: others)
        }
        guard let template else { fresh += 1; return nil }
        switch template.run(index: index) {
        case .ran(let line):
            forked += 1
            return line
        case .runFresh:
            fresh += 1
            return nil
        case .lost:
            templates.forget(template)
            fresh += 1
            return nil
        case .hang(let reason):
            WorkerLoop.write("hang " + reason)
            templates.removeAll()
            Self.end(likeStatus: Int32(SIGKILL))
        case .died(let status):
            templates.removeAll()
            Self.end(likeStatus: WaitStatus(raw: status).signal ?? -1, exit: WaitStatus(raw: status).exitStatus ?? 1)
        }
    }

    /// Kills every template process (the worker is done; also when the server goes).
    package func stop() { templates.removeAll() }

    /// What `stats` reports: cases forked and fresh; template processes held and alive (and their ids),
    /// started, killed to make room, lost, and keys too cheap to fork; this process's threads.
    package var stats: JSONValue {
        templates.forgetEnded()
        return .object([("forked", .int(forked)), ("fresh", .int(fresh)), ("templates", .int(templates.count)),
                 ("built", .int(templates.built)), ("dropped", .int(templates.dropped)), ("lost", .int(templates.lost)),
                 ("cheap", .int(templates.cheapKeys)), ("pids", .array(templates.pids.map { .int(Int($0)) })),
                 ("threads", .int(ForkedCase.threadCount()))])
    }

    /// CPU time and page faults of every template process and the cases forked from them,
    /// so far (as they last reported), ns and faults: what a benchmark adds to its own.
    package var templateCost: (cpu: Int64, faults: Int) { (templates.cpuNanoseconds, templates.faults) }

    /// Templates started so far and the CPU time their builds took, ns (what the cost policy
    /// compared with `minimumBuild`).
    package var templateBuilds: (count: Int, nanoseconds: Int64) { (templates.built, templates.buildNanoseconds) }

    /// Ends this process by signal `signal` (default disposition), or, when `signal` < 0,
    /// with exit status `exit`.
    private static func end(likeStatus signal: Int32, exit: Int32 = 1) -> Never {
        if signal > 0 {
            Glibc.signal(signal, SIG_DFL)
            var set = sigset_t()
            sigemptyset(&set)
            sigaddset(&set, signal)
            sigprocmask(SIG_UNBLOCK, &set, nil)
            kill(getpid(), signal)
            _exit(128 + signal)
        }
        _exit(exit)
    }
}
