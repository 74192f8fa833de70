/// A two-dimensional velocity in points per second.
public struct Velocity: Equatable, Sendable, CustomStringConvertible {
    /// Horizontal component, pt/s (positive: rightwards).
    public var x: Double
    /// Vertical component, pt/s (positive: downwards).
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Velocity(x: 0, y: 0)

    /// The speed, pt/s.
    public var magnitude: Double { (x * x + y * y).squareRoot() }

    public var description: String { "(\(x), \(y)) pt/s" }
}
