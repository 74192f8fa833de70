import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// A worker's fork-server: the cases of a `run` request whose scene was built before in this
/// worker run in a `fork()` of it, so they stop paying for building the scene and freeing it
/// (AFL++'s deferred fork server, applied to a scene rather than a process image).
///
/// Per case: a build key seen for the first time runs fresh in the worker; its second case
/// builds the template (`TemplateCache`, an LRU of `capacity` scenes) and forks; later ones
/// fork from it. A forked case runs every oracle a fresh one runs except those that a fork
/// would falsify, which decide instead which cases never fork (`forks(_:)`):
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
    /// One case in this many is judged by the leak oracle (default 8, by stream index).
    package var leakShare: Int
    private let templates: TemplateCache
    /// Cases run in a fork, and in the worker.
    package private(set) var forked = 0
    package private(set) var fresh = 0

    /// - Parameters:
    ///   - capacity: templates a worker keeps (default 4).
    ///   - leakShare: one case in this many is judged by the leak oracle (default 8; ≥ 1).
    package init(capacity: Int = 4, leakShare: Int = 8) {
        templates = TemplateCache(capacity: capacity)
        self.leakShare = max(1, leakShare)
    }

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

    /// The `result` line of case `c` (stream index `index`) judged by `runner` in a fork of
    /// its template, or nil when it must run in the worker (no template yet, options a fork
    /// cannot judge, no fork possible, or the child's own pages passed `memoryLimit`).
    /// Does not return when the child died or hung: the worker ends as described above.
    /// - Complexity: one fork and the case's ticks; one scene build on a template's first use.
    package func run(_ c: FuzzCase, index: Int, runner: CaseRunner, memoryLimit: Int) -> String? {
        guard Self.forks(runner.options), c.environment.rate != nil else { fresh += 1; return nil }
        let key = BuildKey(c)
        let template = templates.template(for: key) {
            try? runner.scenes.make(c.scene, environment: c.environment.sceneEnvironment)
        }
        guard let template else { fresh += 1; return nil }
        var r = runner
        r.prebuilt = PrebuiltScene(key: key, scene: template)
        let ending = ForkedCase.run(cpuLimit: runner.options.cpuLimit, memoryLimit: memoryLimit) {
            WorkerProtocol.encode(WorkerProtocol.result(r.run(c), index: index, scene: c.scene))
        }
        switch ending {
        case .result(let line)?:
            forked += 1
            return line
        case nil, .overMemory?:
            fresh += 1
            return nil
        case .hang(let reason)?:
            WorkerLoop.write("hang " + reason)
            Self.end(likeStatus: Int32(SIGKILL))
        case .died(let status)?:
            Self.end(likeStatus: WaitStatus(raw: status).signal ?? -1, exit: WaitStatus(raw: status).exitStatus ?? 1)
        }
    }

    /// What `stats` reports: cases forked and fresh, templates held, built and dropped.
    package var stats: JSONValue {
        .object([("forked", .int(forked)), ("fresh", .int(fresh)), ("templates", .int(templates.count)),
                 ("built", .int(templates.built)), ("dropped", .int(templates.dropped)),
                 ("threads", .int(ForkedCase.threadCount()))])
    }

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
