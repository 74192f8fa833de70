import Testing
@testable import FlickLayout
import FlickTestSupport

@Suite struct GeometryTests {
    @Test(arguments: [1.0, 2.0, 3.0])
    func pixelRoundingRoundsEdgesAndDerivesSize(scale: Double) {
        let r = R(10.2, 20.26, 33.3, 0.4).roundedToPixels(scale: scale)
        func snap(_ v: Double) -> Double { (v * scale).rounded() / scale }
        #expect(r.minX == snap(10.2))
        #expect(r.maxX == snap(10.2 + 33.3))
        #expect(r.minY == snap(20.26))
        #expect(r.height == snap(20.26 + 0.4) - snap(20.26))
    }

    @Test func adjacentRectsShareRoundedEdges() {
        // Three thirds of 100 pt at @2x: no gap, no overlap.
        let w = 100.0 / 3
        let a = R(0, 0, w, 10).roundedToPixels(scale: 2)
        let b = R(w, 0, w, 10).roundedToPixels(scale: 2)
        let c = R(2 * w, 0, w, 10).roundedToPixels(scale: 2)
        #expect(a.maxX == b.minX && b.maxX == c.minX && c.maxX == 100)
    }

    @Test func transformInverseRoundTrips() throws {
        let t = Transform(rotationAngle: .pi / 4).scaledBy(x: 2, y: 0.5).translatedBy(x: 3, y: -7)
        let inv = try #require(t.inverted)
        let p = Point(x: 12, y: -5)
        let q = inv.apply(t.apply(p))
        #expect(abs(q.x - p.x) < 1e-9 && abs(q.y - p.y) < 1e-9)
        #expect(Transform(scaleX: 0, y: 1).inverted == nil)
    }
}
