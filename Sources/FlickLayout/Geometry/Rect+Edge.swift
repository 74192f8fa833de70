extension Rect {
    /// An edge of a rectangle, for `divided(atDistance:from:)` (CoreGraphics' `CGRectEdge`;
    /// with UIKit's top-left origin `minYEdge` is the top). Nested, since `RectEdge` is
    /// UIKit's `UIRectEdge` (FlickGestures' option set of screen edges); code written with the
    /// leading-dot form (`from: .minXEdge`) ports unchanged.
    public enum Edge: Sendable, Hashable, CaseIterable {
        /// The left edge (smallest x).
        case minXEdge
        /// The top edge (smallest y).
        case minYEdge
        /// The right edge (largest x).
        case maxXEdge
        /// The bottom edge (largest y).
        case maxYEdge
    }
}
