/// Explaining an unsatisfiable required constraint with a minimal conflicting set.
extension Solver {
    /// A minimal set of required constraints that cannot hold together with `attempted`:
    /// drop any one and the rest can.
    ///
    /// Method: only required constraints connected to `attempted` through shared variables
    /// can take part. A deletion filter of incremental removes and adds in one scratch
    /// solver narrows them down quickly (`filterIncrementally`); a long run of removals can
    /// leave that scratch tableau with round-off large enough to accept an infeasible
    /// probe, so its answer is then confirmed with fresh solvers (`confirmedMinimal`).
    /// - Parameter replacing: the constraint whose constant is being changed (left out of
    ///   the candidates; `attempted` is its new version).
    /// - Complexity: O(k) incremental operations for the k connected required constraints,
    ///   plus O(m²) adds into fresh solvers for an answer of m members; paid only when a
    ///   conflict happens.
    func explain(attempted: LinearConstraint, replacing: ConstraintHandle?) -> UnsatisfiableExplanation {
        let candidates: [(ConstraintHandle, LinearConstraint)] = connectedRequired(to: attempted, excluding: replacing)
            .compactMap { h in records[Int(h.id)].map { (h, $0.constraint) } }
        let quick = filterIncrementally(candidates, attempted: attempted)
        let exact = confirmedMinimal(quick, among: candidates, attempted: attempted)
        return UnsatisfiableExplanation(updated: replacing, conflicting: exact.map { $0.0 })
    }

    /// A fresh scratch solver and a function copying this solver's constraints into it
    /// (as required constraints on its own variables, made on first use).
    private func scratchCopy() -> (Solver, (LinearConstraint) -> LinearConstraint) {
        let scratch = Solver()
        scratch.tuning.explainsConflicts = false
        var mapping: [SymbolID: Variable] = [:]
        let names = self.names
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
        return (scratch, remap)
    }

    /// The deletion filter in one scratch solver holding every candidate: removes each in
    /// turn and keeps it out if `attempted` still cannot be added. Each check is an
    /// incremental remove and add, not a rebuild. Fast, but only as exact as the scratch
    /// tableau after many removals.
    /// - Complexity: O(k) incremental operations for k candidates.
    private func filterIncrementally(_ candidates: [(ConstraintHandle, LinearConstraint)],
                                     attempted: LinearConstraint) -> [(ConstraintHandle, LinearConstraint)] {
        let (scratch, remap) = scratchCopy()
        let target = remap(attempted)
        var added: [(ConstraintHandle, LinearConstraint, ConstraintHandle)] = []    // (ours, constraint, scratch's)
        for (h, c) in candidates {
            if let sh = try? scratch.add(remap(c)) { added.append((h, c, sh)) }
        }
        var kept: [(ConstraintHandle, LinearConstraint)] = []
        for (ours, constraint, theirs) in added {
            workCounters.explanationChecks += 1
            guard let c = scratch.constraint(theirs), (try? scratch.remove(theirs)) != nil else { continue }
            if let probe = try? scratch.add(target) {
                // Without it the attempted constraint holds: it belongs to the conflict.
                try? scratch.remove(probe)
                _ = try? scratch.add(c)
                kept.append((ours, constraint))
            }
        }
        return kept
    }

    /// Whether `set` and `attempted` can all hold, decided by a fresh solver (no removal,
    /// so no round-off left behind by one).
    /// - Complexity: O(|set|) adds into an empty solver.
    private func holdTogether(_ set: [(ConstraintHandle, LinearConstraint)], with attempted: LinearConstraint) -> Bool {
        workCounters.explanationChecks += 1
        let (scratch, remap) = scratchCopy()
        for (_, c) in set where (try? scratch.add(remap(c))) == nil { return false }
        return (try? scratch.add(remap(attempted))) != nil
    }

    /// `quick` made exact with fresh solvers: when fresh solvers find `quick` and
    /// `attempted` feasible after all, the other candidates are added back in creation
    /// order until they are not (all of those added then join the set, which conflicts again); then a deletion filter with a
    /// fresh solver per check drops every member without which the rest still conflicts.
    /// Returned in creation order; `quick` unchanged when fresh solvers find even all the
    /// candidates feasible (nothing better to offer).
    /// - Complexity: O(k) adds for the growing step (only when needed), O(m²) for m members.
    private func confirmedMinimal(_ quick: [(ConstraintHandle, LinearConstraint)],
                                  among candidates: [(ConstraintHandle, LinearConstraint)],
                                  attempted: LinearConstraint) -> [(ConstraintHandle, LinearConstraint)] {
        var set = quick
        if holdTogether(set, with: attempted) {
            let (scratch, remap) = scratchCopy()
            let target = remap(attempted)
            for (_, c) in set { _ = try? scratch.add(remap(c)) }
            let members = Set(set.map { $0.0.id })
            var conflicting = false
            for (h, c) in candidates where !members.contains(h.id) {
                workCounters.explanationChecks += 1
                guard (try? scratch.add(remap(c))) != nil else { continue }
                set.append((h, c))
                guard let probe = try? scratch.add(target) else {
                    conflicting = true
                    break
                }
                try? scratch.remove(probe)
            }
            guard conflicting else { return quick }
            set.sort { $0.0.id < $1.0.id }
        }
        var i = 0
        while i < set.count {
            var without = set
            without.remove(at: i)
            if holdTogether(without, with: attempted) { i += 1 } else { set = without }
        }
        return set
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
