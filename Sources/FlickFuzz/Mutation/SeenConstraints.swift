import FlickLayout

/// The scene-made constraints a run's mutations have seen active, in first-seen order: the
/// candidates of `reactivate`, which picks among those inactive now. Each stays alive for as
/// long as this list does, though the tree drops it (deactivated, its views removed).
///
/// What keeps them alive is not a retain of each (in a forked case a write to every
/// constraint, a copy-on-write fault on most of the scene's pages) but, for each view found
/// holding a constraint seen for the first time, a copy of its `constraints` as it was then:
/// one retain of the list's buffer. The buffer holds its elements, and the view's next change
/// to its list copies the list first (the buffer is shared), so the copy keeps every
/// constraint it had. The list itself holds them unretained.
struct SeenConstraints {
    private var list: [Unmanaged<LayoutConstraint>] = []
    private var ids: Set<ObjectIdentifier> = []
    /// The copies of holders' lists that keep `list` alive.
    private var heldLists: [[LayoutConstraint]] = []

    /// The active scene-made constraints in target order as of the last `record`, and the
    /// screen's `structureVersion` then (nil: never recorded).
    private var active: [Unmanaged<LayoutConstraint>] = []
    private var activeVersion: Int?

    /// Every constraint seen, in first-seen order.
    var all: [LayoutConstraint] { list.map { $0.takeUnretainedValue() } }

    /// Appends the active scene-made constraints of `targets` not seen yet, in target order,
    /// and returns every active scene-made constraint in target order (each in `all`, so kept
    /// alive). Reads the tree without writing to it, and not at all when the screen's
    /// `structureVersion` has not changed since the last call: no view joined, left or moved
    /// and no constraint was activated or deactivated, so the walk would find the same list
    /// and nothing new to record.
    ///
    /// - Complexity: O(1) when the structure is unchanged; else O(views + constraints held)
    ///   and an O(1) set lookup per active constraint.
    mutating func record(_ targets: MutationTargets) -> [Unmanaged<LayoutConstraint>] {
        let version = targets.root.structureVersion
        if version == activeVersion { return active }
        active.removeAll(keepingCapacity: true)
        var fresh = false
        targets.forEachConstraint(beforeHolder: { _ in fresh = false }, afterHolder: { v in
            if fresh { heldLists.append(v.constraints) }
        }) { c in
            active.append(Unmanaged.passUnretained(c))
            if ids.insert(ObjectIdentifier(c)).inserted {
                list.append(Unmanaged.passUnretained(c))
                fresh = true
            }
            return true
        }
        activeVersion = version
        return active
    }

    /// How many of the constraints seen are inactive now. - Complexity: O(seen).
    func inactiveCount() -> Int {
        var n = 0
        for u in list where !u._withUnsafeGuaranteedRef(\.isActive) { n += 1 }
        return n
    }

    /// The `selector mod count`-th of the constraints seen that are inactive now (`count`,
    /// from `inactiveCount()`), or nil when none is. - Complexity: O(seen).
    func inactive(_ selector: Int, among count: Int) -> LayoutConstraint? {
        guard count > 0 else { return nil }
        var k = MutationTargets.index(selector, among: count)
        for u in list where !u._withUnsafeGuaranteedRef(\.isActive) {
            if k == 0 { return u.takeUnretainedValue() }
            k -= 1
        }
        return nil
    }
}
