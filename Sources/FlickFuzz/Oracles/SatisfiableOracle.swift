import FlickSim

/// **satisfiable**: no required constraint conflicts (the simulator's `unsatisfiable`, with
/// the minimal conflicting set and the constraint broken).
///
/// After a structural mutation a conflict with a drawn required constraint is the layout's
/// correct response. The signature names the cause (`conflictCause`), so one bug gives one
/// signature whatever generated constraints a knock-on drags into the set; only the first
/// conflict of a case is its finding (`CaseRunner`), later ones follow from the layout it left.
package struct SatisfiableOracle: OracleRule {
    package init() {}
    package var oracle: Oracle { .satisfiable }
    package var meaning: String { "a required constraint conflicts with others (the simulator's invariant, with the minimal set)" }
    package var kinds: Set<ViolationKind> { [.unsatisfiable] }
    package func isResponse(_ v: Violation, structuralTick: Int?) -> Bool { afterStructuralMutation(v, structuralTick) }
    package func location(of v: Violation) -> String { Self.conflictCause(v) }

    /// A conflict's cause: the constraint broken (the one whose activation or change caused the
    /// conflict) and the constraints written in code that it conflicts with (those with a
    /// source location), as shapes with their source lines, sorted. Generated constraints — a
    /// stack's arrangement, content sizes, guides, the screen's own — are left out when the set
    /// has written ones: which of them a conflict drags in depends on the layout's state at
    /// that moment (a knock-on), not on the bug.
    package static func conflictCause(_ v: Violation) -> String {
        func shape(_ line: String) -> String {
            Signature.normalize(line.replacingOccurrences(of: " BROKEN", with: ""))
        }
        let set = v.details.filter { $0.hasPrefix("  ") }.map(shape)
        guard !set.isEmpty else { return Signature.normalize(v.message) }
        let broken = v.details.first { $0.hasPrefix("broke: ") }.map { shape(String($0.dropFirst("broke: ".count))) }
        let written = set.filter { $0.contains(".swift#") }
        let others = (written.isEmpty ? set : written).filter { $0 != broken }.sorted()
        return "broke " + (broken ?? "?") + " ; with " + others.joined(separator: " ; ")
    }
}
