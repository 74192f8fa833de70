import FlickAnimation
import FlickGestures
import FlickInput
import FlickLayout
import FlickSim

/// A bottom drawer whose top constraint is scrubbed by a pan through a property animator
/// (`fractionComplete = −translation.y / 400`), continued on release.
///
/// Interruptible, so that repeated use works (UIKit's interruptible-animation pattern): a pan
/// that lands while the animator runs pauses it and scrubs on from where it is. The drawer
/// toggles between two detents (collapsed: top 100 pt above the bottom; open: 500 pt).
/// Rule: the drawer's top stays between its detents.
/// The `conflict` variant: a pan that begins with two fingers activates a required
/// `height == 200` on the drawer, which contradicts its edges (expects unsatisfiable).
package final class DrawerScene: SceneHost {
    let drawerView = View()
    @exclusivity(unchecked)
    var topConstraint: Constraint?
    @exclusivity(unchecked)
    var animator: PropertyAnimator?
    @exclusivity(unchecked)
    var isOpen = false
    @exclusivity(unchecked)
    var startFraction = 0.0
    let conflict: Bool
    @exclusivity(unchecked)
    var conflictAdded = false
    static let collapsed = -100.0, open = -500.0, travel = 400.0
    /// The identifier of the `conflict` variant's planted height (what its descriptor expects).
    package static let plantedConflict = "planted-height"

    package init(environment: SceneEnvironment, conflict: Bool) throws(SceneError) {
        self.conflict = conflict
        try super.init(environment: environment)
        let view = root
        drawerView.name = "drawer"
        drawerView.backgroundColor = .systemPink
        drawerView.layer.cornerRadius = 20
        view.addSubview(drawerView)
        drawerView.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
            self.topConstraint = make.top.equalTo(view.snp.bottom).offset(DrawerScene.collapsed).constraint
        }
        let pan = PanGestureRecognizer(name: "drawerPan")
        pan.addTarget { [unowned self, unowned pan] _ in self.handlePan(pan) }
        router.attach(pan, to: drawerView)
        finishBuilding()
    }

    func handlePan(_ recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            if conflict, recognizer.numberOfTouches >= 2, !conflictAdded {
                conflictAdded = true
                drawerView.snp.makeConstraints { make in make.height.equalTo(200).labeled(DrawerScene.plantedConflict) }
            }
            if let a = animator, a.state == .active {
                a.pauseAnimation()
                startFraction = a.fractionComplete
            } else {
                let target = isOpen ? DrawerScene.collapsed : DrawerScene.open
                let a = PropertyAnimator(engine: engine, duration: 0.5, curve: .easeOut) { [unowned self] in
                    self.topConstraint?.update(offset: target)
                    _ = self.root.layoutIfNeeded()
                }
                a.addCompletionIgnoringErrors { [unowned self] position in
                    if position == .end { self.isOpen.toggle() }
                    self.animator = nil
                }
                a.pauseAnimation()
                animator = a
                startFraction = 0
            }
        case .changed:
            let t = recognizer.translation(in: root)
            let sign = isOpen ? 1.0 : -1.0
            animator?.fractionComplete = max(0, min(1, startFraction + sign * t.y / DrawerScene.travel))
        case .ended, .cancelled:
            animator?.continueAnimation(withTimingParameters: nil, durationFactor: 0)
        default:
            break
        }
    }

    package override func rules(frames: [FrameSample]) -> [String] {
        guard let f = sample(of: drawerView, in: frames) else { return [] }
        let h = screen.height
        let lo = h + DrawerScene.open - 0.5, hi = h + DrawerScene.collapsed + 0.5
        if f.y < lo || f.y > hi { return ["drawer top \(f.y) outside its detents \(h + DrawerScene.open)…\(h + DrawerScene.collapsed)"] }
        return []
    }
}

extension PropertyAnimator {
    /// `addCompletion` for an animator that is known to accept one (inactive or active).
    func addCompletionIgnoringErrors(_ body: @escaping (AnimatingPosition) -> Void) {
        addCompletion(body)
    }
}
