import FlickGestures
import FlickLayout
import FlickSim

/// A planted violation: tapping the button adds a required height to a panel whose edges
/// already fix its height, so the layout cannot satisfy both (unsatisfiable).
final class ConflictScene: SceneHost {
    let button = View()
    let panel = View()

    init() throws(SceneError) {
        try super.init(environment: SceneEnvironment())
        button.name = "button"; panel.name = "panel"
        [button, panel].forEach { root.addSubview($0) }
        button.snp.makeConstraints { make in
            make.size.equalTo(80)
            make.center.equalToSuperview()
        }
        panel.snp.makeConstraints { make in
            make.left.right.equalToSuperview()
            make.top.equalToSuperview().offset(60)
            make.bottom.equalToSuperview().offset(-500)
        }
        let tap = TapGestureRecognizer(name: "buttonTap")
        tap.addTarget { [unowned self] _ in
            self.panel.snp.makeConstraints { make in make.height.equalTo(50) }
        }
        router.attach(tap, to: button)
        finishBuilding()
    }
}
