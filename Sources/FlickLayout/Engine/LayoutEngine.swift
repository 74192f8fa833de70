import FlickCore
import FlickSolver

/// The storage for the variable → item map (one alias so it can be measured and swapped).
typealias VariableOwnerTable = [LayoutNode?]

/// One screen's constraint engine: the solver, the map from solver variables back to items,
/// the queue of activated constraints, the views whose generated constraints need refreshing,
/// and the layout pass.
///
/// Work is proportional to change: changing a constraint's constant touches the solver once; a
/// layout pass visits only the variables the solver reports as changed.
///
/// ## The activation queue
/// Activating a constraint only queues it. The queue is flushed — its constraints added to the
/// solver — at the start of every layout pass and before anything that reads the solver
/// (conflict events, `isBroken`, ambiguity queries, exports, fitting sizes). A flush adds the
/// queued constraints in the order that keeps the tableau small: first from the screen down (by
/// the depth of the view holding them, shallow first), so a parent's constraints settle its
/// children's frames before their own content sizes join; then the constraints of long chains
/// (a holder with `longChain` or more position links between its children on one axis: a long
/// stack, a hand-made column) from the leaves up (deep first), each in activation order within
/// one depth. A chain's positions are sums of every earlier item's size; adding the links after
/// those sizes are settled builds each position row once, instead of rewriting every later
/// position each time an earlier item's size is settled (for a scrolling list, the difference
/// between quadratic and near-linear build work).
/// A constraint that cannot hold with the required constraints added before it is broken
/// (see `breakConstraint`); within one flush that is the later one in this order.
final class LayoutEngine {
    unowned let screen: Screen
    let solver = Solver()
    @exclusivity(unchecked)
    var owners: VariableOwnerTable = []
    /// Installed constraints by solver handle id (handles are issued in order, never reused).
    @exclusivity(unchecked)
    var installed: [LayoutConstraint?] = []
    /// How many constraints are in the solver.
    @exclusivity(unchecked)
    var installedCount = 0
    /// Activated constraints waiting for the next flush, in activation order (entries whose
    /// constraint was deactivated meanwhile are skipped).
    @exclusivity(unchecked)
    var queue: [LayoutConstraint] = []
    /// The storage of the last batch `flush` took, emptied: the queue's next storage, so a
    /// flush hands its queue over instead of copying it.
    @exclusivity(unchecked)
    var spareQueue: [LayoutConstraint] = []
    @exclusivity(unchecked)
    var events: [LayoutEvent] = []
    /// The storage `solverConstraint` writes each translation's terms into (see there).
    @exclusivity(unchecked)
    var termBuffer: [Term] = []
    /// Nodes attached since the last pass: placed even if their variables stay at zero.
    @exclusivity(unchecked)
    var fresh: [LayoutNode] = []
    /// How many events earlier passes have reported.
    @exclusivity(unchecked)
    var reportedEvents = 0
    @exclusivity(unchecked)
    var pendingUpdates: [View] = []
    @exclusivity(unchecked)
    var watchedSafeArea: [View] = []
    /// Views marked with `setNeedsLayout()` since their last `layoutSubviews()`, in order.
    @exclusivity(unchecked)
    var layoutRequests: [View] = []
    /// Scratch for `runLayoutSubviews`: empty between passes, its capacity kept.
    @exclusivity(unchecked)
    var dueScratch: [View] = []
    /// Views marked with `setNeedsUpdateConstraints()` (or joining) since their last
    /// `updateConstraints()`, in order.
    @exclusivity(unchecked)
    var constraintRequests: [View] = []
    /// Scratch for `runUpdateConstraints`: empty between passes, its capacity kept.
    @exclusivity(unchecked)
    var constraintScratch: [View] = []
    /// Scratch for the depth ordering of `runUpdateConstraints`.
    @exclusivity(unchecked)
    var orderScratch: [View] = []
    @exclusivity(unchecked)
    var depthScratch: [Int] = []
    /// The screen's safe-area insets or margins changed with its profile; the next pass calls
    /// the screen's hooks (`applyProfile`).
    @exclusivity(unchecked)
    var screenInsetsChanged = (safeArea: false, margins: false)
    @exclusivity(unchecked)
    var needsLayout = true
    @exclusivity(unchecked)
    var pass = 0
    @exclusivity(unchecked)
    var nextSerial = 0
    /// Changes whenever a view joins, leaves or moves within the screen's tree, or a view in
    /// it starts or stops holding a constraint (`Screen.structureVersion`).
    @exclusivity(unchecked)
    var structureVersion = 0
    /// Counts solver mutations, so the pass knows whether feedback asked for another round.
    @exclusivity(unchecked)
    var mutations = 0
    /// Nodes holding preferences left by `exerciseAmbiguity`, oldest first.
    @exclusivity(unchecked)
    var stayed: [LayoutNode] = []
    /// Views whose safe-area insets must be recomputed at the next pass whatever moved
    /// (new watchers, a profile change).
    @exclusivity(unchecked)
    var safeAreaDirty = true
    /// Whether each axis's optional hugging and compression resistance go into the solver as one
    /// asymmetric equality (`contentPair`) rather than two inequalities. Same frames either
    /// way (tests compare); false only for those tests.
    @exclusivity(unchecked)
    var pairsContentSizes = true
    /// Maximum solve → feedback rounds in one pass (label re-wrapping, safe-area insets, hooks)
    /// before the pass calls it a feedback loop and closes with one more solve (`layout()`).
    /// Feedback that converges takes one round per dependent step (a chain of six multi-line
    /// labels, each as wide as the one before is tall, takes seven); 16 leaves room for deep
    /// chains and bounds a loop's cost at 17 solves, once.
    static let maxRounds = 16

