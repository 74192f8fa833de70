import FlickAnimation
import FlickGestures
import FlickLayout
import Testing
@testable import FlickSim

/// UIKit code that ports with renames only, with UIKit's documented results: CGRect's
/// `insetBy`/`offsetBy`, timing curves from control points, `UIView.performWithoutAnimation`
/// and `UIScrollView.scrollRectToVisible(_:animated:)`.
@Suite struct UIKitPortingTests {
    @Test func rectInsetByAndOffsetBy() {
        let rect = Rect(x: 10, y: 20, width: 100, height: 50)
        #expect(rect.insetBy(dx: 10, dy: 5) == Rect(x: 20, y: 25, width: 80, height: 40))
        #expect(rect.insetBy(dx: -10, dy: 0) == Rect(x: 0, y: 20, width: 120, height: 50))
        #expect(rect.offsetBy(dx: 5, dy: -20) == Rect(x: 15, y: 0, width: 100, height: 50))
        // Past half the size (CoreGraphics: the null rect): zero length at the center.
        #expect(rect.insetBy(dx: 60, dy: 0) == Rect(x: 60, y: 20, width: 0, height: 50))
        #expect(rect.inset(by: EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)) == Rect(x: 20, y: 25, width: 70, height: 30))
    }

    @Test func timingCurvesFromControlPoints() {
        let engine = AnimationEngine()
        let animator = PropertyAnimator(engine: engine, duration: 0.5,
                                        controlPoint1: Point(x: 0.1, y: 0.9), controlPoint2: Point(x: 0.2, y: 1))
        #expect(animator.timingParameters == .controlPoints(0.1, 0.9, 0.2, 1))
        #expect(TimingParameters.controlPoints(Point(x: 0.42, y: 0), Point(x: 0.58, y: 1)) == .curve(.easeInOut))
        #expect(CubicBezier(controlPoint1: Point(x: 0, y: 0), controlPoint2: Point(x: 1, y: 1)) == .linear)
    }

    /// "Changes made inside `actionsWithoutAnimation` are not animated", even inside an
    /// animation block: the box's alpha animates, its move does not.
    @Test func performWithoutAnimationInsideAnAnimationBlock() throws {
        let scene = try OneBoxScene()
        _ = scene.withAmbient {
            View.animate(withDuration: 1) {
                scene.box.alpha = 0
                View.performWithoutAnimation {
                    scene.left?.update(offset: 200)
                    scene.root.layoutIfNeeded()
                }
            }
        }
        scene.advance(to: 500_000_000)
        scene.layout()
        let shown = scene.box.layer.presentation()
        #expect(shown?.frame.minX == 200)
        #expect(abs((shown?.opacity ?? 0) - 0.5) < 0.2)
        // Outside any block (and with no engine installed) the block just runs.
        View.performWithoutAnimation { scene.box.alpha = 1 }
        #expect(scene.box.alpha == 1)
    }

    @Test func scrollRectToVisibleScrollsTheLeastDistance() {
        let window = View(frame: Rect(x: 0, y: 0, width: 390, height: 800))
        let scroll = InteractiveScrollView(frame: Rect(x: 0, y: 0, width: 390, height: 800))
        window.addSubview(scroll)
        scroll.contentSizeOverride = Size(width: 390, height: 3000)
        // Below the visible area: its bottom edge comes to the bottom.
        scroll.scrollRectToVisible(Rect(x: 0, y: 1000, width: 100, height: 100), animated: false)
        #expect(scroll.contentOffset.y == 300)
        // Already visible: nothing moves.
        scroll.scrollRectToVisible(Rect(x: 0, y: 500, width: 100, height: 100), animated: false)
        #expect(scroll.contentOffset.y == 300)
        // Above: its top edge comes to the top.
        scroll.scrollRectToVisible(Rect(x: 0, y: 100, width: 100, height: 100), animated: false)
        #expect(scroll.contentOffset.y == 100)
        // Past the end: clamped to the last offset.
        scroll.scrollRectToVisible(Rect(x: 0, y: 2950, width: 100, height: 200), animated: false)
        #expect(scroll.contentOffset.y == 2200)
        // Animated: through setContentOffset(_:animated:), on the clock.
        scroll.scrollRectToVisible(Rect(x: 0, y: 0, width: 10, height: 10), animated: true)
        #expect(scroll.isScrollAnimating)
        scroll.update(at: 10_000_000_000)
        #expect(scroll.contentOffset.y == 0)
    }
}
