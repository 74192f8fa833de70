import Testing
import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim
import FlickTesting

/// The constraint-animation screens, ported with renames only (see
/// `ConstraintAnimationScreens.swift`), driven through the tester: frames from the constraints
/// (hand-computed from the profiles' sizes and safe areas), the animations on the scene's clock,
/// buttons with target-action and a pan owned by the drawer.
@Suite struct ConstraintAnimationScreensTests {
    static func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    /// The move as `animate(withDuration:)` (0.35 s), with a spring and an option (0.5 s), and
    /// on a property animator (0.5 s).
    @Test(arguments: [("animate", 0.35), ("spring", 0.5), ("animator", 0.5)])
    func theBoxMovesToItsNewConstraintOverTheAnimation(form: String, duration: Double) throws {
        let t = SceneTester(try ControllerScene(.iPhone15Pro) { BasicAnimationViewController(screen: $0) })
        let vc = t.scene.controller!
        #expect(vc.boxView.frame == Self.R(440.0 / 3, 59 + 50, 100, 100))   // 146.67 on the 1/3 pt grid
        t.scene.withAmbient {
            switch form {
            case "animate": vc.moveBox()
            case "spring": vc.moveBoxWithSpring()
            default: vc.moveBoxOnAnimator()
            }
        }
        #expect(vc.boxView.frame == Self.R(440.0 / 3, 59 + 200, 100, 100))  // the model value at once
        let start = t.seconds
        t.advance(by: duration / 4)
        let shown = try #require(t.presentation(of: vc.boxView)).frame.minY
        #expect(shown > 59 + 50 + 5 && shown < 59 + 200 - 5)                 // on its way
        t.settle()
        #expect(t.presentation(of: vc.boxView)?.frame == Self.R(440.0 / 3, 59 + 200, 100, 100))
        #expect(t.seconds - start < duration + 0.05)
    }

    @Test func theCardIsRemadeBetweenItsStatesWithASpring() throws {
        let t = SceneTester(try ControllerScene(.iPhone15Pro) { CardViewController(screen: $0) })
        let vc = t.scene.controller!
        let compact = Self.R(20, 852 - 34 - 20 - 80, 353, 80), expanded = Self.R(20, 59 + 20, 353, 300)
        #expect(vc.cardView.frame == compact)
        t.scene.withAmbient { vc.toggleCardState(isExpanded: true) }
        t.advance(by: 0.1)
        #expect(t.presentation(of: vc.cardView)?.frame != expanded)
        t.settle()
        #expect(t.presentation(of: vc.cardView)?.frame == expanded)
        t.scene.withAmbient { vc.toggleCardState(isExpanded: false) }
        t.settle()
        #expect(t.presentation(of: vc.cardView)?.frame == compact)
        #expect(t.violations.filter { $0.kind != .frameBudget }.isEmpty)
    }

    @Test func theAccordionsButtonTogglesOnTouchUpInsideOnly() throws {
        let t = SceneTester(try ControllerScene(.iPhoneSE) { AccordionViewController(screen: $0) })
        let vc = t.scene.controller!
        #expect(vc.containerView.frame == Self.R(20, 20 + 40, 335, 66))
        #expect(vc.contentLabel.frame == Self.R(16, 50, 303, 0))
        t.tap(vc.headerButton)
        #expect(vc.isExpanded)
        #expect(vc.headerButton.title(for: .normal) == "Tafsilotlarni yashirish")
        t.settle()
        // The label wraps at its laid-out width (303 pt): 17 pt text, 20.4 pt lines.
        let lines = vc.contentLabel.textLayout.lines.count
        #expect(lines > 1)
        #expect(vc.contentLabel.frame.height == (Double(lines) * 20.4 * 2).rounded() / 2)
        #expect(vc.containerView.frame.height == 50 + vc.contentLabel.frame.height + 16)
        #expect(t.presentation(of: vc.contentLabel)?.alpha == 1)
        // Pressed, dragged well past the 70 pt tracking margin and lifted: touch-up outside, no toggle.
        let f = t.press(at: t.center(of: vc.headerButton))
        t.move(f, to: Point(x: 187, y: 500), duration: 0.2)
        t.lift(f)
        t.settle()
        #expect(vc.isExpanded)
        t.tap(vc.headerButton)
        t.settle()
        #expect(!vc.isExpanded)
        #expect(vc.containerView.frame.height == 66)
        #expect(t.presentation(of: vc.contentLabel)?.alpha == 0)
        #expect(t.violations.filter { $0.kind != .frameBudget }.isEmpty)
    }

