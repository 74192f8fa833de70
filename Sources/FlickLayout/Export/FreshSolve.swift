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
        let nodes = e.variablesBySerial()
        e.flush()
        // The script's variables in order of first appearance, then its constraints. Each
        // exported constraint is read once, in place (`forEachExportedConstraint`: no retain
        // of a constraint, a node or a view — in a forked case, no write to the template's pages).
        let solver = Solver()
        var fresh: [Int32: Variable] = [:]
        var rows: [(terms: [(variable: Variable, coefficient: Double)], constant: Double, relation: Relation, strength: Strength)] = []
        rows.reserveCapacity(e.installedCount)
        e.forEachExportedConstraint { _, sc in
            let terms = mergedTerms(sc.expression)
            for t in terms where fresh[t.variable.id] == nil { fresh[t.variable.id] = solver.makeVariable("") }
            rows.append((terms, sc.expression.constant, sc.relation, sc.strength))
        }
        var failure: String?
        for (k, row) in rows.enumerated() {
            let terms = row.terms.map { Term(fresh[$0.variable.id]!, $0.coefficient) }
            // The script writes the constant negated on the right; `-0` reads back as 0.
            let constant = row.constant == 0 ? 0 : row.constant
            do throws(SolverError) {
                try solver.add(LinearConstraint(LinearExpression(terms, constant: constant), row.relation, strength: row.strength))
            } catch {
                // Two header lines, then a comment and an `add` line per constraint.
                failure = "error \(4 + 2 * k) \(error.kind)"
                break
            }
        }
        var values: [Int: [Double?]] = [:]
        if failure == nil {
            solver.updateVariables()
            for (serial, v) in nodes {
                values[serial] = [v.x, v.y, v.w, v.h].map { x in fresh[x.id].map { solver.value(of: $0) + 0 } }
            }
        }
        return FreshSolve(values: values, failure: failure)
    }
}
