import FlickLayout

/// FlickLayout's views take part in touch delivery: their own `hitTest(_:)` (which subclasses
/// may override, as in UIKit) decides where a touch lands.
extension View: HitTestable {
    public var hitBounds: Rect { bounds }
    public var hitCenter: Point { center }
    public var hitTransform: Transform { transform }
    public var hitIsHidden: Bool { isHidden }
    public var hitAlpha: Double { alpha }
    public var hitIsUserInteractionEnabled: Bool { isUserInteractionEnabled }
    public var hitSubviews: [any HitTestable] { subviews }
    public var hitSuperview: (any HitTestable)? { superview }
    public func hitPointInside(_ point: Point) -> Bool { self.point(inside: point) }
    public func hitTestTouch(at point: Point) -> (any HitTestable)? { hitTest(point) }
}
