import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim

/// The remade layout: a card that switches between a compact bar at the bottom (80 pt) and an
/// expanded panel at the top (300 pt) by `remakeConstraints`, animated with a 0.4 s spring
/// (damping 0.8). A tap on the card toggles it.
/// Rules: the card keeps its 20 pt side insets; its height stays within 80…300 (5% spring
/// overshoot allowed).
package final class ExpandingCardScene: SceneHost {
    let cardView = View()
    @exclusivity(unchecked)
    var isExpanded = false

    package override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        cardView.name = "card"
        root.addSubview(cardView)
        remake()
        let tap = TapGestureRecognizer(name: "cardTap")
        tap.addTarget { [unowned self] _ in self.toggleCardState() }
        router.attach(tap, to: cardView)
        finishBuilding()
    }

    func remake() {
        let view = root
        cardView.snp.remakeConstraints { make in
            if isExpanded {
                make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
                make.leading.trailing.equalToSuperview().inset(20)
                make.height.equalTo(300)
            } else {
                make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-20)
                make.leading.trailing.equalToSuperview().inset(20)
                make.height.equalTo(80)
            }
        }
    }

    func toggleCardState() {
        isExpanded.toggle()
        remake()
        _ = engine.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0, animations: { [unowned self] in
            _ = self.root.layoutIfNeeded()
        })
    }

    package override func rules(frames: [FrameSample]) -> [String] {
        guard let c = sample(of: cardView, in: frames) else { return [] }
        var out: [String] = []
        if abs(c.x - 20) > 0.5 || abs(c.maxX - (screen.width - 20)) > 0.5 { out.append("card lost its side insets: \(c.x)…\(c.maxX)") }
        if c.height < 80 * 0.95 - 0.5 || c.height > 300 * 1.05 + 0.5 { out.append("card height \(c.height) outside 80…300") }
        return out
    }
}
