import Testing
@testable import FlickLayout
import FlickTestSupport

@Suite struct ConflictAndAmbiguityTests {
    /// A refused change is reported by the constraint as written (its description carries the
    /// source line), never by the solver's internal handle ("constant -nan of c90").
    @Test(arguments: [Double.nan, Double.infinity])
    func aNonFiniteConstantIsNamedByItsConstraint(value: Double) throws {
        let screen = makeScreen()
        let box = V("box")
        screen.addSubview(box)
        var width: Constraint?
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.height.equalTo(10)
            width = make.width.equalTo(100).labeled("w").constraint
        }
        screen.layoutIfNeeded()
        width?.update(offset: value)
        screen.layoutIfNeeded()
        let event = try #require(screen.events.last)
        #expect(event.kind == .invalidChange)
        #expect(event.message == "constant change refused: the constant \(value.isNaN ? "NaN" : "inf") is not finite")
        #expect(event.constraints.count == 1 && event.constraints[0].identifier == "w")
        #expect("\(event.constraints[0])".contains("ConflictAndAmbiguityTests.swift#"))
    }

    /// The screen is sized by the system, never by constraints: a rotation whose new size
    /// contradicts the user's required constraints breaks the user's constraint, reports it,
    /// and leaves every view laid out on the whole rotated screen (a conflict once broke the
    /// screen's own height, laying views out on a 228 pt screen inside a 393 pt one).
    @Test func aRotationConflictBreaksTheUsersConstraintNotTheScreen() throws {
        let screen = makeScreen(.iPhone15Pro)
        let panel = V("panel"), footer = V("footer")
        screen.addSubview(panel); screen.addSubview(footer)
        var tall: Constraint?
        panel.snp.makeConstraints { make in
            make.left.right.top.bottom.equalToSuperview()
            tall = make.height.equalTo(852).labeled("tall").constraint
        }
        footer.snp.makeConstraints { make in
            make.left.right.bottom.equalToSuperview()
            make.height.equalTo(20)
        }
        screen.layoutIfNeeded()
        #expect(screen.events.isEmpty)
        screen.setOrientation(.landscape)
        screen.layoutIfNeeded()
        let size = screen.frame.size
        #expect(size.height < 852)
        let event = try #require(screen.events.last)
        #expect(event.kind == .unsatisfiable)
        #expect(event.broken === tall?.layoutConstraints.first)
        #expect(event.broken?.origin != .screen)
        #expect(panel.frame == R(0, 0, size.width, size.height))
        #expect(footer.frame.maxY == size.height && footer.frame.width == size.width)
        // Back in portrait the views follow the screen again.
        screen.setOrientation(.portrait)
        screen.layoutIfNeeded()
        #expect(panel.frame == R(0, 0, 393, 852))
    }

    @Test func conflictRecordsTheMinimalSetReadablyAndBreaksTheNewcomer() throws {
        let screen = makeScreen()
        let box = V("box"), other = V("other")
        screen.addSubview(box); screen.addSubview(other)
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            make.width.equalTo(100).labeled("fixedWidth")
            make.height.equalTo(10)
        }
        other.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(10) }
        screen.layoutIfNeeded()
        var culprit: Constraint?
        box.snp.makeConstraints { make in culprit = make.right.equalTo(screen.snp.left).offset(50).labeled("tooNarrow").constraint }
        let pass = screen.layoutIfNeeded()
        let event = try #require(screen.events.last)
        #expect(event.kind == .unsatisfiable)
        let ids = event.constraints.map { $0.identifier ?? "" }
        #expect(ids.first == "tooNarrow")
        #expect(ids.contains("fixedWidth"))
        // Minimal: nothing about `other`, the height or the top.
        #expect(event.constraints.count == 3)
        #expect(!event.constraints.contains { $0.firstItem === other })
        #expect(event.broken === culprit?.layoutConstraints.first)
        #expect(pass.events.count == 1 && pass.events[0].kind == .unsatisfiable)
        #expect(box.constraintsAffectingLayout(for: .horizontal).count == 3)   // left, width, the broken right
        #expect(event.description.contains("Unable to simultaneously satisfy constraints"))
        #expect(event.description.contains("box.right == screen.left + 50"))
        #expect(culprit?.layoutConstraints.first?.isBroken == true)
        #expect(box.frame.width == 100)                 // carried on without the broken one
        #expect(pass.changes.isEmpty)
        // Deactivating the other side and changing the broken one's constant retries it.
        box.snp.updateConstraints { make in make.width.equalTo(100).labeled("fixedWidth") }
        box.snp.constraints.first { $0.label == "fixedWidth" }?.deactivate()
        culprit?.update(offset: 60)
        screen.layoutIfNeeded()
        #expect(culprit?.layoutConstraints.first?.isBroken == false)
        #expect(box.frame.width == 60)
    }

    @Test func constantChangeIntoConflictBreaksThatConstraint() throws {
        let screen = makeScreen()
        let box = V("box")
        screen.addSubview(box)
        var width: Constraint?
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview(); make.height.equalTo(10)
            width = make.width.lessThanOrEqualTo(100).constraint
            make.width.greaterThanOrEqualTo(50)
        }
        screen.layoutIfNeeded()
        width?.update(offset: 20)          // width <= 20 and width >= 50
        let event = try #require(screen.events.last)
        #expect(event.kind == .unsatisfiable)
        #expect(event.constraints.count == 2)
        screen.layoutIfNeeded()
        #expect(box.frame.width >= 50)
    }

    @Test func ambiguityIsReportedPerAttribute() {
        let screen = makeScreen()
        let a = V("a")
        screen.addSubview(a)
        a.snp.makeConstraints { make in make.top.equalToSuperview(); make.height.equalTo(10); make.width.equalTo(10) }
        screen.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout)
        #expect(a.ambiguousAttributes == [.left])
        #expect(screen.ambiguityReport() == "a: left\n")
        a.snp.makeConstraints { make in make.left.equalToSuperview() }
        screen.layoutIfNeeded()
        #expect(!a.hasAmbiguousLayout)
        #expect(screen.ambiguityReport().isEmpty)
    }

    @Test func equalHuggingTiesAreAmbiguous() {
        let screen = makeScreen()
        let a = Label(text: "aa"), b = Label(text: "bb")
        a.name = "a"; b.name = "b"
        screen.addSubview(a); screen.addSubview(b)
        a.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        b.snp.makeConstraints { make in make.left.equalTo(a.snp.right); make.top.right.equalToSuperview() }
        screen.layoutIfNeeded()
        #expect(a.hasAmbiguousLayout || b.hasAmbiguousLayout)
    }
}
