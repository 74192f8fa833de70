import Testing
@testable import FlickLayout
import FlickTestSupport

// UIKit's lifecycle hooks, written as UIKit code (UIView → View, UIViewController →
// ViewController, CGRect → Rect): subclasses override the hooks and record the order in which
// the layout pass calls them. Expected orders and counts are UIKit's documented ones:
// - updateConstraints(): "the system calls this method … before layout"; constraint updates run
//   "from the bottom up" (subviews before their superviews, the view controller's
//   updateViewConstraints() for its root view); overrides call super as the last step;
// - layoutSubviews() "top-down", viewWillLayoutSubviews()/viewDidLayoutSubviews() around the
//   root view's own layout ("this method being called does not indicate that the individual
//   layouts of the view's subviews have been adjusted");
// - safeAreaInsetsDidChange() / layoutMarginsDidChange() when those values change.

/// The shared log of hook calls.
private final class HookLog { var entries: [String] = [] }

/// A view that builds its constraints in `updateConstraints()` (the "didSetupConstraints"
/// pattern of UIKit code) and logs every hook.
private final class LoggingView: View {
    let log: HookLog
    let label: String
    var didSetupConstraints = false
    var widthConstraint: Constraint?
    var width: Double = 100
    var callsSuper = true
    var marksSuperview = false

    init(_ label: String, log: HookLog) {
        self.label = label; self.log = log
        super.init(frame: .zero)
    }

    override func updateConstraints() {
        log.entries.append("\(label).updateConstraints")
        if !didSetupConstraints, superview != nil {
            snp.makeConstraints { make in
                make.top.left.equalToSuperview()
                widthConstraint = make.width.equalTo(width).constraint
                make.height.equalTo(50)
            }
            didSetupConstraints = true
        }
        widthConstraint?.update(offset: width)
        if marksSuperview { superview?.setNeedsUpdateConstraints() }
        if callsSuper { super.updateConstraints() }
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        log.entries.append("\(label).layoutSubviews")
    }
    override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        log.entries.append("\(label).safeAreaInsetsDidChange")
    }
    override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        log.entries.append("\(label).layoutMarginsDidChange")
    }
}

private final class LoggingViewController: ViewController {
    let log: HookLog
    let container: LoggingView
    let child: LoggingView
    var frameSeenInDidLayout: Rect?

    init(log: HookLog, screen: Screen) {
        self.log = log
        container = LoggingView("container", log: log)
        child = LoggingView("child", log: log)
        super.init(screen: screen)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(container)
        container.addSubview(child)
        child.width = 40
    }
    override func updateViewConstraints() {
        log.entries.append("vc.updateViewConstraints")
        super.updateViewConstraints()
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        log.entries.append("vc.viewWillLayoutSubviews")
    }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        log.entries.append("vc.viewDidLayoutSubviews")
        frameSeenInDidLayout = container.frame
    }
    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        log.entries.append("vc.viewSafeAreaInsetsDidChange")
    }
    override func viewLayoutMarginsDidChange() {
        super.viewLayoutMarginsDidChange()
        log.entries.append("vc.viewLayoutMarginsDidChange")
    }
}

@Suite struct LifecycleHookTests {
    private func loaded(_ profile: DeviceProfile = .iPhoneSE) -> (LoggingViewController, HookLog) {
        let log = HookLog()
        let vc = LoggingViewController(log: log, screen: Screen(profile))
        vc.loadViewIfNeeded()
        return (vc, log)
    }

