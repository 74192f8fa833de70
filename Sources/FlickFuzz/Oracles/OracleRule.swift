import FlickSim

/// Where an oracle's verdict must be reached for it to depend on the case alone.
package enum JudgingPlace: String, Sendable, Hashable {
    /// In the process that asks (a campaign's worker, `flick replay`, a test).
    case inProcess = "in process"
    /// In a worker process, with a watchdog: only a process boundary shows a trap or a hang.
    case worker = "in a worker process"
    /// From fresh processes: the verdict must not depend on what else ran in a process
    /// (`FreshProcessDeterminism`).
    case freshProcesses = "from fresh processes"
}

/// One oracle of the fuzzer: what failing it means, the violation kinds it judges, which of
/// them are the layout's correct response to a structural mutation rather than findings, the
/// location its signature keeps (what "fails the same way" means for it when minimizing and
/// replaying), and where it must be judged. One type a file in this folder; `Oracles` lists
/// them.
///
/// A scene's own invariant that reports a kind of its own (`ViolationKind("my-rule")`) is
/// judged by a `SceneInvariantOracle` named after that kind, with no more code: a user adds an
/// oracle the way a scene adds an invariant.
package protocol OracleRule: Sendable {
    /// The name findings, case files and reports use.
    var oracle: Oracle { get }
    /// What failing it means, one sentence.
    var meaning: String { get }
    /// The simulator violation kinds it judges (empty for an oracle that judges whole runs:
    /// crash, hang, leak, determinism).
    var kinds: Set<ViolationKind> { get }
    /// Where its verdict is reached (default in process).
    var place: JudgingPlace { get }
    /// Whether `v` is the layout's correct response to a structural mutation first applied on
    /// `structuralTick` (nil: none was), counted as a response and not a finding (default:
    /// never).
    func isResponse(_ v: Violation, structuralTick: Int?) -> Bool
    /// The location part of a finding's signature for `v` (default: the message with its
    /// numbers as `#`, `Signature.normalize`).
    func location(of v: Violation) -> String
}

extension OracleRule {
    package var place: JudgingPlace { .inProcess }
    package func isResponse(_ v: Violation, structuralTick: Int?) -> Bool { false }
    package func location(of v: Violation) -> String { Signature.normalize(v.message) }

    /// The finding of violation `v` in `scene`.
    package func finding(_ v: Violation, scene: String) -> Finding {
        Finding(oracle: oracle, kind: v.kind.rawValue, tick: v.tick, message: v.message, details: v.details,
                signature: Signature(oracle: oracle, scene: scene, kind: v.kind.rawValue, location: location(of: v)))
    }

    /// A finding of this oracle that no single violation carries (a hang, a leak, a rerun
    /// that differs), with its own kind and location.
    package func finding(kind: String, tick: Int?, message: String, details: [String] = [], scene: String, location: String) -> Finding {
        Finding(oracle: oracle, kind: kind, tick: tick, message: message, details: details,
                signature: Signature(oracle: oracle, scene: scene, kind: kind, location: location))
    }
}

/// Whether `v` happened at or after the first structural mutation.
func afterStructuralMutation(_ v: Violation, _ structuralTick: Int?) -> Bool {
    guard let s = structuralTick else { return false }
    return v.tick >= s
}
