/// Where the solver keeps the terms of the constraints it was given: one list for all of
/// them (`recordTerms`), each record naming its part (`termStart`, `termCount`), instead of
/// an array per constraint. Adding a constraint then copies its terms in and keeps no
/// reference to the caller's array, so a caller that builds every expression in one reused
/// buffer (the layout engine) allocates nothing per constraint for its terms, and the
/// solver allocates only while the list grows.
///
/// A removed constraint's terms stay where they are until the list is compacted: at the
/// start of an add, once the list has grown by more than the terms alive at the last look
/// (and 1024). Compacting moves the live parts down in record order, so every record's
/// terms keep their order and only their start changes; nothing between calls holds a
/// start.
extension Solver {
    /// Copies `terms` to the end of `recordTerms`; returns where they start.
    /// - Complexity: O(terms), amortised.
    func storeRecordTerms(_ terms: [Term]) -> Int32 {
        let start = recordTerms.count
        let count = terms.count
        if recordTerms.capacity - start < count { recordTerms.reserveCapacity(Swift.max(2 * recordTerms.capacity, start + count, 64)) }
        terms.withUnsafeBufferPointer { source in
            var k = 0
            while k < count {
                recordTerms.append(source[k])
                k += 1
            }
        }
        return Int32(start)
    }

    /// Drops the terms stored after `mark` (a count of `recordTerms`): those of a record a
    /// failed call added.
    func dropRecordTerms(after mark: Int) {
        if recordTerms.count > mark { recordTerms.removeLast(recordTerms.count - mark) }
    }

    /// The `k`-th term of `record`.
    @inline(__always) func term(_ k: Int, of record: ConstraintRecord) -> Term {
        recordTerms[Int(record.termStart) + k]
    }

    /// `record`'s constraint with its terms, as it was given (with its current constant).
    /// Allocates the terms' array: for answers and cold paths, not for the tableau's loops.
    /// - Complexity: O(terms).
    func constraint(of record: ConstraintRecord) -> LinearConstraint {
        var c = record.stored
        let count = Int(record.termCount)
        var terms: [Term] = []
        terms.reserveCapacity(count)
        var k = 0
        while k < count {
            terms.append(term(k, of: record))
            k += 1
        }
        c.expression.terms = terms
        return c
    }

    /// Moves the live records' terms together when `recordTerms` has grown past twice the
    /// terms alive at the last look plus 1024, so removed constraints' terms cost at most
    /// about the live ones. Call only where no copy of a record is held (the start of an add).
    /// - Complexity: O(records + live terms) when it compacts, amortised O(1) per term stored.
    func compactRecordTermsIfSparse() {
        guard recordTerms.count > recordTermsCheckAt else { return }
        var write = 0
        for i in records.indices {
            guard let record = records[i] else { continue }
            let start = Int(record.termStart), count = Int(record.termCount)
            if start != write {
                var k = 0
                while k < count {
                    recordTerms[write + k] = recordTerms[start + k]
                    k += 1
                }
                records[i]!.termStart = Int32(write)
            }
            write += count
        }
        dropRecordTerms(after: write)
        recordTermsCheckAt = 2 * write + 1024
    }
}
