import FlickLayout

/// A plain rectangle in a view tree, for tools and tests that need hit testing without a
/// layout: the full-screen surface of `flick gestures`, hand-built trees in tests.
public final class HitTestNode: HitTestable {
    /// A name for diagnostics.
    @exclusivity(unchecked)
    public var name: String
    /// Frame in the superview's coordinates (the untransformed frame: center ± size/2).
    @exclusivity(unchecked)
    public var frame: Rect
    /// Bounds origin (a scroll offset); default zero.
    @exclusivity(unchecked)
    public var boundsOrigin = Point.zero
    @exclusivity(unchecked)
    public var transform = Transform.identity
    @exclusivity(unchecked)
    public var isHidden = false
    @exclusivity(unchecked)
    public var alpha = 1.0
    @exclusivity(unchecked)
    public var isUserInteractionEnabled = true
    @exclusivity(unchecked)
    public private(set) var subviews: [HitTestNode] = []
    @exclusivity(unchecked)
    public private(set) weak var superview: HitTestNode?

    public init(name: String = "", frame: Rect) {
        self.name = name
        self.frame = frame
    }

    /// Adds `subview` in front of the others.
    public func addSubview(_ subview: HitTestNode) {
        subview.removeFromSuperview()
        subviews.append(subview)
        subview.superview = self
    }

    public func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }

    public var hitBounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }
    public var hitCenter: Point { Point(x: frame.midX, y: frame.midY) }
    public var hitTransform: Transform { transform }
    public var hitIsHidden: Bool { isHidden }
    public var hitAlpha: Double { alpha }
    public var hitIsUserInteractionEnabled: Bool { isUserInteractionEnabled }
    public var hitSubviews: [any HitTestable] { subviews }
    public var hitSuperview: (any HitTestable)? { superview }
}
