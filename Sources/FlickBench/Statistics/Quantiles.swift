/// Order statistics of a sample: the median and percentiles every report quotes.
package enum Quantiles {
    /// The `q`-quantile of `sorted` (ascending), interpolating linearly between the two
    /// nearest order statistics (Hyndman–Fan type 7, the default of R and NumPy): the median
    /// of an even count is the mean of the middle two.
    /// - Parameters:
    ///   - sorted: the sample, ascending.
    ///   - q: in 0…1; clamped.
    /// - Returns: the quantile, or NaN for an empty sample.
    /// - Complexity: O(1).
    package static func quantile(sorted: [Double], _ q: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let position = Swift.min(Swift.max(q, 0), 1) * Double(sorted.count - 1)
        let low = Int(position.rounded(.down))
        let high = Swift.min(low + 1, sorted.count - 1)
        let fraction = position - Double(low)
        return fraction == 0 ? sorted[low] : sorted[low] + (sorted[high] - sorted[low]) * fraction
    }

    /// The `q`-quantile of `values` in any order (see `quantile(sorted:_:)`).
    /// - Complexity: O(n log n).
    package static func quantile(_ values: [Double], _ q: Double) -> Double {
        quantile(sorted: values.sorted(), q)
    }

    /// The median of `values`; NaN when empty.
    /// - Complexity: O(n log n).
    package static func median(_ values: [Double]) -> Double { quantile(values, 0.5) }

    /// The median absolute deviation from the median, scaled by 1.4826 so that it estimates
    /// the standard deviation of normally distributed values; robust to the outliers a busy
    /// machine adds. NaN when empty.
    /// - Complexity: O(n log n).
    package static func scaledMAD(_ values: [Double]) -> Double {
        let m = median(values)
        return 1.4826 * median(values.map { abs($0 - m) })
    }
}
