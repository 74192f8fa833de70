import Testing
@testable import FlickLayout
import FlickTestSupport

/// A constant past the solver's value limit (2^53, `Solver.valueLimit`) is refused by the
/// solver; the layout reports it as an invalid change, as it reports any other refused
/// constraint, and lays out the rest.
@Suite struct ValueLimitTests {
    @Test func aConstantPastTwoToThe53IsAnInvalidChangeNotAWrongLayout() {
        let screen = makeScreen()
        let box = V("box")
        screen.addSubview(box)
        box.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(10) }
        // On activation.
        let huge = box.widthAnchor.constraint(greaterThanOrEqualToConstant: 1e16)
        huge.isActive = true
        screen.layoutIfNeeded()
        #expect(huge.isBroken)
        #expect(screen.events.last?.kind == .invalidChange)
        #expect(screen.events.last?.message.contains("2^53") == true, "\(screen.events.last?.message ?? "")")
        #expect(box.frame == R(0, 0, 10, 10))
        // On a constant change of an installed constraint.
        let gap = box.heightAnchor.constraint(lessThanOrEqualToConstant: 20)
        gap.isActive = true
        screen.layoutIfNeeded()
        #expect(!gap.isBroken)
        gap.constant = -1e17
        screen.layoutIfNeeded()
        #expect(gap.isBroken)
        #expect(screen.events.last?.kind == .invalidChange)
        #expect(box.frame == R(0, 0, 10, 10))
    }
}
