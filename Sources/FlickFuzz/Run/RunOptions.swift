import FlickCore

/// What `CaseRunner` checks and how far it lets a case run. The defaults are a campaign's.
public struct RunOptions: Sendable, Hashable {
    /// The frame budget, ns of `budgetClock` time (a real clock, not virtual time): nil is one
    /// tick interval (8.33 ms at 120 Hz); see `checksBudget`.
    public var budget: Int64?
    /// Whether the frame budget is an oracle (default false: only when asked, `--budget-ms`;
    /// see `FrameBudgetOracle`). A tick over budget is then a finding only when the same tick
    /// goes over in every one of `budgetConfirmations` further runs.
    public var checksBudget = FrameBudgetOracle.judgedByDefault
    /// The clock the budget is judged on (default thread CPU time).
    public var budgetClock: WorkClock = .threadCPU
    /// Extra runs whose same tick must also go over budget (default 2).
    public var budgetConfirmations = 2
    /// The ambiguity invariant every tick (costly; default off).
    public var checksAmbiguity = false
    /// Run the case again in this process and, where eligible, at another refresh rate
    /// (default false; a campaign samples a share of cases, see `CampaignConfig`).
    public var checksDeterminism = false
    /// Compare the incremental layout with a fresh solve on the ticks of the first two applied
    /// mutations and at the end (default true; all mutation ticks when judging `.incremental`).
    public var checksIncremental = true
    /// Also compare every this many ticks (default 0: only mutation ticks and the end).
    public var incrementalEvery = 0
    /// Layouts with more constraints than this (default 3000: a feed of a thousand rows) cost
    /// about 15 ms per fresh solve (a release build), a quarter of such a case; they are compared only at the end of a run, and
    /// only in one case in `largeLayoutShare` (by stream index). Cases judged for the
    /// incremental oracle itself are always compared in full.
    public var largeLayoutLimit = 3000
    /// Default 8.
    public var largeLayoutShare = 8
    /// Whether the scene and its screen must be freed after a run (the leak oracle; default
    /// true).
    public var checksLeaks = true
    /// CPU time one run of a case may take, ns of `WorkClock` time, not virtual time
    /// (default 10 s): past it, a hang.
    public var cpuLimit: Int64 = 10_000_000_000
    /// Ticks one run may take (default 100 000, 14 min at 120 Hz): past it, a hang.
    public var tickLimit = 100_000
    /// How long, in virtual time, the scene may keep moving after its last input and mutation
    /// (default 5 s): past it, a hang (`unsettled`) unless a touch is still down.
    public var settleLimit: VirtualDuration = .seconds(5)
    /// Record the coverage features of the run (default false; campaigns turn it on).
    public var collectsCoverage = false
    /// When set, judge only what this oracle needs (the minimizer's runs): determinism runs
    /// only for `.determinism`, budget confirmations only for `.frameBudget`, fresh solves
    /// only for `.incremental`.
    public var onlyOracle: Oracle?

    public init() {}

    /// The options for judging candidates of a finding of `oracle`.
    public func judging(_ oracle: Oracle) -> RunOptions {
        var o = self
        o.onlyOracle = oracle
        o.collectsCoverage = false
        return o
    }

    var runsDeterminism: Bool { onlyOracle.map { $0 == .determinism } ?? checksDeterminism }
    var runsIncremental: Bool { checksIncremental && (onlyOracle.map { $0 == .incremental } ?? true) }
    var confirmsBudget: Bool { checksBudget && (onlyOracle.map { $0 == .frameBudget } ?? true) }
}
