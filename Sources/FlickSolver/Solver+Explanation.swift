/// Explaining an unsatisfiable required constraint with a minimal conflicting set.
extension Solver {
    /// A minimal set of required constraints that cannot hold together with `attempted`:
    /// drop any one and the rest can.
    ///
    /// Method: in a solver holding more than `explanationExactLimit` (64) constraints, first
    /// the row its dual simplex could not repair when the call failed (`rowNamedConflict`):
    /// the required constraints whose markers it names are a handful however large the
    /// layout; when they conflict with `attempted` and number at most
    /// `explanationExactLimit`, a deletion filter with fresh solvers makes them minimal, and
    /// that is the answer, without looking at any other constraint. Where several minimal
    /// sets exist it is the one the failing row points at, which need not be the smallest
    /// (`Traces/constraints/drawer.cas` would get five members instead of three), so a small
    /// solver, whose connected search below costs at most 64² small adds, keeps the answer
    /// that search always gave.
    ///
    /// Otherwise only required constraints connected to `attempted` through shared variables
    /// can take part. Up to `explanationExactLimit` (64) of them, the deletion filter below
    /// (`filterIncrementally`, then `confirmedMinimal`) runs on them all: O(64²) adds at
    /// most. Past
    /// that, they are added to a fresh scratch solver that keeps every dummy column,
    /// and `attempted` after them: the row its dual simplex cannot repair is a combination of
    /// the constraints whose markers it names, a conflicting set read off in one pass
    /// (`certifiedConflict`), checked with another fresh solver. Up to
    /// `explanationExactLimit` (64) members, each is then confirmed necessary by a fresh
    /// solver without it (a deletion filter, O(m²) adds), so the set is minimal. Past that
    /// budget the certificate is returned as it is: a conflicting set, checked, usually
    /// minimal (the support of the simplex's certificate) but not proven so — a chain of
    /// thousands of equalities is explained in time linear in it.
    ///
    /// When no certificate comes out (round-off let the scratch accept `attempted`), the
    /// candidates are narrowed by a deletion filter of incremental removes and adds in one
    /// scratch solver (`filterIncrementally`), confirmed with fresh solvers
    /// (`confirmedMinimal`); past `explanationCandidateLimit` (512) connected candidates,
    /// whose filter could cost quadratic fill-in, they are returned whole: a correct,
    /// non-minimal set.
    /// - Parameter replacing: the constraint whose constant is being changed (left out of
    ///   the candidates; `attempted` is its new version).
    /// - Complexity: from the failing row, O(r) for the r records plus O(m²) adds for its m
    ///   constraints; otherwise O(k) adds into fresh solvers for the k connected required
    ///   constraints, plus O(m²) adds for an answer of m ≤ `explanationExactLimit` members;
    ///   paid only when a conflict happens.
    func explain(attempted: LinearConstraint, replacing: ConstraintHandle?) -> UnsatisfiableExplanation {
        defer { conflictRow = nil }
        if activeCount > Solver.explanationExactLimit, let set = rowNamedConflict(attempted: attempted, replacing: replacing) {
            return UnsatisfiableExplanation(updated: replacing, conflicting: set.map { $0.0 })
        }
        let candidates: [(ConstraintHandle, LinearConstraint)] = connectedRequired(to: attempted, excluding: replacing)
            .compactMap { h in records[Int(h.id)].map { (h, constraint(of: $0)) } }
        let set: [(ConstraintHandle, LinearConstraint)]
        if candidates.count <= Solver.explanationExactLimit {
            // Few candidates: the deletion filter over all of them, cheap at this size, and
            // the same answer as ever where several minimal sets exist (the certificate may
            // name another one).
            let quick = filterIncrementally(candidates, attempted: attempted)
            set = confirmedMinimal(quick, among: candidates, attempted: attempted)
        } else if let certified = certifiedConflict(candidates, attempted: attempted) {
            set = certified.count <= Solver.explanationExactLimit ? minimized(certified, attempted: attempted) : certified
        } else if candidates.count > Solver.explanationCandidateLimit {
            set = candidates
        } else {
            let quick = filterIncrementally(candidates, attempted: attempted)
            set = confirmedMinimal(quick, among: candidates, attempted: attempted)
        }
        return UnsatisfiableExplanation(updated: replacing, conflicting: set.map { $0.0 })
    }

