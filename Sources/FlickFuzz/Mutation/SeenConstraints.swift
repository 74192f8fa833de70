import FlickLayout

/// The scene-made constraints a run's mutations have seen active, in first-seen order: the
/// candidates of `reactivate`, which picks among those inactive now. Each stays alive for as
/// long as this list does, though the tree drops it (deactivated, its views removed).
///
/// The list holds them unretained, and retains one only when the tree is about to let go of
/// it: a retain of each when first seen would write to every constraint, in a forked case a
/// copy-on-write fault on most of the scene's pages. While a constraint is held by a view of
/// the screen's tree, the tree keeps it alive; it stops being held there only through the two
/// hooks this list installs on the screen on its first `record`, each called while the
/// constraint is still alive: `Screen.constraintWillBeDropped` (a deactivation) and
/// `Screen.subtreeDidLeave` (a subtree leaving, with the constraints its views hold, which go
/// when it is freed). Either retains the seen constraints concerned (`keep`). The hooks hold
/// this list weakly and chain to the hook installed before.
final class SeenConstraints {
    private var list: [Unmanaged<LayoutConstraint>] = []
    private var ids: Set<ObjectIdentifier> = []
    /// The seen constraints the tree let go of, retained, and their ids.
    private var kept: [LayoutConstraint] = []
    private var keptIDs: Set<ObjectIdentifier> = []
    /// The screen whose hooks are installed (on the first `record`).
    private var watched: ObjectIdentifier?
    /// The active scene-made constraints in target order as of the last `record`, and the
    /// screen's `structureVersion` then (nil: never recorded).
    private var active: [Unmanaged<LayoutConstraint>] = []
    private var activeVersion: Int?
    /// A list made before the run (`ActiveConstraints`), taken by the first `record` if still
    /// current, else dropped.
    private var listedBefore: ActiveConstraints?
    /// Walks of the tree `record` made so far (a list made before, when taken, saves the first).
    private(set) var walks = 0

    /// - Parameter listedBefore: the screen's active constraints listed before the run (a
    ///   fork-server's template lists them once for all its cases); default nil.
    init(listedBefore: ActiveConstraints? = nil) {
        self.listedBefore = listedBefore
    }

    /// Every constraint seen, in first-seen order.
    var all: [LayoutConstraint] { list.map { $0.takeUnretainedValue() } }

    /// Appends the active scene-made constraints of `targets` not seen yet, in target order,
    /// and returns every active scene-made constraint in target order (each seen, so kept
    /// alive). Reads the tree without writing to it, and not at all when the screen's
    /// `structureVersion` has not changed since the last call: no view joined, left or moved
    /// and no constraint was activated or deactivated, so the walk would find the same list
    /// and nothing new to record.
    ///
    /// The first call takes the list made before the run when it is current
    /// (`ActiveConstraints.isCurrent`) and names each constraint once: the walk would list the
    /// same, and see each for the first time.
    ///
    /// - Complexity: O(1) when the structure is unchanged or the list made before is taken;
    ///   else O(views + constraints held) and an O(1) set lookup per active constraint.
    func record(_ targets: MutationTargets) -> [Unmanaged<LayoutConstraint>] {
        watch(targets.root)
        let version = targets.root.structureVersion
        if version == activeVersion { return active }
        let before = listedBefore
        listedBefore = nil
        if let before, activeVersion == nil, before.isCurrent(for: targets.root),
           before.ids.count == before.constraints.count {
            active = before.constraints
            list = before.constraints
            ids = before.ids
            activeVersion = version
            return active
        }
        active.removeAll(keepingCapacity: true)
        walks += 1
        targets.forEachConstraint { c in
            active.append(Unmanaged.passUnretained(c))
            if ids.insert(ObjectIdentifier(c)).inserted { list.append(Unmanaged.passUnretained(c)) }
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

    // MARK: Private steps

    /// Installs the hooks that retain a seen constraint before the tree lets go of it.
    private func watch(_ screen: Screen) {
        guard watched == nil else { return }
        watched = ObjectIdentifier(screen)
        let dropping = screen.constraintWillBeDropped
        screen.constraintWillBeDropped = { [weak self] c in
            dropping?(c)
            self?.keep(c)
        }
        let leaving = screen.subtreeDidLeave
        screen.subtreeDidLeave = { [weak self] v in
            leaving?(v)
            self?.keepHeld(in: v)
        }
    }

    /// Retains `c` if it was seen and is not retained yet.
    private func keep(_ c: LayoutConstraint) {
        let id = ObjectIdentifier(c)
        if ids.contains(id), keptIDs.insert(id).inserted { kept.append(c) }
    }

    /// Retains the seen constraints the views of `subtree` hold (it left the screen).
    private func keepHeld(in subtree: View) {
        subtree.walkSubtreeUnretained { v in
            v.forEachHeldConstraintUnretained { c in keep(c); return true }
        }
    }
}
