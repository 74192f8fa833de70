@testable import FlickSolver
import Testing

/// `DummyCells` (a row's dummies, a lone one inline) must hold exactly the cells a sorted
/// `CellStorage` holds after the same changes: the same symbols, the same coefficients bit
/// for bit, the same answers and the same patch logs, whichever way it stores them.
@Suite("Dummy cells: a lone cell inline, the same cells as an array")
struct DummyCellsTests {
    /// Small integers and halves, so sums cancel exactly now and then.
    func coefficient(_ random: inout TestRandom) -> Double {
        [-2, -1, -0.5, 0.5, 1, 2, 3][random.int(0...6)]
    }

    func expectSame(_ list: DummyCells, _ reference: CellStorage, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(list.count == reference.count, sourceLocation: sourceLocation)
        #expect(list.isEmpty == reference.isEmpty, sourceLocation: sourceLocation)
        #expect(Array(list).map(\.symbol) == reference.map(\.symbol), sourceLocation: sourceLocation)
        #expect(Array(list).map(\.coefficient) == reference.map(\.coefficient), sourceLocation: sourceLocation)
        let buffered = list.withUnsafeBufferPointer { Array($0) }
        #expect(buffered.map(\.symbol) == reference.map(\.symbol), sourceLocation: sourceLocation)
        for s: SymbolID in 0..<12 {
            let (i, found) = list.search(s)
            let (j, expected) = reference.search(s)
            #expect(i == j && found == expected, sourceLocation: sourceLocation)
        }
    }

    @Test("empty, one inline cell, then a second spills; cancelling empties it")
    func aLoneCellAndTheSecond() {
        var list = DummyCells()
        #expect(list.isEmpty && list.count == 0 && list.search(5) == (0, false))
        #expect(list.add(5, 1) == 1)
        #expect(list.count == 1 && list[0].symbol == 5 && list[0].coefficient == 1)
        #expect(list.search(5) == (0, true) && list.search(3) == (0, false) && list.search(9) == (1, false))
        #expect(list.add(5, 0.5) == 0 && list[0].coefficient == 1.5)
        #expect(list.add(3, 2) == 1)
        #expect(Array(list).map(\.symbol) == [3, 5])
        #expect(list.add(3, -2) == -1 && list.add(5, -1.5) == -1)
        #expect(list.isEmpty)
        var lone = DummyCells()
        lone.add(7, -4)
        #expect(lone.add(7, 4) == -1 && lone.isEmpty)
        #expect(lone.add(2, 1e-15) == 0 && lone.isEmpty)    // below `Row.cellFloor`: no cell
    }

    @Test("any sequence of changes leaves the cells an array would hold", arguments: 1...4)
    func changesMatchAnArray(seed: Int) {
        var random = TestRandom(state: UInt64(seed) * 7_919)
        let log = PatchLog()
        let referenceLog = PatchLog()
        for _ in 0..<400 {
            var list = DummyCells()
            var reference = CellStorage()
            for _ in 0..<12 {
                switch random.int(0...6) {
                case 0, 1:
                    let s = SymbolID(random.int(0...11)), c = coefficient(&random)
                    #expect(list.add(s, c) == reference.add(s, c))
                case 2:
                    let s = SymbolID(random.int(0...11))
                    let (i, found) = reference.search(s)
                    if found { #expect(list.remove(at: i).symbol == reference.remove(at: i).symbol) }
                case 3:
                    let k = coefficient(&random)
                    list.multiply(by: k)
                    for i in reference.indices { reference[i].coefficient *= k }
                    list.negate()
                    for i in reference.indices { reference[i].coefficient = -reference[i].coefficient }
                case 4:
                    let cut = SymbolID(random.int(0...11))
                    list.removeAll { $0.symbol > cut }
                    reference.removeAll { $0.symbol > cut }
                case 5:
                    // A short other list patched in: the same cells and the same log.
                    var other = CellStorage()
                    for _ in 0..<random.int(1...3) { other.add(SymbolID(random.int(0...11)), coefficient(&random)) }
                    let k = coefficient(&random)
                    log.clear()
                    referenceLog.clear()
                    other.withUnsafeBufferPointer { b in
                        list.patch(adding: b, times: k, log: log)
                        reference.patch(adding: b, times: k, removingAt: -1, log: referenceLog)
                    }
                    #expect(log.savedCount == referenceLog.savedCount && log.vanishedCount == referenceLog.vanishedCount)
                    for i in 0..<Swift.min(log.savedCount, referenceLog.savedCount) {
                        #expect(log.saved[i].symbol == referenceLog.saved[i].symbol)
                        #expect(log.saved[i].coefficient == referenceLog.saved[i].coefficient)
                    }
                default:
                    // A merge into a new list, dropping one symbol.
                    var other = DummyCells()
                    var otherReference = CellStorage()
                    for _ in 0..<random.int(0...3) {
                        let s = SymbolID(random.int(0...11)), c = coefficient(&random)
                        other.add(s, c)
                        otherReference.add(s, c)
                    }
                    let k = coefficient(&random), skip = SymbolID(random.int(0...11))
                    var appeared: [SymbolID] = [], expectedAppeared: [SymbolID] = []
                    list = list.merging(other, times: k, dropping: skip,
                                        appeared: { appeared.append($0) }, vanished: { _ in })
                    reference = reference.merging(otherReference, times: k, dropping: skip,
                                                  appeared: { expectedAppeared.append($0) }, vanished: { _ in })
                    #expect(appeared == expectedAppeared)
                }
                expectSame(list, reference)
            }
        }
    }

    @Test("a copy keeps none or one inline, more in an array; changing through an array keeps the cells")
    func copiesAndStorage() {
        let cells = [Cell(symbol: 2, coefficient: 1), Cell(symbol: 6, coefficient: -3), Cell(symbol: 9, coefficient: 0.5)]
        for n in 0...3 {
            let slice = Array(cells.prefix(n))
            var list = slice.withUnsafeBufferPointer { DummyCells(copying: $0, withRoomFor: 1) }
            expectSame(list, slice)
            var reference = slice
            list.withStorage(room: 1) { $0.add(4, 2) }
            reference.add(4, 2)
            expectSame(list, reference)
            // An array handed in is kept as it is.
            expectSame(DummyCells(reference), reference)
        }
    }
}
