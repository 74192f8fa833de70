import Testing
import FlickSolver
@testable import FlickLayout
import FlickTestSupport

@Suite struct PriorityTests {
    @Test func mappingMatchesKiwiAnchors() {
        #expect(LayoutPriority.required.strength == .required)
        #expect(LayoutPriority(750).strength.value == 1_000_000)
        #expect(abs(LayoutPriority(375).strength.value - 1000) < 1e-9)
        #expect(abs(LayoutPriority(250).strength.value - 100) < 1e-9)
        #expect(LayoutPriority(999).strength < .required)
        #expect(LayoutPriority(1).strength > .weak)
    }

    @Test func higherPriorityWinsOverNinetyNineLowerOnesTwoHundredFiftyApart() {
        let screen = makeScreen()
        let box = V("box")
        screen.addSubview(box)
        box.snp.makeConstraints { make in make.left.top.height.equalTo(0) }
        box.snp.makeConstraints { make in make.width.equalTo(100).priority(750) }
        for _ in 0..<99 { box.snp.makeConstraints { make in make.width.equalTo(200).priority(500) } }
        screen.layoutIfNeeded()
        #expect(box.frame.width == 100)
    }

    @Test func onePriorityPointBreaksATie() {
        let screen = makeScreen()
        let box = V("box")
        screen.addSubview(box)
        box.snp.makeConstraints { make in
            make.left.top.height.equalTo(0)
            make.width.equalTo(100).priority(251)
            make.width.equalTo(200).priority(250)
        }
        screen.layoutIfNeeded()
        #expect(box.frame.width == 100)
    }

    @Test func changingToOrFromRequiredWhileActiveIsATypedError() throws {
        let screen = makeScreen()
        let box = V("box")
        screen.addSubview(box)
        let c = box.widthAnchor.constraint(equalToConstant: 10)
        c.isActive = true
        #expect(throws: LayoutError.self) { try c.setPriority(.defaultHigh) }
        c.isActive = false
        try c.setPriority(.defaultHigh)        // inactive: allowed
        c.isActive = true
        try c.setPriority(.defaultLow)         // optional → optional: allowed
        #expect(throws: LayoutError.self) { try c.setPriority(.required) }
        // The property setter records an event instead and keeps the old value.
        c.priority = .required
        #expect(c.priority == .defaultLow)
        #expect(screen.events.last?.kind == .invalidChange)
    }
}
