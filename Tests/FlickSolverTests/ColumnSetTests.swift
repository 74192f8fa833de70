import Testing
@testable import FlickSolver

/// The column index's set: inline members up to two, a list up to `listLimit`, a hash table
/// beyond, back to inline when emptied — checked against `Set` on seeded random operation
/// sequences.
@Suite struct ColumnSetTests {
    @Test func smallSetsStayInlineAndBehaveAsSets() {
        var c = ColumnSet()
        #expect(c.isEmpty && !c.contains(0) && Array(c).isEmpty)
        c.insert(7); c.insert(7); c.insert(3)
        #expect(c.count == 2 && c.contains(7) && c.contains(3) && !c.contains(4))
        #expect(Set(c) == [3, 7])
        c.remove(7); c.remove(7)
        #expect(c.count == 1 && !c.contains(7) && Array(c) == [3])
        c.insert(9)    // fills the freed inline place
        #expect(Set(c) == [3, 9])
        c.insert(11)   // a third member moves everything to a list
        #expect(c.count == 3 && Set(c) == [3, 9, 11])
        for x: Int32 in [3, 9, 11] { c.remove(x) }
        #expect(c.isEmpty && Array(c).isEmpty && !c.contains(3))
        c.insert(5)
        #expect(Array(c) == [5])
    }

    @Test(arguments: 1...20)
    func randomOperationsMatchASet(seed: UInt64) {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        func next(_ n: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(n))
        }
        var c = ColumnSet()
        var model = Set<Int32>()
        let range = [3, 8, 17, 40, 500][Int(seed % 5)]
        for _ in 0..<2000 {
            let x = Int32(next(range))
            switch next(3) {
            case 0, 1: c.insert(x); model.insert(x)
            default: c.remove(x); model.remove(x)
            }
            #expect(c.count == model.count)
            #expect(c.contains(x) == model.contains(x))
        }
        #expect(Set(c) == model)
        #expect(Array(c).count == model.count)    // every member once
    }

    @Test func growsPastTheListIntoATableAndShrinksBack() {
        var c = ColumnSet()
        let n = Int32(ColumnSet.listLimit * 10)
        for x in 0..<n { c.insert(x) }
        #expect(c.count == Int(n) && Set(c) == Set(0..<n))
        for x in 0..<n where x % 3 != 0 { c.remove(x) }
        #expect(Set(c) == Set(stride(from: 0, to: n, by: 3)))
        for x in stride(from: 0, to: n, by: 3) { c.remove(x) }
        #expect(c.isEmpty && Array(c).isEmpty)
        c.insert(2); c.insert(1)
        #expect(Set(c) == [1, 2])
    }
}
