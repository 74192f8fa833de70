import Testing
@testable import FlickSolver

/// The dual simplex's queue: most infeasible row first (ties to the oldest), stale entries
/// re-keyed or dropped against the rows' current amounts, oldest-first under Bland's rule
/// until the queue empties.
@Suite struct InfeasibleRowsTests {
    @Test func mostInfeasibleFirstWithTiesToTheOldest() {
        var q = InfeasibleRows()
        let amounts: [SymbolID: Double] = [4: 1, 9: 5, 2: 5, 7: 3]
        for (row, amount) in amounts.sorted(by: { $0.key > $1.key }) { q.push(row, amount: amount) }
        var order: [SymbolID] = []
        while let r = q.pop(amount: { amounts[$0] }) { order.append(r) }
        #expect(order == [2, 9, 7, 4])
    }

    @Test func staleEntriesAreReKeyedOrDropped() {
        var q = InfeasibleRows()
        var amounts: [SymbolID: Double] = [1: 10, 2: 5, 3: 4]
        for r: SymbolID in [1, 2, 3] { q.push(r, amount: amounts[r]!) }
        amounts[1] = 1       // became less infeasible since it was queued
        amounts[2] = nil     // repaired by another pivot
        var order: [SymbolID] = []
        while let r = q.pop(amount: { amounts[$0] }) {
            order.append(r)
            amounts[r] = nil
        }
        #expect(order == [3, 1])
    }

    @Test func blandOrderLastsUntilTheQueueEmpties() {
        var q = InfeasibleRows()
        let amounts: [SymbolID: Double] = [5: 1, 8: 9, 6: 4]
        for r: SymbolID in [5, 8, 6] { q.push(r, amount: amounts[r]!) }
        q.switchToOldestFirst()
        #expect(q.oldestFirst)
        var order: [SymbolID] = []
        while let r = q.pop(amount: { amounts[$0] }) { order.append(r) }
        #expect(order == [5, 6, 8])
        #expect(!q.oldestFirst)
        for r: SymbolID in [5, 8, 6] { q.push(r, amount: amounts[r]!) }
        #expect(q.pop(amount: { amounts[$0] }) == 8)
    }
}
