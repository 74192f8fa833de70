/// The kinds of tableau symbol, as in the Cassowary paper.
///
/// - `external`: a user variable; unrestricted in sign.
/// - `slack`: the slack of an inequality; ≥ 0.
/// - `error`: one side of a non-required constraint's error; ≥ 0, weighted in the objective.
/// - `dummy`: the marker of a required equality; fixed at 0, never enters the basis.
enum SymbolKind: UInt8 {
    case external
    case slack
    case error
    case dummy

    /// Whether the symbol is restricted to be non-negative (and may leave the basis).
    @inline(__always) var isRestricted: Bool { self != .external }
    /// Whether the simplex may pivot the symbol into the basis.
    @inline(__always) var isPivotable: Bool { self == .slack || self == .error }
}

/// A symbol is a number; its kind lives in the solver's symbol table. Numbers are given out
/// in creation order and all ties are broken by them, so the solver is deterministic.
typealias SymbolID = Int32

/// Marks "no symbol".
let noSymbol: SymbolID = -1
