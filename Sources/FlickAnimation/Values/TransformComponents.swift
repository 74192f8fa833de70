import Foundation

/// A 2-D affine transform decomposed for animation: translation, rotation (radians), scale
/// and shear, with matrix [a c; b d] = R(rotation)·[scaleX shear; 0 scaleY] and translation
/// (tx, ty). Animating the components (as Core Animation does) keeps a rotation rigid
/// mid-flight, where interpolating the matrix entries would shrink it.
///
/// Conversion from a matrix takes rotation = atan2(b, a) in (−π, π], so an animation toward a
/// rotation takes the shorter way round, as UIKit does for affine transforms.
public struct TransformComponents: VectorAnimatable, Sendable, Hashable, CustomStringConvertible {
    public var tx: Double, ty: Double
    public var rotation: Double
    public var scaleX: Double, scaleY: Double
    public var shear: Double

    public init(tx: Double = 0, ty: Double = 0, rotation: Double = 0, scaleX: Double = 1, scaleY: Double = 1, shear: Double = 0) {
        self.tx = tx; self.ty = ty; self.rotation = rotation
        self.scaleX = scaleX; self.scaleY = scaleY; self.shear = shear
    }

    /// The identity transform's components.
    public static let identity = TransformComponents()

    /// Decomposes the matrix x' = a·x + c·y + tx, y' = b·x + d·y + ty.
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        if b == 0 && a > 0 {
            // No rotation: the general formulas give exactly these values (θ = 0).
            self.init(tx: tx, ty: ty, rotation: 0, scaleX: a, scaleY: d, shear: c)
            return
        }
        let sx = (a * a + b * b).squareRoot()
        let theta = sx > 0 ? atan2(b, a) : 0
        let cs = cos(theta), sn = sin(theta)
        self.init(tx: tx, ty: ty, rotation: theta, scaleX: sx,
                  scaleY: -sn * c + cs * d, shear: cs * c + sn * d)
    }

    /// The matrix (a, b, c, d, tx, ty).
    public var matrix: (a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        let cs = cos(rotation), sn = sin(rotation)
        return (cs * scaleX, sn * scaleX, cs * shear - sn * scaleY, sn * shear + cs * scaleY, tx, ty)
    }

    // Vector space over the components (used for additive deltas).
    public static var zero: Self { Self(tx: 0, ty: 0, rotation: 0, scaleX: 0, scaleY: 0, shear: 0) }
    public static func + (l: Self, r: Self) -> Self {
        Self(tx: l.tx + r.tx, ty: l.ty + r.ty, rotation: l.rotation + r.rotation,
             scaleX: l.scaleX + r.scaleX, scaleY: l.scaleY + r.scaleY, shear: l.shear + r.shear)
    }
    public static func - (l: Self, r: Self) -> Self {
        Self(tx: l.tx - r.tx, ty: l.ty - r.ty, rotation: l.rotation - r.rotation,
             scaleX: l.scaleX - r.scaleX, scaleY: l.scaleY - r.scaleY, shear: l.shear - r.shear)
    }
    public func scaled(by f: Double) -> Self {
        Self(tx: tx * f, ty: ty * f, rotation: rotation * f, scaleX: scaleX * f, scaleY: scaleY * f, shear: shear * f)
    }
    public var isFiniteValue: Bool {
        tx.isFinite && ty.isFinite && rotation.isFinite && scaleX.isFinite && scaleY.isFinite && shear.isFinite
    }

    public var description: String {
        "T(\(tx), \(ty)) R(\(rotation)) S(\(scaleX), \(scaleY)) K(\(shear))"
    }
}
