import FlickGestures
import FlickLayout
import FlickSim

/// A card a finger drags (a pan moves it by the finger's travel), a button a tap counts, a
/// badge a long press times, and a banner across the top that covers a view under it.
final class CardScene: SceneHost {
    let card = View()
    let button = View()
    let badge = View()
    let banner = View()
    let covered = View()
    var left: Constraint?
    var top: Constraint?
    var origin = Point(x: 40, y: 200)
    let pan = PanGestureRecognizer(name: "cardPan")
    let tap = TapGestureRecognizer(name: "buttonTap")
    let press = LongPressGestureRecognizer(name: "badgePress")
    var taps = 0
    /// When the long press began and ended, ns.
    var pressBegan: Int64?
    var pressEnded: Int64?

    init() throws(SceneError) {
        try super.init(environment: SceneEnvironment())
        card.name = "card"; button.name = "button"; badge.name = "badge"; banner.name = "banner"; covered.name = "covered"
        [covered, card, button, badge, banner].forEach { root.addSubview($0) }
        card.snp.makeConstraints { make in
            make.size.equalTo(100)
            self.left = make.left.equalToSuperview().offset(origin.x).constraint
            self.top = make.top.equalToSuperview().offset(origin.y).constraint
        }
        button.snp.makeConstraints { make in
            make.size.equalTo(60)
            make.right.equalToSuperview().offset(-20)
            make.bottom.equalToSuperview().offset(-100)
        }
        badge.snp.makeConstraints { make in
            make.size.equalTo(44)
            make.left.equalToSuperview().offset(20)
            make.bottom.equalToSuperview().offset(-100)
        }
        covered.snp.makeConstraints { make in
            make.size.equalTo(60)
            make.left.equalToSuperview().offset(150)
            make.top.equalToSuperview().offset(50)
        }
        banner.snp.makeConstraints { make in
            make.left.right.top.equalToSuperview()
            make.height.equalTo(150)
        }
        pan.addTarget { [unowned self] _ in self.handlePan() }
        router.attach(pan, to: card)
        tap.addTarget { [unowned self] _ in self.taps += 1 }
        router.attach(tap, to: button)
        press.addTarget { [unowned self] r in
            if r.state == .began { self.pressBegan = r.lastTransitionTime }
            if r.state == .ended { self.pressEnded = r.lastTransitionTime }
        }
        router.attach(press, to: badge)
        finishBuilding()
    }

    func handlePan() {
        let t = pan.translation(in: root)
        let p = pan.state == .cancelled ? origin : Point(x: origin.x + t.x, y: origin.y + t.y)
        left?.update(offset: p.x)
        top?.update(offset: p.y)
        if pan.state == .ended { origin = p }
    }

    override func rules(frames: [FrameSample]) -> [String] {
        guard let f = sample(of: card, in: frames) else { return [] }
        return abs(f.width - 100) < 0.01 && abs(f.height - 100) < 0.01 ? [] : ["card resized to \(f.width) x \(f.height)"]
    }
}
