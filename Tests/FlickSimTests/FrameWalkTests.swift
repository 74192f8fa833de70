import FlickAnimation
import FlickLayout
import Testing
@testable import FlickSim

/// A scene whose tree a test script changes tick by tick; with `reference` it answers
/// `collectFrames` by the plain definition instead of the mirror: every view visited every
/// tick, every property read, and while anything animates (or a frame stays where an animator
/// stopped it) every view on screen (or animating) read through the presentation layer.
private final class ScriptedScene: SceneHost {
    let reference: Bool
    let scroll = ScrollView(frame: .zero)
    let content = View(frame: .zero)
    var rows: [View] = []
    let card = View(frame: .zero)
    let fadeBox = View(frame: .zero)
    /// The reference walk's views, in the order of its samples.
    var referenceViews: [View] = []

    init(reference: Bool) throws {
        self.reference = reference
        try super.init(environment: SceneEnvironment())
        scroll.name = "scroll"; content.name = "content"; card.name = "card"; fadeBox.name = "fadeBox"
        scroll.frame = Rect(x: 0, y: 0, width: 390, height: 700)
        content.frame = Rect(x: 0, y: 0, width: 390, height: 40 * 50)
        root.addSubview(scroll)
        scroll.addSubview(content)
        for i in 0..<40 {
            let row = View(frame: Rect(x: 0, y: Double(i) * 50, width: 390, height: 49))
            row.name = "row\(i)"
            row.clipsToBounds = true
            let child = View(frame: Rect(x: 10, y: 10, width: 100, height: 20))
            child.name = "row\(i).child"
            row.addSubview(child)
            content.addSubview(row)
            rows.append(row)
        }
        card.frame = Rect(x: 20, y: 720, width: 200, height: 80)
        let badge = View(frame: Rect(x: 5, y: 5, width: 20, height: 20))
        badge.name = "badge"
        card.addSubview(badge)
        root.addSubview(card)
        fadeBox.frame = Rect(x: 250, y: 720, width: 100, height: 80)
        root.addSubview(fadeBox)
        finishBuilding()
    }

    override func collectFrames(into frames: inout [FrameSample]) {
        guard reference else { return super.collectFrames(into: &frames) }
        referenceViews.removeAll()
        // A frame an animator left where it stopped is shown through the layer too.
        let animating = engine.runningCount > 0 || !engine.activeAnimators.isEmpty || presentation.hasDisplacedFrames
        func visit(_ v: View, _ ox: Double, _ oy: Double) {
            let m = v.layoutSpaceFrame
            var x = m.minX, y = m.minY, w = m.width, h = m.height
            var alpha = v.alpha, rotation = 0.0
            let modelOnScreen = !(x - ox >= screen.width || y - oy >= screen.height || x + w - ox <= 0 || y + h - oy <= 0)
            if animating && (modelOnScreen || presentation.isAnimating(wrapper(v))) {
                let p = presentation.presentation(of: wrapper(v))
                x = p.frame.x; y = p.frame.y; w = p.frame.width; h = p.frame.height
                alpha = p.alpha; rotation = p.transform.rotation
            } else if !v.transform.isIdentity {
                let t = v.transform
                rotation = TransformComponents(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty).rotation
            }
            x -= ox; y -= oy
            let finite = x.isFinite && y.isFinite && w.isFinite && h.isFinite
            let onScreen = !(x >= screen.width || y >= screen.height || x + w <= 0 || y + h <= 0)
            if onScreen || !finite {
                frames.append(FrameSample(id: -1, x: x, y: y, width: w, height: h, alpha: v.isHidden ? 0 : alpha, rotation: rotation))
                referenceViews.append(v)
            }
            let s = v as? ScrollView
            if !onScreen && finite && (v.clipsToBounds || s != nil) { return }
            for sub in v.subviews { visit(sub, ox + (s?.contentOffset.x ?? 0), oy + (s?.contentOffset.y ?? 0)) }
        }
        visit(root, 0, 0)
    }

    /// This tick's samples as (view name, values), bit patterns for exact comparison.
    func samples(_ frames: [FrameSample]) -> [String] {
        frames.enumerated().map { k, f in
            let name = reference ? referenceViews[k].layoutName : frameName(f.id)
            return "\(name) \([f.x, f.y, f.width, f.height, f.alpha, f.rotation].map { String($0.bitPattern, radix: 16) })"
        }
    }
}

