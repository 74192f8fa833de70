import FlickCore
import Testing

@Suite("Array.unretained(at:): an element of a list of objects read without a retain")
struct UnretainedElementTests {
    /// An object that reports when it is freed.
    final class Probe {
        let id: Int
        var onFree: (() -> Void)?
        init(_ id: Int) { self.id = id }
        deinit { onFree?() }
    }

    final class Owner {
        var items: [Probe]
        init(_ items: [Probe]) { self.items = items }
    }

    @Test func readsTheElementAtEachIndex() {
        let list = [3, 1, 4, 1, 5].map { Probe($0) }
        var seen: [ObjectIdentifier] = []
        var ids: [Int] = []
        for i in list.indices {
            list.unretained(at: i)._withUnsafeGuaranteedRef { p in
                seen.append(ObjectIdentifier(p))
                ids.append(p.id)
            }
        }
        #expect(seen == list.map { ObjectIdentifier($0) })
        #expect(ids == [3, 1, 4, 1, 5])
    }

    /// The documented contract: a list (here a copy of the owner's, taken first) holds each
    /// element for its read, so an element whose owner lets go of it during the read is still
    /// alive while it is read, and is freed once no list holds it; the walk sees the list as it
    /// was when it began.
    @Test func anElementItsOwnerDropsStaysAliveForItsRead() {
        let owner = Owner((0..<3).map { Probe($0) })
        var freed: [Int] = []
        for p in owner.items {
            let id = p.id
            p.onFree = { freed.append(id) }
        }
        var seen: [Int] = []
        var freedDuringWalk: [Int] = []
        do {
            let list = owner.items
            for i in list.indices {
                list.unretained(at: i)._withUnsafeGuaranteedRef { p in
                    owner.items.removeAll()
                    seen.append(p.id)
                    freedDuringWalk += freed
                }
            }
        }
        #expect(seen == [0, 1, 2])
        #expect(freedDuringWalk.isEmpty)
        #expect(freed.sorted() == [0, 1, 2])
        #expect(owner.items.isEmpty)
    }

    /// Keeping an element beyond the read (`takeUnretainedValue()`, then a list) retains it:
    /// it outlives the list it was read from, the others do not.
    @Test func anElementKeptBeyondTheReadOutlivesTheList() {
        var kept: [Probe] = []
        var freed = 0
        do {
            let list = (0..<4).map { Probe($0) }
            for p in list { p.onFree = { freed += 1 } }
            for i in list.indices where i % 2 == 1 { kept.append(list.unretained(at: i).takeUnretainedValue()) }
        }
        #expect(kept.map(\.id) == [1, 3])
        #expect(freed == 2)
    }
}