    /// Whether an attached node has (or had) an explicit `semanticLayoutDirection`; until one
    /// does, every node's direction is the screen's and translations skip the walk up.
    @exclusivity(unchecked)
    var hasExplicitDirections = false

    /// Translates constraints over the nodes attached here (a value holding an unowned
    /// reference: nothing to allocate or retain).
    @inline(__always) var translator: ConstraintTranslator<EngineSpace> {
        ConstraintTranslator(space: EngineSpace(engine: self))
    }

    init(screen: Screen) { self.screen = screen }

    func record(_ e: LayoutEvent) { events.append(e) }

    /// Clears every back-reference into this engine (the screen is going away).
    func tearDown() {
        for case let node? in owners {
            node.engine = nil
            node.parent = nil
        }
        for case let c? in installed { c.engine = nil }
        for c in queue { c.engine = nil; c.isQueued = false }
        installed = []
        queue = []
        owners = []
    }

    // MARK: Attaching items

    /// Gives `node` its four variables; `parent` is the node its origin is relative to (nil for
    /// the screen). Variables are unnamed in the solver (exports name them from the items).
    func makeVariables(for node: LayoutNode, parent: LayoutNode?) {
        guard node.vars == nil else { return }
        let v = ItemVariables(x: solver.makeVariable(""), y: solver.makeVariable(""),
                              w: solver.makeVariable(""), h: solver.makeVariable(""))
        node.vars = v
        node.engine = self
        node.parent = parent
        if node.semanticDirection != nil { hasExplicitDirections = true }
        node.depth = (parent?.depth ?? -1) + 1
        node.serial = nextSerial
        nextSerial += 1
        node.rect = .zero
        node.local = .zero
        node.rounded = .zero
        parent?.view?.childGeometryVersion &+= 1
        fresh.append(node)
        let top = Int(v.h.id)
        if top >= owners.count { owners.append(contentsOf: repeatElement(nil, count: top - owners.count + 1)) }
        owners[Int(v.x.id)] = node
        owners[Int(v.y.id)] = node
        owners[Int(v.w.id)] = node
        owners[Int(v.h.id)] = node
    }

