import FlickCore

/// A size in points. `View.noIntrinsicMetric` (−1) marks an axis without an intrinsic value.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
    /// The size along `axis`.
    public subscript(axis: LayoutAxis) -> Double {
        get { axis == .horizontal ? width : height }
        set { if axis == .horizontal { width = newValue } else { height = newValue } }
    }
    public var description: String { "\(Format.points(width))x\(Format.points(height))" }
}
