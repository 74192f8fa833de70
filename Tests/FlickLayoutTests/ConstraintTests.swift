import Testing
@testable import FlickLayout
import FlickTestSupport

@Suite struct ConstraintTests {
    @Test func equationWithMultiplierAndConstant() {
        let screen = makeScreen()
        let a = V("a"), b = V("b")
        screen.addSubview(a); screen.addSubview(b)
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: screen.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: screen.topAnchor, constant: 20),
            a.widthAnchor.constraint(equalToConstant: 100),
            a.heightAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 2, constant: 1),
            b.heightAnchor.constraint(equalToConstant: 5),
        ])
        screen.layoutIfNeeded()
        #expect(a.frame == R(10, 20, 100, 50))
        #expect(b.frame == R(118, 70, 201, 5))
    }

    @Test func locationMultiplierIsMeasuredFromTheHoldingView() {
        // view.centerX == superview.centerX × 0.5 puts the center at a quarter width, as in UIKit.
        let screen = makeScreen()
        let container = V("container"), v = V("v")
        screen.addSubview(container); container.addSubview(v)
        container.snp.makeConstraints { make in make.left.equalTo(100); make.top.equalTo(0); make.width.equalTo(200); make.height.equalTo(100) }
        v.snp.makeConstraints { make in
            make.centerX.equalToSuperview().multipliedBy(0.5)
            make.top.equalToSuperview()
            make.size.equalTo(20)
        }
        screen.layoutIfNeeded()
        #expect(v.frame.midX == 50)
        #expect(v.screenFrame.midX == 150)
    }

    @Test(arguments: [LayoutDirection.leftToRight, .rightToLeft])
    func leadingAndTrailingFollowTheDirection(direction: LayoutDirection) {
        let screen = makeScreen(direction: direction)
        let v = V("v")
        screen.addSubview(v)
        v.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(10)
            make.width.equalTo(50)
            make.top.height.equalTo(10)
        }
        screen.layoutIfNeeded()
        #expect(v.frame.minX == (direction == .leftToRight ? 10 : 375 - 10 - 50))
        // Switching direction re-resolves installed constraints.
        screen.layoutDirection = direction == .leftToRight ? .rightToLeft : .leftToRight
        screen.layoutIfNeeded()
        #expect(v.frame.minX == (direction == .leftToRight ? 375 - 60 : 10))
    }

    @Test func constantChangeMovesTheViewInPlace() {
        let screen = makeScreen()
        let v = V("v")
        screen.addSubview(v)
        var top: Constraint?
        v.snp.makeConstraints { make in
            top = make.top.equalToSuperview().offset(10).constraint
            make.left.equalToSuperview(); make.size.equalTo(10)
        }
        screen.layoutIfNeeded()
        let layoutHandle = top?.layoutConstraints.first?.handle
        top?.update(offset: 30)
        let pass = screen.layoutIfNeeded()
        #expect(v.frame.minY == 30)
        #expect(pass.changedViews.count == 1 && pass.changedViews[0] === v)
        #expect(top?.layoutConstraints.first?.handle == layoutHandle)   // not removed and re-added
    }

    @Test func illegalPairingsAreRejectedWithEvents() {
        let screen = makeScreen()
        let a = V("a"), b = V("b")
        screen.addSubview(a); screen.addSubview(b)
        let cases: [LayoutConstraint] = [
            LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .width),
            LayoutConstraint(item: a, attribute: .left, relatedBy: .equal, toItem: b, attribute: .top),
            LayoutConstraint(item: a, attribute: .leading, relatedBy: .equal, toItem: b, attribute: .left),
            LayoutConstraint(item: a, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 5),
        ]
        for c in cases {
            #expect(throws: LayoutError.self) { try c.tryActivate() }
            c.isActive = true
            #expect(!c.isActive)
        }
        #expect(screen.events.filter { $0.kind == .invalidConstraint }.count == 4)
    }

    @Test func noCommonAncestorIsAnError() {
        let a = V("a"), b = V("b")
        let c = a.topAnchor.constraint(equalTo: b.topAnchor)
        #expect(throws: LayoutError.self) { try c.tryActivate() }
    }

    @Test func removingAViewDropsConstraintsToTheRestButKeepsItsOwn() {
        let screen = makeScreen()
        let card = V("card"), inner = V("inner")
        screen.addSubview(card); card.addSubview(inner)
        card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(10) }
        inner.snp.makeConstraints { make in make.edges.equalToSuperview().inset(5) }
        screen.layoutIfNeeded()
        card.removeFromSuperview()
        #expect(card.snp.constraints.allSatisfy { !$0.isActive })
        #expect(inner.snp.constraints.allSatisfy { $0.isActive })
        screen.addSubview(card)
        card.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
        screen.layoutIfNeeded()
        #expect(inner.frame == R(5, 5, 375 - 50, 667 - 50))
    }

    @Test func autoresizingFrameBecomesConstraints() {
        let screen = makeScreen()
        let v = View(frame: R(10, 20, 30, 40))
        screen.addSubview(v)
        screen.layoutIfNeeded()
        #expect(v.frame == R(10, 20, 30, 40))
        v.frame = R(1, 2, 3, 4)
        screen.layoutIfNeeded()
        #expect(v.frame == R(1, 2, 3, 4))
        // Forgetting to turn it off and adding constraints conflicts, as in UIKit.
        v.widthAnchor.constraint(equalToConstant: 100).isActive = true
        #expect(screen.events.last?.kind == .unsatisfiable)
    }
}
