/// The presentation layer of a view tree: for every view, animated frame, alpha and transform
/// on top of the model values the views hold, as Core Animation's layers do for UIKit.
///
/// It observes every animation block of its engine: before a block it snapshots the tree's
/// model values, after it compares, and each change becomes an animation of the block's
/// animator from the old value to the new. So scene code reads like UIKit:
///
///     let animator = PropertyAnimator(engine: engine, duration: 0.35, curve: .easeInOut) {
///         topConstraint.update(offset: 200)   // the model changes…
///         screen.layoutIfNeeded()             // …the layout pass gives the new frames at once,
///         label.alpha = 1                     // …and the presentation interpolates old → new.
///     }
///
/// Changes outside animation blocks (a layout pass in the tick, a plain `alpha =`) become the
/// model at once; in-flight animations keep running on top of it (additive).
///
/// Views are walked in the order `views()` returns them; nothing depends on hashing order.
/// - Complexity: O(views) per animation block (snapshot and diff), O(in-flight animations of
///   the view) per `presentation(of:)`. With `tracksChanges` (the view tree reports each change
///   through `modelWillChange(_:)`), O(changed views + animating views) per block instead.
///
/// Policy (frames): an animator that ends away from its end (stop without finishing, finish
/// at `.start` or `.current`) leaves the presentation frame where it settled until the
/// view's layout frame next changes, as UIKit's layer frame does until the next layout pass.
/// Alpha and transform settle into the view's model values.
public final class ViewPresentation<V: AnimatableView>: AnimationBlockObserver {
    public let engine: AnimationEngine
    let views: () -> [V]
    public let transitions: TransitionCoordinator

    final class Layer {
        @exclusivity(unchecked)
        weak var view: V?
        let id: Int
        let frame: AnimatedProperty<AnimatableRect>
        let alpha: AnimatedProperty<Double>
        let transform: AnimatedProperty<TransformComponents>
        @exclusivity(unchecked)
        var seenFrame: AnimatableRect
        @exclusivity(unchecked)
        var seenAlpha: Double
        @exclusivity(unchecked)
        var seenTransform: TransformComponents
        /// Whether the layer is in `animatedLayers` (tracked mode).
        @exclusivity(unchecked)
        var listed = false
        init(view: V, id: Int, engine: AnimationEngine) {
            self.view = view; self.id = id
            seenFrame = view.animationFrame; seenAlpha = view.animationAlpha; seenTransform = view.animationTransform
            frame = engine.register(.indexed(prefix: "view", index: id, suffix: ".frame"), initial: seenFrame)
            alpha = engine.register(.indexed(prefix: "view", index: id, suffix: ".alpha"), initial: seenAlpha)
            transform = engine.register(.indexed(prefix: "view", index: id, suffix: ".transform"), initial: seenTransform)
        }
        deinit {
            frame.onSettle = nil
            alpha.onSettle = nil
            transform.onSettle = nil
        }
        /// Whether the frame was left away from the view's layout frame by an animator that
        /// ended away from its end (see the type's frame policy).
        var isDisplaced: Bool { view != nil && !frame.isAnimating && frame.model != seenFrame }
    }

    struct Snapshot {
        let frame: AnimatableRect, alpha: Double, transform: TransformComponents
    }

    @exclusivity(unchecked)
    var layers: [ObjectIdentifier: Layer] = [:]
    @exclusivity(unchecked)
    var layerByID: [Int: Layer] = [:]
    @exclusivity(unchecked)
    var nextID = 0
    @exclusivity(unchecked)
    var liveAfterLastPrune = 0
    @exclusivity(unchecked)
    var snapshots: [[ObjectIdentifier: Snapshot]] = []
    /// Per open block (tracked mode): the changed views in the order they first changed.
    @exclusivity(unchecked)
    var changedOrder: [[V]] = []
    /// Layers that received an animation (tracked mode), checked at every block start.
    @exclusivity(unchecked)
    var animatedLayers: [Layer] = []
    /// Layers whose frame an animator left away from the layout frame (a superset: entries
    /// that moved back are dropped when `hasDisplacedFrames` is read).
    @exclusivity(unchecked)
    var displacedLayers: [Layer] = []
    /// Whether `displacedLayers` may be non-empty: read on every tick instead of the list,
    /// whose `isEmpty` in this generic class asks the runtime for the list's type each time
    /// (about 900 instructions a read, in a release build).
    @exclusivity(unchecked)
    var mayHaveDisplacedLayers = false

    /// When true, an animation block snapshots only the views its owner reports through
    /// `modelWillChange(_:)` — just before each change of a view's frame, alpha or transform —
    /// instead of walking `views()` before and after (O(changes) rather than O(tree) per block).
    /// Default false. Turn it on only when every such change is reported.
    ///
    /// Policy in this mode: a view takes part in a block's diff when it already has a layer
    /// (it was read, or `ensureLayer(for:)` gave it one, e.g. after its first layout pass),
    /// so a view first laid out inside the block appears as laid out, as in the walking mode.
    @exclusivity(unchecked)
    package var tracksChanges = false

