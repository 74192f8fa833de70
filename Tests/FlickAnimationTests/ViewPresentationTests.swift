import Foundation
import Testing
@testable import FlickAnimation

/// A stand-in view tree: frames come from a tiny "layout" that reads constraint constants,
/// as FlickLayout's pass does.
final class FakeView: AnimatableView {
    let name: String
    var laidOut = AnimatableRect.zero
    var alpha = 1.0
    var transform = TransformComponents.identity
    init(_ name: String) { self.name = name }
    var animationFrame: AnimatableRect { laidOut }
    var animationAlpha: Double { get { alpha } set { alpha = newValue } }
    var animationTransform: TransformComponents { get { transform } set { transform = newValue } }
}

final class FakeScene {
    var views: [FakeView] = []
    /// Constraint constants, applied by `layoutIfNeeded()`.
    var constants: [String: Double] = [:]
    var rules: [(FakeView, ([String: Double]) -> AnimatableRect)] = []
    func add(_ v: FakeView, _ rule: @escaping ([String: Double]) -> AnimatableRect) {
        views.append(v); rules.append((v, rule)); v.laidOut = rule(constants)
    }
    func layoutIfNeeded() { for (v, r) in rules { v.laidOut = r(constants) } }
}

@Suite struct ViewPresentationTests {
    /// The basic pattern: update the constraint outside, layoutIfNeeded inside the block.
    @Test func constraintChangeAnimatesFramesAlongTheCurve() throws {
        let e = AnimationEngine()
        let scene = FakeScene()
        scene.constants["top"] = 50
        let box = FakeView("box")
        scene.add(box) { AnimatableRect(x: 145, y: 59 + ($0["top"] ?? 0), width: 100, height: 100) }
        let layer = ViewPresentation(engine: e) { scene.views }
        scene.constants["top"] = 200
        e.animate(withDuration: 0.35) { scene.layoutIfNeeded() }
        #expect(box.animationFrame.y == 259) // model at once
        for i in 0...42 {
            let t = Double(i) / 120
            e.advance(toSeconds: t)
            let p = CubicBezier.easeInOut.progress(at: min(t / 0.35, 1))
            let y = layer.presentation(of: box).frame.y
            #expect(abs(y - (109 + 150 * p)) < 1e-9, "t=\(t)")
        }
        e.advance(toSeconds: 0.36)
        #expect(layer.presentation(of: box).frame.y == 259 && !layer.isAnimating(box))
    }

    /// A layer's properties are named after the layer's id (formatted when read).
    @Test func layerPropertiesAreNamedByLayerID() {
        let e = AnimationEngine()
        let scene = FakeScene()
        for name in ["a", "b"] { scene.add(FakeView(name)) { _ in AnimatableRect(x: 0, y: 0, width: 10, height: 10) } }
        let layer = ViewPresentation(engine: e) { scene.views }
        _ = layer.presentations()
        let second = layer.layer(for: scene.views[1])
        #expect([second.frame.name, second.alpha.name, second.transform.name] == ["view1.frame", "view1.alpha", "view1.transform"])
        #expect(e.register("plain", initial: 0.0).name == "plain")
    }

    @Test func changesOutsideBlocksAreImmediate() {
        let e = AnimationEngine()
        let scene = FakeScene()
        let v = FakeView("v")
        scene.add(v) { _ in AnimatableRect(x: 0, y: 0, width: 10, height: 10) }
        let layer = ViewPresentation(engine: e) { scene.views }
        v.alpha = 0.3
        v.laidOut.x = 40
        #expect(layer.presentation(of: v).alpha == 0.3 && layer.presentation(of: v).frame.x == 40)
    }

    /// An accordion panel — height constraint and alpha in one spring block.
    @Test func accordionAnimatesHeightAndAlphaTogether() {
        let e = AnimationEngine()
        let scene = FakeScene()
        scene.constants["h"] = 0
        let label = FakeView("content"), container = FakeView("container")
        label.alpha = 0
        scene.add(container) { AnimatableRect(x: 20, y: 99, width: 350, height: 50 + ($0["h"] ?? 0) + 16) }
        scene.add(label) { AnimatableRect(x: 36, y: 149, width: 318, height: $0["h"] ?? 0) }
        let layer = ViewPresentation(engine: e) { scene.views }
        scene.constants["h"] = 60
        var done: [Bool] = []
        e.animate(withDuration: 0.3, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5, animations: {
            label.alpha = 1
            scene.layoutIfNeeded()
        }) { done.append($0) }
        #expect(label.alpha == 1 && layer.presentation(of: label).alpha == 0)
        e.advance(toSeconds: 0.1)
        let mid = layer.presentation(of: label)
        #expect(mid.alpha > 0 && mid.frame.height > 0)
        // alpha and height share one progress
        #expect(abs(mid.alpha - mid.frame.height / 60) < 1e-9)
        #expect(abs(layer.presentation(of: container).frame.height - (66 + mid.frame.height)) < 1e-9)
        e.advance(toSeconds: 0.3)
        #expect(done == [true] && layer.presentation(of: label).frame.height == 60)
        // collapse again, interrupting half-way: no jump
        scene.constants["h"] = 0
        e.animate(withDuration: 0.3, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5) {
            label.alpha = 0; scene.layoutIfNeeded()
        }
        e.advance(toSeconds: 0.4)
        let before = layer.presentation(of: label).frame.height
        scene.constants["h"] = 60
        e.animate(withDuration: 0.3, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5) {
            label.alpha = 1; scene.layoutIfNeeded()
        }
        #expect(abs(layer.presentation(of: label).frame.height - before) < 1e-9)
        e.advance(toSeconds: 1)
        #expect(layer.presentation(of: label).frame.height == 60 && layer.presentation(of: label).alpha == 1)
    }

