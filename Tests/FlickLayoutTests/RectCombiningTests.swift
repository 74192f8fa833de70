import Testing
import FlickLayout

// CGRect's helpers written as UIKit code would use them (CGRect → Rect, CGRectEdge → Rect.Edge).
// Expected values from CoreGraphics' documented definitions: the null rectangle is what an
// empty intersection returns and contributes nothing to a union; negative sizes are
// standardized first; `integral` rounds the origin down and the far edges up; `divided`
// slices from the given edge.
@Suite struct RectCombiningTests {
    let a = Rect(x: 0, y: 0, width: 100, height: 50)
    let b = Rect(x: 50, y: 25, width: 100, height: 50)

    @Test func nullIsNotZero() {
        #expect(Rect.null.isNull && Rect.null.isEmpty)
        #expect(!Rect.zero.isNull && Rect.zero.isEmpty)
        #expect(!a.isEmpty && !a.isNull)
        #expect(Rect(x: 5, y: 5, width: 0, height: 10).isEmpty)
        #expect(Rect.infinite.isInfinite && !Rect.infinite.isNull && !a.isInfinite)
    }

    @Test func standardizedMakesTheSizeNonNegative() {
        #expect(Rect(x: 100, y: 50, width: -100, height: -50).standardized == a)
        #expect(Rect(x: 10, y: 10, width: -4, height: 6).standardized == Rect(x: 6, y: 10, width: 4, height: 6))
        #expect(a.standardized == a)
        #expect(Rect.null.standardized.isNull)
    }

    @Test func integralContainsTheRectWithWholeNumbers() {
        #expect(Rect(x: 0.5, y: 1.2, width: 10.1, height: 3.3).integral == Rect(x: 0, y: 1, width: 11, height: 4))
        #expect(Rect(x: -0.5, y: -1.5, width: 1, height: 1).integral == Rect(x: -1, y: -2, width: 2, height: 2))
        #expect(Rect(x: 3.7, y: 0, width: -1.2, height: 2).integral == Rect(x: 2, y: 0, width: 2, height: 2))
        #expect(Rect.null.integral.isNull)
    }

    @Test func unionIsTheBoundingBoxAndNullContributesNothing() {
        #expect(a.union(b) == Rect(x: 0, y: 0, width: 150, height: 75))
        #expect(b.union(a) == a.union(b))
        #expect(a.union(.null) == a && Rect.null.union(a) == a)
        #expect(Rect.null.union(.null).isNull)
        // An empty rectangle that is not null still counts (its origin).
        #expect(Rect(x: 200, y: 10, width: 0, height: 0).union(a) == Rect(x: 0, y: 0, width: 200, height: 50))
        #expect(Rect(x: 100, y: 50, width: -100, height: -50).union(b) == Rect(x: 0, y: 0, width: 150, height: 75))
    }

    @Test func intersectionIsTheOverlapOrNull() {
        #expect(a.intersection(b) == Rect(x: 50, y: 25, width: 50, height: 25))
        #expect(a.intersects(b) && b.intersects(a))
        let apart = Rect(x: 300, y: 300, width: 10, height: 10)
        #expect(a.intersection(apart).isNull)
        #expect(!a.intersects(apart))
        #expect(a.intersection(.null).isNull && !a.intersects(.null))
        // Sharing only an edge: a zero-width intersection on that edge, not null.
        let right = Rect(x: 100, y: 0, width: 20, height: 50)
        #expect(a.intersection(right) == Rect(x: 100, y: 0, width: 0, height: 50))
        #expect(a.intersects(right))
        #expect(a.intersection(Rect(x: 100, y: 60, width: 20, height: 50)).isNull)
        // Standardized first.
        #expect(Rect(x: 100, y: 50, width: -100, height: -50).intersection(b) == Rect(x: 50, y: 25, width: 50, height: 25))
    }

    @Test func containsPointsAndRects() {
        // Points: min edges in, max edges out (CGRectContainsPoint).
        #expect(a.contains(Point(x: 0, y: 0)) && a.contains(Point(x: 99.9, y: 49.9)))
        #expect(!a.contains(Point(x: 100, y: 10)) && !a.contains(Point(x: 10, y: 50)))
        #expect(!Rect.null.contains(Point(x: 0, y: 0)))
        // Rects: wholly inside, edges may coincide.
        #expect(a.contains(a))
        #expect(a.contains(Rect(x: 10, y: 10, width: 90, height: 40)))
        #expect(!a.contains(b))
        #expect(!a.contains(.null) && !Rect.null.contains(a))
        #expect(a.contains(Rect(x: 60, y: 40, width: -50, height: -30)))
    }

    @Test func dividedSlicesFromTheEdge() {
        let r = Rect(x: 10, y: 20, width: 100, height: 60)
        var (slice, rest) = r.divided(atDistance: 30, from: .minXEdge)
        #expect(slice == Rect(x: 10, y: 20, width: 30, height: 60) && rest == Rect(x: 40, y: 20, width: 70, height: 60))
        (slice, rest) = r.divided(atDistance: 30, from: .maxXEdge)
        #expect(slice == Rect(x: 80, y: 20, width: 30, height: 60) && rest == Rect(x: 10, y: 20, width: 70, height: 60))
        (slice, rest) = r.divided(atDistance: 15, from: .minYEdge)
        #expect(slice == Rect(x: 10, y: 20, width: 100, height: 15) && rest == Rect(x: 10, y: 35, width: 100, height: 45))
        (slice, rest) = r.divided(atDistance: 15, from: .maxYEdge)
        #expect(slice == Rect(x: 10, y: 65, width: 100, height: 15) && rest == Rect(x: 10, y: 20, width: 100, height: 45))
        // Clamped to the length: all of it, or none of it.
        (slice, rest) = r.divided(atDistance: 500, from: .minXEdge)
        #expect(slice == r && rest == Rect(x: 110, y: 20, width: 0, height: 60))
        (slice, rest) = r.divided(atDistance: -5, from: .minYEdge)
        #expect(slice == Rect(x: 10, y: 20, width: 100, height: 0) && rest == r)
        let n = Rect.null.divided(atDistance: 5, from: .minXEdge)
        #expect(n.slice.isNull && n.remainder.isNull)
    }
}
