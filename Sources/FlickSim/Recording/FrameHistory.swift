/// A run's frames as the changes from tick to tick, kept within a size bound.
///
/// Each step holds the changes that take the screen from the state after the step before to
/// the state after tick `tick`: a view that appears is written with every field, a view that
/// changes with the fields that changed, a view that leaves with none. Replaying the steps in
/// order gives the screen after any stored tick; a tick between two steps shows the earlier.
///
/// **Bound.** While the stored numbers (two per entry plus one per field) exceed `limit`, the
/// history is sampled more coarsely: the stride doubles and the steps within each stride of
/// ticks merge into one (labelled with the last tick merged), so the screen is exact at the
/// end of every stride and the ticks inside it show the state before it. Memory and the size
/// of a page drawn from it stay proportional to `limit` however long the run.
/// - Complexity: `append` amortised O(entries), a re-sampling O(stored entries), at most
///   log₂(ticks) of them.
package struct FrameHistory: Sendable {
    /// One view's change within a step. `view` indexes the recording's view table.
    package struct Entry: Sendable, Hashable {
        package var view: Int
        /// The fields written; empty when the view left the screen.
        package var fields: ShownFields
        package var values: ShownValues
    }

    /// The changes up to and including tick `tick`, since the step before.
    package struct Step: Sendable, Hashable {
        package var tick: Int
        package var entries: [Entry]
    }

    package private(set) var steps: [Step] = []
    /// Ticks per step: 1 while every changed tick is kept, then 2, 4, …
    package private(set) var stride = 1
    /// Numbers stored: two per entry plus one per field written.
    package private(set) var size = 0
    /// The bound on `size` (at least 1).
    package let limit: Int

    package init(limit: Int) { self.limit = Swift.max(1, limit) }

    /// Adds the changes of tick `tick` (ticks in increasing order; an empty list adds nothing).
    package mutating func append(tick: Int, _ entries: [Entry]) {
        guard !entries.isEmpty else { return }
        let added = Self.size(of: entries)
        if let last = steps.last, last.tick / stride == tick / stride {
            size -= Self.size(of: last.entries)
            let merged = Self.merge(last.entries, entries)
            size += Self.size(of: merged)
            steps[steps.count - 1] = Step(tick: tick, entries: merged)
        } else {
            steps.append(Step(tick: tick, entries: entries))
            size += added
        }
        while size > limit && steps.count > 1 { resample() }
    }

    /// Doubles the stride, merging the steps that now share a stride of ticks.
    private mutating func resample() {
        stride *= 2
        var out: [Step] = []
        out.reserveCapacity(steps.count / 2 + 1)
        for step in steps {
            if let last = out.last, last.tick / stride == step.tick / stride {
                out[out.count - 1] = Step(tick: step.tick, entries: Self.merge(last.entries, step.entries))
            } else {
                out.append(step)
            }
        }
        steps = out
        size = steps.reduce(0) { $0 + Self.size(of: $1.entries) }
    }

    /// The changes of `first` followed by those of `second`, as one step: per view, a later
    /// appearance or departure replaces what came before, and later fields overwrite earlier
    /// ones (a view that appeared keeps every field). Views keep the order they first changed in.
    static func merge(_ first: [Entry], _ second: [Entry]) -> [Entry] {
        var out = first
        var position: [Int: Int] = [:]
        for (k, e) in first.enumerated() { position[e.view] = k }
        for e in second {
            guard let k = position[e.view] else {
                position[e.view] = out.count
                out.append(e)
                continue
            }
            let a = out[k]
            if e.fields.isEmpty || e.fields == .all || a.fields.isEmpty {
                out[k] = e
            } else {
                out[k] = Entry(view: e.view, fields: a.fields.union(e.fields),
                               values: a.values.overwriting(e.fields, from: e.values))
            }
        }
        return out
    }

    static func size(of entries: [Entry]) -> Int {
        entries.reduce(0) { $0 + 2 + $1.fields.count }
    }
}
