import Foundation
import FlickLayout
import FlickCore

/// One recognized gesture in a `GestureTimeline`.
public struct TimelineEntry: Equatable, Sendable {
    public enum Kind: String, Sendable, CaseIterable {
        case tap, pan, pinch, rotation, longPress, swipe, edgePan
    }
    public var kind: Kind
    /// When the gesture's first touch went down, ns.
    public var start: Int64
    /// When it was recognized (discrete) or ended/cancelled (continuous), ns.
    public var end: Int64
    /// Fingers: required ones for taps, swipes and long presses; the most at once for pans.
    public var touches: Int
    /// Taps only: UITouch.tapCount of the tap (1 for a single tap, 2 for the second tap of a
    /// quick succession, …).
    public var count: Int?
    /// Where the gesture started, window coordinates.
    public var location: Point
    /// Pan and edge pan: dominant direction of the translation (`up`, `down`, `left`,
    /// `right`); swipe: the direction recognized; edge pan: also `edge`.
    public var direction: String?
    /// Edge pans: `left`, `right`, `top` or `bottom`.
    public var edge: String?
    /// Pans: total translation, pt.
    public var translation: Point?
    /// Pans: velocity at the end, pt/s.
    public var velocity: Velocity?
    /// Pinches: final scale.
    public var scale: Double?
    /// Rotations: final rotation, radians.
    public var rotation: Double?
    /// Whether a continuous gesture was cancelled rather than ended.
    public var cancelled = false

    /// One JSON object on one line (keys in a fixed order; seconds and points rounded to µs
    /// and 1/1000 pt).
    public var json: String {
        func n(_ v: Double) -> JSONValue { v.isFinite ? .number(number(v)) : .number(v) }
        var fields: [(String, JSONValue)] = [("kind", .string(kind.rawValue)), ("start", .number(seconds(start))),
                                             ("end", .number(seconds(end))), ("touches", .int(touches))]
        if let count { fields.append(("count", .int(count))) }
        fields.append(("x", n(location.x)))
        fields.append(("y", n(location.y)))
        if let direction { fields.append(("direction", .string("\(direction)"))) }
        if let edge { fields.append(("edge", .string("\(edge)"))) }
        if let translation { fields += [("dx", n(translation.x)), ("dy", n(translation.y))] }
        if let velocity { fields += [("vx", n(velocity.x)), ("vy", n(velocity.y))] }
        if let scale { fields.append(("scale", n(scale))) }
        if let rotation { fields.append(("rotation", n(rotation))) }
        if cancelled { fields.append(("cancelled", .bool(true))) }
        return JSONValue.object(fields).text()
    }

    /// One aligned line for people.
    public var text: String {
        var line = "\(pad(seconds(start), 10)) \(pad(seconds(end), 10))  \(pad(kind.rawValue, 9)) touches \(touches)"
        if let count { line += "  count \(count)" }
        line += "  at (\(number(location.x)), \(number(location.y)))"
        if let direction { line += "  \(direction)" }
        if let edge { line += "  from \(edge)" }
        if let translation { line += "  moved (\(number(translation.x)), \(number(translation.y)))" }
        if let velocity { line += "  velocity (\(number(velocity.x)), \(number(velocity.y))) pt/s" }
        if let scale { line += "  scale \(number(scale))" }
        if let rotation { line += "  rotation \(number(rotation)) rad" }
        if cancelled { line += "  cancelled" }
        return line
    }

    private func seconds(_ ns: Int64) -> String { Format.seconds(Double(ns) / 1e9) }

    private func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let r = (v * 1000).rounded() / 1000
        if r == r.rounded(), abs(r) < 1e15 { return String(Int64(r)) }
        return String(r)
    }

    private func pad(_ s: String, _ width: Int) -> String {
        s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
    }
}
