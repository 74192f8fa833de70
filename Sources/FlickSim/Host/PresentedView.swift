import FlickAnimation
import FlickLayout

/// A FlickLayout view as FlickAnimation animates it: its layout-space frame, alpha and
/// transform. One per view, kept by `SceneHost` so the presentation layer sees stable objects.
///
/// (A wrapper rather than a conformance of `View` itself, so this module never collides with
/// a binding the animation layer may add.)
public final class PresentedView: AnimatableView {
    public let view: View
    init(_ view: View) { self.view = view }

    public var animationFrame: AnimatableRect {
        let f = view.layoutSpaceFrame
        return AnimatableRect(x: f.minX, y: f.minY, width: f.width, height: f.height)
    }

    public var animationAlpha: Double {
        get { view.alpha }
        set { view.alpha = newValue }
    }

    public var animationTransform: TransformComponents {
        get {
            let t = view.transform
            return TransformComponents(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
        }
        set {
            let m = newValue.matrix
            view.transform = Transform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
        }
    }
}
