/// Sine and cosine from + − × only, so generated traces are bit-identical on every platform
/// (libm's results may differ in the last bit between systems).
/// Absolute error below 1e-13 on any finite input of moderate size.
enum StableMath {
    static let pi = 3.141592653589793

    static func sin(_ x: Double) -> Double {
        let twoPi = 2 * pi
        var r = x - (x / twoPi).rounded() * twoPi          // [-π, π]
        if r > pi / 2 { r = pi - r } else if r < -pi / 2 { r = -pi - r }   // [-π/2, π/2]
        let r2 = r * r
        // Taylor series to r¹⁹: |error| < (π/2)²¹/21! ≈ 3e-16.
        var term = r
        var sum = r
        var n = 1.0
        for _ in 0..<9 {
            term = -term * r2 / ((n + 1) * (n + 2))
            sum += term
            n += 2
        }
        return sum
    }

    static func cos(_ x: Double) -> Double { sin(x + pi / 2) }
}
