import Testing
@testable import FlickSolver

/// Columns whose logs come from a `ColumnLogPool` (and go back to it when cleared) must list
/// exactly the members, in exactly the order, of columns that allocate their own: the pool
/// changes only where the row numbers are stored.
@Suite struct ColumnLogPoolTests {
    @Test func aClearedColumnsStorageServesTheNextSpill() {
        let pool = ColumnLogPool()
        var marks = [Int32](repeating: 0, count: 32)
        var a = Column()
        // More spilled members than `Column.inPlaceLimit`, so a spilled one leaving is
        // logged as vanished rather than removed in place.
        for r: Int32 in 1...12 { a.insert(r, pool: pool) }
        a.remove(4, marks: &marks, pool: pool)
        #expect(Array(a.members(marks: &marks)) == [1, 2, 3] + Array(5...12))
        a.clear(into: pool)
        #expect(a.isEmpty && a.count == 0 && a.members(marks: &marks).isEmpty)
        // The storage comes back empty: nothing of `a`'s rows shows in the next column.
        let reused = pool.take()
        #expect(reused.isEmpty && reused.capacity > 0)
        #expect(pool.take().capacity > 0)    // `vanished`'s, given back too
        #expect(pool.take().capacity == 0)   // then none left
        var b = Column()
        for r: Int32 in [9, 8, 7] { b.insert(r, pool: pool) }
        #expect(Array(b.members(marks: &marks)) == [9, 8, 7] && b.count == 3)
        // A column cleared and used again lists only its new members.
        a.insert(6, pool: pool)
        #expect(Array(a.members(marks: &marks)) == [6])
        #expect(marks.allSatisfy { $0 == 0 })
    }

    @Test(arguments: 1...12)
    func pooledColumnsMatchColumnsOfTheirOwn(seed: UInt64) {
        var picks = SeededPicks(seed: seed)
        func next(_ n: Int) -> Int { picks.next(n) }
        let rows = [6, 12, 40][Int(seed % 3)]
        let pool = ColumnLogPool()
        var pooled = [Column](repeating: Column(), count: 8)
        var plain = [Column](repeating: Column(), count: 8)
        var model = [Set<Int32>](repeating: [], count: 8)
        var marks = [Int32](repeating: 0, count: rows)
        for step in 0..<6000 {
            let c = next(8)
            let r = Int32(next(rows))
            if next(50) == 0 {
                // A substitution clears the column: its storage goes to the pool.
                pooled[c].clear(into: pool)
                plain[c] = Column()
                model[c] = []
            } else if model[c].contains(r) {
                pooled[c].remove(r, marks: &marks, pool: pool)
                plain[c].remove(r, marks: &marks)
                model[c].remove(r)
            } else {
                pooled[c].insert(r, pool: pool)
                plain[c].insert(r)
                model[c].insert(r)
            }
            #expect(pooled[c].count == model[c].count)
            if step % 53 == 0 {
                let p = Array(pooled[c].members(marks: &marks))
                #expect(p == Array(plain[c].members(marks: &marks)))
                #expect(Set(p) == model[c] && p.count == model[c].count)
            }
        }
        for c in 0..<8 {
            #expect(Array(pooled[c].members(marks: &marks)) == Array(plain[c].members(marks: &marks)))
        }
        #expect(marks.allSatisfy { $0 == 0 })
    }
}
