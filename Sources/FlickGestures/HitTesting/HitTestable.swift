import FlickLayout

/// What hit testing and coordinate conversion need from a view (UIKit's `UIView` subset).
///
/// FlickLayout's `View` conforms (see `View+HitTestable.swift`); tests and tools may conform
/// their own light-weight nodes. Coordinates follow UIKit: a view's `center` is in its
/// superview's coordinates, its `bounds.origin` is the content offset of what it shows (a
/// scroll view's `contentOffset`), and its `transform` applies about its center.
public protocol HitTestable: AnyObject {
    /// Bounds: origin = the local coordinate of the top-left corner, size = the view's size.
    var hitBounds: Rect { get }
    /// The center in the superview's coordinates.
    var hitCenter: Point { get }
    /// The transform about the center.
    var hitTransform: Transform { get }
    var hitIsHidden: Bool { get }
    var hitAlpha: Double { get }
    var hitIsUserInteractionEnabled: Bool { get }
    /// Subviews, back to front (the last is front-most).
    var hitSubviews: [any HitTestable] { get }
    var hitSuperview: (any HitTestable)? { get }
    /// `point(inside:)`: whether a point in local coordinates counts as inside (default:
    /// within `hitBounds`, half-open on the far edges).
    func hitPointInside(_ point: Point) -> Bool
    /// UIKit's `hitTest(_:with:)` for a point in local coordinates (default: `deepestHit(at:)`;
    /// a view type with its own hit testing answers with it).
    func hitTestTouch(at point: Point) -> (any HitTestable)?
}

extension HitTestable {
    public func hitPointInside(_ point: Point) -> Bool {
        let b = hitBounds
        return point.x >= b.minX && point.x < b.maxX && point.y >= b.minY && point.y < b.maxY
    }

    public func hitTestTouch(at point: Point) -> (any HitTestable)? { deepestHit(at: point) }

    /// UIKit's `hitTest(_:with:)`: the deepest view under `point` (local coordinates).
    /// Hidden views, views with interaction disabled and views with alpha < 0.01 are skipped
    /// with their whole subtree; points outside a view never reach its subviews; subviews are
    /// tried front-most first.
    /// - Complexity: O(views visited).
    public func deepestHit(at point: Point) -> (any HitTestable)? {
        guard !hitIsHidden, hitIsUserInteractionEnabled, hitAlpha >= 0.01, hitPointInside(point) else { return nil }
        for subview in hitSubviews.reversed() {
            if let hit = subview.hitTestTouch(at: subview.convertFromSuperview(point)) { return hit }
        }
        return self
    }

    /// A point in the superview's coordinates converted into this view's:
    /// local = T⁻¹(p − center) + boundsCenter.
    public func convertFromSuperview(_ point: Point) -> Point {
        let b = hitBounds
        var p = Point(x: point.x - hitCenter.x, y: point.y - hitCenter.y)
        if !hitTransform.isIdentity, let inverse = hitTransform.inverted { p = inverse.apply(p) }
        return Point(x: p.x + b.midX, y: p.y + b.midY)
    }

    /// A point in this view's coordinates converted into the superview's.
    public func convertToSuperview(_ point: Point) -> Point {
        let b = hitBounds
        var p = Point(x: point.x - b.midX, y: point.y - b.midY)
        if !hitTransform.isIdentity { p = hitTransform.apply(p) }
        return Point(x: p.x + hitCenter.x, y: p.y + hitCenter.y)
    }

    /// The chain from this view up to the root (this view first).
    public var ancestorChain: [any HitTestable] {
        var chain: [any HitTestable] = [self]
        var current = hitSuperview
        while let view = current, chain.count < 10_000 {
            chain.append(view)
            current = view.hitSuperview
        }
        return chain
    }

    /// A point in window (root) coordinates converted into this view's.
    public func convertFromWindow(_ point: Point) -> Point {
        var p = point
        for view in ancestorChain.dropLast().reversed() { p = view.convertFromSuperview(p) }
        return p
    }

    /// A point in this view's coordinates converted into window (root) coordinates.
    public func convertToWindow(_ point: Point) -> Point {
        var p = point
        for view in ancestorChain.dropLast() { p = view.convertToSuperview(p) }
        return p
    }

    /// A displacement in window coordinates expressed in this view's (only the linear parts of
    /// the transforms act; positions and bounds origins cancel out).
    public func convertVectorFromWindow(_ vector: Point) -> Point {
        let origin = convertFromWindow(.zero)
        let tip = convertFromWindow(vector)
        return Point(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// A displacement in this view's coordinates expressed in window coordinates.
    public func convertVectorToWindow(_ vector: Point) -> Point {
        let origin = convertToWindow(.zero)
        let tip = convertToWindow(vector)
        return Point(x: tip.x - origin.x, y: tip.y - origin.y)
    }

    /// Whether `other` is this view or one of its ancestors.
    public func isInSubtree(of other: any HitTestable) -> Bool {
        ancestorChain.contains { $0 === other }
    }
}
