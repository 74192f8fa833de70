import FlickSim

/// Which simulator violations of a fuzz run are findings, and their signatures: each
/// violation goes to the `OracleRule` that owns its kind (`Oracles.rule(for:)`).
///
/// A structural mutation (a constraint's constant or priority, an added or removed
/// constraint or view, a stack's properties — things no scene does to itself) makes some
/// violations the layout's *correct* response rather than a bug; each rule says which of its
/// violations those are (`OracleRule.isResponse`). Environmental mutations (rotation, safe
/// area, dynamic type, label text) are what a device does to any app: every invariant keeps
/// applying after them.
package enum FindingPolicy {
    /// Whether `v` is the layout's expected response to a structural mutation applied on
    /// `structuralTick` (nil: none was).
    package static func isResponse(_ v: Violation, structuralTick: Int?) -> Bool {
        Oracles.rule(for: v.kind).isResponse(v, structuralTick: structuralTick)
    }

    /// The finding for `v` in `scene`.
    package static func finding(_ v: Violation, scene: String) -> Finding {
        Oracles.rule(for: v.kind).finding(v, scene: scene)
    }

    /// The location part of the signature of `v`.
    static func location(of v: Violation) -> String {
        Oracles.rule(for: v.kind).location(of: v)
    }
}
