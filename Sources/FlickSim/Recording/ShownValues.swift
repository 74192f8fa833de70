/// One view's values as a tick shows them, on the digest's grids: position and size in
/// pixels (points × scale, rounded half away from zero, as `FrameDigest` rounds them), alpha in
/// thousandths, rotation in ten-thousandths of a radian. A change of these values is exactly a
/// change the tick's digest sees (and whether the view is hidden).
///
/// A non-finite number is nil; a finite one beyond ±2·10⁹ grid steps is clamped there, so the
/// values stay exact integers wherever they are written (a page's script reads them as doubles).
package struct ShownValues: Sendable, Hashable {
    /// Left, top, width and height, pixels (divide by the screen's scale for points).
    package var x: Int?
    package var y: Int?
    package var width: Int?
    package var height: Int?
    /// Thousandths (0…1000).
    package var alpha: Int?
    /// Ten-thousandths of a radian.
    package var rotation: Int?
    /// Whether the view or an ancestor is hidden (it then shows alpha 0).
    package var hidden: Bool

    /// The grid steps of position and size per pixel, and of alpha and rotation per unit.
    static let alphaGrid = 1000.0
    static let rotationGrid = 10000.0
    /// The largest magnitude kept, in grid steps.
    static let limit = 2_000_000_000.0

    /// `sample` on the grids of a screen with `scale` pixels per point (a bad scale counts as 1).
    package init(_ sample: FrameSample, scale: Double, hidden: Bool = false) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        x = Self.quantize(sample.x, s)
        y = Self.quantize(sample.y, s)
        width = Self.quantize(sample.width, s)
        height = Self.quantize(sample.height, s)
        alpha = Self.quantize(sample.alpha, Self.alphaGrid)
        rotation = Self.quantize(sample.rotation, Self.rotationGrid)
        self.hidden = hidden
    }

    package init(x: Int?, y: Int?, width: Int?, height: Int?, alpha: Int?, rotation: Int?, hidden: Bool) {
        self.x = x; self.y = y; self.width = width; self.height = height
        self.alpha = alpha; self.rotation = rotation; self.hidden = hidden
    }

    /// The fields that differ from `old`.
    package func fields(differingFrom old: ShownValues) -> ShownFields {
        var f: ShownFields = []
        if x != old.x { f.insert(.x) }
        if y != old.y { f.insert(.y) }
        if width != old.width { f.insert(.width) }
        if height != old.height { f.insert(.height) }
        if alpha != old.alpha { f.insert(.alpha) }
        if rotation != old.rotation { f.insert(.rotation) }
        if hidden != old.hidden { f.insert(.hidden) }
        return f
    }

    /// These values with the `fields` of `other` written over them.
    package func overwriting(_ fields: ShownFields, from other: ShownValues) -> ShownValues {
        var v = self
        if fields.contains(.x) { v.x = other.x }
        if fields.contains(.y) { v.y = other.y }
        if fields.contains(.width) { v.width = other.width }
        if fields.contains(.height) { v.height = other.height }
        if fields.contains(.alpha) { v.alpha = other.alpha }
        if fields.contains(.rotation) { v.rotation = other.rotation }
        if fields.contains(.hidden) { v.hidden = other.hidden }
        return v
    }

    /// The values of `fields`, in field order (x, y, width, height, alpha, rotation, hidden as
    /// 0 or 1); nil for a non-finite number.
    package func values(of fields: ShownFields) -> [Int?] {
        var out: [Int?] = []
        if fields.contains(.x) { out.append(x) }
        if fields.contains(.y) { out.append(y) }
        if fields.contains(.width) { out.append(width) }
        if fields.contains(.height) { out.append(height) }
        if fields.contains(.alpha) { out.append(alpha) }
        if fields.contains(.rotation) { out.append(rotation) }
        if fields.contains(.hidden) { out.append(hidden ? 1 : 0) }
        return out
    }

    /// `v` in grid steps (`grid` per unit), rounded as the digest rounds; nil when not finite.
    static func quantize(_ v: Double, _ grid: Double) -> Int? {
        guard v.isFinite else { return nil }
        let r = FrameDigest.roundHalfAwayFromZero(v * grid)
        guard r.isFinite else { return r > 0 ? Int(limit) : -Int(limit) }
        return Int(Swift.max(-limit, Swift.min(limit, r)))
    }
}

/// A set of `ShownValues` fields; the raw value is the bit mask pages read (bit 0 x … bit 6
/// hidden).
package struct ShownFields: OptionSet, Sendable, Hashable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    package static let x = ShownFields(rawValue: 1 << 0)
    package static let y = ShownFields(rawValue: 1 << 1)
    package static let width = ShownFields(rawValue: 1 << 2)
    package static let height = ShownFields(rawValue: 1 << 3)
    package static let alpha = ShownFields(rawValue: 1 << 4)
    package static let rotation = ShownFields(rawValue: 1 << 5)
    package static let hidden = ShownFields(rawValue: 1 << 6)
    /// Every field: what a view that appears is written with.
    package static let all: ShownFields = [.x, .y, .width, .height, .alpha, .rotation, .hidden]

    /// How many fields are in the set.
    package var count: Int { rawValue.nonzeroBitCount }
}
