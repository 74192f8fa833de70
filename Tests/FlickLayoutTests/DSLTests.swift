import Testing
@testable import FlickLayout
import FlickTestSupport

@Suite struct DSLTests {
    func setup() -> (Screen, View, View) {
        let screen = makeScreen()
        let container = V("container"), v = V("v")
        screen.addSubview(container)
        container.addSubview(v)
        container.snp.makeConstraints { make in
            make.left.equalTo(screen.snp.left).offset(100)
            make.top.equalTo(screen.snp.top).offset(100)
            make.width.height.equalTo(200)
        }
        return (screen, container, v)
    }

    @Test func edgesInsetMovesEveryEdgeInward() {
        let (screen, _, v) = setup()
        v.snp.makeConstraints { $0.edges.equalToSuperview().inset(10) }
        screen.layoutIfNeeded()
        #expect(v.frame == R(10, 10, 180, 180))
    }

    @Test func edgesOffsetShiftsWithoutResizing() {
        let (screen, _, v) = setup()
        v.snp.makeConstraints { $0.edges.equalToSuperview().offset(10) }
        screen.layoutIfNeeded()
        #expect(v.frame == R(10, 10, 200, 200))
    }

    @Test func edgeInsetsAreSignedPerAttribute() {
        let (screen, _, v) = setup()
        v.snp.makeConstraints { $0.edges.equalToSuperview().inset(EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) }
        screen.layoutIfNeeded()
        #expect(v.frame == R(2, 1, 194, 196))
    }

