import FlickLayout

/// The centroid of a recognizer's touches, re-based whenever a touch lands or lifts, so that
/// only movement moves it: UIKit's pan translation is "the translation of the pan gesture"
/// (the fingers' motion), not the jump of the centroid when a finger is added or removed,
/// and Flutter's scale recognizer re-bases its focal point on every pointer added or removed
/// (`_reconfigure` in `scale.dart`).
///
/// Each `move(_:at:)` reports the displacement of the centroid of the touches that were
/// tracked before the frame and are still down after it: a touch that lands in the frame
/// (its `startTime` is the frame's time) or lifts in it (no longer among the touches down)
/// takes no part, so landing and lifting move nothing. With the same touches down from one
/// frame to the next, the result is bit for bit the difference of their centroids.
///
/// - Complexity: with k touches tracked (the fingers down at once, a handful): `tracks`,
///   `untrack` O(k); `track` O(1); `move` O(touches down × k). A small array rather than a
///   dictionary: k is tiny, and an array allocates the same way every gesture (the bench
///   suite's allocation counters must repeat exactly).
struct FocalPoint {
    /// Each tracked touch's id and location at the last `track` or `move`, window
    /// coordinates, in tracking order.
    private var last: [Entry] = []

    private struct Entry {
        var id: Int
        var location: Point
    }

    /// How many touches are tracked.
    var count: Int { last.count }

    /// Whether the touch `id` is tracked.
    func tracks(_ id: Int) -> Bool { last.contains { $0.id == id } }

    /// Starts following `touch` from where it is now.
    mutating func track(_ touch: GestureTouch) { last.append(Entry(id: touch.id, location: touch.location)) }

    /// Stops following the touch `id` (it lifted or was cancelled).
    mutating func untrack(_ id: Int) { last.removeAll { $0.id == id } }

    /// Forgets every touch.
    mutating func removeAll() { last.removeAll() }

    /// The centroid's displacement (pt, window coordinates) since the previous call, over the
    /// touches of `down` (the recognizer's touches, arrival order) that are tracked, did not
    /// land at `time` (ns) and were tracked before; then remembers every tracked touch's new
    /// location.
    mutating func move(_ down: [GestureTouch], at time: Int64) -> Point {
        var nx = 0.0, ny = 0.0, ox = 0.0, oy = 0.0, n = 0
        for t in down {
            guard let i = last.firstIndex(where: { $0.id == t.id }) else { continue }
            if t.startTime < time {
                let old = last[i].location
                nx += t.location.x; ny += t.location.y
                ox += old.x; oy += old.y
                n += 1
            }
            last[i].location = t.location
        }
        guard n > 0 else { return .zero }
        let k = Double(n)
        return Point(x: nx / k - ox / k, y: ny / k - oy / k)
    }
}
