import FlickSim

/// The violation kinds only the fuzzer's own invariants report.
extension ViolationKind {
    /// The incremental layout differs from a fresh solve of the same active constraints by
    /// more than a pixel (tableau corruption that no other invariant sees): `IncrementalLayout`,
    /// `LayoutCrossCheck`.
    public static let layoutMismatch = ViolationKind("layout-mismatch")
    /// A model call broke its documented contract: a change that must be refused was accepted
    /// (a priority to or from required while active), or a refusal left a value changed:
    /// `MutationContract`.
    public static let contract = ViolationKind("contract")
}