@Suite("frame walk")
struct FrameWalkTests {
    /// The same script on two scenes, one walking through the mirror and one by the plain
    /// definition, gives the same samples on every tick: animations started, stopped midway
    /// (the presentation frame stays where it stopped) and overlapping, a transition on a view
    /// added late, non-finite transform and alpha, scrolling, re-parenting with a change while
    /// detached, hiding, clipping toggled, frames changed outside animations.
    @Test func theMirrorWalkGivesTheDefinitionsSamples() throws {
        let scenes = [try ScriptedScene(reference: false), try ScriptedScene(reference: true)]
        var stopped: [PropertyAnimator?] = [nil, nil]
        var late: [View?] = [nil, nil]
        var mismatches: [String] = []
        for tick in 0..<130 {
            let t = Int64(tick) * 1_000_000_000 / 120
            for (k, s) in scenes.enumerated() {
                s.engine.advance(toNanoseconds: t)
                switch tick {
                case 2:
                    _ = s.engine.animate(withDuration: 0.4) { s.rows[3].alpha = 0.3; s.rows[5].alpha = 0.6 }
                case 5:
                    stopped[k] = s.engine.animate(withDuration: 0.5) {
                        s.card.frame = Rect(x: 60, y: 600, width: 250, height: 90)
                        _ = s.root.layoutIfNeeded()
                    }
                case 20:
                    stopped[k]?.stopAnimation(true)
                case 25:
                    _ = s.engine.animate(withDuration: 0.5) { s.fadeBox.alpha = 0.1 }
                case 27:
                    // Changed while another view animates; shown through the layer once its
                    // model turns non-finite (the layer keeps the last finite value).
                    s.rows[15].transform = Transform(rotationAngle: 0.5)
                case 35:
                    s.rows[15].transform = Transform(a: 1, b: 0, c: .infinity, d: 1, tx: 0, ty: 0)
                case 30:
                    let v = View(frame: Rect(x: 100, y: 300, width: 80, height: 80))
                    v.name = "late"
                    s.root.addSubview(v)
                    _ = s.root.layoutIfNeeded()
                    s.presentation.insert(s.wrapper(v), transition: .opacity, animation: .linear(duration: 0.3))
                    late[k] = v
                case 40:
                    s.rows[7].transform = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
                    s.rows[8].alpha = .nan
                case 50:
                    s.rows[7].transform = Transform(rotationAngle: 0.3)
                    s.rows[8].alpha = 0.9
                case 45..<49, 52..<58:
                    s.scroll.contentOffset = Point(x: 0, y: Double(tick - 44) * 37)
                case 60:
                    let r9 = s.rows[9]
                    r9.removeFromSuperview()
                    r9.alpha = 0.7
                    s.card.addSubview(r9)
                    r9.frame = Rect(x: 0, y: 0, width: 50, height: 50)
                case 62:
                    s.rows[2].isHidden = true
                    s.card.clipsToBounds = true
                case 70:
                    _ = s.engine.animate(withDuration: 0.1) { s.rows[12].alpha = 0 }
                    s.rows[13].frame = Rect(x: 30, y: 13 * 50, width: 300, height: 40)
                case 75:
                    late[k]?.transform = Transform(scaleX: 0, y: 0)
                    _ = s.engine.animate(withDuration: 0.2) { s.rows[14].transform = Transform(rotationAngle: 1) }
                default:
                    break
                }
                s.advance(to: t)
                s.layout()
            }
            var out: [[String]] = []
            for s in scenes {
                var frames: [FrameSample] = []
                s.collectFrames(into: &frames)
                out.append(s.samples(frames))
            }
            if out[0] != out[1] {
                let d = zip(out[0], out[1]).first { $0 != $1 }
                mismatches.append("tick \(tick): \(out[0].count) vs \(out[1].count) samples; first difference \(String(describing: d))")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) ticks differ, first: \(mismatches.first ?? "")")
    }

    /// A frame's name, spelled when asked, is the view's `layoutName` as it was when the view
    /// first appeared: named and unnamed views, nested, of several types, and after a move.
    @Test func frameNamesSpellLayoutNames() {
        let screen = Screen(.iPhone15Pro)
        let a = View(frame: .zero), b = Label(frame: .zero), c = View(frame: .zero), d = ScrollView(frame: .zero)
        b.name = "title"
        screen.addSubview(a); screen.addSubview(d); a.addSubview(b); a.addSubview(c)
        let views: [View] = [screen, a, b, c, d]
        let names = views.map { FrameName($0) }
        for (v, n) in zip(views, names) { #expect(n.text == v.layoutName) }
        let before = c.layoutName
        d.addSubview(c)
        #expect(names[3].text == before && before != c.layoutName)
    }
}
