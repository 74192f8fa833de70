/// The screen a trace is recorded against: its size in points and its scale (pixels per point).
public struct ScreenGeometry: Sendable, Hashable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    /// Points per inch of the physical panel, for distances a hand sets (finger spacing):
    /// default `defaultPointsPerInch` (163, the original iPhone's 163 ppi at 1×, which
    /// UIKit's point was defined by; current phones are 150–165). Not written to trace headers.
    public var pointsPerInch: Double

    /// 163 points per inch.
    public static let defaultPointsPerInch: Double = 163

    public init(width: Double, height: Double, scale: Double = 1, pointsPerInch: Double = ScreenGeometry.defaultPointsPerInch) {
        self.width = width
        self.height = height
        self.scale = scale
        self.pointsPerInch = pointsPerInch
    }

    /// A 390 × 844 pt, 3× phone screen: the default target of imported recordings.
    public static let phone = ScreenGeometry(width: 390, height: 844, scale: 3)

    /// `mm` millimetres on this screen, pt.
    public func points(millimetres mm: Double) -> Double { mm / 25.4 * pointsPerInch }

    /// Whether width, height and scale are finite and positive.
    public var isValid: Bool {
        width.isFinite && height.isFinite && scale.isFinite && width > 0 && height > 0 && scale > 0
    }
}
