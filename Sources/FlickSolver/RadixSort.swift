/// Sorting the solver's scratch lists of non-negative numbers (symbol numbers, and
/// `depth << 32 | number` keys) by least-significant-digit radix sort.
///
/// Reducing a row through a chain of N definitions sorts N keys and the N cells it
/// touches; the standard library's comparison sort spent about 1 000 instructions per key
/// there, most of a late edit variable's cost on the 1000-view chain. The result is the
/// same ascending order, so the sums that follow are added in the same order.
enum RadixSort {
    /// Lists shorter than this are sorted by the standard library's sort.
    static let minimumCount = 64

    /// Sorts `keys` (all ≥ 0) ascending, using `buffer` as scratch (grown as needed).
    /// - Complexity: O(p · (n + 256)) for n keys and p the bytes the largest key needs;
    ///   O(n log n) below `minimumCount`.
    static func sort<Key: FixedWidthInteger>(_ keys: inout [Key], buffer: inout [Key]) {
        let n = keys.count
        guard n >= minimumCount else {
            keys.sort()
            return
        }
        var largest: UInt64 = 0
        for key in keys { largest |= UInt64(truncatingIfNeeded: key) }
        if buffer.count < n { buffer.append(contentsOf: repeatElement(0, count: n - buffer.count)) }
        var shift: UInt64 = 0
        var inKeys = true    // whether the data is in `keys` (else in `buffer`)
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 256) { counts in
            while shift < 64 && largest >> shift != 0 {
                keys.withUnsafeMutableBufferPointer { a in
                    buffer.withUnsafeMutableBufferPointer { b in
                        let source = inKeys ? a : b
                        let target = inKeys ? b : a
                        counts.initialize(repeating: 0)
                        for i in 0..<n { counts[Int(UInt64(truncatingIfNeeded: source[i]) >> shift & 255)] += 1 }
                        var start = 0
                        for d in 0..<256 {
                            let c = counts[d]
                            counts[d] = start
                            start += c
                        }
                        for i in 0..<n {
                            let key = source[i]
                            let d = Int(UInt64(truncatingIfNeeded: key) >> shift & 255)
                            target[counts[d]] = key
                            counts[d] += 1
                        }
                    }
                }
                inKeys.toggle()
                shift += 8
            }
        }
        if !inKeys {
            keys.withUnsafeMutableBufferPointer { a in
                buffer.withUnsafeBufferPointer { b in
                    for i in 0..<n { a[i] = b[i] }
                }
            }
        }
    }
}
