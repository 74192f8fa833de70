/// The screen a trace is recorded against: its size in points and its scale (pixels per point).
public struct ScreenGeometry: Sendable, Hashable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double

    public init(width: Double, height: Double, scale: Double = 1) {
        self.width = width
        self.height = height
        self.scale = scale
    }

    /// A 390 × 844 pt, 3× phone screen: the default target of imported recordings.
    public static let phone = ScreenGeometry(width: 390, height: 844, scale: 3)

    /// Whether width, height and scale are finite and positive.
    public var isValid: Bool {
        width.isFinite && height.isFinite && scale.isFinite && width > 0 && height > 0 && scale > 0
    }
}
