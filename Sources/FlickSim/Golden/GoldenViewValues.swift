import FlickCore

/// One view's values as a golden timeline writes them: a frame sample rounded as the digest
/// rounds it (position and size to 1/scale pt, alpha to 1/1000, rotation to 1/10000 rad), so a
/// change shows in the timeline exactly when it would move the digest.
struct GoldenViewValues {
    var x: Double, y: Double, width: Double, height: Double
    var alpha: Double, rotation: Double

    /// `sample` rounded for a screen of `scale` pixels per point (a bad scale counts as 1).
    init(_ sample: FrameSample, scale: Double) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        x = FrameDigest.round(sample.x, s)
        y = FrameDigest.round(sample.y, s)
        width = FrameDigest.round(sample.width, s)
        height = FrameDigest.round(sample.height, s)
        alpha = FrameDigest.round(sample.alpha, 1000)
        rotation = FrameDigest.round(sample.rotation, 10000)
    }

    /// `frame 40 200 100 100, alpha 1, rotation 0`: what a view shows when it appears.
    var fullText: String { [frameText, alphaText, rotationText].joined(separator: ", ") }

    /// The values that differ from `old`, in the order frame, alpha, rotation; nil when none do.
    func changes(from old: GoldenViewValues) -> String? {
        var parts: [String] = []
        if !Self.same(x, old.x) || !Self.same(y, old.y) || !Self.same(width, old.width) || !Self.same(height, old.height) {
            parts.append(frameText)
        }
        if !Self.same(alpha, old.alpha) { parts.append(alphaText) }
        if !Self.same(rotation, old.rotation) { parts.append(rotationText) }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    private var frameText: String {
        "frame \(Format.points(x)) \(Format.points(y)) \(Format.points(width)) \(Format.points(height))"
    }
    private var alphaText: String { "alpha " + Format.number(alpha, maxDecimals: 3) }
    private var rotationText: String { "rotation " + Format.number(rotation, maxDecimals: 4) }

    /// Equal as the digest sees them: ±0 alike, every NaN alike.
    private static func same(_ a: Double, _ b: Double) -> Bool { FrameDigest.bits(a) == FrameDigest.bits(b) }
}
