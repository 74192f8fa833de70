import Testing
import FlickFuzz
@testable import FlickLayout
@testable import FlickSolver
import FlickTestSupport

/// The incremental-versus-fresh check reports what it exists for: a tableau that no longer
/// solves the installed constraints, and frames that are not the solution of the constraints
/// the solver holds. A sound layout passes.
@Suite struct LayoutCrossCheckTests {
    /// Pins `view` to its superview's top left at (`left`, `top`) with a fixed size.
    func pin(_ view: View, left: Double, top: Double, width: Double, height: Double) {
        view.snp.makeConstraints { make in
            make.left.equalToSuperview().offset(left)
            make.top.equalToSuperview().offset(top)
            make.width.equalTo(width)
            make.height.equalTo(height)
        }
    }

    /// Shifts the constant of one of `view`'s basic rows by 50 behind the simplex's back (a
    /// stale row after an in-place update would look the same) and lays out again.
    func driftARow(of view: View, in screen: Screen) throws {
        let solver = screen.engine.solver
        let vars = try #require(view.layoutNode.vars)
        let basic = try #require([vars.x, vars.y, vars.w, vars.h].first { solver.rows[Int($0.id)] != nil })
        solver.adjustConstant(basic.id, by: 50)
        screen.layoutIfNeeded()
    }

    /// A card pinned to the screen's top left with a fixed size, and a badge placed after it.
    func screen() -> (Screen, View, View) {
        let screen = makeScreen(.iPhone15Pro)
        let card = View(), badge = View()
        card.name = "card"
        badge.name = "badge"
        screen.addSubview(card)
        screen.addSubview(badge)
        pin(card, left: 20, top: 100, width: 200, height: 80)
        badge.snp.makeConstraints { make in
            make.left.equalTo(card.snp.right).offset(8)
            make.centerY.equalTo(card)
            make.size.equalTo(24)
        }
        screen.layoutIfNeeded()
        return (screen, card, badge)
    }

    @Test func aSoundLayoutHasNoMismatch() {
        let (screen, _, _) = screen()
        #expect(LayoutCrossCheck.mismatch(in: screen) == nil)
    }

    /// A row constant shifted behind the simplex's back: the next pass shows the drifted value,
    /// the fresh solve does not.
    @Test func aDriftedTableauRowIsReported() throws {
        let (screen, _, badge) = screen()
        try driftARow(of: badge, in: screen)
        let m = try #require(LayoutCrossCheck.mismatch(in: screen))
        #expect(m.hasPrefix("badge "))
    }

    /// A constant changed in the solver without the layout reading the result: the frames
    /// are those of the old constant, the export (and a fresh solve) has the new one.
    @Test func framesNotReadBackAfterAChangeAreReported() throws {
        let (screen, card, _) = screen()
        let width = try #require(card.constraints.first { $0.firstAttribute == .width && $0.secondItem == nil })
        let handle = try #require(width.handle)
        try screen.engine.solver.setConstant(of: handle, to: -260)
        let m = try #require(LayoutCrossCheck.mismatch(in: screen))
        #expect(m.hasPrefix("card ") || m.hasPrefix("badge "))
    }

    /// A card inside a panel inside the screen: the fresh solve gives each view's origin in
    /// its superview's space, and the check adds the panel's to the card's to compare with the
    /// card's shown frame (in the screen's layout space). Sound: no mismatch; with the card's
    /// row drifted, the message gives the fresh frame in screen coordinates (panel at 30, 200
    /// plus the card's 10, 12; 100 × 40).
    @Test func nestedViewsAreComparedInScreenCoordinates() throws {
        let screen = makeScreen(.iPhone15Pro)
        let panel = View(), card = View()
        panel.name = "panel"
        card.name = "card"
        screen.addSubview(panel)
        panel.addSubview(card)
        pin(panel, left: 30, top: 200, width: 300, height: 100)
        pin(card, left: 10, top: 12, width: 100, height: 40)
        screen.layoutIfNeeded()
        #expect(card.layoutSpaceFrame == Rect(x: 40, y: 212, width: 100, height: 40))
        #expect(LayoutCrossCheck.mismatch(in: screen) == nil)

        try driftARow(of: card, in: screen)
        let m = try #require(LayoutCrossCheck.mismatch(in: screen))
        #expect(m.hasPrefix("card "), "\(m)")
        #expect(m.hasSuffix("fresh solve \(Rect(x: 40, y: 212, width: 100, height: 40))"), "\(m)")
    }
}
