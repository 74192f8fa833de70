@testable import FlickSolver
import Testing

@Suite("Definitions: rows kept as written, naming other basic variables")
struct DefinitionTests {
    /// A row of `n` views as Auto Layout builds it: left[i] == left[i-1] + width[i-1] + 8,
    /// width ≥ 20, width == 100 (strong), the last view's trailing edge on the container's.
    static func chain(_ n: Int, definitions: Bool = true) throws -> (Solver, [Variable], [Variable], Variable) {
        let s = Solver()
        s.tuning.keepsDefinitions = definitions
        let container = s.makeVariable("container.width")
        try s.addEditVariable(container, strength: Strength(1e8))
        try s.suggestValue(container, 108 * Double(n) + 8)
        var lefts: [Variable] = []
        var widths: [Variable] = []
        for i in 0..<n {
            let left = s.makeVariable("v\(i).left"), width = s.makeVariable("v\(i).width")
            if i == 0 {
                try s.add(left == 8 + 0)
            } else {
                try s.add(left == lefts[i - 1] + widths[i - 1] + 8)
            }
            try s.add(width >= 20 + 0)
            try s.add((width == 100 + 0).withStrength(.strong))
            lefts.append(left)
            widths.append(width)
        }
        try s.add(lefts[n - 1] + widths[n - 1] + 8 == container + 0)
        return (s, lefts, widths, container)
    }

    @Test("a chain of views builds a tableau linear in its length, not quadratic")
    func chainIsLinear() throws {
        let (small, _, _, _) = try Self.chain(200)
        let (large, _, _, _) = try Self.chain(400)
        let (reduced, _, _, _) = try Self.chain(200, definitions: false)
        // Each left is a definition naming the view before it.
        #expect(small.counters.definitionsAdded >= 2 * 200)
        #expect(large.tableauCells() <= 2 * small.tableauCells() + 50)
        // The fully reduced tableau holds a sum over all earlier widths in every left.
        #expect(reduced.tableauCells() > 10 * small.tableauCells())
        expectSound(small)
        expectSound(large)
    }

    @Test("values equal the reduced tableau's through a window-resize drag, and only the views that move are reported")
    func chainDragMatchesReduced() throws {
        let (s, lefts, widths, container) = try Self.chain(60)
        let (r, rLefts, rWidths, rContainer) = try Self.chain(60, definitions: false)
        s.updateVariables()
        r.updateVariables()
        for step in 0..<40 {
            let target = 108 * 60 + 8 - Double(step) * 90
            try s.suggestValue(container, target)
            try r.suggestValue(rContainer, target)
            let changed = Set(s.updateVariables().map(\.id))
            r.updateVariables()
            for i in 0..<60 {
                #expect(abs(s.value(of: lefts[i]) - r.value(of: rLefts[i])) < 1e-9, "step \(step) left \(i)")
                #expect(abs(s.value(of: widths[i]) - r.value(of: rWidths[i])) < 1e-9, "step \(step) width \(i)")
            }
            // The trailing edge holds and no width goes below its minimum.
            #expect(abs(s.value(of: lefts[59]) + s.value(of: widths[59]) + 8 - target) < 1e-9)
            #expect(widths.allSatisfy { s.value(of: $0) >= 20 - 1e-9 })
            // Reported changes are exactly the variables whose value moved.
            for v in lefts + widths where !changed.contains(v.id) {
                #expect(s.currentValue(of: v) == s.value(of: v))
            }
            expectSound(s)
        }
    }

