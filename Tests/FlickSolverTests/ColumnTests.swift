import Testing
@testable import FlickSolver

/// The column index's logs (appearances and vanishings, compacted with a scratch array of
/// counters), checked against `Set` on seeded random sequences of the changes a tableau
/// makes: a row joins only when it does not hold the symbol and leaves only when it does.
@Suite struct ColumnTests {
    @Test func membersAreTheRowsHoldingTheSymbolEachOnce() {
        var c = Column()
        var marks = [Int32](repeating: 0, count: 16)
        #expect(c.isEmpty && c.members(marks: &marks).isEmpty)
        c.insert(7); c.insert(3)
        #expect(c.count == 2 && Array(c.members(marks: &marks)) == [7, 3])
        c.remove(7, marks: &marks)
        c.insert(7)    // left and came back: listed once, in the order rows joined
        #expect(c.count == 2 && Array(c.members(marks: &marks)) == [3, 7])
        c.remove(3, marks: &marks); c.remove(7, marks: &marks)
        #expect(c.isEmpty && c.members(marks: &marks).isEmpty)
        c.insert(5)
        #expect(Array(c.members(marks: &marks)) == [5])
        #expect(marks.allSatisfy { $0 == 0 })
    }

    /// The first member is kept inline: when it leaves while others stay, the rest keep
    /// their order and a row joining later comes last.
    @Test func theFirstMemberLeavingKeepsTheOrder() {
        var c = Column()
        var marks = [Int32](repeating: 0, count: 16)
        for r: Int32 in [4, 9, 2] { c.insert(r) }
        c.remove(4, marks: &marks)
        #expect(Array(c.members(marks: &marks)) == [9, 2])
        c.insert(4)
        c.insert(11)
        #expect(Array(c.members(marks: &marks)) == [9, 2, 4, 11])
        var seen: [Int32] = []
        c.forEachMember(marks: &marks) { seen.append($0) }
        #expect(seen == [9, 2, 4, 11] && c.count == 4)
        #expect(marks.allSatisfy { $0 == 0 })
    }

    /// The second member is kept inline too: when either inline member leaves, the others
    /// keep their order, and a row joining while a later one is logged comes last (never
    /// into the freed inline slot ahead of it).
    @Test func eitherInlineMemberLeavingKeepsTheOrder() {
        var c = Column()
        var marks = [Int32](repeating: 0, count: 16)
        c.insert(6); c.insert(1)
        #expect(c.count == 2 && Array(c.members(marks: &marks)) == [6, 1])
        c.remove(1, marks: &marks)
        c.insert(8)    // the second slot is free again and nothing follows it
        #expect(Array(c.members(marks: &marks)) == [6, 8])
        c.insert(3)
        c.remove(8, marks: &marks)
        c.insert(12)   // 3 follows the freed second slot: 12 comes after it
        #expect(Array(c.members(marks: &marks)) == [6, 3, 12] && c.count == 3)
        c.remove(6, marks: &marks)
        #expect(Array(c.members(marks: &marks)) == [3, 12])
        var seen: [Int32] = []
        c.forEachMember(marks: &marks) { seen.append($0) }
        #expect(seen == [3, 12])
        c.remove(3, marks: &marks); c.remove(12, marks: &marks)
        #expect(c.isEmpty && c.members(marks: &marks).isEmpty)
        // The first leaves while the second stays (compacted by the read): a row joining
        // next comes after it.
        c.insert(4); c.insert(5)
        c.remove(4, marks: &marks)
        #expect(Array(c.members(marks: &marks)) == [5])
        c.insert(9)
        #expect(Array(c.members(marks: &marks)) == [5, 9] && c.count == 2)
        #expect(marks.allSatisfy { $0 == 0 })
    }