    @Test func theFABFansOutAndItsRotatedButtonClosesIt() throws {
        let t = SceneTester(try ControllerScene(.iPhone15Pro) { FABViewController(screen: $0) })
        let vc = t.scene.controller!
        let fab = Self.R(393 - 30 - 56, 852 - 34 - 30 - 56, 56, 56)
        #expect(vc.mainFab.frame == fab && vc.action1.frame == fab && vc.action2.frame == fab)
        t.tap(vc.mainFab)
        t.settle()
        #expect(vc.isMenuOpen)
        #expect(t.presentation(of: vc.action1)?.frame == Self.R(fab.minX, fab.minY - 20 - 56, 56, 56))
        #expect(t.presentation(of: vc.action2)?.frame == Self.R(fab.minX - 20 - 56, fab.minY, 56, 56))
        #expect(t.presentation(of: vc.action1)?.alpha == 1)
        let angle = try #require(t.presentation(of: vc.mainFab)).rotation
        #expect(abs(angle - .pi / 4) < 1e-9)
        // Rotated 45°: a corner of the unrotated square is off the button (no toggle); a tap at
        // the center closes the menu.
        t.tap(at: Point(x: fab.minX + 1, y: fab.minY + 1))
        t.settle()
        #expect(vc.isMenuOpen)
        t.tap(at: Point(x: fab.midX, y: fab.midY))
        t.settle()
        #expect(!vc.isMenuOpen)
        #expect(t.presentation(of: vc.action1)?.frame == fab)
        #expect(t.presentation(of: vc.mainFab)?.transform.isIdentity == true)
        #expect(t.violations.filter { $0.kind != .frameBudget }.isEmpty)
    }

    @Test func theDrawerFollowsItsOwnPanAndFinishesOnLift() throws {
        let t = SceneTester(try ControllerScene(.iPhoneSE) { DrawerViewController(screen: $0) })
        let vc = t.scene.controller!
        #expect(vc.drawerView.frame == Self.R(0, 567, 375, 100))
        let pan = try #require(vc.drawerView.gestureRecognizers?.first as? PanGestureRecognizer)
        let f = t.press(at: Point(x: 187, y: 620))
        t.move(f, to: Point(x: 187, y: 420), duration: 0.3)
        #expect(pan.state == .changed)
        // Scrubbing is linear (UIKit's `scrubsLinearly` default): the drawer's top is as far
        // along the 400 pt as the finger's translation says.
        let fraction = max(0, min(1, -pan.translation(in: vc.view).y / 400))
        #expect(fraction > 0.3 && fraction < 0.6)
        #expect(vc.animator.state == .active && !vc.animator.isRunning)
        #expect(abs(vc.animator.fractionComplete - fraction) < 1e-9)
        let top = try #require(t.presentation(of: vc.drawerView)).frame.minY
        #expect(abs(top - (567 - 400 * fraction)) < 0.5)
        t.lift(f)
        t.settle()
        #expect(vc.drawerView.frame == Self.R(0, 167, 375, 500))
        #expect(t.presentation(of: vc.drawerView)?.frame == Self.R(0, 167, 375, 500))
        #expect(vc.animator.state == .inactive)
        #expect(t.violations.filter { $0.kind != .frameBudget }.isEmpty)
    }
}