    /// A floating action button menu — rotation π/4, alphas, and frames fanning out, spring 0.7.
    @Test func fabRotatesRigidlyAndFansOut() {
        let e = AnimationEngine()
        let scene = FakeScene()
        scene.constants["open"] = 0
        let fab = FakeView("fab"), a1 = FakeView("action1")
        a1.alpha = 0
        scene.add(fab) { _ in AnimatableRect(x: 304, y: 700, width: 56, height: 56) }
        scene.add(a1) { AnimatableRect(x: 304, y: 700 - 76 * ($0["open"] ?? 0), width: 56, height: 56) }
        let layer = ViewPresentation(engine: e) { scene.views }
        scene.constants["open"] = 1
        e.animate(withDuration: 0.4, usingSpringWithDamping: 0.7, initialSpringVelocity: 0) {
            fab.transform = TransformComponents(a: cos(.pi / 4), b: sin(.pi / 4), c: -sin(.pi / 4), d: cos(.pi / 4), tx: 0, ty: 0)
            a1.alpha = 1
            scene.layoutIfNeeded()
        }
        var overshoot = false
        for i in 1...48 {
            e.advance(toSeconds: Double(i) / 120)
            let t = layer.presentation(of: fab).transform
            #expect(abs(t.scaleX - 1) < 1e-12 && abs(t.scaleY - 1) < 1e-12) // rigid
            if t.rotation > .pi / 4 + 1e-6 { overshoot = true }
            let y = layer.presentation(of: a1).frame.y
            #expect(y.isFinite)
        }
        #expect(overshoot) // ζ 0.7 overshoots
        #expect(abs(layer.presentation(of: fab).transform.rotation - .pi / 4) < 1e-12)
        #expect(layer.presentation(of: a1).frame.y == 624 && layer.presentation(of: a1).alpha == 1)
    }

    /// A text field's floating label — constraint update and alpha inside a 0.2 s block.
    @Test func floatingLabelRisesAndFadesIn() {
        let e = AnimationEngine()
        let scene = FakeScene()
        scene.constants["inset"] = 0
        let label = FakeView("floatingLabel")
        label.alpha = 0
        scene.add(label) { AnimatableRect(x: 4, y: 40 - 10 - ($0["inset"] ?? 0), width: 80, height: 20) }
        let layer = ViewPresentation(engine: e) { scene.views }
        e.animate(withDuration: 0.2) {
            scene.constants["inset"] = 32 // update(inset:) inside the block, then layoutIfNeeded
            label.alpha = 1
            scene.layoutIfNeeded()
        }
        e.advance(toSeconds: 0.1)
        let mid = layer.presentation(of: label)
        #expect(abs(mid.frame.y - (30 - 16)) < 1e-9 && abs(mid.alpha - 0.5) < 1e-9) // ease-in-out midpoint
        e.advance(toSeconds: 0.2)
        #expect(layer.presentation(of: label).frame.y == -2 && layer.presentation(of: label).alpha == 1)
    }

    /// A button press — scale to 0.95, then back to identity from the completion.
    @Test func buttonPressChainsAnimationsFromTheCompletion() {
        let e = AnimationEngine()
        let scene = FakeScene()
        let button = FakeView("button")
        scene.add(button) { _ in AnimatableRect(x: 0, y: 0, width: 200, height: 50) }
        let layer = ViewPresentation(engine: e) { scene.views }
        var tapped = 0
        e.animate(withDuration: 0.1, animations: {
            button.transform = TransformComponents(scaleX: 0.95, scaleY: 0.95)
        }) { _ in
            e.animate(withDuration: 0.1) { button.transform = .identity }
            tapped += 1
        }
        e.advance(toSeconds: 0.1)
        #expect(tapped == 1 && abs(layer.presentation(of: button).transform.scaleX - 0.95) < 1e-12)
        e.advance(toSeconds: 0.15)
        #expect(abs(layer.presentation(of: button).transform.scaleX - 0.975) < 1e-9)
        e.advance(toSeconds: 0.2)
        #expect(layer.presentation(of: button).transform == .identity && tapped == 1)
    }

