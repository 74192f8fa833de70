/// What changed on screen from one tick to the next: the views that appeared, changed or left,
/// with their values on the digest's grids (`ShownValues`). The source a recorder of ticks
/// reads "what changed this tick" from; it keeps only the last tick's values.
///
/// ```
/// var changes = FrameChanges(scale: scene.screen.scale)
/// for change in changes.update(tick.frames) { … }   // once per tick checked
/// ```
/// Views are told apart by frame id (`FrameSample.id`); an id repeated within one tick counts
/// once (its first sample). Changes come in the order of the tick's frames, then the views that
/// left, in the order they were shown on the tick before.
/// - Complexity: per update O(frames this tick + frames last tick).
package struct FrameChanges {
    /// One view's change on a tick.
    package struct Change: Sendable, Hashable {
        package enum Kind: Sendable, Hashable {
            /// Not shown on the tick before; every field is new.
            case appeared
            /// Shown on both ticks; `fields` differ.
            case changed
            /// Shown on the tick before, not on this one (`values` are its last).
            case gone
        }
        package var id: Int32
        package var kind: Kind
        package var values: ShownValues
        /// The fields that differ (every field for `.appeared`, none for `.gone`).
        package var fields: ShownFields
    }

    /// Pixels per point.
    package let scale: Double
    /// Per slot (a view ever shown): its id, its last values, and the update it was last shown on.
    private var ids: [Int32] = []
    private var values: [ShownValues] = []
    private var shownAt: [Int] = []
    private var slotOf: [Int32: Int] = [:]
    /// The slots shown on the last update, in its order; updates so far.
    private var previous: [Int] = []
    private var updates = 0

    package init(scale: Double) { self.scale = scale }

    /// This tick's changes against the last update's frames.
    /// - Parameter hidden: whether the view of a frame id is hidden (asked only for frames
    ///   showing alpha 0, which is what a hidden view shows).
    package mutating func update(_ frames: [FrameSample], hidden: (Int32) -> Bool = { _ in false }) -> [Change] {
        updates += 1
        var out: [Change] = []
        var shown: [Int] = []
        shown.reserveCapacity(frames.count)
        for f in frames {
            let slot = self.slot(of: f.id)
            if shownAt[slot] == updates { continue }
            let now = ShownValues(f, scale: scale, hidden: f.alpha == 0 && hidden(f.id))
            if shownAt[slot] == updates - 1 {
                let differ = now.fields(differingFrom: values[slot])
                if !differ.isEmpty { out.append(Change(id: f.id, kind: .changed, values: now, fields: differ)) }
            } else {
                out.append(Change(id: f.id, kind: .appeared, values: now, fields: .all))
            }
            values[slot] = now
            shownAt[slot] = updates
            shown.append(slot)
        }
        for slot in previous where shownAt[slot] != updates {
            out.append(Change(id: ids[slot], kind: .gone, values: values[slot], fields: []))
        }
        previous = shown
        return out
    }

    private mutating func slot(of id: Int32) -> Int {
        if let s = slotOf[id] { return s }
        let s = ids.count
        slotOf[id] = s
        ids.append(id)
        values.append(ShownValues(x: nil, y: nil, width: nil, height: nil, alpha: nil, rotation: nil, hidden: false))
        shownAt.append(-1)
        return s
    }
}
