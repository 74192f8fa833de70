import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim

/// A button whose tap slides a box across in a 0.3 s ease-in-out property animator and fades
/// a label in; a second tap slides it back. `travel` is the box's distance (the constant a
/// golden test changes on purpose). With `spins`, each run's completion starts another, so
/// the scene never settles.
final class ToggleScene: SceneHost {
    let button = View()
    let box = View()
    let label = View()
    let travel: Double
    let spins: Bool
    var leading: Constraint?
    var isOpen = false
    private(set) var animator: PropertyAnimator?

    init(travel: Double = 200, spins: Bool = false) throws(SceneError) {
        self.travel = travel
        self.spins = spins
        try super.init(environment: SceneEnvironment())
        button.name = "button"; box.name = "box"; label.name = "label"
        [button, box, label].forEach { root.addSubview($0) }
        button.snp.makeConstraints { make in
            make.size.equalTo(80)
            make.centerX.equalToSuperview()
            make.bottom.equalToSuperview().offset(-120)
        }
        box.snp.makeConstraints { make in
            make.size.equalTo(80)
            make.top.equalToSuperview().offset(200)
            self.leading = make.left.equalToSuperview().offset(20).constraint
        }
        label.snp.makeConstraints { make in
            make.left.right.equalToSuperview().inset(20)
            make.top.equalTo(box.snp.bottom).offset(20)
            make.height.equalTo(30)
        }
        label.alpha = 0
        let tap = TapGestureRecognizer(name: "buttonTap")
        tap.addTarget { [unowned self] _ in self.toggle() }
        router.attach(tap, to: button)
        finishBuilding()
    }

    func toggle() {
        isOpen.toggle()
        let open = isOpen
        let a = PropertyAnimator(engine: engine, duration: 0.3, curve: .easeInOut) { [unowned self] in
            self.leading?.update(offset: open ? 20 + self.travel : 20)
            self.label.alpha = open ? 1 : 0
            _ = self.root.layoutIfNeeded()
        }
        if spins { a.addCompletion { [unowned self] _ in self.toggle() } }
        a.startAnimation()
        animator = a
    }
}