    /// A pan-scrubbed bottom drawer with views: its frame follows the scrub, then the spring.
    @Test func drawerFrameFollowsScrubAndSpring() throws {
        let e = AnimationEngine()
        let scene = FakeScene()
        scene.constants["offset"] = -100
        let drawer = FakeView("drawer")
        scene.add(drawer) { AnimatableRect(x: 0, y: 844 + ($0["offset"] ?? 0), width: 390, height: -($0["offset"] ?? 0)) }
        let layer = ViewPresentation(engine: e) { scene.views }
        let animator = PropertyAnimator(engine: e, duration: 0.5, curve: .easeOut) {
            scene.constants["offset"] = -500
            scene.layoutIfNeeded()
        }
        animator.pauseAnimation()
        #expect(layer.presentation(of: drawer).frame.y == 744 && drawer.animationFrame.y == 344)
        animator.fractionComplete = 0.5
        #expect(layer.presentation(of: drawer).frame.y == 544 && layer.presentation(of: drawer).frame.height == 300)
        animator.continueAnimation(withTimingParameters: .spring(dampingRatio: 0.8, initialVelocity: 1), durationFactor: 0)
        e.advance(toSeconds: 0.25)
        #expect(animator.state == .inactive && layer.presentation(of: drawer).frame.y == 344)
    }

    @Test func stopWithoutFinishingWritesAlphaBackAndKeepsTheFrameUntilTheNextLayout() throws {
        let e = AnimationEngine()
        let scene = FakeScene()
        scene.constants["x"] = 0
        let v = FakeView("v")
        scene.add(v) { AnimatableRect(x: $0["x"] ?? 0, y: 0, width: 10, height: 10) }
        let layer = ViewPresentation(engine: e) { scene.views }
        scene.constants["x"] = 100
        let a = PropertyAnimator(engine: e, duration: 1, curve: .linear) {
            v.alpha = 0
            scene.layoutIfNeeded()
        }
        a.startAnimation()
        e.advance(toSeconds: 0.25)
        a.stopAnimation(true)
        #expect(abs(v.alpha - 0.75) < 1e-12) // written back to the view's model
        #expect(abs(layer.presentation(of: v).frame.x - 25) < 1e-9) // frame stays where it stopped
        scene.constants["x"] = 60
        scene.layoutIfNeeded() // the next layout pass outside animations snaps to layout
        #expect(layer.presentation(of: v).frame.x == 60)
    }

    @Test func viewTransitionsKeepRemovedViewsUntilDone() {
        let e = AnimationEngine()
        let scene = FakeScene()
        let card = FakeView("card")
        scene.add(card) { _ in AnimatableRect(x: 70, y: 200, width: 250, height: 350) }
        let layer = ViewPresentation(engine: e) { scene.views }
        layer.insert(card, transition: .move(edge: .leading).combined(with: .opacity), animation: .easeInOut(duration: 1))
        let start = layer.presentation(of: card)
        #expect(start.alpha == 0 && start.visibleFrame.x == 70 - 250)
        e.advance(toSeconds: 0.5)
        #expect(abs(layer.presentation(of: card).visibleFrame.x - (70 - 125)) < 1e-9)
        e.advance(toSeconds: 1)
        #expect(layer.transitionPhase(of: card) == .identity && layer.presentation(of: card).visibleFrame.x == 70)
        layer.remove(card, animation: .linear(duration: 0.5))
        e.advance(toSeconds: 1.25)
        #expect(layer.drainRemovedViews().isEmpty && layer.transitionPhase(of: card) == .didDisappear)
        e.advance(toSeconds: 1.5)
        #expect(layer.drainRemovedViews().map(\.name) == ["card"])
    }
}

@Suite struct ViewPresentationPruningTests {
    @Test func layersOfDeadViewsAreForgotten() {
        let e = AnimationEngine()
        var scene = FakeScene()
        let layer = ViewPresentation(engine: e) { scene.views }
        for round in 0..<10 {
            scene = FakeScene()
            for i in 0..<50 {
                let v = FakeView("v\(round).\(i)")
                scene.add(v) { _ in AnimatableRect(x: Double(i), y: 0, width: 1, height: 1) }
                _ = layer.presentation(of: v)
            }
            e.animate(withDuration: 0.1) { scene.views[0].alpha = 0.5 }
        }
        #expect(layer.layers.count <= 200)
        #expect(layer.presentation(of: scene.views[3]).frame.x == 3)
    }
}

@Suite struct PresentationGeometryTests {
    @Test func transformedFrameAppliesTransformAboutTheCenterThenTheEffect() {
        let v = PresentationValues(frame: AnimatableRect(x: 0, y: 0, width: 100, height: 50), alpha: 1,
                                   transform: TransformComponents(scaleX: 0.5, scaleY: 0.5), effect: .identity)
        #expect(v.transformedFrame == AnimatableRect(x: 25, y: 12.5, width: 50, height: 25))
        var w = v
        w.effect = TransitionEffect(offsetX: 10)
        #expect(w.transformedFrame == AnimatableRect(x: 35, y: 12.5, width: 50, height: 25))
    }

    @Test func engineIsIdleWhenNothingRuns() throws {
        let e = AnimationEngine()
        #expect(e.isIdle)
        let a = PropertyAnimator(engine: e, duration: 1, curve: .linear)
        a.startAnimation()
        #expect(!e.isIdle)
        a.pauseAnimation()
        #expect(e.isIdle)
    }
}