    func dropVariables(for node: LayoutNode) {
        if !node.ambiguityStays.isEmpty { releaseAmbiguityStays(of: node) }
        if let v = node.vars {
            for id in [v.x.id, v.y.id, v.w.id, v.h.id] where Int(id) < owners.count { owners[Int(id)] = nil }
        }
        node.parent?.view?.childGeometryVersion &+= 1
        node.vars = nil
        node.engine = nil
        node.parent = nil
    }

    /// Attaches a subtree: variables first (constraints may reach into descendants), then the
    /// constraints held in the subtree (queued), then generated ones.
    func attach(_ root: View) {
        events.append(contentsOf: root.pendingEvents)
        root.pendingEvents = []
        let rootParent = root.superview?.layoutNode
        root.forEachInSubtree { v in
            let node = v.layoutNode
            makeVariables(for: node, parent: v === root ? rootParent : v.superview?.layoutNode)
            for g in v.layoutGuides { makeVariables(for: g.layoutNode, parent: node) }
        }
        root.forEachInSubtree { v in
            for c in v.constraints { install(c) }
            v.installAutoresizingConstraints()
            v.needsContentSizeUpdate = true
            needsUpdate(v)
            if v.safeAreaGuideStorage != nil || v.marginsGuideStorage != nil || node(v).isScrollView { watchSafeArea(v) }
            if let s = v as? StackView { s.needsRecipe = true }
            // Its constraints are updated in the next pass, as a UIKit view's start out needing it.
            v.constraintUpdateRequested = true
            constraintRequests.append(v)
            // A view joining a screen is laid out in the next pass, as UIKit's addSubview does.
            v.setNeedsLayout()
        }
        needsLayout = true
    }

    func detach(_ root: View) {
        root.forEachInSubtree { v in
            for c in v.constraints { uninstall(c) }
            for case let c? in v.contentConstraints { uninstall(c) }
            v.contentConstraints = [nil, nil, nil, nil]
            for g in v.layoutGuides { dropVariables(for: g.layoutNode) }
            dropVariables(for: v.layoutNode)
            v.needsLayoutRequested = false
            v.constraintUpdateRequested = false
            // Off screen a view has no safe area; the pass kept an unwatched view's insets only
            // to notice changes (a watched one keeps its own, as before).
            if !v.watchesSafeArea { v.storedSafeAreaInsets = .zero }
        }
        watchedSafeArea.removeAll { v in
            if v.layoutNode.engine !== self { v.watchesSafeArea = false; return true }
            return false
        }
        needsLayout = true
    }

    @inline(__always) private func node(_ v: View) -> LayoutNode { v.layoutNode }

    func attachGuide(_ g: LayoutGuide) { makeVariables(for: g.layoutNode, parent: g.owningView?.layoutNode) }
    func detachGuide(_ g: LayoutGuide) { dropVariables(for: g.layoutNode) }

    func needsUpdate(_ v: View) {
        pendingUpdates.append(v)
        needsLayout = true
    }

    func watchSafeArea(_ v: View) {
        guard !(v is Screen), !v.watchesSafeArea else { return }
        // From now on the pass keeps the insets; start from what a read gave until now.
        v.storedSafeAreaInsets = safeAreaInsets(of: v)
        v.watchesSafeArea = true
        watchedSafeArea.append(v)
        safeAreaDirty = true
    }

    // MARK: The activation queue

    /// Queues an active constraint for the next flush. - Complexity: O(1).
    func install(_ c: LayoutConstraint) {
        guard c.handle == nil, !c.isQueued else { return }
        c.isQueued = true
        c.engine = self
        c.broken = false
        queue.append(c)
        needsLayout = true
    }

