import FlickSolver

/// A fresh solve of a screen's constraint system: the constraints `exportCAS` writes, in its
/// order, added to a new `Solver` without the text in between. It gives exactly the values a
/// run of the exported script gives (`ScriptRunner`): the same constraints with the same
/// coefficients, constants and strengths (the script's numbers round-trip), the variables made
/// first and in the script's order of first appearance, added in the script's order.
///
/// What the incremental-versus-from-scratch check compares the shown layout with
/// (`LayoutCrossCheck`), at a fifth of the cost of writing and parsing the script.
public struct FreshSolve {
    /// The solved x, y, w, h of each named item (as `CASExport` names them), by node serial;
    /// nil for a variable in no exported constraint.
    let values: [Int: [Double?]]
    /// The first constraint the fresh solver refused, as a script run prints it
    /// (`error LINE KIND`, LINE the `add` line of `exportCAS(solveAndPrint: true)`), or nil.
    public let failure: String?

    /// The solved value of `item`'s attribute variable (`x`, `y`, `w` or `h`), or nil when
    /// the item is not in the export or the variable is in no constraint.
    public func value(_ item: LayoutItem, _ which: String) -> Double? {
        guard let v = values[item.layoutNode.serial] else { return nil }
        switch which { case "x": return v[0]; case "y": return v[1]; case "w": return v[2]; case "h": return v[3]; default: return nil }
    }
}

extension Screen {
    /// Solves the installed constraints afresh (see `FreshSolve`).
    /// - Complexity: O(constraints · terms) plus one solve from scratch.
    public func freshSolve() -> FreshSolve {
        let e = engine!
        let nodes = e.nodesWithVariables()
        e.flush()
        let exported = e.exportedConstraints()
        // The script's variables in order of first appearance, then its constraints.
        let solver = Solver()
        var fresh: [Int32: Variable] = [:]
        var rows: [[(variable: Variable, coefficient: Double)]] = []
        rows.reserveCapacity(exported.count)
        for (_, sc) in exported {
            let terms = mergedTerms(sc.expression)
            for t in terms where fresh[t.variable.id] == nil { fresh[t.variable.id] = solver.makeVariable("") }
            rows.append(terms)
        }
        var failure: String?
        for (k, (_, sc)) in exported.enumerated() {
            let terms = rows[k].map { Term(fresh[$0.variable.id]!, $0.coefficient) }
            // The script writes the constant negated on the right; `-0` reads back as 0.
            let constant = sc.expression.constant == 0 ? 0 : sc.expression.constant
            do throws(SolverError) {
                try solver.add(LinearConstraint(LinearExpression(terms, constant: constant), sc.relation, strength: sc.strength))
            } catch {
                // Two header lines, then a comment and an `add` line per constraint.
                failure = "error \(4 + 2 * k) \(error.kind)"
                break
            }
        }
        var values: [Int: [Double?]] = [:]
        if failure == nil {
            solver.updateVariables()
            for n in nodes {
                guard let v = n.vars else { continue }
                values[n.serial] = [v.x, v.y, v.w, v.h].map { x in fresh[x.id].map { solver.value(of: $0) + 0 } }
            }
        }
        return FreshSolve(values: values, failure: failure)
    }
}
