import FlickCore

/// The fingers of one hand, as the generators place and move them: fingertip centres a
/// physical distance apart (millimetres, converted through the screen's points per inch),
/// landing and lifting within a few tens of milliseconds of each other, and following one
/// shared path with small independent jitter — the way a hand moves, so the line between two
/// fingers barely turns and a two-finger swipe does not read as a rotation.
///
/// Real fingertip centres are 12–20 mm apart (index to middle finger about 15–18 mm); real
/// touchscreen recordings show 45–280 pt between nearest fingers on a phone-sized mapping.
package struct Hand: Sendable {
    /// Each finger's offset from the hand's reference point, pt.
    package var offsets: [(x: Double, y: Double)]
    /// Each finger's landing delay after the first, ns (the first is 0).
    package var landing: [Int64]
    /// Each finger's lift delay relative to the hand's end, ns (≤ 0: lifts early).
    package var lifting: [Int64]

    /// Adjacent fingertip spacing, mm (12–20; narrower for more fingers, so four fit a phone).
    package static func spacing(fingers: Int) -> ClosedRange<Double> {
        12...max(13, 20 - 2 * Double(max(0, fingers - 2)))
    }

    /// `fingers` fingertips side by side along the unit vector `(ux, uy)`, centred on the
    /// reference point, adjacent ones `spacing(fingers:)` mm apart (each gap drawn on its own),
    /// each shifted up to ±2 mm across the row (fingers differ in length); landings within
    /// `landWithin` ms and lifts within `liftWithin` ms.
    package static func row(fingers: Int, along ux: Double, _ uy: Double, screen: ScreenGeometry,
                            random: inout FlickCore.SeededRandom, landWithin: Double = 25, liftWithin: Double = 30) -> Hand {
        var along: [Double] = [0]
        for _ in 1..<max(1, fingers) { along.append(along.last! + screen.points(millimetres: random.double(in: spacing(fingers: fingers)))) }
        let mid = (along.first! + along.last!) / 2
        var offsets: [(x: Double, y: Double)] = []
        for a in along {
            let across = screen.points(millimetres: random.double(in: -2...2))
            offsets.append(((a - mid) * ux - across * uy, (a - mid) * uy + across * ux))
        }
        var landing = (0..<fingers).map { i in i == 0 ? Int64(0) : random.milliseconds(0...landWithin) }
        landing.sort()
        let lifting = (0..<fingers).map { _ in -random.milliseconds(0...liftWithin) }
        return Hand(offsets: offsets, landing: landing, lifting: lifting)
    }

    /// The hand's half extent along x and y, pt (for keeping every finger on screen).
    package var extent: (x: Double, y: Double) {
        (offsets.map { abs($0.x) }.max() ?? 0, offsets.map { abs($0.y) }.max() ?? 0)
    }
}
