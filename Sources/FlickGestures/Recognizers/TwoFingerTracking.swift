import Foundation
import FlickLayout

/// The geometry pinch and rotation share: the vector between the first two touches.
struct TwoFingerTracking {
    /// Ids of the two touches followed (arrival order).
    private(set) var ids: [Int] = []
    /// Separation (pt) and angle (rad) when the second touch went down.
    private(set) var initialSpan = 0.0
    private(set) var initialAngle = 0.0
    /// Unwrapped angle change since the start, rad.
    private(set) var rotation = 0.0
    private var lastAngle = 0.0

    mutating func reset() { self = TwoFingerTracking() }

    /// Adopts the first two of `touches` if not yet tracking two.
    mutating func adopt(_ touches: [GestureTouch]) {
        guard ids.count < 2 else { return }
        ids = Array(touches.prefix(2).map(\.id))
        if ids.count == 2, let v = vector(touches) {
            initialSpan = length(v)
            initialAngle = atan2(v.y, v.x)
            lastAngle = initialAngle
            rotation = 0
        }
    }

    /// Whether both followed touches are in `touches`.
    func isComplete(_ touches: [GestureTouch]) -> Bool { vector(touches) != nil }

    /// The current separation, pt.
    func span(_ touches: [GestureTouch]) -> Double? { vector(touches).map(length) }

    /// Updates the unwrapped rotation from the current positions.
    mutating func updateRotation(_ touches: [GestureTouch]) {
        guard let v = vector(touches) else { return }
        let angle = atan2(v.y, v.x)
        var delta = angle - lastAngle
        if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
        rotation += delta
        lastAngle = angle
    }

    private func vector(_ touches: [GestureTouch]) -> Point? {
        guard ids.count == 2, let a = touches.first(where: { $0.id == ids[0] }),
              let b = touches.first(where: { $0.id == ids[1] }) else { return nil }
        return Point(x: b.location.x - a.location.x, y: b.location.y - a.location.y)
    }
}
