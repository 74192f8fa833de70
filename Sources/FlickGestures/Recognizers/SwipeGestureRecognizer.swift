import Foundation
import FlickLayout

/// Swipe directions (UISwipeGestureRecognizer.Direction, raw values as in UIKit).
public struct SwipeDirection: OptionSet, Sendable, Hashable, CustomStringConvertible {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let right = SwipeDirection(rawValue: 1)
    public static let left = SwipeDirection(rawValue: 2)
    public static let up = SwipeDirection(rawValue: 4)
    public static let down = SwipeDirection(rawValue: 8)
    public static let all: SwipeDirection = [.right, .left, .up, .down]

    public var description: String {
        var names: [String] = []
        if contains(.right) { names.append("right") }
        if contains(.left) { names.append("left") }
        if contains(.up) { names.append("up") }
        if contains(.down) { names.append("down") }
        return names.joined(separator: "|")
    }
}

/// UISwipeGestureRecognizer: discrete. Recognized when the centroid of
/// `numberOfTouchesRequired` fingers has moved `minimumDistance` (50 pt) within
/// `maximumDuration` (0.5 s) at an average speed of at least `minimumSpeed` (200 pt/s) and
/// within an angle of one of `direction`'s directions that widens with speed (30° at the
/// minimum speed, 45° at 4×: a fast swipe tolerates a less precise direction). Values are
/// tunable defaults from community measurements, see `GestureConstants`.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Default `.right`.
    @exclusivity(unchecked)
    public var direction: SwipeDirection = .right
    /// Default 1.
    @exclusivity(unchecked)
    public var numberOfTouchesRequired = 1
    @exclusivity(unchecked)
    public var minimumDistance = GestureConstants.swipeMinimumDistance
    @exclusivity(unchecked)
    public var minimumSpeed = GestureConstants.swipeMinimumSpeed
    @exclusivity(unchecked)
    public var maximumDuration = GestureConstants.swipeMaximumDuration
    /// The direction recognized.
    @exclusivity(unchecked)
    public private(set) var recognizedDirection: SwipeDirection = []
    /// Where the swipe started: the centroid of the required fingers' touch-down points,
    /// window coordinates.
    @exclusivity(unchecked)
    public private(set) var start = Point.zero
    /// When its first finger went down, ns.
    @exclusivity(unchecked)
    public private(set) var startTime: Int64 = 0
    @exclusivity(unchecked)
    private var started = false

    public init(name: String? = nil) {
        super.init(kind: .discrete, name: name)
    }

    /// The largest allowed angle at `speed` pt/s.
    public func maximumAngle(speed: Double) -> Double {
        let f = min(max((speed / minimumSpeed - 1) / 3, 0), 1)
        return GestureConstants.swipeMaximumAngleSlow + f * (GestureConstants.swipeMaximumAngleFast - GestureConstants.swipeMaximumAngleSlow)
    }

    open override func touchesBegan(_ touches: [GestureTouch], at time: Int64) {
        guard state == .possible else { return }
        if self.touches.count > numberOfTouchesRequired { fail(at: time, reason: "\(self.touches.count) touches > \(numberOfTouchesRequired)"); return }
        if !started { started = true; startTime = time; setDeadline(time + maximumDuration) }
        if self.touches.count == numberOfTouchesRequired {
            start = centroid(self.touches.map(\.startLocation))
        }
    }

    open override func touchesMoved(_ touches: [GestureTouch], at time: Int64) {
        guard state == .possible, self.touches.count == numberOfTouchesRequired else { return }
        evaluate(centroid(self.touches.map(\.location)), at: time, lifting: false)
    }

    /// Recognizes or fails once the centroid `c` has travelled the minimum distance; at a
    /// lift (`lifting`), a swipe that has not travelled far enough fails.
    private func evaluate(_ c: Point, at time: Int64, lifting: Bool) {
        let d = Point(x: c.x - start.x, y: c.y - start.y)
        let distance = length(d)
        guard distance >= minimumDistance else {
            if lifting { fail(at: time, reason: "lifted after \(short(distance)) pt < \(short(minimumDistance))") }
            return
        }
        let elapsed = max(Double(time - startTime) / 1e9, 1e-6)
        let speed = distance / elapsed
        let candidates: [(SwipeDirection, Point)] = [(.right, Point(x: 1, y: 0)), (.left, Point(x: -1, y: 0)),
                                                     (.up, Point(x: 0, y: -1)), (.down, Point(x: 0, y: 1))]
        var best: (SwipeDirection, Double)?
        for (dir, unit) in candidates where direction.contains(dir) {
            let cosine = (d.x * unit.x + d.y * unit.y) / distance
            let angle = acos(min(max(cosine, -1), 1))
            if let current = best, current.1 <= angle { continue }
            best = (dir, angle)
        }
        guard let (dir, angle) = best else { fail(at: time, reason: "no direction allowed"); return }
        guard speed >= minimumSpeed else {
            fail(at: time, reason: "too slow: \(short(speed)) pt/s < \(short(minimumSpeed))")
            return
        }
        guard angle <= maximumAngle(speed: speed) else {
            fail(at: time, reason: "off \(dir) by \(short(angle * 180 / .pi))° > \(short(maximumAngle(speed: speed) * 180 / .pi))°")
            return
        }
        recognizedDirection = dir
        setDeadline(nil)
        recognize(at: time)
    }

    open override func touchesEnded(_ touches: [GestureTouch], at time: Int64) {
        guard state == .possible else { return }
        // The lift's own position counts (the last move may arrive with it).
        let all = self.touches + touches
        guard all.count == numberOfTouchesRequired else { fail(at: time, reason: "\(all.count) touches at lift, \(numberOfTouchesRequired) required"); return }
        evaluate(centroid(all.map(\.location)), at: time, lifting: true)
    }

    open override func timerFired(at time: Int64) {
        fail(at: time, reason: "not \(short(minimumDistance)) pt within \(short(Double(maximumDuration) / 1e9)) s")
    }

    open override func reset() {
        started = false
        super.reset()
    }
}
