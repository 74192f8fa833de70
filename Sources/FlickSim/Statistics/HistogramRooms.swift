/// The counters of a `WorkHistogram`, in one allocation: a directory with an entry for each
/// of its 57 rooms (a room is the 128 buckets of one power of two, or the exact range below
/// 128 ns), then the rooms in use, each 128 32-bit counters, in the order their first sample
/// came.
///
/// The allocation has room for every room from the start (28.7 KiB), so a histogram allocates
/// once whatever its samples are; only the directory and the rooms in use are ever written,
/// and so only their pages are touched: a run whose ticks take 1 µs to 60 µs uses 7 rooms
/// (3.5 KiB). The header is the number of rooms in use.
///
/// A histogram changes its rooms only while it holds the only reference (`WorkHistogram`
/// copies them first otherwise), which is what lets a histogram be `Sendable`.
final class HistogramRooms: ManagedBuffer<Int, UInt32> {
    /// Buckets a room holds, as a bit count: 7 → 128 (`WorkHistogram.subBits`).
    static let roomBits = WorkHistogram.subBits
    /// Buckets a room holds: 128.
    static let roomSize = 1 << roomBits
    /// Rooms for every non-negative `Int64`: 57 (the directory's entries).
    static let roomCount = (WorkHistogram.bucketCount + roomSize - 1) >> roomBits
    /// Counters the allocation holds: the directory and every room.
    static let capacity = roomCount * (1 + roomSize)

    /// New rooms with `other`'s counters (none in use when nil), with room for every room.
    /// - Complexity: O(rooms in use) plus one allocation.
    static func make(copying other: HistogramRooms?) -> HistogramRooms {
        let inUse = other?.header ?? 0
        let made = unsafeDowncast(create(minimumCapacity: capacity) { _ in inUse }, to: HistogramRooms.self)
        made.withUnsafeMutablePointerToElements { to in
            if let other {
                other.withUnsafeMutablePointerToElements { from in
                    to.initialize(from: from, count: roomCount + inUse << roomBits)
                }
            } else {
                to.initialize(repeating: 0, count: roomCount)
            }
        }
        return made
    }

    /// Adds one to bucket `b`'s counter, first opening its room (zeroed) when no sample used
    /// it yet.
    /// - Returns: whether the counter wrapped from 2³² − 1 to 0 (the caller counts the wrap).
    /// - Complexity: O(1); O(128) when the room opens.
    @inline(__always)
    func increment(bucket b: Int) -> Bool {
        withUnsafeMutablePointers { inUse, counters in
            let room = b >> Self.roomBits
            var slot = Int(counters[room])
            if slot == 0 {
                inUse.pointee += 1
                slot = inUse.pointee
                counters[room] = UInt32(truncatingIfNeeded: slot)
                (counters + Self.offset(ofSlot: slot)).initialize(repeating: 0, count: Self.roomSize)
            }
            let at = Self.offset(ofSlot: slot) + b & (Self.roomSize - 1)
            counters[at] &+= 1
            return counters[at] == 0
        }
    }

    /// Bucket `b`'s counter modulo 2³², 0 when its room is not in use.
    /// - Complexity: O(1).
    func counter(bucket b: Int) -> UInt32 {
        withUnsafeMutablePointerToElements { counters in
            let slot = Int(counters[b >> Self.roomBits])
            return slot == 0 ? 0 : counters[Self.offset(ofSlot: slot) + b & (Self.roomSize - 1)]
        }
    }

    /// Whether room `room` (buckets `room · 128 ..< (room + 1) · 128`) holds a sample.
    /// - Complexity: O(1).
    func isInUse(room: Int) -> Bool {
        withUnsafeMutablePointerToElements { $0[room] != 0 }
    }

    /// Sets bucket `b`'s counter, opening its room: for tests of the wrap past 2³² − 1, which
    /// would take four billion samples.
    func setCounter(bucket b: Int, to value: UInt32) {
        _ = increment(bucket: b)
        withUnsafeMutablePointerToElements { counters in
            counters[Self.offset(ofSlot: Int(counters[b >> Self.roomBits])) + b & (Self.roomSize - 1)] = value
        }
    }

    /// Where the room in slot `slot` (1-based: the order rooms opened in) starts.
    @inline(__always)
    private static func offset(ofSlot slot: Int) -> Int { roomCount + (slot - 1) << roomBits }
}
