/// A least-squares polynomial fit of degree ≤ 2, the numerical core of `VelocityTracker`.
///
/// Fits `p(t) = c₀ + c₁·t + c₂·t²` to `(t, value)` samples with unit weights by solving the
/// normal equations (a 3 × 3 symmetric system, Gaussian elimination with partial pivoting).
/// - Complexity: O(n) in the number of samples.
enum PolynomialFit {
    /// The coefficients `[c₀, c₁, …]` of the best fit of `degree` (clamped to 0…2 and to
    /// `samples − 1`), or nil when the system is singular (for example all times equal).
    static func fit(times: UnsafeBufferPointer<Double>, values: UnsafeBufferPointer<Double>, degree requested: Int) -> [Double]? {
        let count = times.count
        guard count > 0 else { return nil }
        let degree = min(max(requested, 0), 2, count - 1)
        let size = degree + 1
        // Power sums Σ tᵏ for k = 0…2·degree, and moments Σ v·tᵏ for k = 0…degree.
        var powerSums = [Double](repeating: 0, count: 2 * degree + 1)
        var moments = [Double](repeating: 0, count: size)
        for index in 0..<count {
            let t = times[index]
            let v = values[index]
            var power = 1.0
            for k in 0...(2 * degree) {
                powerSums[k] += power
                if k < size { moments[k] += v * power }
                power *= t
            }
        }
        var matrix = [Double](repeating: 0, count: size * size)
        for row in 0..<size {
            for column in 0..<size { matrix[row * size + column] = powerSums[row + column] }
        }
        return solve(&matrix, &moments, size: size)
    }

    /// Solves `matrix · x = rhs` in place; nil when singular.
    private static func solve(_ matrix: inout [Double], _ rhs: inout [Double], size: Int) -> [Double]? {
        let scale = matrix.map(abs).max() ?? 0
        let singular = scale * 1e-12
        for pivotColumn in 0..<size {
            var best = pivotColumn
            for row in (pivotColumn + 1)..<size where abs(matrix[row * size + pivotColumn]) > abs(matrix[best * size + pivotColumn]) {
                best = row
            }
            guard abs(matrix[best * size + pivotColumn]) > singular else { return nil }
            if best != pivotColumn {
                for column in 0..<size { matrix.swapAt(best * size + column, pivotColumn * size + column) }
                rhs.swapAt(best, pivotColumn)
            }
            let pivot = matrix[pivotColumn * size + pivotColumn]
            for row in (pivotColumn + 1)..<size {
                let factor = matrix[row * size + pivotColumn] / pivot
                if factor == 0 { continue }
                for column in pivotColumn..<size { matrix[row * size + column] -= factor * matrix[pivotColumn * size + column] }
                rhs[row] -= factor * rhs[pivotColumn]
            }
        }
        var solution = [Double](repeating: 0, count: size)
        for row in stride(from: size - 1, through: 0, by: -1) {
            var sum = rhs[row]
            for column in (row + 1)..<size { sum -= matrix[row * size + column] * solution[column] }
            solution[row] = sum / matrix[row * size + row]
        }
        return solution
    }
}
