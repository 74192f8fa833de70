import FlickCore
import FlickInput
import FlickLayout
import Testing
@testable import FlickSim

/// A view that claims points up to 20 pt outside its bounds (a type the indexed walk must not
/// skip: it answers through its own `point(inside:)`).
private final class WideTarget: View {
    override func point(inside p: Point) -> Bool {
        let b = bounds
        return p.x >= b.minX - 20 && p.x < b.maxX + 20 && p.y >= b.minY - 20 && p.y < b.maxY + 20
    }
}

@Suite("indexed hit testing")
struct HitTestingTests {
    /// A screen with a scroll view over a content view of `rows` rows (some hidden, faded,
    /// non-interactive, transformed, or of a type with its own `point(inside:)`), each row
    /// with a child, plus a second large view of overlapping children at the screen's top.
    private static func tree(rows: Int, seed: UInt64) -> (Screen, SceneHitTesting, [View]) {
        var rng = SeededRandom(seed: seed)
        let screen = Screen(.iPhone15Pro)
        let testing = SceneHitTesting(screen: screen)
        screen.modelWillChange = { testing.modelWillChange($0) }
        let scroll = ScrollView(frame: Rect(x: 0, y: 100, width: 390, height: 600))
        screen.addSubview(scroll)
        let content = View(frame: Rect(x: 0, y: 0, width: 390, height: Double(rows) * 40))
        scroll.addSubview(content)
        var all: [View] = []
        for i in 0..<rows {
            let kind = Int.random(in: 0..<20, using: &rng)
            let row: View = kind == 0 ? WideTarget(frame: .zero) : (kind == 1 ? Label(frame: .zero) : View(frame: .zero))
            row.frame = Rect(x: 0, y: Double(i) * 40, width: 390, height: Double.random(in: 20...60, using: &rng))
            row.isHidden = kind == 2
            row.alpha = kind == 3 ? 0.005 : 1
            row.isUserInteractionEnabled = kind != 4
            if kind == 5 { row.transform = Transform(rotationAngle: 0.3) }
            if kind == 6 { row.transform = Transform(translationX: 0, y: 90) }
            let child = View(frame: Rect(x: 10, y: 5, width: 100, height: 20))
            row.addSubview(child)
            content.addSubview(row)
            all += [row, child]
        }
        let strip = View(frame: Rect(x: 0, y: 0, width: 390, height: 100))
        screen.addSubview(strip)
        for i in 0..<40 {
            let v = View(frame: Rect(x: Double(i % 5) * 70, y: Double(i / 5) * 12, width: 90, height: 30))
            strip.addSubview(v)
            all.append(v)
        }
        _ = screen.layoutIfNeeded()
        return (screen, testing, all)
    }

    /// Points all over the screen, on row edges and between pixels.
    private static func points(_ rng: inout SeededRandom) -> [Point] {
        var out: [Point] = []
        for _ in 0..<300 {
            out.append(Point(x: Double.random(in: -5...400, using: &rng), y: Double.random(in: -5...860, using: &rng)))
        }
        for y in stride(from: 95.0, through: 705, by: 4) { out.append(Point(x: 50, y: y)) }
        return out
    }

    private static func expectSameAnswers(_ screen: Screen, _ testing: SceneHitTesting, _ rng: inout SeededRandom,
                                          sourceLocation: SourceLocation = #_sourceLocation) {
        var mismatches: [String] = []
        for p in points(&rng) {
            let fast = testing.hitTestTouch(at: p) as? View
            let plain = screen.hitTest(p)
            if fast !== plain { mismatches.append("\(p): \(fast?.layoutName ?? "nil") vs \(plain?.layoutName ?? "nil")") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))", sourceLocation: sourceLocation)
    }

    /// The indexed walk answers exactly as `View.hitTest` on random trees, before and after
    /// scrolling, moving, transforming, hiding and reordering children.
    @Test(arguments: [1, 2, 3] as [UInt64])
    func answersAsTheFullWalk(seed: UInt64) {
        let (screen, testing, all) = Self.tree(rows: 120, seed: seed)
        var rng = SeededRandom(seed: seed &+ 100)
        Self.expectSameAnswers(screen, testing, &rng)
        let scroll = screen.subviews[0] as! ScrollView
        let content = scroll.subviews[0]
        for offset in [0.0, 333.5, 2000, 4200] {
            scroll.contentOffset = Point(x: 0, y: offset)
            Self.expectSameAnswers(screen, testing, &rng)
        }
        // A transform set after the index was built moves a row under other points.
        content.subviews[70].transform = Transform(translationX: 0, y: -130)
        content.subviews[71].transform = Transform(scaleX: 1, y: 4)
        Self.expectSameAnswers(screen, testing, &rng)
        // Frames, visibility, order.
        content.subviews[72].frame = Rect(x: 0, y: 10, width: 390, height: 50)
        content.subviews[73].isHidden.toggle()
        content.subviews[74].alpha = 0
        content.insertSubview(content.subviews[3], at: 100)
        _ = screen.layoutIfNeeded()
        scroll.contentOffset = Point(x: 0, y: 2000)
        Self.expectSameAnswers(screen, testing, &rng)
        #expect(all.count > 200)
    }

    /// A touch on a long list tries only the rows near it.
    @Test func aTouchOnAListTriesTheRowsUnderIt() {
        let (screen, testing, _) = Self.tree(rows: 400, seed: 7)
        let scroll = screen.subviews[0] as! ScrollView
        scroll.contentOffset = Point(x: 0, y: 8000)
        let p = Point(x: 200, y: 400)
        let before = testing.viewsTried
        let hit = testing.hitTestTouch(at: p) as? View
        // The screen, the scroll view, the content, a few rows near the point, the always
        // tried ones (transformed rows and the wide type: about 3 in 20) and the strip; the
        // plain walk tries all 400 rows.
        #expect(testing.viewsTried - before < 100, "\(testing.viewsTried - before) views tried")
        #expect(hit === screen.hitTest(p))
        #expect(hit != nil && hit !== screen)
    }
}
