/// The ids of every touch a recognizer received since its last reset, in arrival order, with
/// constant-time membership: a gesture that hands over from finger to finger without ever
/// lifting them all (N fingers, each landing before the previous lifts) never resets, so
/// the list grows with every touch it ever had, and the router's per-frame questions
/// ("did it get this touch?", "does it hold a live one?") must not.
///
/// - Complexity: `append`, `contains` O(1) expected; `containsAny(of:)` O(the ids asked
///   about); `sharesAny(with:)` O(the smaller sequence). Memory O(touches since the reset).
struct TouchIDSequence: Sequence {
    /// In arrival order.
    private(set) var ids: [Int] = []
    private var members: Set<Int> = []

    var isEmpty: Bool { ids.isEmpty }
    var count: Int { ids.count }

    mutating func append(_ id: Int) {
        if members.insert(id).inserted { ids.append(id) }
    }

    func contains(_ id: Int) -> Bool { members.contains(id) }

    /// Whether any of `candidates` (typically the few live touches) is in the sequence.
    func containsAny(of candidates: [Int]) -> Bool { candidates.contains { members.contains($0) } }

    /// Whether the two sequences share a touch.
    func sharesAny(with other: TouchIDSequence) -> Bool {
        let (small, large) = count <= other.count ? (self, other) : (other, self)
        return small.ids.contains { large.members.contains($0) }
    }

    mutating func removeAll() {
        ids.removeAll()
        members.removeAll()
    }

    func makeIterator() -> IndexingIterator<[Int]> { ids.makeIterator() }
}