    /// Adds every queued constraint to the solver, in the order described in the type's doc.
    /// - Complexity: O(q log q) to order q queued constraints, plus the solver's adds.
    func flush() {
        guard !queue.isEmpty else { return }
        // The batch takes the queue's storage and the queue the spare's: no copy (a copy kept
        // while the queue is emptied in place allocated a new buffer per flush). Constraints
        // installed while the batch is added join the new queue, as before.
        var batch: [LayoutConstraint] = []
        swap(&batch, &queue)
        swap(&queue, &spareQueue)
        defer {
            batch.removeAll(keepingCapacity: true)
            spareQueue = batch
        }
        if batch.count == 1 {
            let c = batch[0]
            if c.isQueued { c.isQueued = false; add(c) }
            return
        }
        // Room for the batch's handles at once (geometric, so repeated flushes stay linear).
        let needed = installed.count + batch.count
        if needed > installed.capacity { installed.reserveCapacity(Swift.max(needed, 2 * installed.capacity)) }
        for i in flushOrder(batch) {
            let c = batch[i]
            guard c.isQueued else { continue }    // queued twice (deactivated and reactivated)
            c.isQueued = false
            add(c)
        }
    }

    /// The order in which `flush` adds `batch` (indices; queued constraints only): see the
    /// type's doc. A counting sort on the key (a holder's depth, or the chain rank), so the order
    /// within one key is activation order. - Complexity: O(n + depth of the tree).
    func flushOrder(_ batch: [LayoutConstraint]) -> [Int] {
        // Long chains: holders with many position links between their children on one axis.
        for c in batch where c.isQueued && c.isChainLink {
            // A chain link is held (`View.hold` sets the flag).
            let node = c.holder.unsafelyUnwrapped.layoutNode
            if c.firstAttribute.axis == .vertical { node.chainLinks.v += 1 } else { node.chainLinks.h += 1 }
        }
        // Keys: constraints held above a subtree before it, shallow holders first (key = depth);
        // then the constraints of long chains, deep holders first (key = chainBase - depth).
        var keys = [Int](repeating: Int.min, count: batch.count)    // Int.min: not queued
        var maxDepth = 0
        for i in batch.indices {
            let c = batch[i]
            guard c.isQueued else { continue }
            let node = holderNode(c)
            let depth = node.depth
            let links = c.firstAttribute.axis == .vertical ? node.chainLinks.v : node.chainLinks.h
            keys[i] = links >= LayoutEngine.longChain ? -1 - depth : depth
            if depth > maxDepth { maxDepth = depth }
        }
        for c in batch where c.isQueued && c.isChainLink { c.holder.unsafelyUnwrapped.layoutNode.chainLinks = (0, 0) }
        // Buckets 0...maxDepth for depths, then maxDepth+1... for chains by decreasing depth.
        let chainBase = 2 * maxDepth + 1
        var starts = [Int](repeating: 0, count: chainBase + 2)
        var count = 0
        for i in keys.indices where keys[i] != Int.min {
            let k = keys[i]
            let b = k >= 0 ? k : chainBase + 1 + k    // -1 - depth → chainBase - depth
            keys[i] = b
            starts[b + 1] += 1
            count += 1
        }
        for b in 0...chainBase { starts[b + 1] += starts[b] }
        var order = [Int](repeating: 0, count: count)
        for i in keys.indices where keys[i] != Int.min {
            let b = keys[i]
            order[starts[b]] = i
            starts[b] += 1
        }
        return order
    }

    /// Position links between two children of the holder on one axis from which a holder's
    /// constraints on that axis count as a long chain, added after the views they link.
    static let longChain = 8

    @inline(__always) private func holderNode(_ c: LayoutConstraint) -> LayoutNode {
        if let h = c.holder { return h.layoutNode }
        return c.firstNode.item?.owningView?.layoutNode ?? screen.layoutNode
    }

    // MARK: Constraints → solver

