import FlickCore
import Testing
@testable import FlickLayout

/// FlickCore's seeded generator, so the random layouts are the same in every run; these tests
/// draw integers by remainder.
extension SeededRandom {
    mutating func int(_ n: Int) -> Int { remainderInt(in: 0...(n - 1)) }
    mutating func double(_ lo: Double, _ hi: Double) -> Double { double(in: lo...hi) }
}

@Suite struct RandomizedTests {
    /// Random trees with random (often conflicting) constraints and random edits never crash,
    /// keep every frame finite, and give the same digest when replayed.
    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func randomEditsNeverCrashAndReplayIdentically(seed: UInt64) {
        func run() -> (UInt64, Int) {
            var rng = SeededRandom(seed: seed)
            let screen = Screen(DeviceProfile.all[rng.int(3)], orientation: rng.int(2) == 0 ? .portrait : .landscape)
            var views: [View] = [screen]
            var stored: [Constraint] = []
            let attrs: [ConstraintAttributes] = [.left, .top, .right, .bottom, .leading, .trailing, .width, .height,
                                                 .centerX, .centerY, .edges, .size, .center, .margins, .firstBaseline]
            for i in 0..<40 {
                let parent = views[rng.int(views.count)]
                let v: View
                switch rng.int(4) {
                case 0: let l = Label(text: String(repeating: "word ", count: 1 + rng.int(8))); l.numberOfLines = rng.int(3); v = l
                case 1: let s = StackView(); s.axis = rng.int(2) == 0 ? .horizontal : .vertical
                        s.distribution = StackView.Distribution.allCases[rng.int(5)]
                        s.alignment = StackView.Alignment.allCases[rng.int(6)]; s.spacing = rng.double(-4, 12); v = s
                default: v = View()
                }
                v.name = "v\(i)"
                if let s = parent as? StackView, rng.int(2) == 0 { s.addArrangedSubview(v) } else { parent.addSubview(v) }
                views.append(v)
                v.snp.makeConstraints { make in
                    for _ in 0..<(1 + rng.int(3)) {
                        let a = attrs[rng.int(attrs.count)]
                        let target = views[rng.int(views.count)]
                        let e: ConstraintMakerEditable
                        switch rng.int(4) {
                        case 0: e = make.attribute(a).equalToSuperview()
                        case 1: e = make.attribute(a).equalTo(target)
                        case 2: e = make.attribute(a).greaterThanOrEqualTo(rng.double(-50, 300))
                        default: e = make.attribute(a).lessThanOrEqualTo(target.snp.attribute(a))
                        }
                        e.offset(rng.double(-40, 40))
                        if rng.int(3) == 0 { e.priority(LayoutPriority(rng.double(1, 999))) }
                        if let c = e.constraint { stored.append(c) }
                    }
                }
            }
            for step in 0..<60 {
                switch rng.int(6) {
                case 0, 1, 2: if !stored.isEmpty { stored[rng.int(stored.count)].update(offset: rng.double(-100, 400)) }
                case 3: views[1 + rng.int(views.count - 1)].isHidden.toggle()
                case 4: if !stored.isEmpty { let c = stored[rng.int(stored.count)]; c.isActive.toggle() }
                default: if step % 2 == 0 { screen.setOrientation(rng.int(2) == 0 ? .portrait : .landscape) }
                }
                screen.layoutIfNeeded()
                for v in views {
                    let f = v.frame
                    #expect(f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite)
                }
            }
            return (screen.frameDigest(), screen.events.count)
        }
        let a = run(), b = run()
        #expect(a == b)
    }
}
