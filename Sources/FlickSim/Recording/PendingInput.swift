import FlickInput

/// Input frames noted as they are fed to the simulator and not yet listed on a tick, oldest
/// first: a recorder lists each on the first tick at or after its timestamp.
/// - Complexity: amortized O(1) per frame (the listed prefix is dropped once it is more than
///   half of what is kept, and more than 1024 frames).
struct PendingInput {
    private var frames: [InputFrame] = []
    private var head = 0

    /// Notes `frame` (frames in time order).
    mutating func append(_ frame: InputFrame) { frames.append(frame) }

    /// Calls `body` with each noted frame due by `time` (timestamp ≤ `time`, ns), oldest first,
    /// and forgets them.
    /// - Returns: how many frames were due.
    mutating func drain(dueBy time: Int64, _ body: (InputFrame) -> Void) -> Int {
        let start = head
        while head < frames.count && frames[head].timestamp <= time {
            body(frames[head])
            head += 1
        }
        let due = head - start
        if head > 1024 && head * 2 > frames.count {
            frames.removeFirst(head)
            head = 0
        }
        return due
    }
}