    /// Adds `c` to the solver now, breaking it (or, for a stack's generated constraint, the
    /// user constraint it conflicts with) when it cannot hold.
    func add(_ c: LayoutConstraint) {
        guard c.handle == nil, var sc = solverConstraint(c) else { return }
        c.engine = self
        c.broken = false
        mutations &+= 1
        needsLayout = true
        let partner = c.pairedCompression
        if let partner {
            if sc.relation == .lessOrEqual && partner.firstNode === c.firstNode
                && partner.firstAttribute == c.firstAttribute && partner.constant == c.constant {
                // The usual case: the compression side has the same expression (same item,
                // attribute and constant), so only its strength is needed, not a translation.
                partner.offsets = c.offsets
                partner.installedDirection = c.installedDirection
                sc = LinearConstraint(asymmetric: sc.expression, above: sc.strength, below: partner.storedPriority.strength)
            } else if let ps = solverConstraint(partner) {
                sc = contentPair(hugging: sc, compression: ps)
            }
        }
        do throws(SolverError) {
            let h = try solver.add(sc)
            remember(c, h)
            if let partner {
                partner.engine = self
                partner.broken = false
                partner.handle = h
                installedCount += 1
            }
        } catch {
            // A stack's generated constraint yields to the user's constraint it conflicts with
            // (UIKit logs the conflict and the hidden arranged view still collapses).
            if case .unsatisfiable(let ex) = error, case .stack = c.origin,
               let victim = ex.conflicting.compactMap({ constraint(for: $0) }).last(where: { !$0.origin.isGenerated }),
               let vh = victim.handle {
                try? solver.remove(vh)
                forget(victim, vh)
                victim.broken = true
                if let h = try? solver.add(sc) {
                    remember(c, h)
                    let others = ex.conflicting.compactMap { constraint(for: $0) }.filter { $0 !== victim }
                    record(LayoutEvent(kind: .unsatisfiable, message: "generated constraint conflicts with required constraints",
                                       constraints: [c, victim] + others, broken: victim))
                    return
                }
                // Still unsatisfiable: restore the victim and break the newcomer instead.
                victim.broken = false
                if let vc = solverConstraint(victim), let h = try? solver.add(vc) { remember(victim, h) }
            }
            breakConstraint(c, error: error, updated: false)
        }
    }

    /// A view's content hugging `w <= intrinsic` and compression resistance `w >= intrinsic`
    /// (both optional) as one asymmetric equality: its error above weighted by the hugging
    /// strength, below by the compression strength. Same cost and optimum as the two
    /// inequalities, with one row, no slacks and two error symbols instead of two rows, two
    /// slacks and two error symbols.
    func contentPair(hugging: LinearConstraint, compression: LinearConstraint) -> LinearConstraint {
        // `hugging` reads `e <= 0` (or `-e >= 0`, whose error above is compression's side).
        if hugging.relation == .lessOrEqual {
            return LinearConstraint(asymmetric: hugging.expression, above: hugging.strength, below: compression.strength)
        }
        return LinearConstraint(asymmetric: compression.expression, above: compression.strength, below: hugging.strength)
    }

    /// The installed constraint with solver handle `h`.
    @inline(__always) func constraint(for h: ConstraintHandle) -> LayoutConstraint? {
        let i = Int(h.id)
        return i >= 0 && i < installed.count ? installed[i] : nil
    }

    func remember(_ c: LayoutConstraint, _ h: ConstraintHandle) {
        c.handle = h
        let i = Int(h.id)
        if i == installed.count {
            installed.append(c)    // the usual case: handles are issued in order
        } else {
            while i >= installed.count { installed.append(nil) }
            installed[i] = c
        }
        installedCount += 1
    }

    func forget(_ c: LayoutConstraint, _ h: ConstraintHandle) {
        let i = Int(h.id)
        if i < installed.count, installed[i] === c { installed[i] = nil; installedCount -= 1 }
        else if c.isPairedCompression { installedCount -= 1 }
        c.handle = nil
    }

