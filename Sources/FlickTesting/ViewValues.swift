import FlickAnimation
import FlickLayout

/// What a view shows, or would show: its frame in screen points (untransformed, scroll
/// offsets applied), alpha (0…1) and transform.
public struct ViewValues: Sendable, Hashable, CustomStringConvertible {
    /// Screen coordinates, points, before the transform.
    public var frame: Rect
    /// 0…1 (0 for a hidden view).
    public var alpha: Double
    /// Applied about the frame's center.
    public var transform: Transform

    public init(frame: Rect, alpha: Double, transform: Transform) {
        self.frame = frame; self.alpha = alpha; self.transform = transform
    }

    /// The transform's rotation, radians (positive is clockwise on screen).
    public var rotation: Double {
        let t = transform
        return TransformComponents(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty).rotation
    }

    /// The transform's horizontal scale.
    public var scale: Double {
        let t = transform
        return TransformComponents(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty).scaleX
    }

    public var description: String { "frame \(frame) alpha \(alpha) transform \(transform)" }
}
