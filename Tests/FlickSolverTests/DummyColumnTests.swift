@testable import FlickSolver
import Testing

/// Dummy columns (`Solver+DummyColumns`): a substitution whose dummy fill-in would pass the
/// limit drops those columns instead; a call that needs one rebuilds the tableau first. Each
/// test compares with a solver that keeps every column.
@Suite("Dummy columns: dropped when their fill-in is too large, rebuilt when a call needs one")
struct DummyColumnTests {
    /// The miniature grid of `GestureStartTests` with its gesture started (both edges
    /// edited), under fill-in limit `limit`.
    func startedGrid(_ k: Int, limit: Int) throws -> (Solver, Variable, Variable) {
        let (s, gw, gh) = try GestureStartTests().grid(k, fillInLimit: limit)
        try s.addEditVariable(gw, strength: .strong)
        try s.addEditVariable(gh, strength: .strong)
        s.updateVariables()
        return (s, gw, gh)
    }

    /// Every external variable's value, in creation order.
    func values(_ s: Solver) -> [Double] {
        s.updateVariables()
        return s.kinds.indices.filter { s.kinds[$0] == .external }.map { s.values[$0] }
    }

    /// The constraints whose dummy is untracked and parametric (removing one or changing
    /// its constant needs the column), oldest first.
    func droppedConstraints(_ s: Solver) -> [ConstraintHandle] {
        s.constraintHandles.filter { h in
            let marker = s.records[Int(h.id)]!.marker
            return s.kinds[Int(marker)] == .dummy && s.rows[Int(marker)] == nil && s.isUntracked(marker)
        }
    }

