import Foundation

/// A point in a view's unit square: (0, 0) top-left, (0.5, 0.5) center.
public struct UnitPoint: Sendable, Hashable {
    public var x: Double, y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
}

/// What a transition does to a view in one of its states: opacity, scale about an anchor,
/// an offset (points), a rotation (radians, about the anchor) and any named numeric values
/// a scene gives meaning to. The identity effect changes nothing.
///
/// Effects compose as nested modifiers: opacities and scales multiply, offsets, rotations
/// and custom values add; the anchor of the first non-default one wins.
public struct TransitionEffect: Sendable, Hashable, CustomStringConvertible {
    public var opacity: Double = 1
    public var scaleX: Double = 1, scaleY: Double = 1
    public var anchor: UnitPoint = .center
    public var offsetX: Double = 0, offsetY: Double = 0
    public var rotation: Double = 0
    /// Named numeric values, sorted by name (deterministic).
    public private(set) var custom: [String: Double] = [:]

    public init(opacity: Double = 1, scaleX: Double = 1, scaleY: Double = 1, anchor: UnitPoint = .center,
                offsetX: Double = 0, offsetY: Double = 0, rotation: Double = 0, custom: [String: Double] = [:]) {
        self.opacity = opacity; self.scaleX = scaleX; self.scaleY = scaleY; self.anchor = anchor
        self.offsetX = offsetX; self.offsetY = offsetY; self.rotation = rotation; self.custom = custom
    }

    public static let identity = TransitionEffect()

    /// A custom value (0 when absent).
    public func value(_ name: String) -> Double { custom[name] ?? 0 }

    /// Both effects applied (nested modifiers).
    public func combined(with o: TransitionEffect) -> TransitionEffect {
        var r = self
        r.opacity *= o.opacity
        r.scaleX *= o.scaleX; r.scaleY *= o.scaleY
        if anchor == .center { r.anchor = o.anchor }
        r.offsetX += o.offsetX; r.offsetY += o.offsetY
        r.rotation += o.rotation
        for (k, v) in o.custom { r.custom[k, default: 0] += v }
        return r
    }

    /// Component-wise interpolation from `a` (t = 0) to `b` (t = 1); the anchor is `b`'s
    /// unless `b`'s is the default center.
    public static func interpolate(_ a: TransitionEffect, _ b: TransitionEffect, _ t: Double) -> TransitionEffect {
        func l(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        var custom: [String: Double] = [:]
        for k in Set(a.custom.keys).union(b.custom.keys) { custom[k] = l(a.value(k), b.value(k)) }
        return TransitionEffect(opacity: l(a.opacity, b.opacity), scaleX: l(a.scaleX, b.scaleX), scaleY: l(a.scaleY, b.scaleY),
                                anchor: b.anchor == .center ? a.anchor : b.anchor,
                                offsetX: l(a.offsetX, b.offsetX), offsetY: l(a.offsetY, b.offsetY),
                                rotation: l(a.rotation, b.rotation), custom: custom)
    }

    /// The effect's transform about the anchor of a view of the given size, as components:
    /// scale and rotate about the anchor, then offset.
    public func transform(width: Double, height: Double) -> TransformComponents {
        // About the view's center (where UIKit applies transforms): anchor displacement.
        let ax = (anchor.x - 0.5) * width, ay = (anchor.y - 0.5) * height
        let cs = cos(rotation), sn = sin(rotation)
        // p' = A·(p − a) + a + offset, with A = R·S.
        let a = cs * scaleX, b = sn * scaleX, c = -sn * scaleY, d = cs * scaleY
        let tx = ax - (a * ax + c * ay) + offsetX
        let ty = ay - (b * ax + d * ay) + offsetY
        return TransformComponents(a: a, b: b, c: c, d: d, tx: tx, ty: ty)
    }

    /// The axis-aligned frame (x, y, width, height) that a view with `frame` covers under this
    /// effect (the bounding box when rotated).
    public func apply(toFrame f: (x: Double, y: Double, width: Double, height: Double))
        -> (x: Double, y: Double, width: Double, height: Double) {
        let m = transform(width: f.width, height: f.height).matrix
        let cx = f.x + f.width / 2, cy = f.y + f.height / 2
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for (px, py) in [(-f.width / 2, -f.height / 2), (f.width / 2, -f.height / 2),
                         (-f.width / 2, f.height / 2), (f.width / 2, f.height / 2)] {
            let x = m.a * px + m.c * py + m.tx + cx, y = m.b * px + m.d * py + m.ty + cy
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        return (minX, minY, maxX - minX, maxY - minY)
    }

    public var description: String {
        var parts: [String] = []
        if opacity != 1 { parts.append("opacity \(opacity)") }
        if scaleX != 1 || scaleY != 1 { parts.append("scale \(scaleX)x\(scaleY)") }
        if offsetX != 0 || offsetY != 0 { parts.append("offset (\(offsetX), \(offsetY))") }
        if rotation != 0 { parts.append("rotation \(rotation)") }
        for k in custom.keys.sorted() { parts.append("\(k) \(value(k))") }
        return parts.isEmpty ? "identity" : parts.joined(separator: ", ")
    }
}
