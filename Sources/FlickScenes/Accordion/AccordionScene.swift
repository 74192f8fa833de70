import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim

/// Accordion panels (the environment's `itemCount`, default 3, stacked under the
/// safe area). Tapping a header toggles its panel: the content label's height constraint goes
/// to the label's intrinsic height (or 0) and its alpha to 1 (or 0) in a 0.3 s spring
/// (damping 0.8, initial velocity 0.5). `textLength` sets the body text's length.
/// Rules: a content label is never taller than its text nor negative; panels never overlap.
package final class AccordionScene: SceneHost {
    final class Panel {
        let headerButton = Button(type: .system)
        let contentLabel = Label()
        let containerView = View()
        @exclusivity(unchecked)
        var isExpanded = false
        @exclusivity(unchecked)
        var contentHeightConstraint: Constraint?
        /// The label's text height, measured when the panel toggles (text layout is costly).
        @exclusivity(unchecked)
        var fullHeight = 0.0
    }
    @exclusivity(unchecked)
    var panels: [Panel] = []

    package override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        let view = root
        let count = max(1, min(50, environment.itemCount ?? 3))
        let base = "SnapKit orqali qilingan ushbu animatsiya juda silliq va ishlashga qulay. Bu yerda siz xohlagancha tekst yozishingiz mumkin. "
        let n = environment.textLength ?? 130
        var text = ""
        while text.count < n { text += base }
        text = String(text.prefix(n))
        var previous: View?
        for i in 0..<count {
            let p = Panel()
            p.containerView.name = "panel\(i)"
            p.headerButton.name = "panel\(i).header"
            p.contentLabel.name = "panel\(i).content"
            view.addSubview(p.containerView)
            p.containerView.clipsToBounds = true
            p.containerView.addSubview(p.headerButton)
            p.headerButton.setTitle("Tafsilotlarni ko'rsatish", for: .normal)
            p.headerButton.titleLabel?.font = .boldSystemFont(ofSize: 16)
            p.containerView.addSubview(p.contentLabel)
            p.contentLabel.text = text
            p.contentLabel.numberOfLines = 0
            p.contentLabel.alpha = 0
            p.containerView.snp.makeConstraints { make in
                if let previous {
                    make.top.equalTo(previous.snp.bottom).offset(12)
                } else {
                    make.top.equalTo(view.safeAreaLayoutGuide).offset(40)
                }
                make.leading.trailing.equalToSuperview().inset(20)
            }
            p.headerButton.snp.makeConstraints { make in
                make.top.leading.trailing.equalToSuperview()
                make.height.equalTo(50)
            }
            p.contentLabel.snp.makeConstraints { make in
                make.top.equalTo(p.headerButton.snp.bottom)
                make.leading.trailing.equalToSuperview().inset(16)
                p.contentHeightConstraint = make.height.equalTo(0).constraint
                make.bottom.equalToSuperview().offset(-16).priority(.low)
            }
            let tap = TapGestureRecognizer(name: "panel\(i).tap")
            tap.addTarget { [unowned self, unowned p] _ in self.toggle(p) }
            router.attach(tap, to: p.headerButton)
            panels.append(p)
            previous = p.containerView
        }
        finishBuilding()
    }

    func toggle(_ p: Panel) {
        p.isExpanded.toggle()
        p.fullHeight = p.contentLabel.intrinsicContentSize.height
        let targetHeight = p.isExpanded ? p.fullHeight : 0
        p.contentHeightConstraint?.update(offset: targetHeight)
        p.headerButton.setTitle(p.isExpanded ? "Tafsilotlarni yashirish" : "Tafsilotlarni ko'rsatish", for: .normal)
        _ = engine.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5, animations: { [unowned self] in
            p.contentLabel.alpha = p.isExpanded ? 1 : 0
            _ = self.root.layoutIfNeeded()
        })
    }

    package override func rules(frames: [FrameSample]) -> [String] {
        var out: [String] = []
        var lastBottom = -Double.infinity
        for (i, p) in panels.enumerated() {
            guard let c = sample(of: p.containerView, in: frames), let l = sample(of: p.contentLabel, in: frames) else { continue }
            let full = p.fullHeight
            // The 0.8-damped spring overshoots its target by up to ~1.5% of the travel (both
            // ways: a collapsing label shows a height just below 0); more than 5% is a bug.
            let slack = full * 0.05 + 0.5
            if l.height < -slack || l.height > full + slack { out.append("panel\(i) content height \(l.height) outside 0…\(full)") }
            if c.y < lastBottom - 0.5 { out.append("panel\(i) overlaps the panel above (top \(c.y) < \(lastBottom))") }
            lastBottom = c.maxY
        }
        return out
    }
}
