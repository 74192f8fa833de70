import Testing
@testable import FlickFuzz
import FlickSim

/// What a conflict's signature names: its cause, not the generated constraints a knock-on drags in.
@Suite struct FindingPolicyTests {
    func conflict(_ set: [String], broke: String) -> Violation {
        Violation(tick: 3, time: 25_000_000, kind: .unsatisfiable, message: "activation conflicts with required constraints",
                  details: ["minimal conflicting set:"] + set.map { "  " + $0 } + ["broke: " + broke])
    }

    @Test func aConflictIsNamedByTheBrokenConstraintAndTheWrittenOnesItMeets() {
        let added = "<LayoutConstraint drawer.height == 200 (DrawerScene.swift#49) BROKEN>"
        let bottom = "<LayoutConstraint drawer.bottom == screen.bottom (DrawerScene.swift#34)>"
        let top = "<LayoutConstraint drawer.top == screen.bottom - 500 (DrawerScene.swift#34)>"
        let stackA = "<LayoutConstraint 'stack-spacing' View@0.1.top == Label@0.0.bottom + 8 (spacing)>"
        let stackB = "<LayoutConstraint 'stack-canvas-connection' View@0.1.bottom == stack.bottom (canvas-connection)>"
        let one = FindingPolicy.location(of: conflict([added, bottom, top, stackA], broke: added))
        let knockOn = FindingPolicy.location(of: conflict([added, top, stackB, bottom], broke: added))
        #expect(one == knockOn)
        #expect(one.hasPrefix("broke <LayoutConstraint drawer.height == # (DrawerScene.swift#49)> ; with "))
        #expect(one.contains("DrawerScene.swift#34"))
        #expect(!one.contains("stack-"))
        // Another constraint broken is another cause.
        let other = FindingPolicy.location(of: conflict([added, bottom, top], broke: top))
        #expect(other != one)
    }

    @Test func aConflictOfGeneratedConstraintsOnlyKeepsThemAll() {
        let a = "<LayoutConstraint 'stack-spacing' View@0.1.top == Label@0.0.bottom + 8 (spacing) BROKEN>"
        let b = "<LayoutConstraint 'stack-canvas-connection' View@0.1.bottom == stack.bottom (canvas-connection)>"
        let location = FindingPolicy.location(of: conflict([a, b], broke: a))
        #expect(location.contains("canvas-connection"))
    }
}
