extension Rect {
    /// CGRect's `insetBy(dx:dy:)`: the rectangle shrunk by `dx` on the left and right and
    /// `dy` on the top and bottom (negative values grow it); the center stays.
    ///
    /// Policy: where CoreGraphics answers the null rectangle (an inset beyond half the
    /// size), Flick, which has none, gives a zero length on that axis at the center.
    /// - Complexity: O(1).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let w = width - 2 * dx, h = height - 2 * dy
        return Rect(x: w >= 0 ? minX + dx : midX, y: h >= 0 ? minY + dy : midY,
                    width: max(w, 0), height: max(h, 0))
    }

    /// CGRect's `offsetBy(dx:dy:)`: the same size, moved by `dx`, `dy` points.
    /// - Complexity: O(1).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle shrunk by `insets` on each edge (UIKit's `bounds.inset(by:)`), with
    /// `insetBy(dx:dy:)`'s policy for an inset beyond the size.
    /// - Complexity: O(1).
    public func inset(by insets: EdgeInsets) -> Rect {
        let w = width - insets.left - insets.right, h = height - insets.top - insets.bottom
        return Rect(x: w >= 0 ? minX + insets.left : minX + (insets.left + width - insets.right) / 2,
                    y: h >= 0 ? minY + insets.top : minY + (insets.top + height - insets.bottom) / 2,
                    width: max(w, 0), height: max(h, 0))
    }
}