    /// The explanation read off the row this solver's dual simplex could not repair when the
    /// call failed (`conflictRow`): the required constraints whose markers the row names, a
    /// handful in a layout however large, shrunk by a deletion filter with fresh solvers
    /// (`minimized`). Nil — and `explain` searches the connected constraints instead — when
    /// there is no such row, when what it names holds together with `attempted` after all
    /// (round-off, or dummy columns this solver dropped), or when it names more than
    /// `explanationExactLimit` constraints.
    /// - Complexity: O(r) for the r records (a scan for the markers, no copies), plus O(m²)
    ///   adds into fresh solvers for the m ≤ `explanationExactLimit` constraints named.
    private func rowNamedConflict(attempted: LinearConstraint, replacing: ConstraintHandle?) -> [(ConstraintHandle, LinearConstraint)]? {
        guard let (basic, row) = conflictRow else { return nil }
        // A flag per symbol, not a hashed set: the scan tests two symbols of every record.
        var named = [Bool](repeating: false, count: kinds.count)
        func name(_ symbol: SymbolID) { if symbol >= 0 && Int(symbol) < named.count { named[Int(symbol)] = true } }
        func isNamed(_ symbol: SymbolID) -> Bool { symbol >= 0 && Int(symbol) < named.count && named[Int(symbol)] }
        name(basic)
        for cell in row.cells where cell.coefficient != 0 { name(cell.symbol) }
        for cell in row.dummies where cell.coefficient != 0 { name(cell.symbol) }
        var set: [(ConstraintHandle, LinearConstraint)] = []
        let excluded = replacing?.id ?? -1
        records.withUnsafeBufferPointer { records in
            for i in records.indices where Int32(i) != excluded {
                guard let marker = records[i]?.marker, isNamed(marker) || isNamed(records[i]!.other),
                      let record = records[i], !record.isEdit, record.stored.strength.isRequired else { continue }
                set.append((ConstraintHandle(id: Int32(i)), constraint(of: record)))
            }
        }
        guard !set.isEmpty, set.count <= Solver.explanationExactLimit, !holdTogether(set, with: attempted) else { return nil }
        return minimized(set, attempted: attempted)
    }

    /// The most members an explanation has each confirmed necessary by a fresh solver
    /// (O(m²) adds); a larger one is a checked conflicting set, minimal as far as the
    /// simplex's certificate goes. See `explain(attempted:replacing:)`.
    public static let explanationExactLimit = 64

    /// The most connected candidates the incremental deletion filter is run on when the
    /// certificate fails; past it, the candidates themselves are the (non-minimal) answer.
    public static let explanationCandidateLimit = 512

    /// The conflicting set the simplex's certificate names: `candidates` (in creation order)
    /// added to a fresh scratch solver, then `attempted`, whose failing row is read for the
    /// candidates' markers; nil when the scratch accepts `attempted` or the set read off does
    /// not conflict in a fresh solver.
    /// - Complexity: O(k) adds for k candidates, plus O(m) adds to check m members.
    private func certifiedConflict(_ candidates: [(ConstraintHandle, LinearConstraint)],
                                   attempted: LinearConstraint) -> [(ConstraintHandle, LinearConstraint)]? {
        let (scratch, remap) = scratchCopy()
        var byMarker: [SymbolID: Int] = [:]
        byMarker.reserveCapacity(candidates.count)
        for (i, (_, c)) in candidates.enumerated() {
            guard let sh = try? scratch.add(remap(c)), let record = scratch.records[Int(sh.id)] else { continue }
            byMarker[record.marker] = i
            if record.other != noSymbol { byMarker[record.other] = i }
        }
        workCounters.explanationChecks += 1
        scratch.conflictRow = nil
        guard (try? scratch.add(remap(attempted))) == nil, let (basic, row) = scratch.conflictRow else { return nil }
        var members = Set<Int>()
        if let i = byMarker[basic] { members.insert(i) }
        for cell in row.cells where cell.coefficient != 0 { if let i = byMarker[cell.symbol] { members.insert(i) } }
        for cell in row.dummies where cell.coefficient != 0 { if let i = byMarker[cell.symbol] { members.insert(i) } }
        let set = members.sorted().map { candidates[$0] }
        return holdTogether(set, with: attempted) ? nil : set
    }

    /// `set` (conflicting with `attempted`) with every member dropped that the rest still
    /// conflicts without, each decided by a fresh solver: a minimal set, in creation order.
    /// - Complexity: O(m²) adds for m members.
    private func minimized(_ set: [(ConstraintHandle, LinearConstraint)], attempted: LinearConstraint) -> [(ConstraintHandle, LinearConstraint)] {
        var set = set
        var i = 0
        while i < set.count {
            var without = set
            without.remove(at: i)
            if holdTogether(without, with: attempted) { i += 1 } else { set = without }
        }
        return set
    }

