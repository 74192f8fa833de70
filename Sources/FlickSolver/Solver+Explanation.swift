/// Explaining an unsatisfiable required constraint with a minimal conflicting set.
extension Solver {
    /// A minimal set of required constraints that cannot hold together with `attempted`:
    /// drop any one and the rest can.
    ///
    /// Method: only required constraints connected to `attempted` through shared variables
    /// can take part, so those are copied into a scratch solver; then a deletion filter
    /// removes each in turn and keeps it out if `attempted` still cannot be added. Each
    /// check is an incremental remove and add, not a rebuild.
    /// - Parameter replacing: the constraint whose constant is being changed (left out of
    ///   the candidates; `attempted` is its new version).
    /// - Complexity: O(k) incremental operations for the k connected required constraints;
    ///   paid only when a conflict happens.
    func explain(attempted: LinearConstraint, replacing: ConstraintHandle?) -> UnsatisfiableExplanation {
        let candidates = connectedRequired(to: attempted, excluding: replacing)
        let scratch = Solver()
        scratch.explainsConflicts = false
        var mapping: [SymbolID: Variable] = [:]
        func remap(_ c: LinearConstraint) -> LinearConstraint {
            var e = c.expression
            for i in e.terms.indices {
                let old = e.terms[i].variable.id
                if let v = mapping[old] {
                    e.terms[i].variable = v
                } else {
                    let v = scratch.makeVariable(names[Int(old)])
                    mapping[old] = v
                    e.terms[i].variable = v
                }
            }
            return LinearConstraint(e, c.relation, strength: .required)
        }
        let target = remap(attempted)
        var added: [(ConstraintHandle, ConstraintHandle)] = []    // (ours, scratch's)
        for h in candidates {
            if let c = records[Int(h.id)]?.constraint, let sh = try? scratch.add(remap(c)) {
                added.append((h, sh))
            }
        }
        var kept: [ConstraintHandle] = []
        for (ours, theirs) in added {
            counters.explanationChecks += 1
            guard let c = scratch.constraint(theirs), (try? scratch.remove(theirs)) != nil else { continue }
            if let probe = try? scratch.add(target) {
                // Without it the attempted constraint holds: it belongs to the conflict.
                try? scratch.remove(probe)
                _ = try? scratch.add(c)
                kept.append(ours)
            }
        }
        return UnsatisfiableExplanation(updated: replacing, conflicting: kept)
    }

    /// The required constraints reachable from `attempted`'s variables through chains of
    /// required constraints that share variables, in creation order.
    private func connectedRequired(to attempted: LinearConstraint, excluding: ConstraintHandle?) -> [ConstraintHandle] {
        var byVariable: [SymbolID: [Int]] = [:]
        for (i, record) in records.enumerated() {
            guard let record, !record.isEdit, record.constraint.strength.isRequired, Int32(i) != excluding?.id else { continue }
            for t in record.constraint.expression.terms where t.coefficient != 0 {
                byVariable[t.variable.id, default: []].append(i)
            }
        }
        var seenVariables = Set<SymbolID>()
        var seenConstraints = Set<Int>()
        var stack = attempted.expression.terms.filter { $0.coefficient != 0 }.map { $0.variable.id }
        while let v = stack.popLast() {
            guard seenVariables.insert(v).inserted else { continue }
            for i in byVariable[v] ?? [] where seenConstraints.insert(i).inserted {
                for t in records[i]!.constraint.expression.terms where t.coefficient != 0 {
                    stack.append(t.variable.id)
                }
            }
        }
        return seenConstraints.sorted().map { ConstraintHandle(id: Int32($0)) }
    }
}
