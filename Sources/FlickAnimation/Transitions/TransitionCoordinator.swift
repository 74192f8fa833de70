/// TransitionPhase (iOS 17): where a view is in its insertion/removal.
public enum TransitionPhase: Int, Sendable, CustomStringConvertible {
    /// Being inserted (animating active → identity).
    case willAppear = -1
    /// Present.
    case identity = 0
    /// Being removed (animating identity → active); still in the hierarchy until it ends.
    case didDisappear = 1

    public var isIdentity: Bool { self == .identity }
    public var description: String {
        switch self {
        case .willAppear: "willAppear"
        case .identity: "identity"
        case .didDisappear: "didDisappear"
        }
    }
}

/// Runs the insertion and removal transitions of views identified by integer ids
/// (SwiftUI's model). Each view's transition is one animated amount (0 = active state,
/// 1 = identity) on the engine, driven by a property animator, so transitions sample in
/// closed form with the engine's clock.
///
/// - Insertion with an animation: willAppear, active → identity, then identity.
///   Without one: identity at once.
/// - Removal with an animation: didDisappear, identity → active on the removal side; the view
///   stays (listed in `ids`) until the animation ends, then moves to `drainRemoved()`.
///   Without one: removed at once.
/// - Removed while appearing: it turns toward the removal side's active state from where it
///   is (the removal side's interpolation from that amount). Re-inserted while disappearing:
///   back toward identity along the side it is on.
public final class TransitionCoordinator {
    public let engine: AnimationEngine

    final class Item {
        let transition: Transition
        @exclusivity(unchecked)
        var phase: TransitionPhase
        @exclusivity(unchecked)
        var removalSide: Bool
        let amount: AnimatedProperty<Double>
        @exclusivity(unchecked)
        var width: Double, height: Double
        @exclusivity(unchecked)
        var generation = 0
        init(transition: Transition, phase: TransitionPhase, amount: AnimatedProperty<Double>, width: Double, height: Double) {
            self.transition = transition; self.phase = phase; self.removalSide = false
            self.amount = amount; self.width = width; self.height = height
        }
    }

    @exclusivity(unchecked)
    var items: [Int: Item] = [:]
    @exclusivity(unchecked)
    var removed: [Int] = []

    public init(engine: AnimationEngine) { self.engine = engine }

    /// Views present or still disappearing, ascending.
    public var ids: [Int] { items.keys.sorted() }

    /// Inserts view `id` (size in points) with `transition`, animated by `animation`
    /// (the transition's own animation wins; nil and no own animation: no animation).
    /// Inserting a view that is disappearing turns it back; inserting a present one does nothing.
    public func insert(_ id: Int, width: Double, height: Double, transition: Transition, animation: AnimationSpec?) {
        let spec = transition.animation ?? animation
        if let item = items[id] {
            item.width = width; item.height = height
            guard item.phase == .didDisappear else { return }
            item.phase = .identity
            drive(id, item, to: 1, spec: spec)
            return
        }
        let item = Item(transition: transition, phase: spec == nil ? .identity : .willAppear,
                        amount: engine.register("transition.\(id)", initial: spec == nil ? 1.0 : 0.0),
                        width: width, height: height)
        items[id] = item
        if spec != nil { drive(id, item, to: 1, spec: spec) }
    }

    /// Removes view `id`, animated by `animation` (the transition's own animation wins).
    /// - Returns: false when `id` is not present.
    @discardableResult
    public func remove(_ id: Int, animation: AnimationSpec?) -> Bool {
        guard let item = items[id] else { return false }
        if item.phase == .didDisappear { return true }
        let spec = item.transition.animation ?? animation
        item.phase = .didDisappear
        item.removalSide = true
        guard spec != nil else {
            items[id] = nil
            removed.append(id)
            return true
        }
        drive(id, item, to: 0, spec: spec)
        return true
    }

    /// The phase of view `id`, nil when not present.
    public func phase(of id: Int) -> TransitionPhase? { items[id]?.phase }

    /// The effect on view `id` at the engine's current time, nil when not present.
    public func effect(of id: Int) -> TransitionEffect? {
        guard let item = items[id] else { return nil }
        let side = item.removalSide ? item.transition.removal : item.transition.insertion
        let a = side.active(item.width, item.height), i = side.identity(item.width, item.height)
        return TransitionEffect.interpolate(a, i, item.amount.presentation)
    }

    /// Views whose removal finished since the last call, in the order they finished.
    public func drainRemoved() -> [Int] {
        defer { removed = [] }
        return removed
    }

    private func drive(_ id: Int, _ item: Item, to target: Double, spec: AnimationSpec?) {
        item.generation += 1
        let generation = item.generation
        guard let spec else {
            item.amount.value = target
            finished(id, item, generation)
            return
        }
        let a = PropertyAnimator(engine: engine, duration: spec.duration, timingParameters: spec.timing)
        let amount = item.amount
        a.addAnimations { amount.value = target }
        a.addCompletion { [weak self] _ in self?.finished(id, item, generation) }
        a.startAnimation(afterDelay: spec.delay)
    }

    private func finished(_ id: Int, _ item: Item, _ generation: Int) {
        guard item.generation == generation, items[id] === item else { return }
        switch item.phase {
        case .willAppear: item.phase = .identity
        case .identity: item.removalSide = false
        case .didDisappear:
            items[id] = nil
            removed.append(id)
        }
    }
}
