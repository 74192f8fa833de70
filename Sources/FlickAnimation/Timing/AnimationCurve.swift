/// UIView.AnimationCurve: the four built-in timing curves, with UIKit's raw values.
public enum AnimationCurve: Int, Sendable, CaseIterable {
    case easeInOut = 0, easeIn = 1, easeOut = 2, linear = 3

    /// The cubic Bézier this curve stands for (the conventional control points, as in CSS).
    public var bezier: CubicBezier {
        switch self {
        case .easeInOut: .easeInOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
