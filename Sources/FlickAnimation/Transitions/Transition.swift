/// A SwiftUI-style transition (AnyTransition): how a view looks when it is not present (the
/// active state) against when it is (identity), separately for insertion and removal.
/// Insertion animates active → identity; removal animates identity → active, as in SwiftUI.
///
/// States are functions of the view's size, so `.move(edge:)` can offset by the view's own
/// width or height.
public struct Transition: Sendable {
    /// One side (insertion or removal): the two states.
    public struct Side: Sendable {
        public let active: @Sendable (_ width: Double, _ height: Double) -> TransitionEffect
        public let identity: @Sendable (_ width: Double, _ height: Double) -> TransitionEffect
    }

    public let insertion: Side
    public let removal: Side
    /// An animation that overrides the one the insertion or removal came with
    /// (`AnyTransition.animation(_:)`).
    public let animation: AnimationSpec?

    public init(insertion: Side, removal: Side, animation: AnimationSpec? = nil) {
        self.insertion = insertion; self.removal = removal; self.animation = animation
    }

    /// `.modifier(active:identity:)` with fixed effects.
    public static func modifier(active: TransitionEffect, identity: TransitionEffect = .identity) -> Transition {
        let side = Side(active: { _, _ in active }, identity: { _, _ in identity })
        return Transition(insertion: side, removal: side)
    }

    /// `.modifier(active:identity:)` with effects that depend on the view's size.
    public static func modifier(active: @escaping @Sendable (Double, Double) -> TransitionEffect,
                                identity: @escaping @Sendable (Double, Double) -> TransitionEffect = { _, _ in .identity }) -> Transition {
        let side = Side(active: active, identity: identity)
        return Transition(insertion: side, removal: side)
    }

    /// `.identity`: no change.
    public static let identity = Transition.modifier(active: .identity)
    /// `.opacity`: opacity 0 when not present.
    public static let opacity = Transition.modifier(active: TransitionEffect(opacity: 0))
    /// `.scale`: scale ≈ 0 (1e-5, to stay invertible) about the center.
    public static let scale = Transition.scale(1e-5)
    /// `.scale(scale:anchor:)`.
    public static func scale(_ factor: Double, anchor: UnitPoint = .center) -> Transition {
        .modifier(active: TransitionEffect(scaleX: factor, scaleY: factor, anchor: anchor))
    }
    /// `.offset(x:y:)`: a fixed offset (points) when not present.
    public static func offset(x: Double = 0, y: Double = 0) -> Transition {
        .modifier(active: TransitionEffect(offsetX: x, offsetY: y))
    }
    /// `.move(edge:)`: offset by the view's own size toward `edge`; under right-to-left,
    /// leading and trailing swap.
    public static func move(edge: Edge, rightToLeft: Bool = false) -> Transition {
        .modifier(active: { w, h in edge.offset(width: w, height: h, rightToLeft: rightToLeft) })
    }
    /// `.slide`: in from the leading edge, out to the trailing edge.
    public static let slide = Transition.asymmetric(insertion: .move(edge: .leading), removal: .move(edge: .trailing))
    /// `.push(from:)`: in from `edge` with a fade, out toward the opposite edge with a fade.
    public static func push(from edge: Edge) -> Transition {
        .asymmetric(insertion: .move(edge: edge).combined(with: .opacity),
                    removal: .move(edge: edge.opposite).combined(with: .opacity))
    }

    /// `.asymmetric(insertion:removal:)`: `insertion`'s insertion side and `removal`'s removal side.
    public static func asymmetric(insertion: Transition, removal: Transition) -> Transition {
        Transition(insertion: insertion.insertion, removal: removal.removal)
    }

    /// `.combined(with:)`: both transitions at once (nested modifiers), on both sides.
    public func combined(with other: Transition) -> Transition {
        func join(_ a: Side, _ b: Side) -> Side {
            Side(active: { w, h in a.active(w, h).combined(with: b.active(w, h)) },
                 identity: { w, h in a.identity(w, h).combined(with: b.identity(w, h)) })
        }
        return Transition(insertion: join(insertion, other.insertion), removal: join(removal, other.removal),
                          animation: animation ?? other.animation)
    }

    /// `.animation(_:)`: this transition always animates with `spec`.
    public func animation(_ spec: AnimationSpec) -> Transition {
        Transition(insertion: insertion, removal: removal, animation: spec)
    }
}

/// A view edge.
public enum Edge: Sendable, Hashable, CaseIterable {
    case top, bottom, leading, trailing

    public var opposite: Edge {
        switch self {
        case .top: .bottom
        case .bottom: .top
        case .leading: .trailing
        case .trailing: .leading
        }
    }

    /// The offset that moves a view of this size just past this edge of its own frame.
    public func offset(width: Double, height: Double, rightToLeft: Bool = false) -> TransitionEffect {
        let flip = rightToLeft ? -1.0 : 1.0
        switch self {
        case .top: return TransitionEffect(offsetY: -height)
        case .bottom: return TransitionEffect(offsetY: height)
        case .leading: return TransitionEffect(offsetX: -width * flip)
        case .trailing: return TransitionEffect(offsetX: width * flip)
        }
    }
}
