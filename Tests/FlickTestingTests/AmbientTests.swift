import Testing
import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim
import FlickTesting

/// Test code spelled as in UIKit runs on the tester's scene: `run { }` installs its engine and
/// clock, as every step does.
@Suite struct AmbientTests {
    @Test func setContentOffsetAnimatedFromATestRunsOnTheScenesClock() throws {
        let t = SceneTester(try ListScene())
        t.advance(by: 0.5)
        let start = t.time
        t.run { t.scene.scrollView.setContentOffset(Point(x: 0, y: 400), animated: true) }
        #expect(t.scene.scrollView.restTime == start + InteractiveScrollView.scrollAnimationDuration)
        t.advance(by: 0.15)
        #expect(t.scene.scrollView.contentOffset.y < 400)
        #expect(t.settle())
        #expect(t.scene.scrollView.contentOffset.y == 400)
    }

    @Test func viewAnimateFromATestUsesTheScenesEngine() throws {
        let t = SceneTester(try ListScene())
        let animator = t.run { View.animate(withDuration: 0.2) { t.scene.content.alpha = 0.5 } }
        #expect(animator?.engine === t.scene.engine)
        #expect(t.settle())
        #expect(t.scene.content.alpha == 0.5)
    }
}
