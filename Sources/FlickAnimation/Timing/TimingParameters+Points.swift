import FlickLayout

/// Custom cubic timing curves from control points spelled as UIKit spells them
/// (`CGPoint`s, here `Point`s): the curve runs from (0, 0) to (1, 1); x is time, y progress.
extension CubicBezier {
    /// A curve through control points `controlPoint1` and `controlPoint2` (see
    /// `init(_:_:_:_:)` for how out-of-range or non-finite coordinates are treated).
    public init(controlPoint1: Point, controlPoint2: Point) {
        self.init(controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
    }
}

extension TimingParameters {
    /// UICubicTimingParameters(controlPoint1:controlPoint2:) with points.
    public static func controlPoints(_ controlPoint1: Point, _ controlPoint2: Point) -> TimingParameters {
        .cubic(CubicBezier(controlPoint1: controlPoint1, controlPoint2: controlPoint2))
    }
}

extension PropertyAnimator {
    /// UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:) with points,
    /// on the ambient engine (bound at first use). Seconds.
    public convenience init(duration: Double, controlPoint1: Point, controlPoint2: Point, animations: (() -> Void)? = nil) {
        self.init(duration: duration, controlPoint1: (controlPoint1.x, controlPoint1.y),
                  controlPoint2: (controlPoint2.x, controlPoint2.y), animations: animations)
    }

    /// UIViewPropertyAnimator(duration:controlPoint1:controlPoint2:animations:) with points,
    /// on `engine`. Seconds.
    public convenience init(engine: AnimationEngine, duration: Double, controlPoint1: Point, controlPoint2: Point,
                            animations: (() -> Void)? = nil) {
        self.init(engine: engine, duration: duration, controlPoint1: (controlPoint1.x, controlPoint1.y),
                  controlPoint2: (controlPoint2.x, controlPoint2.y), animations: animations)
    }
}