    /// The first pass: update constraints bottom-up (child, container, then the controller for
    /// its root view), then layout top-down with the controller's hooks around the root's.
    @Test func theFirstPassUpdatesConstraintsBottomUpThenLaysOutTopDown() {
        let (vc, log) = loaded()
        vc.view.layoutIfNeeded()
        #expect(log.entries == [
            "child.updateConstraints", "container.updateConstraints", "vc.updateViewConstraints",
            // Both sit under the iPhone SE's 20 pt status bar: their insets became non-zero.
            "container.safeAreaInsetsDidChange", "container.layoutMarginsDidChange",
            "child.safeAreaInsetsDidChange", "child.layoutMarginsDidChange",
            "vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews",
            "container.layoutSubviews", "child.layoutSubviews",
        ])
        // Constraints made in updateConstraints() are solved in the same pass.
        #expect(vc.container.frame == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(vc.child.frame == Rect(x: 0, y: 0, width: 40, height: 50))
        #expect(vc.frameSeenInDidLayout == Rect(x: 0, y: 0, width: 100, height: 50))
        #expect(!vc.container.needsUpdateConstraints() && !vc.view.needsUpdateConstraints())
        #expect(vc.view.events.isEmpty)
        // Nothing asked: a second pass calls nothing.
        log.entries = []
        vc.view.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    /// setNeedsUpdateConstraints() coalesces; the change made in updateConstraints() is laid
    /// out in the same pass; the resized view gets layoutSubviews(), the screen does not.
    @Test func setNeedsUpdateConstraintsCoalescesIntoOneCall() {
        let (vc, log) = loaded()
        vc.view.layoutIfNeeded()
        log.entries = []
        vc.container.width = 200
        vc.container.setNeedsUpdateConstraints()
        vc.container.setNeedsUpdateConstraints()
        #expect(vc.container.needsUpdateConstraints())
        #expect(!vc.child.needsUpdateConstraints())
        vc.view.layoutIfNeeded()
        #expect(log.entries == ["container.updateConstraints", "container.layoutSubviews"])
        #expect(vc.container.frame.width == 200)
        #expect(!vc.container.needsUpdateConstraints())
    }

    /// updateConstraintsIfNeeded() runs the step now for the receiver's subtree only; the
    /// frames change at the next layout pass.
    @Test func updateConstraintsIfNeededRunsTheStepForTheSubtreeNow() {
        let (vc, log) = loaded()
        vc.view.layoutIfNeeded()
        log.entries = []
        vc.child.width = 60
        vc.child.setNeedsUpdateConstraints()
        vc.view.setNeedsUpdateConstraints()
        vc.container.updateConstraintsIfNeeded()
        #expect(log.entries == ["child.updateConstraints"])
        #expect(vc.child.frame.width == 40)             // not laid out yet
        #expect(vc.view.needsUpdateConstraints())        // outside the subtree: still due
        vc.container.updateConstraintsIfNeeded()
        #expect(log.entries == ["child.updateConstraints"])
        vc.view.layoutIfNeeded()
        #expect(log.entries == ["child.updateConstraints", "vc.updateViewConstraints", "child.layoutSubviews"])
        #expect(vc.child.frame.width == 60)
    }

    /// A subview that marks its superview from its own update: the superview is updated after
    /// it in the same step (bottom-up), once.
    @Test func aSuperviewMarkedByItsSubviewIsUpdatedAfterItInTheSameStep() {
        let (vc, log) = loaded()
        vc.view.layoutIfNeeded()
        log.entries = []
        vc.child.marksSuperview = true
        vc.child.setNeedsUpdateConstraints()
        vc.view.layoutIfNeeded()
        #expect(log.entries == ["child.updateConstraints", "container.updateConstraints"])
    }

    /// A view that marks itself again from updateConstraints() is updated once per pass.
    @Test func aViewThatMarksItselfAgainIsUpdatedOncePerPass() {
        let screen = makeScreen()
        let log = HookLog()
        final class Restless: View {
            let log: HookLog
            init(log: HookLog) { self.log = log; super.init(frame: .zero) }
            override func updateConstraints() {
                log.entries.append("restless")
                setNeedsUpdateConstraints()
                super.updateConstraints()
            }
        }
        let v = Restless(log: log)
        screen.addSubview(v)
        screen.layoutIfNeeded()
        #expect(log.entries.count == 1)
        screen.layoutIfNeeded()
        #expect(log.entries.count == 2)
        #expect(v.needsUpdateConstraints())
    }

    /// An override that forgets super.updateConstraints() is recorded (UIKit raises).
    @Test func anOverrideWithoutSuperIsRecorded() {
        let (vc, _) = loaded()
        vc.child.callsSuper = false
        vc.view.layoutIfNeeded()
        let events = vc.view.events.filter { $0.kind == .missingSuperCall }
        #expect(events.count == 1)
        #expect(events.first?.message.contains("super.updateConstraints()") == true)
        #expect(vc.child.frame.width == 40)              // what it did is kept
    }

    /// Rotation: the root's insets and margins change, so do the full-screen container's
    /// (no guide used); each hook runs once, in the pass, before the layout step.
    @Test func rotationCallsTheInsetAndMarginHooksOnce() {
        let (vc, log) = loaded(.iPhone15Pro)
        vc.container.width = 393
        vc.container.setNeedsUpdateConstraints()
        vc.view.layoutIfNeeded()
        // Placed over the top unsafe band: its insets became non-zero in the first pass.
        #expect(log.entries.filter { $0.hasPrefix("container.safeArea") }.count == 1)
        #expect(vc.container.safeAreaInsets == EdgeInsets(top: 50, left: 0, bottom: 0, right: 0))
        log.entries = []
        vc.view.setOrientation(.landscape)
        #expect(log.entries.isEmpty)                     // in the pass, not at once
        vc.view.layoutIfNeeded()
        func count(_ s: String) -> Int { log.entries.filter { $0 == s }.count }
        #expect(count("vc.viewSafeAreaInsetsDidChange") == 1)
        #expect(count("vc.viewLayoutMarginsDidChange") == 1)
        #expect(count("vc.viewWillLayoutSubviews") == 1)
        #expect(count("vc.viewDidLayoutSubviews") == 1)
        #expect(count("container.safeAreaInsetsDidChange") == 1)
        #expect(count("container.layoutMarginsDidChange") == 1)
        // Landscape iPhone 15 Pro: 59 pt left inset; the container (0,0,393,50) is inside it
        // up to 59 pt, and no longer under the top band.
        #expect(vc.container.safeAreaInsets == EdgeInsets(top: 0, left: 59, bottom: 0, right: 0))
        let i = log.entries.firstIndex(of: "vc.viewSafeAreaInsetsDidChange")!
        #expect(i < log.entries.firstIndex(of: "vc.viewWillLayoutSubviews")!)
        // Back: once more each.
        log.entries = []
        vc.view.setOrientation(.portrait)
        vc.view.layoutIfNeeded()
        #expect(count("vc.viewSafeAreaInsetsDidChange") == 1 && count("container.safeAreaInsetsDidChange") == 1)
    }

    /// A new safe area without a new size (the fuzzer's safe-area mutation): the hooks of the
    /// root and of every view whose insets it changes, though nothing moved.
    @Test func aNewSafeAreaCallsTheHooksOfViewsThatDidNotMove() {
        let (vc, log) = loaded(.iPhoneSE)
        vc.view.layoutIfNeeded()
        #expect(vc.container.safeAreaInsets == EdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        log.entries = []
        var p = vc.view.profile
        p.portraitSafeArea = EdgeInsets(top: 30, left: 10, bottom: 0, right: 0)
        vc.view.setProfile(p)
        vc.view.layoutIfNeeded()
        #expect(vc.container.safeAreaInsets == EdgeInsets(top: 30, left: 10, bottom: 0, right: 0))
        #expect(log.entries.filter { $0 == "container.safeAreaInsetsDidChange" }.count == 1)
        #expect(log.entries.filter { $0 == "child.safeAreaInsetsDidChange" }.count == 1)
        #expect(log.entries.filter { $0 == "vc.viewSafeAreaInsetsDidChange" }.count == 1)
        // Margins include the safe area by default: they changed too.
        #expect(log.entries.filter { $0 == "vc.viewLayoutMarginsDidChange" }.count == 1)
        // The same safe area again: no hook.
        log.entries = []
        vc.view.setProfile(p)
        vc.view.layoutIfNeeded()
        #expect(log.entries.isEmpty)
    }

    /// A view under the status bar that leaves the screen has no safe area any more, and
    /// gets its hook again when it comes back.
    @Test func aViewThatLeavesTheScreenHasNoSafeArea() {
        let (vc, log) = loaded()
        vc.view.layoutIfNeeded()
        #expect(vc.child.safeAreaInsets.top == 20)
        vc.child.removeFromSuperview()
        #expect(vc.child.safeAreaInsets == .zero)
        log.entries = []
        vc.child.didSetupConstraints = false             // its constraints went with it
        vc.container.addSubview(vc.child)
        vc.view.layoutIfNeeded()
        #expect(vc.child.safeAreaInsets.top == 20)
        #expect(log.entries.filter { $0 == "child.safeAreaInsetsDidChange" }.count == 1)
    }

    /// Setting margins to a new value calls layoutMarginsDidChange() at once; the same value
    /// does not; the root's margins reach the controller.
    @Test func settingMarginsCallsLayoutMarginsDidChange() {
        let (vc, log) = loaded()
        vc.view.layoutIfNeeded()
        log.entries = []
        vc.container.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12)
        #expect(log.entries == ["container.layoutMarginsDidChange"])
        vc.container.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 12, bottom: 4, trailing: 12)
        vc.container.layoutMargins = EdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
        #expect(log.entries == ["container.layoutMarginsDidChange"])
        vc.view.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 24, bottom: 0, trailing: 24)
        #expect(log.entries == ["container.layoutMarginsDidChange", "vc.viewLayoutMarginsDidChange"])
    }

    /// view.setNeedsLayout() on the root: the controller's layout hooks run, once.
    @Test func setNeedsLayoutOnTheRootRunsTheControllersLayoutHooks() {
        let (vc, log) = loaded()
        vc.view.layoutIfNeeded()
        log.entries = []
        vc.view.setNeedsLayout()
        vc.view.setNeedsLayout()
        vc.view.layoutIfNeeded()
        #expect(log.entries == ["vc.viewWillLayoutSubviews", "vc.viewDidLayoutSubviews"])
    }
}
