import Foundation
import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim

/// A floating action button menu: a button that fans out two actions. A tap on the main button
/// remakes the actions' constraints (above it and to its left, or back under it), rotates the
/// main button by π/4 and fades the actions, in a 0.4 s spring (damping 0.7).
/// Rules: the main button never moves from where its constraints put it (30 pt inside the
/// screen's trailing edge and above the safe area's bottom: a rotation or a new safe area moves
/// that place, nothing else does); every action stays on screen whenever the screen has room
/// for the open menu (`menuFits`). A safe area that leaves less room above its bottom than the
/// open menu needs puts the buttons where their constraints say, partly off screen, as UIKit
/// would; the rule makes no claim there.
package final class FABScene: SceneHost {
    let mainFab = Button(type: .custom)
    let action1 = Button(type: .custom)
    let action2 = Button(type: .custom)
    @exclusivity(unchecked)
    var isMenuOpen = false
    /// The buttons' side, and the main button's inset from the trailing edge and the safe area.
    static let size = 56.0, inset = 30.0
    /// The gap between the main button and an open action, in points.
    static let gap = 20.0
    /// The menu spring's damping ratio.
    static let damping = 0.7
    /// How far the open menu reaches above the safe area's bottom, in points: the inset, the
    /// main button, the gap and the action above it, plus the spring's first overshoot past
    /// the action's place (`exp(-ζπ/√(1-ζ²))` of its travel, 4.6 % at ζ = 0.7).
    static let menuReach: Double = {
        let travel = size + gap
        let overshoot = travel * exp(-damping * .pi / (1 - damping * damping).squareRoot())
        return inset + size + travel + overshoot
    }()

    package override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        let view = root
        mainFab.name = "mainFab"; action1.name = "action1"; action2.name = "action2"
        [action1, action2, mainFab].forEach {
            $0.backgroundColor = .systemBlue
            $0.layer.cornerRadius = 28
            view.addSubview($0)
            $0.snp.makeConstraints { make in
                make.size.equalTo(FABScene.size)
                make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-FABScene.inset)
                make.trailing.equalToSuperview().offset(-FABScene.inset)
            }
        }
        mainFab.setImage(Image(systemName: "plus"), for: .normal)
        action1.setImage(Image(systemName: "camera"), for: .normal)
        action2.setImage(Image(systemName: "photo"), for: .normal)
        action1.alpha = 0; action2.alpha = 0
        let tap = TapGestureRecognizer(name: "fabTap")
        tap.addTarget { [unowned self] _ in self.toggleMenu() }
        router.attach(tap, to: mainFab)
        finishBuilding()
    }

    /// Where the main button rests in the screen's current geometry (as of the last layout pass).
    var restingMain: Rect {
        let safe = root.safeAreaLayoutGuide.layoutFrame, width = root.bounds.width
        let x = root.effectiveLayoutDirection == .rightToLeft ? FABScene.inset : width - FABScene.inset - FABScene.size
        return Rect(x: x, y: safe.maxY - FABScene.inset - FABScene.size, width: FABScene.size, height: FABScene.size)
    }

    /// Whether the screen has room for the open menu above the safe area's bottom (its
    /// width always does: the buttons keep to the screen's trailing edge, not the safe area).
    var menuFits: Bool { root.safeAreaLayoutGuide.layoutFrame.maxY >= FABScene.menuReach }

    func toggleMenu() {
        isMenuOpen.toggle()
        action1.snp.remakeConstraints { make in
            make.size.equalTo(56)
            make.centerX.equalTo(mainFab)
            if isMenuOpen {
                make.bottom.equalTo(mainFab.snp.top).offset(-FABScene.gap)
            } else {
                make.bottom.equalTo(mainFab.snp.bottom)
            }
        }
        action2.snp.remakeConstraints { make in
            make.size.equalTo(56)
            make.centerY.equalTo(mainFab)
            if isMenuOpen {
                make.trailing.equalTo(mainFab.snp.leading).offset(-FABScene.gap)
            } else {
                make.trailing.equalTo(mainFab.snp.trailing)
            }
        }
        _ = engine.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: FABScene.damping, initialSpringVelocity: 0, animations: { [unowned self] in
            self.mainFab.transform = self.isMenuOpen ? Transform(rotationAngle: .pi / 4) : .identity
            self.action1.alpha = self.isMenuOpen ? 1 : 0
            self.action2.alpha = self.isMenuOpen ? 1 : 0
            _ = self.root.layoutIfNeeded()
        })
    }

    package override func rules(frames: [FrameSample]) -> [String] {
        var out: [String] = []
        let rest = restingMain
        if let m = sample(of: mainFab, in: frames),
           abs(m.x - rest.minX) > 0.5 || abs(m.y - rest.minY) > 0.5 || abs(m.width - FABScene.size) > 0.5 {
            out.append("main button moved to (\(m.x), \(m.y)) from (\(rest.minX), \(rest.minY))")
        }
        for b in [action1, action2] where menuFits {
            guard let f = sample(of: b, in: frames) else { continue }
            if f.x < -0.5 || f.y < -0.5 || f.maxX > screen.width + 0.5 || f.maxY > screen.height + 0.5 {
                out.append("\(b.layoutName) off screen at (\(f.x), \(f.y))")
            }
        }
        return out
    }
}
