@testable import FlickSolver
import Testing

/// An asymmetric equality (one row, errors above and below weighted apart) against the two
/// non-required inequalities it stands for: same optimal cost, same values where unique.
struct AsymmetricEqualityTests {
    /// The cost of `values` under `constraints` (non-required only), as the objective counts it.
    static func cost(_ constraints: [LinearConstraint], _ value: (Variable) -> Double) -> Double {
        var total = 0.0
        for c in constraints where !c.strength.isRequired {
            var e = c.expression.constant
            for t in c.expression.terms { e += t.coefficient * value(t.variable) }
            switch c.relation {
            case .lessOrEqual: total += c.strength.value * Swift.max(e, 0)
            case .greaterOrEqual: total += c.strength.value * Swift.max(-e, 0)
            case .equal: total += c.strength.value * Swift.max(e, 0) + c.weightBelow * Swift.max(-e, 0)
            }
        }
        return total
    }

    @Test func oneRowTwoErrorsWeightedApart() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        let pair = try s.add(LinearConstraint(asymmetric: w - 40, above: Strength(250), below: Strength(750)))
        // Pulled up by 500: hugging (250) loses to the pull, so w rises to the pull's target.
        let pull = try s.add((w >= 100).withStrength(Strength(500)))
        s.updateVariables()
        #expect(s.value(of: w) == 100)
        // Pulled down by 500: compression (750) wins, w stays at 40.
        try s.remove(pull)
        try s.add((w <= 10).withStrength(Strength(500)))
        s.updateVariables()
        #expect(s.value(of: w) == 40)
        // The intrinsic size changes in place.
        try s.setConstant(of: pair, to: -30)
        s.updateVariables()
        #expect(s.value(of: w) == 30)
        expectSound(s)
        #expect(s.rows.compactMap { $0 }.count <= 2)
        let c = try #require(s.constraint(pair))
        #expect(c.isAsymmetric)
        #expect(c.equivalentInequalities.map(\.relation) == [.lessOrEqual, .greaterOrEqual])
        #expect(c.equivalentInequalities.map(\.strength) == [Strength(250), Strength(750)])
    }

    @Test func removingRestoresTheObjective() throws {
        let s = Solver()
        let w = s.makeVariable("w")
        let before = s.objective.coefficients
        let h = try s.add(LinearConstraint(asymmetric: w - 40, above: Strength(250), below: Strength(750)))
        let g = try s.add((w == 70).withStrength(.weak))
        try s.remove(h)
        try s.remove(g)
        expectSound(s)
        #expect(s.objective.coefficients.allSatisfy { $0 == 0 })
        #expect(before.allSatisfy { $0 == 0 })
        #expect(s.objective.constant == 0)
    }

    @Test(arguments: 0..<40) func sameOptimumAsTwoInequalities(seed: Int) throws {
        var random = TestRandom(state: UInt64(seed) &* 7919 &+ 17)
        let strengths = [Strength(1), Strength(250), Strength(500), Strength(750), Strength(1000), Strength(40_000)]
        let n = random.int(2...5)
        // Each solver gets the same constraints; pairs go in as one asymmetric equality or two
        // inequalities. `plain` lists, per step, the constraints in inequality form for costing.
        let a = Solver(), b = Solver()
        let xa = (0..<n).map { a.makeVariable("x\($0)") }, xb = (0..<n).map { b.makeVariable("x\($0)") }
        func expr(_ vars: [Variable], _ terms: [(Int, Double)], _ k: Double) -> LinearExpression {
            LinearExpression(terms.map { Term(vars[$0.0], $0.1) }, constant: k)
        }
        var plain: [LinearConstraint] = []    // over xb
        var pairs: [(ConstraintHandle, [ConstraintHandle], [Int])] = []    // a's handle, b's handles, plain indices
        var others: [(ConstraintHandle, ConstraintHandle, Int)] = []
        for i in 0..<n {    // required bounds keep every system feasible and bounded
            try a.add(xa[i] >= 0); try a.add(xa[i] <= 100)
            try b.add(xb[i] >= 0); try b.add(xb[i] <= 100)
        }
        for _ in 0..<random.int(2...8) {
            let i = random.int(0...(n - 1)), j = random.int(0...(n - 1))
            var terms = [(i, 1.0)]
            if j != i && random.int(0...1) == 0 { terms.append((j, -1)) }
            let k = -Double(random.int(0...60))
            if random.int(0...2) != 0 {
                let above = strengths[random.int(0...strengths.count - 1)], below = strengths[random.int(0...strengths.count - 1)]
                let ha = try a.add(LinearConstraint(asymmetric: expr(xa, terms, k), above: above, below: below))
                let hb1 = try b.add(LinearConstraint(expr(xb, terms, k), .lessOrEqual, strength: above))
                let hb2 = try b.add(LinearConstraint(expr(xb, terms, k), .greaterOrEqual, strength: below))
                plain.append(LinearConstraint(expr(xb, terms, k), .lessOrEqual, strength: above))
                plain.append(LinearConstraint(expr(xb, terms, k), .greaterOrEqual, strength: below))
                pairs.append((ha, [hb1, hb2], [plain.count - 2, plain.count - 1]))
            } else {
                let relation = [Relation.lessOrEqual, .equal, .greaterOrEqual][random.int(0...2)]
                let st = strengths[random.int(0...strengths.count - 1)]
                let ha = try a.add(LinearConstraint(expr(xa, terms, k), relation, strength: st))
                let hb = try b.add(LinearConstraint(expr(xb, terms, k), relation, strength: st))
                plain.append(LinearConstraint(expr(xb, terms, k), relation, strength: st))
                others.append((ha, hb, plain.count - 1))
            }
        }
        var removed = Set<Int>()
        func compare() {
            expectSound(a); expectSound(b)
            a.updateVariables(); b.updateVariables()
            let live = plain.indices.filter { !removed.contains($0) }.map { plain[$0] }
            let costA = Self.cost(live) { v in a.value(of: xa[Int(xb.firstIndex(of: v)!)]) }
            let costB = Self.cost(live) { b.value(of: $0) }
            #expect(Swift.abs(costA - costB) <= 1e-6 * Swift.max(1, costB), "seed \(seed): cost \(costA) vs \(costB)")
            for i in 0..<n where !a.isAmbiguous(xa[i]) && !b.isAmbiguous(xb[i]) {
                #expect(Swift.abs(a.value(of: xa[i]) - b.value(of: xb[i])) <= 1e-6, "seed \(seed): x\(i)")
            }
        }
        compare()
        // Intrinsic sizes change in place: the pair's constant moves in both forms.
        for (ha, hbs, idx) in pairs where random.int(0...1) == 0 {
            let k = -Double(random.int(0...90))
            try a.setConstant(of: ha, to: k)
            for h in hbs { try b.setConstant(of: h, to: k) }
            for i in idx { plain[i].expression.constant = k }
        }
        compare()
        // Removals, with the right weights taken out of the objective.
        for (ha, hbs, idx) in pairs where random.int(0...2) == 0 {
            try a.remove(ha)
            for h in hbs { try b.remove(h) }
            removed.formUnion(idx)
        }
        for (ha, hb, i) in others where random.int(0...2) == 0 {
            try a.remove(ha); try b.remove(hb); removed.insert(i)
        }
        compare()
        #expect(a.rows.compactMap { $0 }.count <= b.rows.compactMap { $0 }.count)
    }
}
