import FlickLayout

/// The active scene-made constraints of one screen in target order (`MutationTargets`), as
/// of one `Screen.structureVersion`: what a run's first mutation lists (`SeenConstraints`),
/// listed before the run instead. A fork-server's template lists them once after its build
/// (`TemplateProcess`), so its forked cases share the list's pages rather than each walking
/// every view and held constraint of the scene (a feed's first mutation read about 12 000
/// constraints from cold memory: a sixth of a forked case's CPU time).
///
/// A run takes the list only if its first mutation finds the same screen at the same
/// version: no view joined, left or moved and no constraint was activated or deactivated in
/// between, so a walk then would list exactly these, in this order. Otherwise the run walks
/// as it would without it. Nothing is retained: the screen's tree holds every constraint
/// listed for as long as its version stays.
struct ActiveConstraints {
    /// The screen listed.
    let screen: ObjectIdentifier
    /// Its `structureVersion` when listed.
    let version: Int
    /// The active scene-made constraints, in target order.
    let constraints: [Unmanaged<LayoutConstraint>]
    /// Their identities.
    let ids: Set<ObjectIdentifier>

    /// Lists `root`'s active scene-made constraints now (reads the tree, writes to none of it).
    /// - Complexity: O(views + constraints held).
    init(of root: Screen) {
        var constraints: [Unmanaged<LayoutConstraint>] = []
        var ids = Set<ObjectIdentifier>()
        MutationTargets(root: root).forEachConstraint { c in
            constraints.append(Unmanaged.passUnretained(c))
            ids.insert(ObjectIdentifier(c))
            return true
        }
        screen = ObjectIdentifier(root)
        version = root.structureVersion
        self.constraints = constraints
        self.ids = ids
    }

    /// Whether the list is what a walk of `root` would list now.
    /// - Complexity: O(1).
    func isCurrent(for root: Screen) -> Bool {
        screen == ObjectIdentifier(root) && version == root.structureVersion
    }
}
