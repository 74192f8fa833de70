import FlickInput
import FlickLayout
import FlickSim

/// Lays a gesture's fingers out on the display's ticks: every sample falls exactly on a tick
/// (tick `start + k` for step k), so each touch frame is delivered on its own tick, at its
/// own time, as a touch screen sampled at the refresh rate delivers them.
struct TouchPlan {
    let rate: RefreshRate
    /// The tick of step 0.
    let start: Int

    /// The time of step `k`, ns.
    func time(_ k: Int) -> Int64 { rate.time(ofTick: start + k) }

    /// `seconds` as a whole number of ticks, at least `minimum`.
    func ticks(_ seconds: Double, minimum: Int = 1) -> Int {
        max(minimum, Int((seconds * Double(rate.hz)).rounded()))
    }

    /// A finger that goes down at step `from`, follows `position(τ)` for τ from 0 to 1 over
    /// `steps` ticks (a move on every tick), rests `hold` ticks without moving, and lifts.
    /// With no hold, the lift is at the last position, on the last step.
    func stroke(from: Int = 0, steps: Int, hold: Int = 0, _ position: (Double) -> Point) -> Stroke {
        var samples: [Stroke.Sample] = []
        for j in 0...steps {
            let p = position(Double(j) / Double(steps))
            samples.append(Stroke.Sample(time: time(from + j), x: p.x, y: p.y))
        }
        if hold > 0, let last = samples.last {
            samples.append(Stroke.Sample(time: time(from + steps + hold), x: last.x, y: last.y))
        }
        return Stroke(samples: samples)
    }

    /// A finger that goes down at step `from` at `p` and lifts `steps` ticks later, unmoved.
    func press(at p: Point, from: Int = 0, steps: Int) -> Stroke {
        Stroke(samples: [Stroke.Sample(time: time(from), x: p.x, y: p.y), Stroke.Sample(time: time(from + steps), x: p.x, y: p.y)])
    }

    /// The minimum-jerk profile 10τ³ − 15τ⁴ + 6τ⁵: a reaching hand's motion, starting and
    /// stopping with zero speed and acceleration.
    static func minimumJerk(_ tau: Double) -> Double {
        let t3 = tau * tau * tau
        return t3 * (10 - 15 * tau + 6 * tau * tau)
    }

    /// Where `count` fingers sit around a point: 20 pt apart on the line through it at right
    /// angles to `direction` (horizontal when the direction is zero), centred on the point.
    static func offsets(_ count: Int, across direction: Point = .zero) -> [Point] {
        let length = (direction.x * direction.x + direction.y * direction.y).squareRoot()
        let ux = length > 0 ? -direction.y / length : 1, uy = length > 0 ? direction.x / length : 0
        return (0..<count).map { i in
            let d = (Double(i) - Double(count - 1) / 2) * 20
            return Point(x: ux * d, y: uy * d)
        }
    }

    /// Merges strokes into input frames: stroke k gets touch id `firstID + k`; one frame per
    /// distinct time, its events in stroke order. Positions are rounded to 1/1000 pt, as the
    /// generators round them, so a recorded trace stays short and reads back exactly.
    static func frames(_ strokes: [Stroke], firstID: Int) -> [InputFrame] {
        StrokeMerger.frames(strokes, firstID: firstID)
    }
}
