@testable import FlickSolver
import Testing

/// `Row.patch` (in place) must give exactly the row `Row.merging` gives, and report exactly
/// the cells it changed.
@Suite("Row patch: in place, the same row as a merge")
struct RowPatchTests {
    /// A sorted random row over symbols 0..<40: each symbol present with probability `density`.
    func randomRow(_ random: inout TestRandom, density: Int, excluding: Set<SymbolID> = []) -> Row {
        var row = Row(constant: Double(random.int(-50...50)))
        for s in 0..<40 where random.int(0...99) < density && !excluding.contains(SymbolID(s)) {
            // Small integers, so sums cancel exactly now and then.
            let c = Double([-2, -1, 1, 2, 3][random.int(0...4)])
            row.cells.append(Cell(symbol: SymbolID(s), coefficient: c))
        }
        return row
    }

    @Test("a patch equals a merge, bit for bit, and logs every old cell it touched", arguments: 1...4)
    func patchEqualsMerge(seed: Int) {
        var random = TestRandom(state: UInt64(seed) * 104_729)
        let log = PatchLog()
        for _ in 0..<3000 {
            var target = randomRow(&random, density: [5, 20, 60][random.int(0...2)])
            if target.cells.isEmpty { target.cells.append(Cell(symbol: SymbolID(random.int(0...39)), coefficient: 1)) }
            let skipIndex = random.int(0...(target.cells.count - 1))
            let skip = target.cells[skipIndex].symbol
            var other = randomRow(&random, density: 10, excluding: [skip])
            if other.cells.count > Row.patchLimit { other.cells.removeLast(other.cells.count - Row.patchLimit) }
            let k = Double([-1, 1, 0.5, -2][random.int(0...3)])
            var appeared: [SymbolID] = [], vanished: [SymbolID] = []
            let merged = target.merging(other, times: k, dropping: skip,
                                        appeared: { appeared.append($0) }, vanished: { vanished.append($0) })
            var patched = target
            other.cells.withUnsafeBufferPointer { b in
                patched.patch(adding: other, cells: b, times: k, removingAt: skipIndex, log: log)
            }
            #expect(patched.cells.map(\.symbol) == merged.cells.map(\.symbol))
            #expect(patched.cells.map(\.coefficient) == merged.cells.map(\.coefficient))
            #expect(patched.constant == merged.constant && patched.scale == merged.scale)
            let saved = (0..<log.savedCount).map { log.saved[$0] }
            #expect(saved.first?.symbol == skip)
            #expect(Set(saved.dropFirst().filter { $0.coefficient == 0 }.map(\.symbol)) == Set(appeared))
            #expect(Set((0..<log.vanishedCount).map { log.vanished[$0] }) == Set(vanished))
            // Every saved cell is the target's old cell (0: absent).
            for cell in saved {
                let old = target.cells.first { $0.symbol == cell.symbol }?.coefficient ?? 0
                #expect(cell.coefficient == old)
            }
        }
    }
}
