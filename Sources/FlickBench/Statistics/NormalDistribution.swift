#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The standard normal distribution, for the large-sample approximations of the rank tests.
package enum NormalDistribution {
    /// P(Z > z) for a standard normal Z.
    /// - Complexity: O(1).
    package static func upperTail(_ z: Double) -> Double { 0.5 * erfc(z / 2.0.squareRoot()) }

    /// The z with P(Z > z) = `p`, for `p` in (0, 1): Acklam's rational approximation refined
    /// by one Halley step (relative error below 1e-12).
    /// - Complexity: O(1).
    package static func upperQuantile(_ p: Double) -> Double {
        precondition(p > 0 && p < 1, "a probability in (0, 1)")
        let lower = 1 - p   // the z with P(Z ≤ z) = lower
        let a = [-3.969683028665376e+01, 2.209460984245205e+02, -2.759285104469687e+02,
                 1.383577518672690e+02, -3.066479806614716e+01, 2.506628277459239e+00]
        let b = [-5.447609879822406e+01, 1.615858368580409e+02, -1.556989798598866e+02,
                 6.680131188771972e+01, -1.328068155288572e+01]
        let c = [-7.784894002430293e-03, -3.223964580411365e-01, -2.400758277161838e+00,
                 -2.549732539343734e+00, 4.374664141464968e+00, 2.938163982698783e+00]
        let d = [7.784695709041462e-03, 3.224671290700398e-01, 2.445134137142996e+00, 3.754408661907416e+00]
        let x: Double
        if lower < 0.02425 {
            let q = (-2 * log(lower)).squareRoot()
            x = (((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
                / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
        } else if lower <= 1 - 0.02425 {
            let q = lower - 0.5, r = q * q
            x = (((((a[0] * r + a[1]) * r + a[2]) * r + a[3]) * r + a[4]) * r + a[5]) * q
                / (((((b[0] * r + b[1]) * r + b[2]) * r + b[3]) * r + b[4]) * r + 1)
        } else {
            let q = (-2 * log(p)).squareRoot()
            x = -(((((c[0] * q + c[1]) * q + c[2]) * q + c[3]) * q + c[4]) * q + c[5])
                / ((((d[0] * q + d[1]) * q + d[2]) * q + d[3]) * q + 1)
        }
        // One Halley step on P(Z ≤ x) = lower.
        let e = 0.5 * erfc(-x / 2.0.squareRoot()) - lower
        let u = e * (2 * Double.pi).squareRoot() * exp(x * x / 2)
        return x - u / (1 + x * u / 2)
    }
}
