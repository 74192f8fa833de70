/// A value that animates additively: a vector space (zero, +, −, scaling by a real).
///
/// The engine animates a property as model + Σ deltaᵢ·(1 − qᵢ(t)) over its in-flight
/// tracks (UIKit's additive animations since iOS 8): a new animation of a property that is
/// already animating starts from where the presentation is, without a jump.
public protocol VectorAnimatable: Equatable {
    static var zero: Self { get }
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    /// The value multiplied by `factor`.
    func scaled(by factor: Double) -> Self
    /// False when any component is NaN or infinite.
    var isFiniteValue: Bool { get }
}

extension VectorAnimatable {
    /// Linear interpolation: from + (to − from)·t (t may leave 0…1 for overshooting springs).
    public static func interpolate(_ from: Self, _ to: Self, _ t: Double) -> Self {
        from + (to - from).scaled(by: t)
    }
}

extension Double: VectorAnimatable {
    @inlinable public func scaled(by factor: Double) -> Double { self * factor }
    @inlinable public var isFiniteValue: Bool { isFinite }
}

/// Two animatable values animated together (e.g. a point as (x, y)).
public struct AnimatablePair<First: VectorAnimatable, Second: VectorAnimatable>: VectorAnimatable {
    public var first: First
    public var second: Second
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }
    public static var zero: Self { Self(.zero, .zero) }
    public static func + (l: Self, r: Self) -> Self { Self(l.first + r.first, l.second + r.second) }
    public static func - (l: Self, r: Self) -> Self { Self(l.first - r.first, l.second - r.second) }
    public func scaled(by f: Double) -> Self { Self(first.scaled(by: f), second.scaled(by: f)) }
    public var isFiniteValue: Bool { first.isFiniteValue && second.isFiniteValue }
}
