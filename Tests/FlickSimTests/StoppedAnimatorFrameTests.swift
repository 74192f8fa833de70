import FlickAnimation
import FlickLayout
import Testing
@testable import FlickSim

/// UIViewPropertyAnimator.finishAnimation(at: .current) after stopAnimation(false): "the
/// animated properties … are left at their current values" — the view is shown where it
/// stopped, not at the end of the animation, until its layout frame next changes.
@Suite struct StoppedAnimatorFrameTests {
    /// `OneBoxScene`'s box, its leading constraint animated from 0 to 300 pt, linearly, in
    /// 0.3 s, stopped at `seconds` and finished at `position`.
    func moved(stoppingAt seconds: Double, finishingAt position: AnimatingPosition) throws -> (scene: OneBoxScene, x: Double?) {
        let scene = try OneBoxScene()
        let animator = PropertyAnimator(engine: scene.engine, duration: 0.3, curve: .linear) {
            scene.left?.update(offset: 300)
            scene.root.layoutIfNeeded()
        }
        animator.startAnimation()
        scene.advance(to: Int64((seconds * 1e9).rounded()))
        scene.layout()
        animator.stopAnimation(false)
        animator.finishAnimation(at: position)
        #expect(animator.state == .inactive)
        scene.advance(to: 1_000_000_000)
        scene.layout()
        return (scene, scene.shownX())
    }

    @Test func finishingAtCurrentLeavesTheViewWhereItStopped() throws {
        let (scene, x) = try moved(stoppingAt: 0.2, finishingAt: .current)
        #expect(abs((x ?? 0) - 200) < 1e-6)
        #expect(abs((scene.box.layer.presentation()?.frame.minX ?? 0) - 200) < 1e-6)
        // The model (Auto Layout's frame) is the constraint's.
        #expect(scene.box.frame.minX == 300)
        #expect(scene.engine.violations.isEmpty)
    }

    @Test func finishingAtCurrentHalfwayShowsTheHalfwayFrame() throws {
        let (_, x) = try moved(stoppingAt: 0.15, finishingAt: .current)
        #expect(abs((x ?? 0) - 150) < 1e-6)
    }

    @Test func finishingAtEndOrStartShowsThatEnd() throws {
        #expect(try moved(stoppingAt: 0.2, finishingAt: .end).x == 300)
        // At `.start` the presentation goes back to 0 while the model keeps 300.
        #expect(abs((try moved(stoppingAt: 0.2, finishingAt: .start).x ?? -1)) < 1e-6)
    }

    @Test func theNextLayoutChangeMovesTheStoppedViewToItsModel() throws {
        let (scene, _) = try moved(stoppingAt: 0.2, finishingAt: .current)
        scene.left?.update(offset: 100)
        scene.layout()
        #expect(scene.shownX() == 100)
        #expect(scene.presentation.hasDisplacedFrames == false)
    }
}