    /// Whether an animation block is open (changes reported now are animated).
    package var isInAnimationBlock: Bool { !snapshots.isEmpty }

    /// A presentation layer for the views `views()` lists (call it with the whole tree, e.g.
    /// a preorder walk of the screen). It registers itself with `engine` as a block observer.
    public init(engine: AnimationEngine, views: @escaping () -> [V]) {
        self.engine = engine
        self.views = views
        self.transitions = TransitionCoordinator(engine: engine)
        engine.addBlockObserver(self)
    }

    /// Stops observing the engine's animation blocks.
    public func detach() { engine.removeBlockObserver(self) }

    // MARK: - Reading

    /// What is on screen for `view` now.
    public func presentation(of view: V) -> PresentationValues {
        let l = layer(for: view)
        sync(l, view)
        var effect = TransitionEffect.identity
        if let e = transitions.effect(of: l.id) { effect = e }
        return PresentationValues(frame: l.frame.presentation, alpha: l.alpha.presentation * effect.opacity,
                                  transform: l.transform.presentation, effect: effect)
    }

    /// Every view's presentation, in `views()` order.
    public func presentations() -> [(view: V, values: PresentationValues)] {
        let listed = views()
        // The first read makes every view's layer: room for them at once, not by rehashing.
        if layers.capacity < listed.count {
            layers.reserveCapacity(listed.count)
            layerByID.reserveCapacity(listed.count)
        }
        let out = listed.map { ($0, presentation(of: $0)) }
        // Every listed view is alive: no prune is due before the layers double again.
        liveAfterLastPrune = max(liveAfterLastPrune, out.count)
        return out
    }

    /// Whether some view's presentation frame was left away from its layout frame by an
    /// animator that ended away from its end (stopped without finishing, finished at
    /// `.start` or `.current`), so what is on screen is not the model although no animator
    /// is active. It stays so until the view's layout frame next changes.
    /// - Complexity: O(such views).
    package var hasDisplacedFrames: Bool {
        guard mayHaveDisplacedLayers else { return false }
        displacedLayers.removeAll { !$0.isDisplaced }
        mayHaveDisplacedLayers = !displacedLayers.isEmpty
        return mayHaveDisplacedLayers
    }

    /// Whether any of the view's properties is animating.
    public func isAnimating(_ view: V) -> Bool {
        guard let l = existingLayer(for: view) else { return false }
        return l.frame.isAnimating || l.alpha.isAnimating || l.transform.isAnimating
            || transitions.phase(of: l.id).map { !$0.isIdentity } ?? false
    }

    // MARK: - Transitions

    /// Shows `view` with `transition` (its size is the view's current frame size).
    public func insert(_ view: V, transition: Transition, animation: AnimationSpec?) {
        let l = layer(for: view)
        let f = view.animationFrame
        transitions.insert(l.id, width: f.width, height: f.height, transition: transition, animation: animation)
    }

    /// Starts removing `view` with the transition it was inserted with (or `transition`, for
    /// a view inserted without one). The view stays until `drainRemovedViews()` returns it.
    public func remove(_ view: V, transition: Transition = .identity, animation: AnimationSpec?) {
        let l = layer(for: view)
        if transitions.phase(of: l.id) == nil {
            let f = view.animationFrame
            transitions.insert(l.id, width: f.width, height: f.height, transition: transition, animation: nil)
        }
        transitions.remove(l.id, animation: animation)
    }

    /// The transition phase of `view`, nil when it has no transition running or applied.
    public func transitionPhase(of view: V) -> TransitionPhase? {
        existingLayer(for: view).flatMap { transitions.phase(of: $0.id) }
    }

    /// Views whose removal transition finished since the last call (take them out of the tree).
    public func drainRemovedViews() -> [V] {
        transitions.drainRemoved().compactMap { layerByID[$0]?.view }
    }

    // MARK: - AnimationBlockObserver

    public func willRunAnimationBlock() {
        pruneIfNeeded()
        if tracksChanges {
            // Layers animating now take their model first (settling folds into it); others sync
            // lazily when read or changed.
            animatedLayers.removeAll { l in
                guard let v = l.view, l.frame.isAnimating || l.alpha.isAnimating || l.transform.isAnimating else {
                    l.listed = false
                    return true
                }
                sync(l, v)
                return false
            }
            snapshots.append([:])
            changedOrder.append([])
            return
        }
        var snap: [ObjectIdentifier: Snapshot] = [:]
        for v in views() {
            let l = layer(for: v)
            let now = Snapshot(frame: v.animationFrame, alpha: v.animationAlpha, transform: v.animationTransform)
            sync(l, now)
            snap[ObjectIdentifier(v)] = now
        }
        snapshots.append(snap)
    }

