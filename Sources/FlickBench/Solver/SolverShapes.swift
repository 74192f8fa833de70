#if canImport(Glibc)
import FlickCore
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import FlickSolver

/// The standard solver workloads: the UI shapes of `scripts/differential/workloads.py`
/// (chain, grid, drawer, with the gesture starting on the built layout, its `--late-edit`
/// form) and random difference systems. The same arguments give the same problem everywhere.
package enum SolverShapes {
    /// The kinds, in report order.
    package static let kinds = ["chain", "grid", "drawer", "random"]

    /// The problem of `kind` at size `n` with `frames` drag frames.
    /// - Precondition: `kind` is one of `kinds`; `n` ≥ 1; `frames` ≥ 1.
    package static func problem(_ kind: String, n: Int, frames: Int) -> SolverProblem {
        switch kind {
        case "chain": return chain(n, frames: frames)
        case "grid": return grid(n, frames: frames)
        case "drawer": return drawer(n, frames: frames)
        default: return random(n, frames: frames)
        }
    }

    /// Drag targets for frames 1…`frames`: natural − amplitude · sin(2π · 1.25 · k / frames),
    /// rounded to hundredths.
    static func drag(_ frames: Int, natural: Double, amplitude: Double) -> [Double] {
        (1...frames).map { k in
            hundredths(natural - amplitude * sin(2 * Double.pi * 1.25 * Double(k) / Double(frames)))
        }
    }

    static func hundredths(_ x: Double) -> Double { (x * 100).rounded() / 100 }

    /// N views in a row between the container's edges: each left edge 8 after the previous
    /// view's right edge, widths ≥ 20 (required) preferring 100 (strong); the container's
    /// width (an edit variable of strength 10⁸) dragged ±600 points around its natural width.
    /// 2N + 2 variables, 3N + 2 constraints.
    package static func chain(_ n: Int, frames: Int) -> SolverProblem {
        var p = SolverProblem(kind: "chain", size: n)
        let natural = Double(100 * n + 8 * (n + 1))
        p.add("c.left", .required, [("c.left", 1)], .equal, 0)
        for i in 0..<n {
            let v = "v\(i)"
            if i == 0 {
                p.add("\(v).lead", .required, [("\(v).left", 1), ("c.left", -1)], .equal, 8)
            } else {
                p.add("\(v).lead", .required, [("\(v).left", 1), ("v\(i - 1).left", -1), ("v\(i - 1).width", -1)], .equal, 8)
            }
            p.add("\(v).min", .required, [("\(v).width", 1)], .greaterOrEqual, 20)
            p.add("\(v).pref", .strong, [("\(v).width", 1)], .equal, 100)
        }
        p.add("c.trail", .required, [("v\(n - 1).left", 1), ("v\(n - 1).width", 1), ("c.left", -1), ("c.width", -1)], .equal, -8)
        let width = p.variable("c.width")
        p.edits = [.init(variable: width, strength: Strength(100_000_000), initial: natural)]
        p.frames = drag(frames, natural: natural, amplitude: 600).map { [(width, $0)] }
        return p
    }

    /// k × k cells (k = round(√N)): left and top chains 8 apart, equal widths along a row and
    /// heights along a column, redundant required alignments, sizes ≥ 20 (required)
    /// preferring 80 × 60 (weak), trailing edges tied to the grid's width and height — two
    /// strong edit variables dragged together (±300, ±200 points).
    package static func grid(_ n: Int, frames: Int) -> SolverProblem {
        var p = SolverProblem(kind: "grid", size: n)
        let k = max(2, Int(Double(n).squareRoot().rounded()))
        let width = Double(8 + 88 * k), height = Double(8 + 68 * k)
        for r in 0..<k {
            for c in 0..<k {
                let cell = "r\(r)c\(c)", left = "r\(r)c\(c - 1)", up = "r\(r - 1)c\(c)"
                if c == 0 {
                    p.add("\(cell).x", .required, [("\(cell).left", 1)], .equal, 8)
                } else {
                    p.add("\(cell).x", .required, [("\(cell).left", 1), ("\(left).left", -1), ("\(left).width", -1)], .equal, 8)
                }
                if r == 0 {
                    p.add("\(cell).y", .required, [("\(cell).top", 1)], .equal, 8)
                } else {
                    p.add("\(cell).y", .required, [("\(cell).top", 1), ("\(up).top", -1), ("\(up).height", -1)], .equal, 8)
                }
                if c > 0 {
                    p.add("\(cell).w", .required, [("\(cell).width", 1), ("r\(r)c0.width", -1)], .equal, 0)
                    p.add("\(cell).ty", .required, [("\(cell).top", 1), ("\(left).top", -1)], .equal, 0)
                }
                if r > 0 {
                    p.add("\(cell).h", .required, [("\(cell).height", 1), ("r0c\(c).height", -1)], .equal, 0)
                    p.add("\(cell).lx", .required, [("\(cell).left", 1), ("\(up).left", -1)], .equal, 0)
                }
                p.add("\(cell).wmin", .required, [("\(cell).width", 1)], .greaterOrEqual, 20)
                p.add("\(cell).hmin", .required, [("\(cell).height", 1)], .greaterOrEqual, 20)
                p.add("\(cell).wpref", .weak, [("\(cell).width", 1)], .equal, 80)
                p.add("\(cell).hpref", .weak, [("\(cell).height", 1)], .equal, 60)
            }
            p.add("r\(r).trail", .required, [("r\(r)c\(k - 1).left", 1), ("r\(r)c\(k - 1).width", 1), ("grid.width", -1)], .equal, -8)
        }
        for c in 0..<k {
            p.add("c\(c).bottom", .required, [("r\(k - 1)c\(c).top", 1), ("r\(k - 1)c\(c).height", 1), ("grid.height", -1)], .equal, -8)
        }
        let w = p.variable("grid.width"), h = p.variable("grid.height")
        p.edits = [.init(variable: w, strength: .strong, initial: width), .init(variable: h, strength: .strong, initial: height)]
        let xs = drag(frames, natural: width, amplitude: 300), ys = drag(frames, natural: height, amplitude: 200)
        p.frames = zip(xs, ys).map { [(w, $0.0), (h, $0.1)] }
        return p
    }

    /// N independent cards (top = 16 + 96 i medium, height = 88 strong, height ≥ 44 and
    /// top ≥ 0 required) and a bottom drawer of five variables whose top, a strong edit
    /// variable, is dragged open past its clamp (200 ≤ top ≤ 700), closed past the other and
    /// opened again to 30 points past the open clamp. Only the drawer depends on the edit.
    package static func drawer(_ n: Int, frames: Int) -> SolverProblem {
        var p = SolverProblem(kind: "drawer", size: n)
        for i in 0..<n {
            let card = "card\(i)"
            p.add("\(card).top", .medium, [("\(card).top", 1)], .equal, Double(16 + 96 * i))
            p.add("\(card).height", .strong, [("\(card).height", 1)], .equal, 88)
            p.add("\(card).hmin", .required, [("\(card).height", 1)], .greaterOrEqual, 44)
            p.add("\(card).tmin", .required, [("\(card).top", 1)], .greaterOrEqual, 0)
        }
        p.add("screen", .required, [("screen.height", 1)], .equal, 800)
        p.add("open", .required, [("drawer.top", 1)], .greaterOrEqual, 200)
        p.add("closed", .required, [("drawer.top", 1), ("screen.height", -1)], .lessOrEqual, -100)
        p.add("fill", .required, [("drawer.height", 1), ("screen.height", -1), ("drawer.top", 1)], .equal, 0)
        p.add("handle", .required, [("drawer.handle", 1), ("drawer.top", -1)], .equal, 12)
        p.add("content", .required, [("drawer.content", 1), ("drawer.handle", -1)], .equal, 24)
        p.add("rest", .weak, [("drawer.top", 1)], .equal, 700)
        let top = p.variable("drawer.top")
        p.edits = [.init(variable: top, strength: .strong, initial: 700)]
        var values: [Double] = []
        for (start, end, share) in [(700.0, 120.0, 0.4), (120, 780, 0.4), (780, 170, 0.2)] {
            let count = max(1, Int((Double(frames) * share).rounded()))
            for k in 1...count { values.append(hundredths(start + (end - start) * Double(k) / Double(count))) }
        }
        p.frames = values.map { [(top, $0)] }
        return p
    }

    /// A random difference system, the shape of most UI constraints: N variables with a
    /// hidden integer solution (0…400) and 1.5 N constraints `x_i − x_j OP k` (80 % between
    /// variables at most 15 apart), 70 % required and holding at the hidden solution (== at
    /// it, ≤ and ≥ with a slack of 0 or 1…30), the rest strong, medium or weak and shifted by
    /// 1…40 so they conflict. The gesture edits max(2, N/25) variables (strong, medium, weak
    /// or 3·10⁶) from their hidden values; each frame moves one or two of them by up to ±15,
    /// staying within ±100 of the hidden value. Seeded by N: the same N, the same system.
    /// Unlike the differential tests' mix it has no removes, re-adds or planted errors: it
    /// measures solving, not error paths.
    package static func random(_ n: Int, frames: Int) -> SolverProblem {
        var p = SolverProblem(kind: "random", size: n)
        let count = max(4, n)
        var rng = SeededRandom(seed: 0x5EED_0000 &+ UInt64(count))
        let hidden = (0..<count).map { _ in Double(rng.remainderInt(in: 0...400)) }
        for i in 0..<count { _ = p.variable("v\(i)") }
        func pair() -> (Int, Int) {
            let i: Int, j: Int
            if rng.unit() < 0.8 {
                let center = rng.remainderInt(in: 0...(count - 1))
                let low = max(0, center - 15), high = min(count - 1, center + 15)
                i = rng.remainderInt(in: low...high)
                var other = rng.remainderInt(in: low...(high - 1))
                if other >= i { other += 1 }
                j = other
            } else {
                i = rng.remainderInt(in: 0...(count - 1))
                var other = rng.remainderInt(in: 0...(count - 2))
                if other >= i { other += 1 }
                j = other
            }
            return (i, j)
        }
        let relations: [Relation] = [.equal, .equal, .lessOrEqual, .greaterOrEqual]
        let soft: [Strength] = [.strong, .medium, .weak]
        let total = Int((1.5 * Double(count)).rounded())
        for c in 0..<total {
            let (i, j) = pair()
            let atHidden = hidden[i] - hidden[j]
            let relation = c == 0 ? .equal : relations[rng.remainderInt(in: 0...3)]
            let terms = [(variable: i, coefficient: 1.0), (variable: j, coefficient: -1.0)]
            if c == 0 || rng.unit() < 0.7 {
                let slack = rng.unit() < 0.3 ? 0.0 : Double(rng.remainderInt(in: 1...30))
                let rhs = atHidden + (relation == .lessOrEqual ? slack : relation == .greaterOrEqual ? -slack : 0)
                p.rows.append(.init(name: "c\(c)", strength: .required, terms: terms, relation: relation, rhs: rhs))
            } else {
                let shift = Double(rng.remainderInt(in: 1...40)) * (rng.unit() < 0.5 ? -1 : 1)
                p.rows.append(.init(name: "c\(c)", strength: soft[rng.remainderInt(in: 0...2)], terms: terms, relation: relation, rhs: atHidden + shift))
            }
        }
        var editing: [Int] = []
        let editCount = max(2, count / 25)
        while editing.count < editCount {
            let v = rng.remainderInt(in: 0...(count - 1))
            if !editing.contains(v) { editing.append(v) }
        }
        editing.sort()
        let editStrengths: [Strength] = [.strong, .strong, .medium, .weak, Strength(3_000_000)]
        p.edits = editing.map { .init(variable: $0, strength: editStrengths[rng.remainderInt(in: 0...4)], initial: hidden[$0]) }
        var targets = Dictionary(uniqueKeysWithValues: editing.map { ($0, hidden[$0]) })
        for _ in 0..<frames {
            var frame: [(variable: Int, value: Double)] = []
            let moves = rng.unit() < 2.0 / 3 ? 1 : 2
            var chosen: [Int] = []
            while chosen.count < min(moves, editing.count) {
                let v = editing[rng.remainderInt(in: 0...(editing.count - 1))]
                if !chosen.contains(v) { chosen.append(v) }
            }
            for v in chosen {
                let t = (targets[v] ?? hidden[v]) + Double(rng.remainderInt(in: -15...15))
                let clamped = min(max(t, hidden[v] - 100), hidden[v] + 100)
                targets[v] = clamped
                frame.append((v, clamped))
            }
            p.frames.append(frame)
        }
        return p
    }

    // MARK: Growth shapes (`SolverGrowthBenchmarks`): built once, no gesture

    /// An amplifying chain of N variables: `v[i+2] − 2·v[i+1] + v[i] == 0` (a second
    /// difference, so the solution is a straight line), anchored by `v0 == 0` first and
    /// `v[N−1] == N − 1` last (required). Its links amplify round-off in the unsigned
    /// bound, so it measures the definitions' amplification estimate and the fill-in of the
    /// rows it reduces. N constraints, N variables.
    package static func amplify(_ n: Int) -> SolverProblem {
        var p = SolverProblem(kind: "amplify", size: n)
        let count = max(3, n)
        p.add("a0", .required, [("v0", 1)], .equal, 0)
        for i in 0..<(count - 2) {
            p.add("c\(i)", .required, [("v\(i + 2)", 1), ("v\(i + 1)", -2), ("v\(i)", 1)], .equal, 0)
        }
        p.add("a1", .required, [("v\(count - 1)", 1)], .equal, Double(count - 1))
        return p
    }

    /// A plain chain of N variables: `v0 == 0`, then `v[i+1] ≥ v[i] + 1` (required). N
    /// constraints; what `flick solve --check` of a long script costs.
    package static func ordered(_ n: Int) -> SolverProblem {
        var p = SolverProblem(kind: "ordered", size: n)
        p.add("a0", .required, [("v0", 1)], .equal, 0)
        for i in 0..<(max(2, n) - 1) {
            p.add("c\(i)", .required, [("v\(i + 1)", 1), ("v\(i)", -1)], .greaterOrEqual, 1)
        }
        return p
    }

    /// A dense system: N required inequalities of 20 terms each over 500 variables, with a
    /// hidden integer solution (0…100) at which each holds with a slack of 0…30; the
    /// coefficients are drawn from ±1, ±2 and 3. Each row shares variables with most others,
    /// so the reduced rows fill in. Seeded by N.
    package static func dense(_ n: Int) -> SolverProblem {
        var p = SolverProblem(kind: "dense", size: n)
        let variables = 500, terms = 20
        var rng = SeededRandom(seed: 0xDE45_0000 &+ UInt64(n))
        let hidden = (0..<variables).map { _ in Double(rng.remainderInt(in: 0...100)) }
        for j in 0..<variables { _ = p.variable("x\(j)") }
        let coefficients: [Double] = [1, -1, 2, -2, 3]
        for r in 0..<n {
            var chosen: [Int] = []
            while chosen.count < terms {
                let v = rng.remainderInt(in: 0...(variables - 1))
                if !chosen.contains(v) { chosen.append(v) }
            }
            let row = chosen.map { (variable: $0, coefficient: coefficients[rng.remainderInt(in: 0...4)]) }
            let atHidden = row.reduce(0.0) { $0 + $1.coefficient * hidden[$1.variable] }
            let slack = Double(rng.remainderInt(in: 0...30))
            let relation: Relation = rng.unit() < 0.5 ? .lessOrEqual : .greaterOrEqual
            p.rows.append(.init(name: "r\(r)", strength: .required, terms: row, relation: relation,
                                rhs: relation == .lessOrEqual ? atHidden + slack : atHidden - slack))
        }
        return p
    }
}
