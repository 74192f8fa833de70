/// Coordinate conversion and hit testing over frames, scroll offsets and transforms, with
/// UIKit's `hitTest(_:with:)` rules.
extension View {
    /// Maps a point in this view's coordinates to its superview's: the transform applies about
    /// the center, then the frame's position; the bounds origin (scroll offset) is subtracted.
    public func pointInSuperview(_ p: Point) -> Point {
        let f = frame, b = boundsOrigin
        let local = Point(x: p.x - b.x - f.width / 2, y: p.y - b.y - f.height / 2)
        let t = transform.apply(local)
        return Point(x: f.midX + t.x, y: f.midY + t.y)
    }

    /// Maps a point in the superview's coordinates into this view's, or nil when the transform
    /// is singular (a zero scale: nothing can be hit).
    public func pointFromSuperview(_ p: Point) -> Point? {
        let f = frame, b = boundsOrigin
        guard let inv = transform.inverted else { return nil }
        let local = inv.apply(Point(x: p.x - f.midX, y: p.y - f.midY))
        return Point(x: local.x + f.width / 2 + b.x, y: local.y + f.height / 2 + b.y)
    }

    /// `p` in this view's coordinates, in screen coordinates.
    public func convertToScreen(_ p: Point) -> Point {
        var q = p
        var v: View? = self
        while let cur = v, let sup = cur.superview { q = cur.pointInSuperview(q); v = sup }
        return q
    }

    /// `p` in screen coordinates, in this view's coordinates (nil through a singular transform).
    public func convertFromScreen(_ p: Point) -> Point? {
        var chain: [View] = []
        var v: View? = self
        while let cur = v, cur.superview != nil { chain.append(cur); v = cur.superview }
        var q = p
        for cur in chain.reversed() {
            guard let next = cur.pointFromSuperview(q) else { return nil }
            q = next
        }
        return q
    }

    /// Converts `p` from `view`'s coordinates (screen when nil) to this view's.
    public func convert(_ p: Point, from view: View?) -> Point? {
        convertFromScreen(view?.convertToScreen(p) ?? p)
    }
    /// Converts `p` from this view's coordinates to `view`'s (screen when nil).
    public func convert(_ p: Point, to view: View?) -> Point? {
        let s = convertToScreen(p)
        return view?.convertFromScreen(s) ?? s
    }

    /// The bounding box of the view on screen, with every transform applied.
    public var screenFrame: Rect {
        let b = bounds
        let corners = [Point(x: b.minX, y: b.minY), Point(x: b.maxX, y: b.minY),
                       Point(x: b.minX, y: b.maxY), Point(x: b.maxX, y: b.maxY)].map(convertToScreen)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return Rect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }
}
