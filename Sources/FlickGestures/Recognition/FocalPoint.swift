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
/// - Complexity: `track`, `untrack` O(1) expected; `move` O(touches down).
struct FocalPoint {
    /// Each tracked touch's location at the last `track` or `move`, window coordinates.
    private var last: [Int: Point] = [:]

    /// How many touches are tracked.
    var count: Int { last.count }

    /// Whether the touch `id` is tracked.
    func tracks(_ id: Int) -> Bool { last[id] != nil }

    /// Starts following `touch` from where it is now.
    mutating func track(_ touch: GestureTouch) { last[touch.id] = touch.location }

    /// Stops following the touch `id` (it lifted or was cancelled).
    mutating func untrack(_ id: Int) { last[id] = nil }

    /// Forgets every touch.
    mutating func removeAll() { last.removeAll(keepingCapacity: true) }

    /// The centroid's displacement (pt, window coordinates) since the previous call, over the
    /// touches of `down` (the recognizer's touches, arrival order) that are tracked, did not
    /// land at `time` (ns) and were tracked before; then remembers every tracked touch's new
    /// location.
    mutating func move(_ down: [GestureTouch], at time: Int64) -> Point {
        var nx = 0.0, ny = 0.0, ox = 0.0, oy = 0.0, n = 0
        for t in down {
            guard let old = last[t.id] else { continue }
            if t.startTime < time {
                nx += t.location.x; ny += t.location.y
                ox += old.x; oy += old.y
                n += 1
            }
            last[t.id] = t.location
        }
        guard n > 0 else { return .zero }
        let k = Double(n)
        return Point(x: nx / k - ox / k, y: ny / k - oy / k)
    }
}
