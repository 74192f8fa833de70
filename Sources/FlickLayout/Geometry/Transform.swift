import Foundation
import FlickCore

/// A 2-D affine transform (UIKit's `CGAffineTransform`): `x' = a·x + c·y + tx`,
/// `y' = b·x + d·y + ty`. A view's transform applies about its center and does not take part in
/// layout (constraints act on the untransformed frame, as in UIKit); it matters for hit testing and
/// for frames in screen coordinates.
public struct Transform: Hashable, Sendable, CustomStringConvertible {
    public var a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double
    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }
    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    /// A translation by (tx, ty) points.
    public init(translationX tx: Double, y ty: Double) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    /// A scale by (sx, sy).
    public init(scaleX sx: Double, y sy: Double) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    /// A rotation by `angle` radians (positive is clockwise on screen, as UIKit with y down).
    public init(rotationAngle angle: Double) {
        let cs = cos(angle), sn = sin(angle)
        self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
    }
    public var isIdentity: Bool { self == .identity }

    /// `self` then `t` (UIKit's `concatenating`).
    public func concatenating(_ t: Transform) -> Transform {
        Transform(a: a * t.a + b * t.c, b: a * t.b + b * t.d,
                  c: c * t.a + d * t.c, d: c * t.b + d * t.d,
                  tx: tx * t.a + ty * t.c + t.tx, ty: tx * t.b + ty * t.d + t.ty)
    }
    public func translatedBy(x: Double, y: Double) -> Transform { Transform(translationX: x, y: y).concatenating(self) }
    public func scaledBy(x: Double, y: Double) -> Transform { Transform(scaleX: x, y: y).concatenating(self) }
    public func rotated(by angle: Double) -> Transform { Transform(rotationAngle: angle).concatenating(self) }

    /// The inverse, or nil when the transform is singular (a zero scale).
    public var inverted: Transform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return Transform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                         tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
    public func apply(_ p: Point) -> Point { Point(x: a * p.x + c * p.y + tx, y: b * p.x + d * p.y + ty) }

    public var description: String {
        isIdentity ? "identity" : "[\(Format.points(a)) \(Format.points(b)) \(Format.points(c)) \(Format.points(d)) \(Format.points(tx)) \(Format.points(ty))]"
    }
}