    public func didRunAnimationBlock() {
        guard let before = snapshots.popLast() else { return }
        let walked = tracksChanges ? changedOrder.popLast() ?? [] : views()
        for v in walked {
            let key = ObjectIdentifier(v)
            guard let old = before[key] else { continue } // new inside the block: appears as laid out
            let l = layer(for: v)
            let now = Snapshot(frame: v.animationFrame, alpha: v.animationAlpha, transform: v.animationTransform)
            var animated = false
            if now.frame != old.frame { animated = engine.recordChange(of: l.frame, from: old.frame, to: now.frame) || animated }
            if now.alpha != old.alpha { animated = engine.recordChange(of: l.alpha, from: old.alpha, to: now.alpha) || animated }
            if now.transform != old.transform { animated = engine.recordChange(of: l.transform, from: old.transform, to: now.transform) || animated }
            if animated && tracksChanges && !l.listed { l.listed = true; animatedLayers.append(l) }
            l.seenFrame = now.frame; l.seenAlpha = now.alpha; l.seenTransform = now.transform
            // Enclosing blocks must not animate this change a second time. (Only a view that
            // changed here, and only the values that changed here: resetting the others would
            // drop what an enclosing block changed before this nested one.)
            if now.frame != old.frame || now.alpha != old.alpha || now.transform != old.transform {
                for i in snapshots.indices {
                    guard let outer = snapshots[i][key] else { continue }
                    snapshots[i][key] = Snapshot(frame: now.frame != old.frame ? now.frame : outer.frame,
                                                 alpha: now.alpha != old.alpha ? now.alpha : outer.alpha,
                                                 transform: now.transform != old.transform ? now.transform : outer.transform)
                }
            }
        }
    }

    /// Tracked mode: `view` is about to change its frame, alpha or transform (it still holds
    /// the old values). Inside an animation block the old values are snapshotted for every open
    /// block that has not seen the view yet; outside one this does nothing.
    /// - Complexity: O(open blocks), amortized.
    package func modelWillChange(_ view: V) {
        guard tracksChanges, !snapshots.isEmpty, let l = existingLayer(for: view) else { return }
        let key = ObjectIdentifier(view)
        var now: Snapshot?
        for i in snapshots.indices where snapshots[i][key] == nil {
            if now == nil {
                let s = Snapshot(frame: view.animationFrame, alpha: view.animationAlpha, transform: view.animationTransform)
                sync(l, s)
                now = s
            }
            snapshots[i][key] = now
            changedOrder[i].append(view)
        }
    }

    /// Calls `body` with every view that may be animating (a superset of those for which
    /// `isAnimating(_:)` is true): in tracked mode the views that received an animation and
    /// those with a transition, O(those); otherwise every view with a layer, O(layers).
    /// The order is deterministic in tracked mode only.
    package func forEachPossiblyAnimatingView(_ body: (V) -> Void) {
        if tracksChanges {
            for l in animatedLayers { if let v = l.view { body(v) } }
            for l in displacedLayers where !l.listed { if let v = l.view { body(v) } }
        } else {
            for l in layers.values { if let v = l.view { body(v) } }
        }
        for id in transitions.ids { if let v = layerByID[id]?.view { body(v) } }
    }

    /// Gives `view` its layer now if it has none (tracked mode: so its next change in a block animates).
    package func ensureLayer(for view: V) { _ = layer(for: view) }

    // MARK: - Steps

    func existingLayer(for view: V) -> Layer? {
        guard let l = layers[ObjectIdentifier(view)], l.view === view else { return nil }
        return l
    }

    func layer(for view: V) -> Layer {
        if let l = existingLayer(for: view) { return l }
        let l = Layer(view: view, id: nextID, engine: engine)
        nextID += 1
        // Unowned: the layer clears both in its deinit (its properties may outlive it in an
        // animator), so they never run without it, and no weak reference gives every layer a
        // side table (an allocation, and slower retains and releases).
        l.frame.onSettle = { [unowned(unsafe) self, unowned(unsafe) l] _ in
            self.displacedLayers.append(l)
            self.mayHaveDisplacedLayers = true
        }
        l.alpha.onSettle = { [unowned(unsafe) l] a in l.view?.animationAlpha = a; l.seenAlpha = a }
        l.transform.onSettle = { [unowned(unsafe) l] t in l.view?.animationTransform = t; l.seenTransform = t }
        layers[ObjectIdentifier(view)] = l
        layerByID[l.id] = l
        return l
    }

    /// Forgets layers whose view is gone, once they outnumber the live ones (amortized O(1)).
    func pruneIfNeeded() {
        guard layers.count > 64, layers.count > 2 * liveAfterLastPrune else { return }
        layers = layers.filter { $0.value.view != nil }
        layerByID = layerByID.filter { $0.value.view != nil }
        liveAfterLastPrune = layers.count
    }

    /// Model values changed outside any animation block become the layer's model at once.
    func sync(_ l: Layer, _ v: V) {
        sync(l, Snapshot(frame: v.animationFrame, alpha: v.animationAlpha, transform: v.animationTransform))
    }

    func sync(_ l: Layer, _ s: Snapshot) {
        if s.frame != l.seenFrame, s.frame.isFiniteValue { l.frame.model = s.frame; l.seenFrame = s.frame }
        if s.alpha != l.seenAlpha, s.alpha.isFinite { l.alpha.model = s.alpha; l.seenAlpha = s.alpha }
        if s.transform != l.seenTransform, s.transform.isFiniteValue { l.transform.model = s.transform; l.seenTransform = s.transform }
    }
}
