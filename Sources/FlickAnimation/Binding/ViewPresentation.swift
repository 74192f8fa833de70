/// The presentation layer of a view tree: for every view, animated frame, alpha and transform
/// on top of the model values the views hold (BEHAVIOUR §6.6).
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
///   the view) per `presentation(of:)`.
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
        weak var view: V?
        let id: Int
        let frame: AnimatedProperty<AnimatableRect>
        let alpha: AnimatedProperty<Double>
        let transform: AnimatedProperty<TransformComponents>
        var seenFrame: AnimatableRect
        var seenAlpha: Double
        var seenTransform: TransformComponents
        init(view: V, id: Int, engine: AnimationEngine) {
            self.view = view; self.id = id
            seenFrame = view.animationFrame; seenAlpha = view.animationAlpha; seenTransform = view.animationTransform
            frame = engine.register("view\(id).frame", initial: seenFrame)
            alpha = engine.register("view\(id).alpha", initial: seenAlpha)
            transform = engine.register("view\(id).transform", initial: seenTransform)
        }
    }

    struct Snapshot {
        let frame: AnimatableRect, alpha: Double, transform: TransformComponents
    }

    var layers: [ObjectIdentifier: Layer] = [:]
    var layerByID: [Int: Layer] = [:]
    var nextID = 0
    var liveAfterLastPrune = 0
    var snapshots: [[ObjectIdentifier: Snapshot]] = []

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
        views().map { ($0, presentation(of: $0)) }
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
        for v in views() {
            let key = ObjectIdentifier(v)
            guard let old = before[key] else { continue } // new inside the block: appears as laid out
            let l = layer(for: v)
            let now = Snapshot(frame: v.animationFrame, alpha: v.animationAlpha, transform: v.animationTransform)
            if now.frame != old.frame { engine.recordChange(of: l.frame, from: old.frame, to: now.frame) }
            if now.alpha != old.alpha { engine.recordChange(of: l.alpha, from: old.alpha, to: now.alpha) }
            if now.transform != old.transform { engine.recordChange(of: l.transform, from: old.transform, to: now.transform) }
            l.seenFrame = now.frame; l.seenAlpha = now.alpha; l.seenTransform = now.transform
            // Enclosing blocks must not animate this change a second time.
            for i in snapshots.indices where snapshots[i][key] != nil { snapshots[i][key] = now }
        }
    }

    // MARK: - Steps

    func existingLayer(for view: V) -> Layer? {
        guard let l = layers[ObjectIdentifier(view)], l.view === view else { return nil }
        return l
    }

    func layer(for view: V) -> Layer {
        if let l = existingLayer(for: view) { return l }
        let l = Layer(view: view, id: nextID, engine: engine)
        nextID += 1
        l.alpha.onSettle = { [weak l] a in l?.view?.animationAlpha = a; l?.seenAlpha = a }
        l.transform.onSettle = { [weak l] t in l?.view?.animationTransform = t; l?.seenTransform = t }
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
