@testable import FlickSolver
import Testing

@Suite("Textbook Cassowary cases")
struct TextbookTests {
    @Test("a required equality fixes a variable")
    func equality() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(x == 10)
        s.updateVariables()
        #expect(s.value(of: x) == 10)
        expectSound(s)
    }

    @Test("the midpoint example of the Cassowary paper: weak preferences yield to required bounds")
    func midpoint() throws {
        let s = Solver()
        let left = s.makeVariable("left"), mid = s.makeVariable("mid"), right = s.makeVariable("right")
        try s.add(2 * mid == left + right)
        try s.add(left + 10 <= right)
        try s.add(right <= 100)
        try s.add(left >= 0)
        try s.add((left == 90 + 0).withStrength(.weak))
        s.updateVariables()
        #expect(s.value(of: left) == 90)
        #expect(s.value(of: right) == 100)
        #expect(s.value(of: mid) == 95)
        try s.addEditVariable(mid, strength: .strong)
        try s.suggestValue(mid, 10)
        s.updateVariables()
        #expect(s.value(of: mid) == 10)
        #expect(s.value(of: left) + 10 <= s.value(of: right) + 1e-9)
        #expect(abs(2 * s.value(of: mid) - s.value(of: left) - s.value(of: right)) < 1e-9)
        expectSound(s)
    }

    @Test("stronger constraints win over any number of weaker ones")
    func strengths() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        for _ in 0..<100 { try s.add((x == 1 + 0).withStrength(.weak)) }
        try s.add((x == 2 + 0).withStrength(.medium))
        s.updateVariables()
        #expect(s.value(of: x) == 2)
        try s.add((x == 3 + 0).withStrength(.strong))
        s.updateVariables()
        #expect(s.value(of: x) == 3)
    }

    @Test("inequalities bound a dragged edit variable")
    func clampedDrag() throws {
        let s = Solver()
        let top = s.makeVariable("top")
        try s.add(top >= 200)
        try s.add(top <= 724)
        try s.addEditVariable(top, strength: .strong)
        for (target, expected) in [(500.0, 500.0), (100, 200), (900, 724), (300, 300)] {
            try s.suggestValue(top, target)
            s.updateVariables()
            #expect(s.value(of: top) == expected)
            expectSound(s)
        }
    }

    @Test("removing a constraint restores the earlier solution")
    func removal() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add((x == 5 + 0).withStrength(.weak))
        let c = try s.add(x >= 20)
        s.updateVariables()
        #expect(s.value(of: x) == 20)
        try s.remove(c)
        s.updateVariables()
        #expect(s.value(of: x) == 5)
        #expect(!s.contains(c))
        expectSound(s)
    }

    @Test("a redundant required equality is accepted; a contradicting one is not")
    func redundantEquality() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        try s.add(a == b + 1)
        try s.add(b == c + 1)
        try s.add(a == c + 2)    // implied
        #expect(throws: SolverError.self) { try s.add(a == c + 3) }
        expectSound(s)
    }

    @Test("an edit variable starts at its current value: adding it moves nothing")
    func editStartsAtCurrentValue() throws {
        let s = Solver()
        var lefts: [Variable] = []
        var widths: [Variable] = []
        for i in 0..<200 {
            let l = s.makeVariable("l\(i)"), w = s.makeVariable("w\(i)")
            if let pl = lefts.last, let pw = widths.last { try s.add(l == pl + pw + 8) } else { try s.add(l == 0) }
            try s.add(w >= 20)
            try s.add((w == 100 + 0).withStrength(.strong))
            lefts.append(l); widths.append(w)
        }
        let container = s.makeVariable("container")
        try s.add(container == lefts.last! + widths.last!)
        s.updateVariables()
        let before = (lefts + widths).map { s.value(of: $0) }
        let pivots = s.counters.pivots
        try s.addEditVariable(container, strength: Strength(1e8))
        #expect(s.updateVariables().isEmpty)
        #expect((lefts + widths).map { s.value(of: $0) } == before)
        #expect(s.counters.pivots - pivots <= 4)
        try s.suggestValue(container, s.value(of: container) - 80 * 10)
        s.updateVariables()
        #expect(s.value(of: container) == 199 * 108 + 100 - 800)
        expectSound(s)
    }
}
