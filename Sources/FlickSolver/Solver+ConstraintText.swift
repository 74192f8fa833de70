/// Constraints written out for error messages, with the solver's variable names.
extension Solver {
    /// `constraint` as `c<N> (x - 2*y + 3 <= 0, required)`: the handle it has or would get
    /// (`handle`), its expression with variable names, relation and strength. For messages
    /// only (numbers as Swift prints them). - Complexity: O(terms).
    func text(of constraint: LinearConstraint, handle: ConstraintHandle) -> String {
        var out = ""
        for t in constraint.expression.terms {
            let c = t.coefficient
            if out.isEmpty { out = c < 0 ? "-" : "" } else { out += c < 0 ? " - " : " + " }
            let size = Swift.abs(c)
            out += size == 1 ? name(of: t.variable) : "\(size)*\(name(of: t.variable))"
        }
        let k = constraint.expression.constant
        if out.isEmpty { out = "\(k)" } else if k != 0 { out += k < 0 ? " - \(-k)" : " + \(k)" }
        return "\(handle) (\(out) \(constraint.relation.rawValue) 0, \(constraint.strength))"
    }
}