    /// Takes `c` out of the solver (or the queue).
    func uninstall(_ c: LayoutConstraint) {
        c.isQueued = false
        if let h = c.handle {
            // A paired compression constraint is in the solver through its hugging partner,
            // which is always uninstalled with it (`updateContentSize`, `detach`).
            if !c.isPairedCompression {
                do throws(SolverError) { try solver.remove(h) } catch { /* already gone: nothing to undo */ }
            }
            forget(c, h)
            needsLayout = true
            mutations &+= 1
        }
        c.engine = nil
        c.broken = false
    }

    /// Records the conflict and leaves `c` active but out of the solver (UIKit's "breaking").
    /// Policy (UIKit's choice is undocumented): the constraint whose activation or change caused
    /// the conflict is the one broken (within one flush of the queue: the one added last, see
    /// the type's doc) — except a stack view's generated constraint, which breaks the most
    /// recent user constraint in the minimal set instead (so hidden arranged views still
    /// collapse, as in UIKit), and the screen's own edges, which never break
    /// (`holdScreenEdge`). A broken constraint is retried on its next constant or priority
    /// change.
    func breakConstraint(_ c: LayoutConstraint, error: SolverError, updated: Bool) {
        c.broken = true
        switch error {
        case .unsatisfiable(let ex):
            let others = ex.conflicting.compactMap { constraint(for: $0) }.filter { $0 !== c }
            record(LayoutEvent(kind: .unsatisfiable,
                               message: updated ? "constant change made required constraints conflict" : "activation conflicts with required constraints",
                               constraints: [c] + others, broken: c))
        default:
            record(LayoutEvent(kind: .invalidChange, message: refusal(error, of: c, updated: updated), constraints: [c], broken: c))
        }
    }

    /// Why the solver refused `c`, in the constraint's own terms (its description, with its
    /// source location, follows in the event): the solver's message names its internal
    /// handles and symbols, which lead nowhere in the user's code.
    func refusal(_ error: SolverError, of c: LayoutConstraint, updated: Bool) -> String {
        let change = updated ? "constant change refused" : "constraint refused"
        switch error {
        case .nonFinite:
            func text(_ x: Double) -> String { x.isNaN ? "NaN" : Format.number(x) }
            if !c.multiplier.isFinite { return "\(change): the multiplier \(text(c.multiplier)) is not finite" }
            return "\(change): the constant \(text(c.constant)) is not finite"
        default:
            return "\(change): \(error.description)"
        }
    }

    func constantChanged(_ c: LayoutConstraint) {
        if c.broken { retry(c); return }
        guard let h = c.handle else { return }    // queued: added with its current constant
        mutations &+= 1
        do throws(SolverError) {
            try solver.setConstant(of: h, to: c.offsets - c.constant)
        } catch {
            try? solver.remove(h)
            forget(c, h)
            if c.origin == .screen {
                holdScreenEdge(c, conflict: error)
            } else {
                breakConstraint(c, error: error, updated: true)
            }
        }
        needsLayout = true
    }

    func priorityChanged(_ c: LayoutConstraint) {
        if c.broken { retry(c); return }
        guard c.handle != nil else { return }
        uninstall(c)
        install(c)
    }

    func retry(_ c: LayoutConstraint) {
        c.broken = false
        install(c)
    }

    /// Recomputes margin/baseline offsets of the installed constraints mentioning `node`.
    func refreshOffsets(of node: LayoutNode) {
        for c in node.referencing where c.engine === self && c.handle != nil {
            let old = c.offsets
            guard solverConstraint(c) != nil else { continue }
            if c.offsets != old { constantChanged(c) }
        }
    }

    func refreshDirection(of view: View) {
        let dir = view.effectiveLayoutDirection
        for c in view.layoutNode.referencing where c.engine === self && c.handle != nil
            && (c.firstAttribute.isDirectional || c.secondAttribute.isDirectional) && c.installedDirection != dir {
            uninstall(c)
            install(c)
        }
    }

    // MARK: Queries

