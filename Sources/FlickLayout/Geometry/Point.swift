import FlickCore

/// A point in points (pt). `x` grows rightwards, `y` downwards, as in UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(Format.points(x)), \(Format.points(y)))" }
}