    @Test("removing a link in the middle of a chain leaves the views after it where the reduced tableau puts them")
    func removeMiddleLink() throws {
        let s = Solver()
        let r = Solver()
        r.tuning.keepsDefinitions = false
        var handles: [(ConstraintHandle, ConstraintHandle)] = []
        var xs: [(Variable, Variable)] = []
        for i in 0..<12 {
            let a = s.makeVariable("x\(i)"), b = r.makeVariable("x\(i)")
            let c: LinearConstraint = i == 0 ? (a == 5 + 0) : (a == xs[i - 1].0 + 10)
            let d: LinearConstraint = i == 0 ? (b == 5 + 0) : (b == xs[i - 1].1 + 10)
            handles.append((try s.add(c), try r.add(d)))
            xs.append((a, b))
            try s.add((a <= 1000 + 0).withStrength(.weak))
            try r.add((b <= 1000 + 0).withStrength(.weak))
        }
        for index in [6, 1, 11, 0] {
            try s.remove(handles[index].0)
            try r.remove(handles[index].1)
            s.updateVariables()
            r.updateVariables()
            for (a, b) in xs { #expect(abs(s.value(of: a) - r.value(of: b)) < 1e-9, "after removing link \(index)") }
            expectSound(s)
        }
    }

    @Test("random systems give the reduced tableau's values after every step, with definitions on", arguments: 1...6)
    func randomMatchesReduced(seed: Int) throws {
        let s = Solver(), r = Solver()
        r.tuning.keepsDefinitions = false
        try expectAgreeOnRandomProgram(s, r, seed: UInt64(seed) * 7_919,
                                       relations: [.equal, .lessOrEqual, .greaterOrEqual], requiredOneIn: 3)
    }

    @Test("a variable's value is brought up to date when only a row it names changed")
    func dependentsRefresh() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        try s.addEditVariable(a, strength: .strong)
        try s.add(b == a + 10)
        try s.add(c == b + 10)
        #expect(s.rows[Int(c.id)]!.depth == 2)
        s.updateVariables()
        try s.suggestValue(a, 5)
        let changed = s.updateVariables()
        #expect(changed.map(\.id) == [a.id, b.id, c.id])
        #expect(s.value(of: c) == 25)
        #expect(s.currentValue(of: c) == 25)
        try s.suggestValue(a, 7)
        #expect(s.currentValue(of: c) == 27)    // read before updateVariables
        #expect(s.value(of: c) == 25)
        #expect(s.updateVariables().count == 3)
    }

    @Test("a chain whose coefficients amplify round-off stops being kept as definitions past the limit")
    func amplificationLimit() throws {
        let s = Solver()
        var xs = [s.makeVariable("x0")]
        try s.add(xs[0] == 1 + 0)
        // x[i] = 2·x[i-1] − 1: each link doubles the round-off its name carries.
        for i in 1..<25 {
            let x = s.makeVariable("x\(i)")
            try s.add(x == 2 * xs[i - 1] - 1)
            xs.append(x)
        }
        // x[k]'s amplification is 1 + 2·(that of x[k-1]) = 2^(k+1) − 1 (the probe agrees: every
        // coefficient is positive): 65 535 for x15, kept; 131 071 for x16, past 10⁵, so the
        // name carrying it, x15, is reduced, and x16 starts the count over as a definition.
        #expect(s.rows[Int(xs[14].id)]!.depth == 14)
        #expect(s.rows[Int(xs[15].id)]!.depth == 0)
        #expect(s.rows[Int(xs[16].id)]!.depth == 1)
        #expect(s.rows[Int(xs[17].id)]!.depth == 2)
        #expect(s.counters.definitionsAdded == 25)    // every row (x0's names nothing)
        for x in xs { #expect(Double(s.rows[Int(x.id)]!.amplification) <= Solver.definitionAmplificationLimit) }
        s.updateVariables()
        for x in xs { #expect(s.value(of: x) == 1) }
        expectSound(s)
    }

    /// A second difference, `v[i+2] = 2·v[i+1] − v[i]`: its unsigned amplification bound
    /// grows as (1 + √2)^i, but the paths cancel and the round-off grows as i², which the
    /// probe sees. Reduced every 13 links, each reduced row held a dummy per constraint
    /// before it (quadratic); kept as definitions, the tableau is linear in the chain.
    @Test("a second-difference chain is kept as definitions: a tableau linear in its length, values exact")
    func secondDifferenceIsLinear() throws {
        func chain(_ n: Int) throws -> (Solver, [Variable]) {
            let s = Solver()
            let vs = (0..<n).map { s.makeVariable("v\($0)") }
            try s.add(vs[0] == 0 + 0)
            for i in 0..<(n - 2) { try s.add(vs[i + 2] - 2 * vs[i + 1] + vs[i] == 0 + 0) }
            try s.add(vs[n - 1] == Double(n - 1) + 0)
            s.updateVariables()
            return (s, vs)
        }
        let (small, _) = try chain(600)
        let (large, vs) = try chain(1200)
        // About 11 cells a link: one definition per link, plus, every ~450 links, the two
        // reduced rows that restart the chain (a dummy for every constraint before them, so
        // the count grows a little faster than N: ×2.45 from 600 to 1200). Reduced every
        // other link, as before the probe, it held about N²/4 (360 000 at 1200).
        #expect(large.tableauCells() <= 20 * 1200)
        #expect(Double(large.tableauCells()) <= 2.6 * Double(small.tableauCells()))
        for (i, v) in vs.enumerated() { #expect(abs(large.value(of: v) - Double(i)) < 1e-6) }
        for x in vs { #expect(Double(large.rows[Int(x.id)]?.amplification ?? 1) <= Solver.definitionAmplificationLimit) }
        expectSound(large)
    }
}