    func ambiguousAttributes(of node: LayoutNode) -> [LayoutAttribute] {
        flush()
        guard let v = node.vars else { return [] }
        return withoutAmbiguityStays {
            var out: [LayoutAttribute] = []
            if solver.isAmbiguous(v.x) { out.append(.left) }
            if solver.isAmbiguous(v.y) { out.append(.top) }
            if solver.isAmbiguous(v.w) { out.append(.width) }
            if solver.isAmbiguous(v.h) { out.append(.height) }
            return out
        }
    }
}

/// A name usable as a `.cas` variable: letters, digits, `_` and `.`, not starting with a digit.
func sanitize(_ s: String) -> String {
    var out = String(s.map { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." ? $0 : "_" }.filter { $0.isASCII })
    if out.first?.isNumber ?? true { out = "_" + out }
    return out
}

extension LayoutEngine {
    /// The strength of the push `exerciseAmbiguity` gives a variable, and of the preference
    /// that keeps it where the push left it: below every priority (priority 0 is strength 1)
    /// and above the solver's objective tolerance (10⁻¹⁰ of the largest strength, at most
    /// 10⁻²), so it decides only among equally good solutions — unless a constraint's
    /// coefficients scale a move by more than ten.
    static let ambiguityPush = Strength(0.1)

    /// Moves each ambiguous variable of `node` (x, y, width, height, in that order) to the far
    /// end of what its constraints allow within one screen length, rightward/downward, or, when
    /// it cannot move that way, leftward/upward (a size not below 0). A preference at
    /// `ambiguityPush` keeps it there (it only breaks ties) until the next call or until the
    /// item leaves the screen.
    /// - Returns: whether anything moved.
    func exerciseAmbiguity(of node: LayoutNode) -> Bool {
        flush()
        guard let vars = node.vars else { return false }
        let span = screen.bounds.size
        let candidates = [(vars.x, span.width, false), (vars.y, span.height, false),
                          (vars.w, span.width, true), (vars.h, span.height, true)]
        let starts = candidates.map { solver.currentValue(of: $0.0) }
        let hadStays = !node.ambiguityStays.isEmpty
        releaseAmbiguityStays(of: node)
        var moved = false
        for (i, (variable, reach, isSize)) in candidates.enumerated() where solver.isAmbiguous(variable) {
            let start = starts[i]
            for target in [start + reach, isSize ? max(0, start - reach) : start - reach] where target != start {
                guard let h = try? solver.add((variable == target).withStrength(LayoutEngine.ambiguityPush)) else { continue }
                let now = solver.currentValue(of: variable)
                try? solver.remove(h)
                guard Swift.abs(now - start) > 1e-9 * Swift.max(1, Swift.abs(start)) else { continue }
                if let stay = try? solver.add((variable == now).withStrength(LayoutEngine.ambiguityPush)) {
                    node.ambiguityStays.append(AmbiguityStay(variable: variable, value: now, handle: stay))
                }
                moved = true
                break
            }
        }
        if !node.ambiguityStays.isEmpty { stayed.append(node) }
        if moved || hadStays {
            mutations &+= 1
            needsLayout = true
        }
        return moved
    }

    /// Removes the preferences `exerciseAmbiguity` left on `node`.
    func releaseAmbiguityStays(of node: LayoutNode) {
        for s in node.ambiguityStays { try? solver.remove(s.handle) }
        node.ambiguityStays = []
        stayed.removeAll { $0 === node }
    }

    /// Runs `body` with every preference left by `exerciseAmbiguity` taken out (they would hide
    /// the ambiguity they settle), then puts them back at the same values.
    func withoutAmbiguityStays<T>(_ body: () -> T) -> T {
        guard !stayed.isEmpty else { return body() }
        for node in stayed { for s in node.ambiguityStays { try? solver.remove(s.handle) } }
        let result = body()
        for node in stayed {
            for i in node.ambiguityStays.indices {
                let s = node.ambiguityStays[i]
                if let h = try? solver.add((s.variable == s.value).withStrength(LayoutEngine.ambiguityPush)) {
                    node.ambiguityStays[i].handle = h
                }
            }
        }
        return result
    }
}
