@testable import FlickSolver
import Testing

/// The solver keeps every constraint's terms in one list (`recordTerms`), each record naming
/// its run: a constraint read back has exactly the terms it was given, in order, through any
/// number of removals and the compactions they cause; a failed add leaves nothing behind;
/// and the caller's array is copied, never kept.
@Suite("Record terms: one list for every constraint's terms")
struct RecordTermsTests {
    /// The terms of constraint `i` over `v`: two to four terms, with repeats and zero
    /// coefficients kept as written.
    func terms(_ i: Int, _ v: [Variable]) -> [Term] {
        let n = 2 + i % 3
        return (0..<n).map { k in Term(v[(i * 7 + k * 3) % v.count], [1, -1, 0.5, 2, 0][(i + k) % 5]) }
    }

    func expectSame(_ a: [Term], _ b: [Term], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.map(\.variable) == b.map(\.variable), sourceLocation: sourceLocation)
        #expect(a.map(\.coefficient) == b.map(\.coefficient), sourceLocation: sourceLocation)
    }

    @Test("a constraint reads back with its terms through removals and compactions")
    func termsSurviveCompaction() throws {
        let s = Solver()
        let v = (0..<40).map { s.makeVariable("v\($0)") }
        var given: [ConstraintHandle: [Term]] = [:]
        var order: [ConstraintHandle] = []
        // Weak inequalities: any set of them is satisfiable.
        for i in 0..<700 {
            let t = terms(i, v)
            let h = try s.add(LinearConstraint(LinearExpression(t, constant: Double(i % 17)), .lessOrEqual, strength: .weak))
            given[h] = t
            order.append(h)
        }
        let storedBefore = s.recordTerms.count
        #expect(storedBefore == given.values.reduce(0) { $0 + $1.count })
        // Remove two in three: their terms stay until the list is compacted.
        for (i, h) in order.enumerated() where i % 3 != 0 {
            try s.remove(h)
            given[h] = nil
        }
        #expect(s.recordTerms.count == storedBefore)
        // Adds past the check point compact the list down to the live terms.
        var added = 0
        for i in 700..<1400 {
            let t = terms(i, v)
            added += t.count
            let h = try s.add(LinearConstraint(LinearExpression(t, constant: 1), .greaterOrEqual, strength: .medium))
            given[h] = t
        }
        let live = given.values.reduce(0) { $0 + $1.count }
        #expect(s.recordTerms.count < storedBefore + added)    // compacted at least once
        #expect(s.recordTerms.count <= 2 * live + 1024)
        for (h, t) in given {
            let c = try #require(s.constraint(h))
            expectSame(c.expression.terms, t)
        }
        // The tableau reads the same terms: every invariant holds.
        #expect(s.invariantViolation() == nil)
    }

    @Test("a failed add drops the terms it stored")
    func failedAddDropsItsTerms() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(x + y == 10)
        try s.add(x == 4 + 0)
        let stored = s.recordTerms.count
        #expect(stored == 3)
        #expect(throws: SolverError.self) { try s.add(LinearExpression(x) == 5) }
        #expect(s.recordTerms.count == stored)
        let h = try s.add(y >= 1)
        expectSame(try #require(s.constraint(h)).expression.terms, [Term(y, 1)])
    }

    @Test("the caller's array is copied, not kept")
    func theCallersArrayIsNotKept() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        var terms: [Term] = []
        terms.reserveCapacity(8)
        terms.append(Term(x, 1)); terms.append(Term(y, -1))
        let before = terms.withUnsafeBufferPointer { $0.baseAddress }
        let h = try s.add(LinearConstraint(LinearExpression(terms, constant: -3), .equal))
        // Unique again: emptying and refilling it keeps its storage (no copy on write).
        terms.removeAll(keepingCapacity: true)
        terms.append(Term(y, 2))
        #expect(terms.withUnsafeBufferPointer { $0.baseAddress } == before)
        expectSame(try #require(s.constraint(h)).expression.terms, [Term(x, 1), Term(y, -1)])
    }
}
