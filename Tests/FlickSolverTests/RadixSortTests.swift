@testable import FlickSolver
import Testing

@Suite("RadixSort: the reduction's scratch lists in ascending order")
struct RadixSortTests {
    /// Radix-sorts `keys` with `buffer` as scratch and expects the standard sort's order.
    func expectSortedLikeTheStandardSort<Key: FixedWidthInteger>(_ keys: [Key], buffer: [Key] = [],
                                                                 sourceLocation: SourceLocation = #_sourceLocation) {
        var sorted = keys
        var scratch = buffer
        RadixSort.sort(&sorted, buffer: &scratch)
        #expect(sorted == keys.sorted(), sourceLocation: sourceLocation)
    }

    @Test("depth << 32 | number keys, with duplicates and every length around the cut-over",
          arguments: [0, 1, 63, 64, 65, 1000, 5000])
    func keys(count: Int) {
        var numbers = TestRandom(state: UInt64(count))
        var keys = (0..<count).map { _ -> UInt64 in
            let n = numbers.next()
            return (n >> 54) << 32 | (n & 0x3FFFF)    // depths below 1024, numbers below 2^18
        }
        if count > 10 { keys[3] = keys[7] }           // a duplicate
        expectSortedLikeTheStandardSort(keys)
    }

    @Test("numbers below 2^20: three byte passes, so the result ends in the scratch and is copied back")
    func oddPasses() {
        var numbers = TestRandom(state: 7)
        let symbols = (0..<500).map { _ in SymbolID(truncatingIfNeeded: numbers.next() & 0xF_FFFF) }
        expectSortedLikeTheStandardSort(symbols)
    }

    @Test("symbol numbers, including the largest Int32 and 0")
    func symbols() {
        var numbers = TestRandom(state: 42)
        var symbols = (0..<3000).map { _ in SymbolID(truncatingIfNeeded: numbers.next() & 0x7FFF_FFFF) }
        symbols[0] = .max
        symbols[1] = 0
        expectSortedLikeTheStandardSort(symbols, buffer: [7, 7, 7])    // scratch of any content and size
    }
}
