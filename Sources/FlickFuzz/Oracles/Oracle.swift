import FlickSim

/// The name of what judged a case and found it failing, as findings, case files and reports
/// write it. An open set, like `ViolationKind`: the built-in oracles are the static members
/// (each judged by one `OracleRule` type in this folder, listed by `Oracles.builtIn`), and a
/// kind that a scene's own invariant reports is judged by an oracle of the same name
/// (`SceneInvariantOracle`).
public struct Oracle: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The oracle named `name`.
    public init(_ name: String) { self.rawValue = name }
    public var description: String { rawValue }

    /// No required constraint broken (`SatisfiableOracle`).
    public static let satisfiable = Oracle("satisfiable")
    /// Every tick's work within the frame budget (`FrameBudgetOracle`).
    public static let frameBudget = Oracle("frame-budget")
    /// Finite frames, non-negative model sizes (`FiniteOracle`).
    public static let finite = Oracle("finite")
    /// Legal recognizer and animator transitions (`LegalStatesOracle`).
    public static let legalStates = Oracle("legal-states")
    /// The scene's own rules (`SceneRulesOracle`).
    public static let sceneRules = Oracle("scene-rules")
    /// A unique layout, when asked for (`UnambiguousOracle`).
    public static let unambiguous = Oracle("unambiguous")
    /// Changes made by scene code accepted by the layout (`ValidChangesOracle`).
    public static let validChanges = Oracle("valid-changes")
    /// Every layout pass reaches its fixed point (`ConvergesOracle`).
    public static let converges = Oracle("converges")
    /// The incremental layout equals a fresh solve (`IncrementalOracle`).
    public static let incremental = Oracle("incremental")
    /// Layout calls keep their documented contracts under mutation (`ContractOracle`).
    public static let contract = Oracle("contract")
    /// The case ran to its end (`CrashOracle`).
    public static let crash = Oracle("crash")
    /// The case finished within its limits and settled (`HangOracle`).
    public static let hang = Oracle("hang")
    /// The same case gives the same frames (`DeterminismOracle`).
    public static let determinism = Oracle("determinism")
    /// What a run built is freed after it (`LeakOracle`).
    public static let leak = Oracle("leak")

    /// The built-in oracles' names.
    @available(*, deprecated, message: "Oracle is an open set now; Oracles.builtIn lists the built-in rules")
    public static var allCases: [Oracle] { Oracles.builtIn.map(\.oracle) }

    /// The oracle that judges violations of `kind` (`Oracles.rule(for:)`).
    public init(_ kind: ViolationKind) { self = Oracles.rule(for: kind).oracle }

    /// The rule that judges this oracle.
    package var rule: any OracleRule { Oracles.rule(named: self) }

    /// Whether only a worker process (or a watchdog around it) can observe this oracle fail.
    public var needsWorker: Bool { rule.place == .worker }

    /// Whether `name` can name an oracle: lower-case ASCII letters, digits and `-`, 1 to 64
    /// characters (what case files accept).
    public static func isValidName(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.count <= 64 && name.utf8.allSatisfy { ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x2D }
    }
}
