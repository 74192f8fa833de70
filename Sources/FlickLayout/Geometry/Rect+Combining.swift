/// CGRect's set operations and normal forms, with CoreGraphics' semantics: the **null**
/// rectangle (`Rect.null`, origin at +∞, what an empty intersection gives) is not the zero
/// rectangle — it contributes nothing to a union; negative sizes are first **standardized**
/// (the origin moved so width and height are not negative). `minX`/`maxX`/`width` and the
/// point form of `contains` read the stored values as they are (layout never makes a negative
/// size); the operations here standardize first.
extension Rect {
    /// The null rectangle: origin (+∞, +∞), size zero (CGRect's `.null`).
    public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

    /// A rectangle with no bounds: origin at −(greatest finite magnitude)/2, size the greatest
    /// finite magnitude (CGRect's `.infinite`).
    public static let infinite = Rect(x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
                                      width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

    /// Whether this is the null rectangle (either origin coordinate is +∞).
    public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

    /// Whether this is `Rect.infinite`.
    public var isInfinite: Bool { self == Rect.infinite }

    /// Whether the rectangle is null or has a zero width or height (CGRect's `isEmpty`).
    public var isEmpty: Bool { isNull || size.width == 0 || size.height == 0 }

    /// The same rectangle with a non-negative width and height: a negative length moves the
    /// origin by that length and is negated. The null rectangle stays null. - Complexity: O(1).
    public var standardized: Rect {
        guard !isNull, size.width < 0 || size.height < 0 else { return self }
        return Rect(x: size.width < 0 ? origin.x + size.width : origin.x, y: size.height < 0 ? origin.y + size.height : origin.y,
                    width: abs(size.width), height: abs(size.height))
    }

    /// The smallest rectangle with whole-number origin and size that contains this one (the
    /// origin rounded down, the far edges up), after standardizing. Null stays null.
    /// - Complexity: O(1).
    public var integral: Rect {
        guard !isNull else { return self }
        let r = standardized
        let x = r.minX.rounded(.down), y = r.minY.rounded(.down)
        return Rect(x: x, y: y, width: r.maxX.rounded(.up) - x, height: r.maxY.rounded(.up) - y)
    }

    /// The smallest rectangle containing both (standardized). A null rectangle contributes
    /// nothing: the union with it is the other one; an empty but not null one (a zero width
    /// at some origin) still counts its origin. - Complexity: O(1).
    public func union(_ other: Rect) -> Rect {
        if isNull { return other.standardized }
        if other.isNull { return standardized }
        let a = standardized, b = other.standardized
        let x0 = min(a.minX, b.minX), y0 = min(a.minY, b.minY)
        return Rect(x: x0, y: y0, width: max(a.maxX, b.maxX) - x0, height: max(a.maxY, b.maxY) - y0)
    }

    /// The overlap of both (standardized), or `Rect.null` when they do not meet or either is
    /// null. Rectangles that only share an edge meet in a zero-width (or zero-height)
    /// rectangle on that edge, which is not null (CoreGraphics' rule as Foundation on Linux
    /// implements it). - Complexity: O(1).
    public func intersection(_ other: Rect) -> Rect {
        guard !isNull, !other.isNull else { return .null }
        let a = standardized, b = other.standardized
        let x0 = max(a.minX, b.minX), x1 = min(a.maxX, b.maxX)
        let y0 = max(a.minY, b.minY), y1 = min(a.maxY, b.maxY)
        guard x0 <= x1, y0 <= y1 else { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the intersection is not null (CGRect's `intersects`): true for rectangles that
    /// share only an edge. - Complexity: O(1).
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isNull }

    /// Whether `other` lies wholly inside this rectangle (both standardized; edges may
    /// coincide). Policy: false when either is null. - Complexity: O(1).
    public func contains(_ other: Rect) -> Bool {
        guard !isNull, !other.isNull else { return false }
        let a = standardized, b = other.standardized
        return b.minX >= a.minX && b.maxX <= a.maxX && b.minY >= a.minY && b.maxY <= a.maxY
    }

    /// CGRect's `divided(atDistance:from:)`: cuts the (standardized) rectangle in two by a
    /// line `distance` points in from `edge`: `slice` is the part on `edge`'s side, `remainder`
    /// the rest. `distance` is clamped to 0…the length across (a negative one gives an empty
    /// slice on that edge). A null rectangle gives two null ones. - Complexity: O(1).
    public func divided(atDistance distance: Double, from edge: Edge) -> (slice: Rect, remainder: Rect) {
        guard !isNull else { return (.null, .null) }
        let r = standardized
        switch edge {
        case .minXEdge, .maxXEdge:
            let d = min(max(distance, 0), r.width)
            let sliceX = edge == .minXEdge ? r.minX : r.maxX - d
            let restX = edge == .minXEdge ? r.minX + d : r.minX
            return (Rect(x: sliceX, y: r.minY, width: d, height: r.height),
                    Rect(x: restX, y: r.minY, width: r.width - d, height: r.height))
        case .minYEdge, .maxYEdge:
            let d = min(max(distance, 0), r.height)
            let sliceY = edge == .minYEdge ? r.minY : r.maxY - d
            let restY = edge == .minYEdge ? r.minY + d : r.minY
            return (Rect(x: r.minX, y: sliceY, width: r.width, height: d),
                    Rect(x: r.minX, y: restY, width: r.width, height: r.height - d))
        }
    }
}
