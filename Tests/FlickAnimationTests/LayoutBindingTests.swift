import Testing
import FlickLayout
@testable import FlickAnimation

/// Common constraint-animation patterns on FlickLayout's real views, constraints and layout pass.
@Suite struct LayoutBindingTests {
    /// The basic pattern: update the constraint outside the block, layoutIfNeeded inside it.
    @Test func constraintAnimationInterpolatesBetweenLayouts() {
        let screen = Screen(.iPhone15Pro)
        let box = View()
        screen.addSubview(box)
        var top: Constraint?
        box.snp.makeConstraints { make in
            make.width.height.equalTo(100)
            make.centerX.equalToSuperview()
            top = make.top.equalTo(screen.safeAreaLayoutGuide).offset(50).constraint
        }
        screen.layoutIfNeeded()
        let engine = AnimationEngine()
        let layer = ViewPresentation(engine: engine, root: screen)
        let y0 = box.animationFrame.y
        top?.update(offset: 200)
        engine.animate(withDuration: 0.35) { screen.layoutIfNeeded() }
        #expect(box.animationFrame.y == y0 + 150) // the model has the new layout at once
        #expect(layer.presentation(of: box).frame.y == y0)
        for i in 1...42 {
            let t = Double(i) / 120
            engine.advance(toSeconds: t)
            let p = CubicBezier.easeInOut.progress(at: min(t / 0.35, 1))
            #expect(abs(layer.presentation(of: box).frame.y - (y0 + 150 * p)) < 1e-9)
        }
        engine.advance(toSeconds: 0.35)
        #expect(layer.presentation(of: box).frame.y == y0 + 150)
    }

    /// Tracked mode (the screen reports each change before it happens) animates exactly what
    /// the walking mode does: frames from a layout pass in the block, alpha and transform set
    /// in it, nested blocks, a view added inside the block (appears as laid out), and changes
    /// made outside blocks (taken as the model at once).
    @Test func trackedChangesAnimateLikeTheTreeWalk() {
        func run(tracked: Bool) -> [String] {
            let screen = Screen(.iPhone15Pro)
            let boxes = (0..<3).map { _ in View() }
            var tops: [Constraint?] = []
            for (i, b) in boxes.enumerated() {
                screen.addSubview(b)
                b.snp.makeConstraints { make in
                    make.width.height.equalTo(50)
                    make.leading.equalToSuperview().offset(Double(i) * 60)
                    tops.append(make.top.equalToSuperview().offset(100).constraint)
                }
            }
            screen.layoutIfNeeded()
            let engine = AnimationEngine()
            let layer = ViewPresentation(engine: engine, root: screen)
            _ = layer.presentations()
            if tracked {
                layer.tracksChanges = true
                screen.modelWillChange = { v in
                    if layer.isInAnimationBlock { layer.modelWillChange(v) } else { layer.ensureLayer(for: v) }
                }
            }
            boxes[2].alpha = 0.5 // outside a block: the model at once
            var late: View?
            engine.animate(withDuration: 0.4) {
                tops[0]?.update(offset: 300)
                screen.layoutIfNeeded()
                boxes[1].alpha = 0.2
                engine.animate(withDuration: 0.2) {
                    boxes[2].transform = Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)
                    boxes[1].alpha = 0.8
                }
                let v = View()
                screen.addSubview(v)
                v.snp.makeConstraints { make in make.size.equalTo(20); make.top.leading.equalToSuperview().offset(5) }
                screen.layoutIfNeeded()
                late = v
            }
            var out: [String] = []
            for i in 0...12 {
                engine.advance(toSeconds: Double(i) / 30)
                for v in boxes + [late!] {
                    let p = layer.presentation(of: v)
                    out.append("\(i) \(p.frame) \(p.alpha) \(p.transform.rotation)")
                }
            }
            return out
        }
        let walked = run(tracked: false), tracked = run(tracked: true)
        #expect(walked == tracked)
        #expect(Set(walked).count > 20) // something moved
    }

    /// A bottom drawer scrubbed through a property animator, on real constraints — pause,
    /// scrub, continue.
    @Test func drawerOnRealConstraints() throws {
        let screen = Screen(.iPhone15Pro)
        let drawer = View()
        screen.addSubview(drawer)
        var top: Constraint?
        drawer.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
            top = make.top.equalTo(screen.snp.bottom).offset(-100).constraint
        }
        screen.layoutIfNeeded()
        let h = screen.frame.height
        let engine = AnimationEngine()
        let layer = ViewPresentation(engine: engine, root: screen)
        let animator = PropertyAnimator(engine: engine, duration: 0.5, curve: .easeOut) {
            top?.update(offset: -500)
            screen.layoutIfNeeded()
        }
        animator.pauseAnimation()
        #expect(drawer.animationFrame.y == h - 500 && layer.presentation(of: drawer).frame.y == h - 100)
        for step in 1...16 {
            engine.advance(toSeconds: Double(step) / 120)
            animator.fractionComplete = max(0, min(1, 10.0 * Double(step) / 400))
        }
        #expect(abs(layer.presentation(of: drawer).frame.y - (h - 100 - 160)) < 1e-9)
        animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        engine.advance(toSeconds: 16.0 / 120 + 0.3)
        #expect(animator.state == .inactive && layer.presentation(of: drawer).frame.y == h - 500)
    }

    /// A floating action button menu — transform, alpha and remade constraints in one spring
    /// block.
    @Test func fabOnRealViews() {
        let screen = Screen(.iPhone15Pro)
        let mainFab = View(), action1 = View()
        for v in [action1, mainFab] {
            screen.addSubview(v)
            v.snp.makeConstraints { make in
                make.size.equalTo(56)
                make.bottom.equalTo(screen.safeAreaLayoutGuide).offset(-30)
                make.trailing.equalToSuperview().offset(-30)
            }
        }
        action1.alpha = 0
        screen.layoutIfNeeded()
        let engine = AnimationEngine()
        let layer = ViewPresentation(engine: engine, root: screen)
        action1.snp.remakeConstraints { make in
            make.size.equalTo(56)
            make.centerX.equalTo(mainFab)
            make.bottom.equalTo(mainFab.snp.top).offset(-20)
        }
        let closedY = action1.animationFrame.y
        engine.animate(withDuration: 0.4, usingSpringWithDamping: 0.7, initialSpringVelocity: 0) {
            mainFab.transform = Transform(rotationAngle: .pi / 4)
            action1.alpha = 1
            screen.layoutIfNeeded()
        }
        #expect(action1.animationFrame.y == closedY - 76)
        engine.advance(toSeconds: 0.1)
        let mid = layer.presentation(of: action1)
        #expect(mid.frame.y < closedY && mid.frame.y > closedY - 90 && mid.alpha > 0)
        #expect(abs(layer.presentation(of: mainFab).transform.scaleX - 1) < 1e-12)
        engine.advance(toSeconds: 0.4)
        #expect(layer.presentation(of: action1).frame.y == closedY - 76)
        #expect(abs(layer.presentation(of: mainFab).transform.rotation - .pi / 4) < 1e-12)
    }
}
