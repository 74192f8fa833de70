@testable import FlickSolver
import Testing

@Suite("Unsatisfiable explanations are minimal")
struct ExplanationTests {
    /// Whether `constraints` can all hold, decided by a fresh solver.
    static func feasible(_ constraints: [LinearConstraint], variables: Int) -> Bool {
        let s = Solver()
        let vs = (0..<variables).map { s.makeVariable("v\($0)") }
        for c in constraints {
            var e = c.expression
            for i in e.terms.indices { e.terms[i].variable = vs[Int(e.terms[i].variable.id)] }
            guard (try? s.add(LinearConstraint(e, c.relation))) != nil else { return false }
        }
        return true
    }

    @Test("brute force on random small systems: the set conflicts, and drops of any one member make it hold", arguments: 0..<60)
    func bruteForce(seed: Int) throws {
        var random = TestRandom(state: UInt64(seed) &* 7919 &+ 17)
        let s = Solver()
        let n = random.int(3...5)
        let vars = (0..<n).map { s.makeVariable("v\($0)") }
        var added: [(ConstraintHandle, LinearConstraint)] = []
        func randomConstraint() -> LinearConstraint {
            let a = random.int(0...(n - 1)), b = (a + random.int(1...(n - 1))) % n
            let e = Double(random.int(1...2)) * vars[a] - Double(random.int(1...2)) * vars[b] + Double(random.int(-20...20))
            let relation: Relation = [.lessOrEqual, .equal, .greaterOrEqual][random.int(0...2)]
            return LinearConstraint(e, relation)
        }
        var conflicts = 0
        for _ in 0..<14 {
            let c = randomConstraint()
            let result = Result { () throws(SolverError) -> ConstraintHandle in try s.add(c) }
            switch result {
            case .success(let h):
                added.append((h, c))
            case .failure(let error):
                guard case .unsatisfiable(let explanation) = error else {
                    Issue.record("unexpected \(error)")
                    continue
                }
                conflicts += 1
                let members = explanation.conflicting.map { h in added.first { $0.0 == h }!.1 }
                let set = members + [c]
                #expect(!Self.feasible(set, variables: n), "the explanation must conflict")
                for i in set.indices {
                    var smaller = set
                    smaller.remove(at: i)
                    #expect(Self.feasible(smaller, variables: n), "dropping member \(i) of \(set.count) must make it hold")
                }
            }
            expectSound(s)
        }
        _ = conflicts
    }

    @Test("a constraint that contradicts itself is explained by itself alone")
    func selfContradiction() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x >= 0)
        #expect(throws: SolverError.unsatisfiable(UnsatisfiableExplanation(updated: nil, conflicting: []))) {
            try s.add(x - x >= 5)
        }
    }

    @Test("only the connected required constraints are named, not unrelated ones")
    func connectedOnly() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        let unrelated = try s.add(c >= 3)
        let lower = try s.add(a >= 10)
        let link = try s.add(b == a + 5)
        try s.add((a == 0 + 0).withStrength(.strong))
        let e = unsatisfiableExplanation { () throws(SolverError) in try s.add(b <= 12) }
        #expect(e?.conflicting == [lower, link])
        #expect(e?.conflicting.contains(unrelated) == false)
    }
    /// A feed of 1200 rows sharing the content width, each pinned at its own offset, and a
    /// required constraint between two rows: the row the dual simplex cannot repair names the
    /// two rows' tops, and the explanation is read off it with a few small fresh solves
    /// instead of indexing and searching every connected constraint.
    @Test("a conflict in a large layout is explained from the row that could not be repaired")
    func largeLayoutsAreExplainedFromTheFailingRow() throws {
        let s = Solver()
        let width = s.makeVariable("content.w")
        try s.add(width == 393 + 0)
        var tops: [ConstraintHandle] = []
        var ys: [Variable] = []
        for i in 0..<1200 {
            let x = s.makeVariable("row\(i).x"), y = s.makeVariable("row\(i).y")
            let w = s.makeVariable("row\(i).w"), h = s.makeVariable("row\(i).h")
            tops.append(try s.add(y == Double(64 * i) + 0))
            try s.add(x == 0 + 0)
            try s.add(x + w - width == 0 + 0)
            try s.add(h == 63 + 0)
            try s.add((w <= 100).withStrength(.weak))
            ys.append(y)
        }
        var checks = s.counters.explanationChecks
        let added = unsatisfiableExplanation { () throws(SolverError) in try s.add(ys[500] == ys[700] + 0) }
        #expect(added == UnsatisfiableExplanation(updated: nil, conflicting: [tops[500], tops[700]]))
        #expect(s.counters.explanationChecks - checks <= 3)

        let gap = try s.add(ys[700] - ys[500] >= 0)
        checks = s.counters.explanationChecks
        let changed = unsatisfiableExplanation { () throws(SolverError) in try s.setConstant(of: gap, to: -20_000) }
        #expect(changed == UnsatisfiableExplanation(updated: gap, conflicting: [tops[500], tops[700]]))
        #expect(s.counters.explanationChecks - checks <= 3)
        expectSound(s)
    }
}