    func expectClose(_ a: [Double], _ b: [Double], sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(a.count == b.count, sourceLocation: sourceLocation)
        for (x, y) in zip(a, b) { #expect(Swift.abs(x - y) < 1e-6, sourceLocation: sourceLocation) }
    }

    @Test("a gesture start past the limit drops the columns, writes fewer cells and drags to the same values")
    func gestureStartDropsColumns() throws {
        let (kept, kw, kh) = try startedGrid(10, limit: Int.max)
        let (dropped, dw, dh) = try startedGrid(10, limit: 64)
        #expect(kept.counters.dummiesUntracked == 0)
        #expect(dropped.counters.dummiesUntracked > 0)
        #expect(dropped.tableauCells() < kept.tableauCells())
        #expect(dropped.counters.refactorizations == kept.counters.refactorizations)
        for step in 1...30 {
            let dx = Double(step % 7) * 13 - 40, dy = Double(step % 5) * 11 - 20
            try kept.suggestValue(kw, 700 + dx)
            try kept.suggestValue(kh, 500 + dy)
            try dropped.suggestValue(dw, 700 + dx)
            try dropped.suggestValue(dh, 500 + dy)
            expectClose(values(dropped), values(kept))
        }
        expectSound(dropped)
    }

    @Test("removing a constraint whose column was dropped rebuilds first and lands where the kept solver does")
    func removeRebuilds() throws {
        let (kept, _, _) = try startedGrid(8, limit: Int.max)
        let (dropped, _, _) = try startedGrid(8, limit: 64)
        let h = try #require(droppedConstraints(dropped).first)
        let rebuilds = dropped.counters.refactorizations
        try dropped.remove(h)
        try kept.remove(h)
        #expect(dropped.counters.refactorizations == rebuilds + 1)
        #expect(!dropped.contains(h))
        expectSound(dropped)
        let vk = values(kept), vd = values(dropped)
        let externals = dropped.kinds.indices.filter { dropped.kinds[$0] == .external }
        for (i, s) in externals.enumerated() where !kept.isAmbiguous(Variable(id: SymbolID(s))) {
            #expect(Swift.abs(vk[i] - vd[i]) < 1e-6, "\(dropped.names[s])")
        }
    }

    @Test("changing the constant of a constraint whose column was dropped rebuilds first, then shifts it")
    func setConstantRebuilds() throws {
        let (kept, _, _) = try startedGrid(8, limit: Int.max)
        let (dropped, _, _) = try startedGrid(8, limit: 64)
        // Most spacings are tied to other rows by required alignments; the first whose
        // change the kept solver accepts (shrinking by 5 px) is changed in both.
        var changed: (ConstraintHandle, Double)?
        for h in droppedConstraints(dropped) {
            let constant = try #require(kept.constant(of: h)) - 5
            if (try? kept.setConstant(of: h, to: constant)) != nil {
                changed = (h, constant)
                break
            }
        }
        let (h, constant) = try #require(changed)
        let rebuilds = dropped.counters.refactorizations
        try dropped.setConstant(of: h, to: constant)
        #expect(dropped.counters.refactorizations == rebuilds + 1)
        #expect(dropped.constant(of: h) == constant)
        expectSound(dropped)
        expectClose(values(dropped), values(kept))
        // The column is kept again: the next change shifts it without a rebuild.
        try dropped.setConstant(of: h, to: constant + 2)
        try kept.setConstant(of: h, to: constant + 2)
        #expect(dropped.counters.refactorizations == rebuilds + 1)
        expectClose(values(dropped), values(kept))
    }

    @Test("a call that fails after columns were dropped leaves the solver, dropped set included, as it was")
    func failedCallKeepsDroppedSet() throws {
        let (s, _, _) = try startedGrid(8, limit: 64)
        let variables = s.kinds.indices.filter { s.kinds[$0] == .external }.map { Variable(id: SymbolID($0)) }
        let before = SolverSnapshot(s, variables)
        let untracked = (s.untracked, s.untrackedCount)
        let width = try #require(variables.first { s.names[Int($0.id)] == "c3_3.width" })
        #expect(throws: SolverError.self) { try s.add(width <= 5) }    // below its minimum of 10
        #expect(SolverSnapshot(s, variables) == before)
        #expect(s.untracked == untracked.0 && s.untrackedCount == untracked.1)
        expectSound(s)
    }

    @Test("random programs agree with a solver that keeps every column when every substitution drops them", arguments: 1...6)
    func randomDroppingEverything(seed: Int) throws {
        let s = Solver(), r = Solver()
        s.tuning.dummyFillInLimit = 0
        // Equalities most often: their markers are the dummies.
        try expectAgreeOnRandomProgram(s, r, seed: UInt64(seed) * 6_151,
                                       relations: [.equal, .equal, .lessOrEqual, .greaterOrEqual], requiredOneIn: 2)
        #expect(s.counters.dummiesUntracked > 0)
        #expect(r.counters.dummiesUntracked == 0)
    }
}

/// Calls that cannot fail in exact arithmetic run without a journal; when round-off makes
/// one fail anyway, `Solver.undo` rebuilds the tableau from the constraints as they were.
@Suite("Calls without a journal: a failure is undone by a rebuild")
struct UnjournaledUndoTests {
    @Test("a suggestion that fails leaves the constraints, the edit and the solution as they were")
    func failedSuggestionIsUndone() throws {
        let chain = try GestureStartTests.Chain(views: 30)
        let s = chain.solver
        try s.addEditVariable(chain.width, strength: Strength(1e8))
        let reference = try GestureStartTests.Chain(views: 30)
        try reference.solver.addEditVariable(reference.width, strength: Strength(1e8))
        let externals = s.kinds.indices.filter { s.kinds[$0] == .external }.map { Variable(id: SymbolID($0)) }
        s.updateVariables()
        let before = externals.map { s.value(of: $0) }
        // Shrinking by 600 px takes pivots (views reach their minimum); a budget of 0 makes
        // the first one fail.
        s.tuning.pivotBudget = 0
        #expect(throws: SolverError.self) { try s.suggestValue(chain.width, chain.natural - 600) }
        s.tuning.pivotBudget = nil
        expectSound(s)
        s.updateVariables()
        #expect(externals.map { s.value(of: $0) } == before)
        #expect(s.hasEditVariable(chain.width))
        // The same drag afterwards lands where a solver that never failed does.
        for target in [chain.natural - 600, chain.natural - 300, chain.natural + 200] {
            try s.suggestValue(chain.width, target)
            try reference.solver.suggestValue(reference.width, target)
            s.updateVariables()
            reference.solver.updateVariables()
            let scale = Swift.max(1, Swift.abs(reference.solver.objective.constant))
            #expect(Swift.abs(s.objective.constant - reference.solver.objective.constant) <= 1e-9 * scale)
            #expect(s.value(of: chain.width) == target)
        }
        expectSound(s)
    }
}
