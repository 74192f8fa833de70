import Testing
@testable import FlickAnimation

/// Brute-force reference: bisection to machine precision on x(s) = τ.
private func reference(_ c: CubicBezier, _ tau: Double) -> Double {
    var lo = 0.0, hi = 1.0
    for _ in 0..<200 {
        let mid = 0.5 * (lo + hi)
        if c.x(mid) < tau { lo = mid } else { hi = mid }
    }
    return c.y(0.5 * (lo + hi))
}

@Suite struct CubicBezierTests {
    @Test func standardCurvesAtKnownPoints() {
        #expect(CubicBezier.linear.progress(at: 0.3) == 0.3)
        #expect(abs(CubicBezier.easeInOut.progress(at: 0.5) - 0.5) < 1e-9)
        for tau in stride(from: 0.0, through: 1.0, by: 0.05) {
            // ease-in and ease-out mirror each other: easeOut(τ) = 1 − easeIn(1 − τ).
            let a = CubicBezier.easeOut.progress(at: tau)
            let b = 1 - CubicBezier.easeIn.progress(at: 1 - tau)
            #expect(abs(a - b) < 1e-8)
        }
        #expect(CubicBezier.easeIn.progress(at: 0.5) < 0.5)
        #expect(CubicBezier.easeOut.progress(at: 0.5) > 0.5)
        #expect(CubicBezier.easeInOut.progress(at: 0) == 0)
        #expect(CubicBezier.easeInOut.progress(at: 1) == 1)
        #expect(CubicBezier.easeInOut.progress(at: -3) == 0)
        #expect(CubicBezier.easeInOut.progress(at: 7) == 1)
    }

    @Test(arguments: [
        (1.0, 0.0, 0.0, 1.0), (0.0, 1.0, 1.0, 0.0), (1.0, 1.0, 0.0, 0.0),
        (0.0, 0.0, 0.0, 1.0), (1.0, 0.0, 1.0, 1.0), (0.99, -2.0, 0.01, 3.0),
        (0.5, -10.0, 0.5, 10.0), (1e-9, 0.5, 1 - 1e-9, 0.5), (0.68, -0.55, 0.265, 1.55),
    ])
    func extremeControlPointsSolveAccurately(_ p: (Double, Double, Double, Double)) {
        let c = CubicBezier(p.0, p.1, p.2, p.3)
        var worstX = 0.0, worstY = 0.0
        for i in 0...1000 {
            let tau = Double(i) / 1000
            let s = c.solveX(tau)
            worstX = max(worstX, abs(c.x(s) - tau))
            worstY = max(worstY, abs(c.progress(at: tau) - reference(c, tau)))
        }
        #expect(worstX < 1e-8)
        // Where dx/ds and d²x/ds² vanish together (x1 = 1, x2 = 0 at τ = 0.5), x(s) − τ is
        // cubic in s, so rounding in x (1e-16) leaves s uncertain by ~(1e-16)^(1/3): y agrees
        // with the reference to a few 1e-6 there, and far better elsewhere.
        #expect(worstY < 1e-5)
    }

    @Test func outOfRangeAndNonFiniteControlPointsAreSanitized() {
        let c = CubicBezier(-1, 0, 2, 1)
        #expect(c.x1 == 0 && c.x2 == 1)
        let n = CubicBezier(.nan, 0, 1, 1)
        #expect(n.isLinear)
        #expect(CubicBezier.easeIn.progress(at: .nan) == 0)
    }

    @Test func slopeMatchesFiniteDifference() {
        let c = CubicBezier.easeInOut
        for tau in [0.1, 0.3, 0.5, 0.8] {
            let h = 1e-6
            let fd = (c.progress(at: tau + h) - c.progress(at: tau - h)) / (2 * h)
            #expect(abs(fd - c.slope(at: tau)) < 1e-4)
        }
    }
}