    /// A fresh scratch solver and a function copying this solver's constraints into it
    /// (as required constraints on its own variables, made on first use).
    private func scratchCopy() -> (Solver, (LinearConstraint) -> LinearConstraint) {
        let scratch = Solver()
        scratch.tuning.explainsConflicts = false
        // A deletion filter removes every constraint it probes: keeping every dummy column
        // costs fill-in once, where dropping them would rebuild the tableau on each removal
        // (quadratic in the constraints for a long chain of equalities).
        scratch.tuning.dummyFillInLimit = Int.max
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
    /// order until they are not (all of those added then join the set, which conflicts
    /// again, and an incremental deletion filter in a fresh solver narrows it down again);
    /// then, for at most `explanationExactLimit` members, a deletion filter with a fresh
    /// solver per check drops every member without which the rest still conflicts.
    /// Returned in creation order; `quick` unchanged when fresh solvers find even all the
    /// candidates feasible (nothing better to offer).
    /// - Complexity: O(m) adds to check the set, O(k) adds for the growing step (only when
    ///   needed), O(m²) for m ≤ `explanationExactLimit` members.
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
            if set.count > Solver.explanationExactLimit {
                let narrowed = filterIncrementally(set, attempted: attempted)
                if narrowed.count < set.count, !holdTogether(narrowed, with: attempted) { set = narrowed }
            }
        }
        guard set.count <= Solver.explanationExactLimit else { return set }
        return minimized(set, attempted: attempted)
    }

    /// The required constraints reachable from `attempted`'s variables through chains of
    /// required constraints that share variables, in creation order.
    ///
    /// The index from symbols to the required constraints naming them is one flat array
    /// (compressed rows: a count per symbol, offsets, members), built in one pass over the
    /// records and a counting sort; the search marks symbols and constraints in flat arrays, so
    /// building the index allocates three arrays whatever the number of symbols (an array per
    /// symbol would cost an allocation, a hash and a free each).
    /// - Complexity: O(terms of the required constraints) plus O(s) for s symbols.
    private func connectedRequired(to attempted: LinearConstraint, excluding: ConstraintHandle?) -> [ConstraintHandle] {
        let symbols = kinds.count
        // One pass over the records: (symbol, constraint) for every term of a required one.
        var pairs: [(symbol: Int32, record: Int32)] = []
        pairs.reserveCapacity(records.count * 3)
        var offsets = [Int32](repeating: 0, count: symbols + 1)
        for i in records.indices {
            // One copy of the record: reading its fields one by one copies it each time.
            guard let record = records[i], !record.isEdit, record.stored.strength.isRequired, Int32(i) != excluding?.id else { continue }
            for k in 0..<Int(record.termCount) {
                let t = term(k, of: record)
                guard t.coefficient != 0 && Int(t.variable.id) < symbols else { continue }
                pairs.append((t.variable.id, Int32(i)))
                offsets[Int(t.variable.id) + 1] += 1
            }
        }
        // offsets[v] ..< offsets[v + 1]: where symbol v's constraints sit in `members`, in
        // creation order (a counting sort of the pairs).
        for v in 0..<symbols { offsets[v + 1] += offsets[v] }
        var next = offsets
        var members = [Int32](repeating: 0, count: pairs.count)
        for (v, i) in pairs {
            members[Int(next[Int(v)])] = i
            next[Int(v)] += 1
        }
        var seenSymbol = [Bool](repeating: false, count: symbols)
        var seenConstraint = [Bool](repeating: false, count: records.count)
        var found: [Int] = []
        var stack = attempted.expression.terms.compactMap { t in
            t.coefficient != 0 && Int(t.variable.id) < symbols ? Int(t.variable.id) : nil
        }
        while let v = stack.popLast() {
            guard !seenSymbol[v] else { continue }
            seenSymbol[v] = true
            for k in Int(offsets[v]) ..< Int(offsets[v + 1]) {
                let i = Int(members[k])
                guard !seenConstraint[i] else { continue }
                seenConstraint[i] = true
                found.append(i)
                let record = records[i]!
                for j in 0..<Int(record.termCount) {
                    let t = term(j, of: record)
                    if t.coefficient != 0 && Int(t.variable.id) < symbols { stack.append(Int(t.variable.id)) }
                }
            }
        }
        return found.sorted().map { ConstraintHandle(id: Int32($0)) }
    }
}
