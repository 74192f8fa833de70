/// What FlickAnimation needs from a view to animate it: its model frame (from the layout
/// pass), alpha and transform. FlickLayout's `View` conforms (see `LayoutViewBinding.swift`);
/// any other tree can conform too.
public protocol AnimatableView: AnyObject {
    /// The frame the last layout pass gave the view, in layout-space (screen) coordinates,
    /// untransformed, points.
    var animationFrame: AnimatableRect { get }
    /// The model alpha, 0…1.
    var animationAlpha: Double { get set }
    /// The model transform, decomposed.
    var animationTransform: TransformComponents { get set }
}

/// What is on screen for one view at the engine's current time.
public struct PresentationValues: Sendable, Equatable, CustomStringConvertible {
    /// The animated frame (layout-space, untransformed).
    public var frame: AnimatableRect
    /// Animated alpha times the transition's opacity.
    public var alpha: Double
    /// The animated transform.
    public var transform: TransformComponents
    /// The insertion/removal transition's effect (identity when none).
    public var effect: TransitionEffect

    /// The frame with the transition's effect applied (its bounding box when rotated).
    public var visibleFrame: AnimatableRect {
        if effect == .identity { return frame }
        let f = effect.apply(toFrame: (frame.x, frame.y, frame.width, frame.height))
        return AnimatableRect(x: f.x, y: f.y, width: f.width, height: f.height)
    }

    /// The frame under the presentation transform (applied about the frame's center, as
    /// UIKit applies a view's transform) and then the transition's effect: the axis-aligned
    /// box it covers, in the same coordinates as `frame`.
    public var transformedFrame: AnimatableRect {
        var f = frame
        if transform != .identity {
            let m = transform.matrix
            let cx = f.x + f.width / 2, cy = f.y + f.height / 2
            var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
            for (px, py) in [(-f.width / 2, -f.height / 2), (f.width / 2, -f.height / 2),
                             (-f.width / 2, f.height / 2), (f.width / 2, f.height / 2)] {
                let x = m.a * px + m.c * py + m.tx + cx, y = m.b * px + m.d * py + m.ty + cy
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
            f = AnimatableRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
        return PresentationValues(frame: f, alpha: alpha, transform: .identity, effect: effect).visibleFrame
    }

    public var description: String { "frame \(frame) alpha \(alpha) transform \(transform)" }
}
