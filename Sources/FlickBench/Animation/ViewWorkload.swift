import FlickAnimation
import FlickLayout

/// A fixed, deterministic load for the view binding: `count` views on an iPhone screen, each
/// placed by its own top and leading constraints (a grid), then one animation block that
/// moves every view down 100 pt (`update(offset:)`, then `layoutIfNeeded()` inside the block:
/// the basic constraint-animation pattern), so `count` frames animate under one ease-in-out
/// animator of 10 s.
/// Timed by `flick bench` (`animation/views/1000/…`) and used by tests.
package final class ViewWorkload {
    package let engine: AnimationEngine
    package let screen: Screen
    package let presentation: ViewPresentation<View>
    package private(set) var views: [View] = []
    var tops: [Constraint] = []
    var topOffsets: [Double] = []
    package let tickNanoseconds: Int64
    var tickIndex: Int64 = 0

    /// Builds the screen, lays it out once and reads every presentation (no animation yet).
    package init(count: Int, hz: Int64 = 120) {
        engine = AnimationEngine(startNanoseconds: 0)
        screen = Screen(.iPhone15Pro)
        tickNanoseconds = 1_000_000_000 / max(hz, 1)
        for i in 0..<max(count, 0) {
            let v = View()
            screen.addSubview(v)
            var top: Constraint?
            v.snp.makeConstraints { make in
                make.width.height.equalTo(8)
                make.leading.equalToSuperview().offset(Double(i % 40) * 9)
                top = make.top.equalToSuperview().offset(Double(i / 40 % 60) * 9).constraint
            }
            if let top { tops.append(top); topOffsets.append(Double(i / 40 % 60) * 9) }
            views.append(v)
        }
        screen.layoutIfNeeded()
        presentation = ViewPresentation(engine: engine, root: screen)
        // As a simulator does every tick: read every view once, so their layers exist.
        _ = presentation.presentations()
    }

    /// Runs the animation block (snapshot, constraint updates, layout pass, diff).
    @discardableResult
    package func animateAll() -> PropertyAnimator {
        let tops = self.tops, screen = self.screen
        for i in topOffsets.indices { topOffsets[i] += 100 }
        let offsets = topOffsets
        return engine.animate(withDuration: 10) {
            for (c, o) in zip(tops, offsets) { c.update(offset: o) }
            screen.layoutIfNeeded()
        }
    }

    /// Advances one tick and reads every view's presentation. Returns a checksum.
    @discardableResult
    package func tick() -> Double {
        tickIndex += 1
        engine.advance(toNanoseconds: tickIndex * tickNanoseconds)
        var sum = 0.0
        for v in views { let p = presentation.presentation(of: v); sum += p.frame.y + p.alpha }
        return sum
    }
}
