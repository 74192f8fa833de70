import FlickSim

/// What judged a case and found it failing. The first eight are the simulator's invariants,
/// checked every tick; the rest are the fuzzer's own. Raw values are the names findings,
/// case files and reports use.
public enum Oracle: String, Sendable, Hashable, CaseIterable {
    /// No required constraint broken (`ViolationKind.unsatisfiable`).
    case satisfiable
    /// Every tick's work within the frame budget, confirmed by re-running the case.
    case frameBudget = "frame-budget"
    /// Finite frames, non-negative model sizes (`nonFinite`).
    case finite
    /// Legal recognizer and animator transitions (`illegalState`).
    case legalStates = "legal-states"
    /// The scene's own rules (`sceneRule`).
    case sceneRules = "scene-rules"
    /// A unique layout (`ambiguous`), when asked for.
    case unambiguous
    /// Changes made by scene code accepted by the layout (`invalidChange`).
    case validChanges = "valid-changes"
    /// Every layout pass reaches its fixed point within its round limit: no layout feedback
    /// loop (`layoutFeedbackLoop`).
    case converges
    /// The incremental layout equals a fresh solve of the same constraints
    /// (`layoutMismatch`, see `IncrementalLayout`).
    case incremental
    /// Layout calls keep their documented contracts under mutation (`contract`).
    case contract
    /// The case ran to its end: no trap, fatal signal or internal error in the worker.
    case crash
    /// The case finished within its CPU-time limit, and the scene settled after its input.
    case hang
    /// Running the case again (in the same process, in another process, at another refresh
    /// rate where motion is closed-form) gives the same digests at common instants.
    case determinism
    /// Everything the run built — the scene and, for a `SceneHost`, its screen with the view
    /// tree, engine, animators, recognizers and router — is freed once the run and its
    /// simulator are gone (checked with weak references: a retain cycle leaks a scene per
    /// case, and a long campaign or test suite runs out of memory). See `LeakOracle` for what
    /// a finding says and whose defect it is.
    case leak

    /// The oracle that reports violations of `kind`.
    public init(_ kind: ViolationKind) {
        switch kind {
        case .unsatisfiable: self = .satisfiable
        case .frameBudget: self = .frameBudget
        case .nonFinite: self = .finite
        case .illegalState: self = .legalStates
        case .sceneRule: self = .sceneRules
        case .ambiguous: self = .unambiguous
        case .invalidChange: self = .validChanges
        case .layoutMismatch: self = .incremental
        case .contract: self = .contract
        case .layoutFeedbackLoop: self = .converges
        }
    }

    /// Whether only a worker process (or a watchdog around it) can observe this oracle fail.
    public var needsWorker: Bool { self == .crash || self == .hang }
}