    /// A row leaving from an inline slot cancels that appearance at once (it is the row's
    /// earliest, the one compacting would cancel): the column takes no vanished log from
    /// the pool, and the members keep the order they joined in.
    @Test func anInlineMemberLeavingLogsNoVanishing() {
        let pool = ColumnLogPool()
        var kept = [Int32](repeating: 0, count: 16)
        kept.removeAll(keepingCapacity: true)
        pool.give(&kept)
        var c = Column()
        var marks = [Int32](repeating: 0, count: 16)
        c.insert(6, pool: pool); c.insert(1, pool: pool)
        c.remove(6, marks: &marks, pool: pool)
        #expect(Array(c.members(marks: &marks)) == [1] && c.count == 1)
        c.insert(9, pool: pool)    // after 1, into the inline slot 6 left
        c.remove(9, marks: &marks, pool: pool)
        #expect(Array(c.members(marks: &marks)) == [1] && c.count == 1)
        #expect(pool.take().capacity >= 16)    // the pool's log was never taken
        // Spilled: the inline members leave, the spilled ones stay in order after them.
        var d = Column()
        for r: Int32 in [4, 9, 2, 7] { d.insert(r) }
        d.remove(9, marks: &marks)
        d.remove(4, marks: &marks)
        d.insert(9)
        #expect(Array(d.members(marks: &marks)) == [2, 7, 9] && d.count == 3)
        #expect(marks.allSatisfy { $0 == 0 })
    }

    /// A spilled member leaving a column with at most `Column.inPlaceLimit` spilled rows and
    /// no vanishing logged is removed in place: no vanished log is taken from the pool and
    /// the others keep their order. Past the limit it is logged (and taken from the pool).
    @Test func aSpilledMemberOfAShortColumnIsRemovedInPlace() {
        let pool = ColumnLogPool()
        var kept = [Int32](repeating: 0, count: 16)
        kept.removeAll(keepingCapacity: true)
        pool.give(&kept)
        var marks = [Int32](repeating: 0, count: 32)
        var c = Column()
        for r: Int32 in [5, 8, 1, 9, 3] { c.insert(r, pool: pool) }    // 1, 9, 3 spilled
        let spillLog = pool.take()    // the pool's only log went to `appeared`
        #expect(spillLog.capacity == 0)
        var spare = [Int32](repeating: 0, count: 16)
        spare.removeAll(keepingCapacity: true)
        pool.give(&spare)
        c.remove(9, marks: &marks, pool: pool)
        #expect(Array(c.members(marks: &marks)) == [5, 8, 1, 3] && c.count == 4)
        c.remove(3, marks: &marks, pool: pool)    // the last spilled one
        c.insert(9, pool: pool)
        #expect(Array(c.members(marks: &marks)) == [5, 8, 1, 9] && c.count == 3 + 1)
        #expect(pool.take().capacity >= 16)    // no vanished log was taken
        #expect(pool.take().capacity == 0)
        // Past the limit: the leaving row is logged, and the members are the same.
        var long = Column()
        let rows = Array(Int32(0)..<Int32(2 + Column.inPlaceLimit + 1))
        for r in rows { long.insert(r, pool: pool) }
        long.remove(4, marks: &marks, pool: pool)
        #expect(Array(long.members(marks: &marks)) == rows.filter { $0 != 4 })
        #expect(marks.allSatisfy { $0 == 0 })
    }

    @Test(arguments: 1...20)
    func randomChangesMatchASet(seed: UInt64) {
        var picks = SeededPicks(seed: seed)
        func next(_ n: Int) -> Int { picks.next(n) }
        let range = [3, 8, 17, 40, 500][Int(seed % 5)]
        var c = Column()
        var marks = [Int32](repeating: 0, count: range)
        var model = Set<Int32>()
        var joined: [Int32] = []    // the members in the order they joined
        for step in 0..<4000 {
            let r = Int32(next(range))
            if model.contains(r) {
                if next(3) > 0 {
                    c.remove(r, marks: &marks); model.remove(r)
                    joined.removeAll { $0 == r }
                }
            } else {
                c.insert(r); model.insert(r); joined.append(r)
            }
            #expect(c.count == model.count)
            if step % 97 == 0 {
                let members = c.members(marks: &marks)
                #expect(Set(members) == model && members.count == model.count)
                #expect(Array(members) == joined)
            }
        }
        let members = c.members(marks: &marks)
        #expect(Set(members) == model && members.count == model.count)    // every member once
        #expect(Array(members) == joined)
        #expect(marks.allSatisfy { $0 == 0 })
    }
}
