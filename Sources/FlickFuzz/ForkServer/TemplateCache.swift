/// The template processes a worker's fork-server keeps (`TemplateProcess`): at most
/// `capacity`, one per template key (a build key, laid out or not), chosen by how often each
/// key's cases came (`FrequencyPolicy`). A key's first case runs fresh (most keys of a varied
/// stream never recur); its second starts the template that it and later cases fork from, when
/// a slot is free or the key came more often than the least used key held (whose template is
/// killed); otherwise it too runs fresh. A key whose build is cheaper than a fork
/// (`minimumBuild`) gets no template: its cases all run in the worker.
final class TemplateCache {
    /// Templates kept at most (`ForkServer.defaultCapacity` in a worker).
    let capacity: Int
    /// CPU time a key's build must take for its cases to fork, ns (the cost policy; see
    /// `ForkServer.defaultMinimumBuild`).
    let minimumBuild: Int64
    /// Most recently used last.
    private var entries: [TemplateProcess] = []
    /// Cases counted per template key, and which keys hold a template.
    private var policy: FrequencyPolicy<TemplateProcess.Key>
    /// Keys that get no template (a build measured too cheap to fork, or one whose template
    /// could not start), forgotten all together past `seenLimit`.
    private var cheap: Set<BuildKey> = []
    private static let seenLimit = 4096
    /// Templates started, killed to make room (or because the options changed), lost (the
    /// process was gone when asked), and keys found too cheap to fork.
    private(set) var built = 0
    private(set) var dropped = 0
    private(set) var lost = 0
    private(set) var cheapKeys = 0
    /// CPU time of every template's build, as measured in the template, ns.
    private(set) var buildNanoseconds: Int64 = 0
    /// CPU time and page faults of the templates killed so far (their last answer).
    private(set) var retiredCPU: Int64 = 0
    private(set) var retiredFaults = 0

    init(capacity: Int, minimumBuild: Int64) {
        self.capacity = max(1, capacity)
        self.minimumBuild = max(0, minimumBuild)
        policy = FrequencyPolicy(capacity: capacity, countLimit: Self.seenLimit)
    }

    /// Templates held now.
    var count: Int { entries.count }
    /// Their process ids, least recently used first.
    var pids: [Int32] { entries.map(\.pid) }
    /// CPU time and page faults of every template started, live or killed, ns and faults.
    var cpuNanoseconds: Int64 { retiredCPU + entries.reduce(0) { $0 + $1.cpuNanoseconds } }
    var faults: Int { retiredFaults + entries.reduce(0) { $0 + $1.faults } }

    /// The template of `c`'s key: the one kept, or one started now with `start` when the key
    /// recurs, is not known to be cheap, and gets a slot (`FrequencyPolicy`: a free one, or
    /// that of a key that came less often, whose template is killed); nil on a key's first
    /// case (it runs fresh), for a cheap key, for a key that gets no slot, and when `start`
    /// fails.
    /// - Parameters:
    ///   - options: the options `c` is judged with; a kept template judging with others is
    ///     replaced.
    ///   - start: starts a template, given the descriptors of the others (to close in it).
    /// - Complexity: O(capacity), plus one template started when a key gets a slot.
    func template(for c: FuzzCase, options: RunOptions, start: ([Int32]) -> TemplateProcess?) -> TemplateProcess? {
        let build = BuildKey(c)
        // Most cases of a stream of small scenes end here, at the price of one hash.
        guard !cheap.contains(build) else { return nil }
        forgetEnded()
        let key = TemplateProcess.Key(build: build, laidOut: TemplateProcess.startsQuiet(c))
        switch policy.use(key, held: entries.map(\.key)) {
        case .without:
            return nil
        case .held(let i):
            let entry = entries.remove(at: i)
            if entry.options == options {
                entries.append(entry)
                return entry
            }
            retire(entry)
        case .add:
            break
        case .replace(let i):
            retire(entries.remove(at: i))
        }
        guard let template = start(entries.flatMap(\.descriptors)) else {
            // No template for this key again (its build failed or scheduled real-time work).
            markCheap(build)
            return nil
        }
        built += 1
        buildNanoseconds += template.buildNanoseconds
        guard template.buildNanoseconds >= minimumBuild else {
            markCheap(build)
            cheapKeys += 1
            retire(template, counted: false)
            return nil
        }
        entries.append(template)
        return template
    }

    /// Kills `template` (it was found gone, or its answer made no sense).
    func forget(_ template: TemplateProcess) {
        guard let i = entries.firstIndex(where: { $0 === template }) else { return }
        lost += 1
        retire(entries.remove(at: i), counted: false)
    }

    /// Forgets the templates whose process ended (counted `lost`), so their slots are free: a
    /// slot is kept for a key while its cases keep coming, and a dead template would otherwise
    /// hold one until its key came back.
    /// - Complexity: O(count) `waitpid` calls that do not block.
    func forgetEnded() {
        for t in entries where t.hasEnded() { forget(t) }
    }

    /// Kills every template (the worker is done).
    func removeAll() {
        for t in entries { retire(t, counted: false) }
        entries.removeAll()
    }

    /// Remembers that `build` gets no template (all such keys forgotten past `seenLimit`).
    private func markCheap(_ build: BuildKey) {
        if cheap.count >= Self.seenLimit { cheap.removeAll() }
        cheap.insert(build)
    }

    private func retire(_ template: TemplateProcess, counted: Bool = true) {
        if counted { dropped += 1 }
        retiredCPU += template.cpuNanoseconds
        retiredFaults += template.faults
        template.stop()
    }
}
