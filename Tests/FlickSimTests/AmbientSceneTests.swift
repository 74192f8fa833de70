import FlickAnimation
import FlickCore
import FlickGestures
import FlickInput
import FlickLayout
import Testing
@testable import FlickSim

/// UIKit code without engines or times (`PropertyAnimator(duration:curve:animations:)`,
/// `View.animate`, `setContentOffset(_:animated:)`) acts on the scene being run, and two
/// scenes run in one process never reach each other's clock.
@Suite struct AmbientSceneTests {
    /// A box that fades out with an animator made in `init` without an engine, started when
    /// the first frame arrives; a `View.animate` moves it once it faded; a scroll view scrolls
    /// with `setContentOffset(_:animated:)`.
    final class FadingScene: SceneHost {
        let box = View()
        let scroll = InteractiveScrollView()
        let fade: PropertyAnimator
        var started = false
        var left: Constraint?
        var animateEngine: AnimationEngine?

        init(delay: Int64) throws(SceneError) {
            fade = PropertyAnimator(duration: 0.5, curve: .linear)
            startTime = delay
            try super.init(environment: SceneEnvironment())
            root.addSubview(scroll)
            scroll.snp.makeConstraints { $0.edges.equalToSuperview() }
            scroll.contentSize = Size(width: 393, height: 3000)
            root.addSubview(box)
            box.snp.makeConstraints { make in
                make.size.equalTo(50)
                left = make.left.equalToSuperview().offset(10).constraint
                make.top.equalToSuperview().offset(100)
            }
            fade.addAnimations { [unowned self] in self.box.alpha = 0 }
            fade.addCompletion { [unowned self] _ in
                self.left?.update(offset: 200)
                self.animateEngine = View.animate(withDuration: 0.25) { self.root.layoutIfNeeded() }?.engine
            }
            scroll.attachGestures(to: router)
            finishBuilding()
        }
        let startTime: Int64

        override func advance(to time: Int64) {
            super.advance(to: time)
            if !started && time >= startTime {
                started = true
                fade.startAnimation()
                scroll.setContentOffset(Point(x: 0, y: 400), animated: true)
            }
        }
    }

    @Test func twoSimulatorsSteppedInTurnKeepTheirOwnClocks() throws {
        let a = try FadingScene(delay: 0), b = try FadingScene(delay: 100_000_000)
        let simA = Simulator(scene: a, name: "a"), simB = Simulator(scene: b, name: "b")
        for _ in 0..<120 { simA.runTick(); simB.runTick(); simB.runTick() }
        #expect(a.fade.engine === a.engine && b.fade.engine === b.engine)
        #expect(a.animateEngine === a.engine && b.animateEngine === b.engine)
        #expect(a.box.alpha == 0 && b.box.alpha == 0)
        #expect(a.scroll.contentOffset.y == 400 && b.scroll.contentOffset.y == 400)
        #expect(AnimationEngine.current == nil && AmbientClock.current == nil)
        // The same runs, one after the other, give the same frames.
        let a2 = try FadingScene(delay: 0), b2 = try FadingScene(delay: 100_000_000)
        let simA2 = Simulator(scene: a2, name: "a"), simB2 = Simulator(scene: b2, name: "b")
        for _ in 0..<120 { simA2.runTick() }
        for _ in 0..<240 { simB2.runTick() }
        #expect(simA.result(settled: true).digest == simA2.result(settled: true).digest)
        #expect(simB.result(settled: true).digest == simB2.result(settled: true).digest)
    }

    /// CALayer.presentation(): "a copy of the presentation layer object that represents the
    /// state of the layer as it currently appears onscreen".
    @Test func layerPresentationReadsTheInFlightValues() throws {
        let scene = try FadingScene(delay: 0)
        let sim = Simulator(scene: scene, name: "fade")
        #expect(scene.box.layer.presentation()?.opacity == 1)
        for _ in 0..<31 { sim.runTick() }                             // 0.25 s into the 0.5 s fade
        let mid = try #require(scene.box.layer.presentation())
        #expect(scene.box.alpha == 0)                                  // the model is final at once
        #expect(abs(mid.opacity - 0.5) < 0.02)
        #expect(mid.frame == Rect(x: 10, y: 100, width: 50, height: 50))
        for _ in 0..<45 { sim.runTick() }                             // into the move
        let moving = try #require(scene.box.layer.presentation())
        #expect(moving.frame.minX > 10 && moving.frame.minX < 200)
        #expect(scene.box.frame.minX == 200)
        #expect(View().layer.presentation() == nil)                    // on no screen
    }
}
