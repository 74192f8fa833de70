import FlickCore

/// A rectangle in points: origin (top-left) and size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var origin: Point
    public var size: Size
    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// Whether `p` lies inside (min edges inclusive, max edges exclusive, as UIKit's `contains`).
    public func contains(_ p: Point) -> Bool {
        p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY
    }

    /// Whether every coordinate is finite and the size is non-negative.
    public var isFiniteAndNonNegative: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width >= 0 && size.height >= 0
    }

    /// This rectangle with each edge rounded to the nearest multiple of `1/scale`; the size is
    /// derived from the rounded edges, so adjacent rectangles never leave a hairline gap.
    /// Ties round away from zero (`Double.rounded()`).
    public func roundedToPixels(scale: Double) -> Rect {
        func r(_ v: Double) -> Double { (v * scale).rounded() / scale }
        let x0 = r(minX), y0 = r(minY), x1 = r(maxX), y1 = r(maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "(\(Format.points(minX)) \(Format.points(minY)); \(Format.points(width)) \(Format.points(height)))" }
}
