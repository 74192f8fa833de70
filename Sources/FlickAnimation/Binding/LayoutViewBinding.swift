import FlickLayout

/// FlickLayout's views animate through `ViewPresentation`: the frame is the layout pass's
/// pixel-rounded rectangle in layout-space (screen) coordinates, untransformed — the same
/// rectangles as `FrameChange.old`/`.new` — and alpha and transform are the view's.
extension View: AnimatableView {
    /// `layoutSpaceFrame`: the layout pass's rectangle in layout-space coordinates.
    public var animationFrame: AnimatableRect { AnimatableRect(layoutSpaceFrame) }

    public var animationAlpha: Double {
        get { alpha }
        set { alpha = newValue }
    }

    public var animationTransform: TransformComponents {
        get { TransformComponents(transform) }
        set { transform = newValue.layoutTransform }
    }
}

extension AnimatableRect {
    /// The same rectangle.
    public init(_ r: Rect) { self.init(x: r.minX, y: r.minY, width: r.width, height: r.height) }
    /// As FlickLayout's `Rect`.
    public var rect: Rect { Rect(x: x, y: y, width: width, height: height) }
}

extension TransformComponents {
    /// The decomposition of FlickLayout's affine `Transform`.
    public init(_ t: Transform) { self.init(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty) }
    /// As FlickLayout's `Transform`.
    public var layoutTransform: Transform {
        let m = matrix
        return Transform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
    }
}

extension ViewPresentation where V == View {
    /// The presentation layer of `root`'s whole subtree, walked in preorder at every
    /// animation block and by `presentations()`.
    public convenience init(engine: AnimationEngine, root: View) {
        self.init(engine: engine) { [weak root] in
            var out: [View] = []
            root?.forEachInSubtree { out.append($0) }
            return out
        }
    }

    /// Takes a layout pass's report: changed views take their new frames as model values at
    /// once (outside animation blocks) — O(changed views), where reading lazily would also do.
    public func layoutDidPass(_ result: LayoutPassResult) {
        for change in result.changes { _ = presentation(of: change.view) }
    }
}