    @Test func directionalInsetsFollowTheDirection() {
        let screen = makeScreen(direction: .rightToLeft)
        let v = V("v")
        screen.addSubview(v)
        v.snp.makeConstraints { make in
            make.directionalHorizontalEdges.equalToSuperview().inset(DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30))
            make.top.height.equalTo(10)
        }
        screen.layoutIfNeeded()
        #expect(v.frame == R(30, 10, 375 - 40, 10))
    }

    @Test func sizeAndCenterInsets() {
        let (screen, _, v) = setup()
        v.snp.makeConstraints { make in
            make.size.equalToSuperview().inset(10)
            make.center.equalToSuperview()
        }
        screen.layoutIfNeeded()
        #expect(v.frame == R(10, 10, 180, 180))
    }

    @Test func constantTargets() {
        let (screen, _, v) = setup()
        v.snp.makeConstraints { make in
            make.size.equalTo(Size(width: 30, height: 40))
            make.left.top.equalTo(Point(x: 5, y: 6))
        }
        screen.layoutIfNeeded()
        #expect(v.frame == R(5, 6, 30, 40))
        // centerX with a number relates to the superview's left (SnapKit's rule).
        v.snp.remakeConstraints { make in
            make.size.equalTo(20)
            make.centerX.equalTo(50)
            make.centerY.equalTo(60)
        }
        screen.layoutIfNeeded()
        #expect(v.frame == R(40, 50, 20, 20))
    }

    @Test func multipliersAndDivisors() {
        let (screen, _, v) = setup()
        v.snp.makeConstraints { make in
            make.width.equalToSuperview().multipliedBy(0.5)
            make.height.equalToSuperview().dividedBy(4)
            make.left.top.equalToSuperview()
        }
        screen.layoutIfNeeded()
        #expect(v.frame.size == Size(width: 100, height: 50))
    }

    @Test func relationsAndPriorities() {
        let (screen, _, v) = setup()
        v.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.lessThanOrEqualTo(50)
            make.width.equalTo(80).priority(.high)
            make.height.greaterThanOrEqualTo(30)
            make.height.equalTo(10).priority(ConstraintPriority.low + 1)
        }
        screen.layoutIfNeeded()
        #expect(v.frame.size == Size(width: 50, height: 30))
    }

    @Test func relatingToOtherItemsAttributes() {
        let (screen, container, v) = setup()
        let w = V("w")
        container.addSubview(w)
        v.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(20) }
        w.snp.makeConstraints { make in
            make.top.equalTo(v.snp.bottom).offset(5)
            make.left.equalTo(v.snp.right)
            make.size.equalTo(v)
        }
        screen.layoutIfNeeded()
        #expect(w.frame == R(20, 25, 20, 20))
        // Edges to margins map pairwise.
        container.directionalLayoutMargins = DirectionalEdgeInsets(3)
        w.snp.remakeConstraints { make in make.edges.equalTo(container.snp.margins) }
        screen.layoutIfNeeded()
        #expect(w.frame == R(3, 3, 194, 194))
    }

    @Test func labeledConstraintsCarryTheIdentifier() {
        let (_, _, v) = setup()
        var c: Constraint?
        v.snp.makeConstraints { make in c = make.width.equalTo(5).labeled("thin").constraint }
        #expect(c?.layoutConstraints.first?.identifier == "thin")
        #expect(c?.description.contains("'thin'") == true)
    }

    @Test func updateChangesMatchingConstants() {
        let (screen, _, v) = setup()
        v.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(20) }
        v.snp.updateConstraints { make in make.width.equalTo(60) }
        screen.layoutIfNeeded()
        #expect(v.frame.size == Size(width: 60, height: 20))
        // A new attribute/target cannot be introduced through update.
        #expect(throws: LayoutError.self) {
            try v.snp.tryUpdateConstraints { make in make.right.equalToSuperview() }
        }
        v.snp.updateConstraints { make in make.width.equalTo(60).priority(.low) }   // priority is part of the key
        #expect(screen.events.last?.kind == .noMatchingConstraint)
    }

    @Test func updateWithoutConstraintsMakes() {
        let (screen, _, v) = setup()
        v.snp.updateConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(7) }
        screen.layoutIfNeeded()
        #expect(v.frame == R(0, 0, 7, 7))
    }

    @Test func remakeAndRemove() {
        let (screen, _, v) = setup()
        v.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(20) }
        v.snp.remakeConstraints { make in make.right.bottom.equalToSuperview(); make.size.equalTo(10) }
        screen.layoutIfNeeded()
        #expect(v.frame == R(190, 190, 10, 10))
        #expect(v.snp.constraints.count == 2)
        v.snp.removeConstraints()
        #expect(v.snp.constraints.isEmpty)
        #expect(v.constraints.isEmpty && !(v.superview?.constraints.contains { $0.firstItem === v } ?? true))
    }

    @Test func storedConstraintUpdatesAndToggles() {
        let (screen, _, v) = setup()
        var left: Constraint?, width: Constraint?
        v.snp.makeConstraints { make in
            left = make.left.equalToSuperview().inset(10).constraint
            make.top.equalToSuperview()
            make.height.equalTo(10)
            width = make.width.equalTo(10).priority(500).constraint
        }
        screen.layoutIfNeeded()
        #expect(v.frame.minX == 10)
        left?.update(inset: 20)
        left?.update(offset: 25)
        width?.update(priority: 600)
        width?.update(priority: .required)        // ignored: optional → required
        #expect(width?.layoutConstraints.first?.priority == 600)
        screen.layoutIfNeeded()
        #expect(v.frame.minX == 25)
        left?.deactivate()
        #expect(left?.isActive == false)
        v.snp.makeConstraints { make in make.right.equalToSuperview(); make.width.equalTo(10) }
        screen.layoutIfNeeded()
        #expect(v.frame.minX == 190)
        left?.activate()
        #expect(screen.events.contains { $0.kind == .unsatisfiable })
    }

    @Test func incompleteAndInvalidSentencesNeverCrash() {
        let screen = makeScreen()
        let orphan = V("orphan")
        orphan.snp.makeConstraints { make in
            _ = make.width                        // no relation: dropped
            make.top.equalToSuperview()           // no superview: recorded
        }
        #expect(orphan.snp.constraints.isEmpty)
        screen.addSubview(orphan)
        #expect(screen.events.contains { $0.kind == .invalidConstraint })
        let other = V("other")
        screen.addSubview(other)
        other.snp.makeConstraints { make in make.edges.equalTo(orphan.snp.size) }   // non-identical sets
        #expect(screen.events.last?.message.contains("non-identical") == true)
    }

    @Test func prepareDoesNotActivate() {
        let (_, _, v) = setup()
        let cs = v.snp.prepareConstraints { make in make.width.equalTo(3) }
        #expect(cs.count == 1 && !cs[0].isActive)
        cs[0].isActive = true
        #expect(cs[0].isActive)
    }

    @Test func guidesHaveTheDSLToo() {
        let screen = makeScreen()
        let g = LayoutGuide(identifier: "spacer")
        screen.addLayoutGuide(g)
        let v = V("v")
        screen.addSubview(v)
        g.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.width.equalTo(40); make.height.equalTo(1) }
        v.snp.makeConstraints { make in make.left.equalTo(g.snp.right); make.top.equalTo(g); make.size.equalTo(5) }
        screen.layoutIfNeeded()
        #expect(v.frame == R(40, 0, 5, 5))
        #expect(g.layoutFrame == R(0, 0, 40, 1))
    }
}
