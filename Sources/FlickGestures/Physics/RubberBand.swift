/// Rubber-banding: how far content follows a finger dragged past an edge.
///
/// b(x) = (1 − 1/(x·c/d + 1))·d = c·x·d/(d + c·x), with x the finger's distance past the
/// edge, d the scroll view's dimension along the axis and c = 0.55. Slope c at 0, monotone,
/// asymptote d. For d = 812: 500 → 205, 1000 → 328, 1500 → 409 (UIKit measurements).
public enum RubberBand {
    /// The displayed overscroll for a finger `overshoot` pt past the edge (sign preserved).
    public static func offset(overshoot: Double, dimension: Double,
                              coefficient: Double = GestureConstants.rubberBandCoefficient) -> Double {
        guard dimension > 0, overshoot != 0 else { return 0 }
        let x = abs(overshoot)
        let banded = coefficient * x * dimension / (dimension + coefficient * x)
        return overshoot < 0 ? -banded : banded
    }

    /// The finger overshoot that displays `offset` (the inverse of `offset(overshoot:…)`);
    /// used when a drag starts from an already overscrolled position. Offsets at or beyond
    /// the asymptote map to a large finite overshoot.
    public static func overshoot(forOffset offset: Double, dimension: Double,
                                 coefficient: Double = GestureConstants.rubberBandCoefficient) -> Double {
        guard dimension > 0, offset != 0 else { return 0 }
        let b = min(abs(offset), dimension * (1 - 1e-9))
        let x = b * dimension / (coefficient * (dimension - b))
        return offset < 0 ? -x : x
    }

    /// Applies rubber-banding to an unconstrained offset `raw` on one axis:
    /// clamp(raw) + sign·b(|raw − clamp(raw)|).
    public static func apply(raw: Double, range: ClosedRange<Double>, dimension: Double,
                             coefficient: Double = GestureConstants.rubberBandCoefficient) -> Double {
        let clamped = min(max(raw, range.lowerBound), range.upperBound)
        return clamped + offset(overshoot: raw - clamped, dimension: dimension, coefficient: coefficient)
    }
}
