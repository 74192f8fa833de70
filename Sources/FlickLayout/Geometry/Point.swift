/// A point in points (pt). `x` grows rightwards, `y` downwards, as in UIKit.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
    public var description: String { "(\(fmt(x)), \(fmt(y)))" }
}

/// Shortest decimal text of a coordinate: `12`, `12.5`, `0.333`.
func fmt(_ v: Double) -> String {
    if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
    let r = (v * 1000).rounded() / 1000
    if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
    return String(r)
}
