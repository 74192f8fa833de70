@testable import FlickSolver
import Testing

@Suite("Incremental operations: in-place constants, changed variables, cost proportional to the edit")
struct IncrementalTests {
    /// N independent cards plus a drawer whose top is dragged (the drawer workload).
    func drawer(cards: Int) throws -> (Solver, Variable, [Variable]) {
        let s = Solver()
        var cardVariables: [Variable] = []
        for i in 0..<cards {
            let top = s.makeVariable("card\(i).top"), height = s.makeVariable("card\(i).h")
            try s.add((top == Double(i) * 10 + 0).withStrength(.medium))
            try s.add((height == 80 + 0).withStrength(.strong))
            try s.add(height >= 40)
            cardVariables += [top, height]
        }
        let top = s.makeVariable("drawer.top"), height = s.makeVariable("drawer.h")
        try s.add(top >= 200)
        try s.add(top <= 724)
        try s.add(height == 844 - top)
        try s.addEditVariable(top, strength: .strong)
        try s.suggestValue(top, 500)
        s.updateVariables()
        return (s, top, cardVariables + [height])
    }

    @Test("a frame reports only the variables it changed, whatever the layout's size")
    func changedVariables() throws {
        for cards in [10, 1000] {
            let (s, top, _) = try drawer(cards: cards)
            let before = s.counters
            try s.suggestValue(top, 480)
            let changed = s.updateVariables().map { s.name(of: $0) }
            #expect(changed == ["drawer.top", "drawer.h"])
            #expect(s.counters.rowsTouched - before.rowsTouched <= 6)
            #expect(s.counters.variablesUpdated - before.variablesUpdated <= 2)
        }
    }

    @Test("setConstant gives the same solution as remove and re-add, and costs about a suggest")
    func setConstantMatchesReAdd() throws {
        let (s, top, _) = try drawer(cards: 500)
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let c = try s.add(x == top + 20)
        try s.add(y >= x + 5)
        try s.add((y == 0 + 0).withStrength(.weak))
        s.updateVariables()
        let before = s.counters
        try s.setConstant(of: c, to: -35)     // x == top + 35
        s.updateVariables()
        let inPlace = s.counters.rowsTouched - before.rowsTouched
        #expect(s.value(of: x) == 535)
        #expect(s.value(of: y) == 540)
        #expect(s.constant(of: c) == -35)
        #expect(inPlace <= 6)
        expectSound(s)

        let (r, rtop, _) = try drawer(cards: 500)
        let rx = r.makeVariable("x"), ry = r.makeVariable("y")
        let rc = try r.add(rx == rtop + 20)
        try r.add(ry >= rx + 5)
        try r.add((ry == 0 + 0).withStrength(.weak))
        try r.remove(rc)
        try r.add(rx == rtop + 35)
        r.updateVariables()
        #expect(r.value(of: rx) == s.value(of: x))
        #expect(r.value(of: ry) == s.value(of: y))
    }

    @Test("setConstant on a soft constraint follows a finger without breaking required ones")
    func softConstantFollowsFinger() throws {
        let s = Solver()
        let height = s.makeVariable("header.h")
        try s.add(height >= 120)
        let follow = try s.add((height == 200 + 0).withStrength(.strong))
        for offset in stride(from: 0.0, through: 200, by: 10) {
            try s.setConstant(of: follow, to: -(200 - offset))
            s.updateVariables()
            #expect(s.value(of: height) == max(120, 200 - offset))
            expectSound(s)
        }
    }

    @Test("ambiguity: a variable is ambiguous until something pins it")
    func ambiguity() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = s.makeVariable("z")
        try s.add(x + y == 100)
        #expect(s.isAmbiguous(x))
        #expect(s.isAmbiguous(y))
        #expect(s.isAmbiguous(z))
        try s.add(x == 30)
        #expect(!s.isAmbiguous(x))
        #expect(!s.isAmbiguous(y))
        // Two equally weak preferences that conflict leave a range of optimal solutions.
        let a = s.makeVariable("a")
        try s.add((a == 0 + 0).withStrength(.weak))
        try s.add((a == 10 + 0).withStrength(.weak))
        #expect(s.isAmbiguous(a))
        try s.add((a == 4 + 0).withStrength(.medium))
        #expect(!s.isAmbiguous(a))
    }

    @Test("the same calls give bit-identical values, run after run")
    func determinism() throws {
        func run() throws -> [UInt64] {
            var random = TestRandom(state: 42)
            let s = Solver()
            let vars = (0..<40).map { s.makeVariable("v\($0)") }
            for _ in 0..<60 {
                let a = random.int(0...39), b = random.int(0...39)
                let c = LinearConstraint(vars[a] - 0.5 * vars[b] - Double(random.int(-50...50)), [.lessOrEqual, .equal, .greaterOrEqual][random.int(0...2)],
                                   strength: [.required, .strong, .medium, .weak][random.int(0...3)])
                _ = try? s.add(c)
            }
            s.updateVariables()
            return vars.map { s.value(of: $0).bitPattern }
        }
        #expect(try run() == run())
    }

    @Test("invariants hold after every step of random systems with edits, removes and constant updates", arguments: 1...8)
    func randomSteps(seed: Int) throws {
        var random = TestRandom(state: UInt64(seed) * 1_000_003)
        let s = Solver()
        let vars = (0..<30).map { s.makeVariable("v\($0)") }
        var handles: [ConstraintHandle] = []
        for step in 0..<200 {
            switch random.int(0...9) {
            case 0...4:
                let a = random.int(0...29), b = random.int(0...29)
                let coefficient = [0.5, 1, 2, 3][random.int(0...3)]
                let e = vars[a] - coefficient * vars[b] - Double(random.int(-100...100))
                let strength: Strength = [.required, .required, .strong, .medium, .weak][random.int(0...4)]
                if let h = try? s.add(LinearConstraint(e, [.lessOrEqual, .equal, .greaterOrEqual][random.int(0...2)], strength: strength)) {
                    handles.append(h)
                }
            case 5:
                if !handles.isEmpty { try s.remove(handles.remove(at: random.int(0...(handles.count - 1)))) }
            case 6:
                if !handles.isEmpty { _ = try? s.setConstant(of: handles[random.int(0...(handles.count - 1))], to: Double(random.int(-100...100))) }
            case 7:
                let v = vars[random.int(0...29)]
                if !s.hasEditVariable(v) { try s.addEditVariable(v, strength: .strong) }
            default:
                if let v = vars.first(where: { s.hasEditVariable($0) }) { try s.suggestValue(v, Double(random.int(-300...300))) }
            }
            s.updateVariables()
            #expect(s.invariantViolation() == nil, "seed \(seed) step \(step)")
            #expect(vars.allSatisfy { s.value(of: $0).isFinite })
        }
    }
}
