import FlickInput

/// One fuzz case: a scene, the environment it is built for, a gesture sequence, and layout
/// mutations at given ticks — everything a run needs, so the same case gives the same run
/// (the same digests, the same violations at the same ticks) on every machine.
///
/// Its file form is `CaseFile` (versioned JSON); `flick replay CASE` runs it, `flick minimize
/// CASE` shrinks it.
public struct FuzzCase: Sendable, Hashable {
    /// The scene's name in the registry.
    public var scene: String
    public var environment: FuzzEnvironment
    /// Which campaign stream position it came from, if any.
    public var origin: CaseOrigin?
    /// The input, gesture by gesture; `frames()` merges them.
    public var gestures: [CaseGesture]
    /// In tick order (ties keep their order).
    public var mutations: [Mutation]
    /// What a run of it is expected to find (set on findings).
    public var expectation: Expectation?

    public init(scene: String, environment: FuzzEnvironment = FuzzEnvironment(), origin: CaseOrigin? = nil,
                gestures: [CaseGesture] = [], mutations: [Mutation] = [], expectation: Expectation? = nil) {
        self.scene = scene
        self.environment = environment
        self.origin = origin
        self.gestures = gestures
        self.mutations = mutations
        self.expectation = expectation
    }

    /// Every gesture's events merged into input frames (see `mergedFrames()`).
    public func frames() -> [InputFrame] { gestures.mergedFrames() }

    /// Touch and text events in all.
    public var eventCount: Int { gestures.reduce(0) { $0 + $1.events.count + $1.text.count } }

    /// The time of the last event (touch or text), ns (0 without input).
    public var inputEnd: Int64 {
        max(gestures.lazy.flatMap(\.events).map(\.timestamp).max() ?? 0, gestures.lazy.flatMap(\.text).map(\.timestamp).max() ?? 0)
    }
}

/// What a finding's case is expected to reproduce: the oracle, the violation kind, the tick
/// and message, and the signature that identifies it (see `Signature`).
public struct Expectation: Sendable, Hashable {
    public var oracle: Oracle
    /// The violation kind (`ViolationKind.rawValue`), or the oracle's own kind for crash,
    /// hang and determinism findings (`SIGILL`, `unsettled`, `rerun` …).
    public var kind: String
    /// The tick it happens on, when it has one.
    public var tick: Int?
    /// One line: what broke.
    public var message: String
    /// The stable signature text (oracle, scene, kind, location).
    public var signature: String

    public init(oracle: Oracle, kind: String, tick: Int?, message: String, signature: String) {
        self.oracle = oracle; self.kind = kind; self.tick = tick; self.message = message; self.signature = signature
    }
}
