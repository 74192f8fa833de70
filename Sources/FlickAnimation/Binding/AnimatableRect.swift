/// A rectangle as an animatable value: origin (x, y) and size, points. Frames animate
/// component-wise (origin and size), as Core Animation animates position and bounds.
public struct AnimatableRect: VectorAnimatable, Sendable, Hashable, CustomStringConvertible {
    public var x: Double, y: Double, width: Double, height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public static var zero: Self { Self(x: 0, y: 0, width: 0, height: 0) }
    public static func + (l: Self, r: Self) -> Self {
        Self(x: l.x + r.x, y: l.y + r.y, width: l.width + r.width, height: l.height + r.height)
    }
    public static func - (l: Self, r: Self) -> Self {
        Self(x: l.x - r.x, y: l.y - r.y, width: l.width - r.width, height: l.height - r.height)
    }
    public func scaled(by f: Double) -> Self { Self(x: x * f, y: y * f, width: width * f, height: height * f) }
    public var isFiniteValue: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
    public var description: String { "(\(x) \(y); \(width) \(height))" }
}
