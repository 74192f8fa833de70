import Testing
@testable import FlickLayout
import FlickTestSupport

/// UIKit's ownership: the screen owns the tree, a view owns the constraints it holds, and a
/// constraint does not keep its items alive.
@Suite struct OwnershipTests {
    final class Probe {
        weak var screen: Screen?
        weak var view: View?
        weak var guide: LayoutGuide?
        weak var constraint: LayoutConstraint?
        weak var snap: Constraint?
    }

    @Test func aScreenWithConstrainedViewsIsFreedWithItsTreeAndConstraints() {
        let probe = Probe()
        do {
            let screen = makeScreen()
            let box = V("box"), inner = V("inner")
            screen.addSubview(box)
            box.addSubview(inner)
            box.snp.makeConstraints { make in
                make.top.leading.equalTo(screen.safeAreaLayoutGuide)
                make.size.equalTo(100)
            }
            inner.snp.makeConstraints { make in make.edges.equalTo(box.layoutMarginsGuide) }
            let c = LayoutConstraint(item: inner, attribute: .width, relatedBy: .lessThanOrEqual, toItem: screen,
                                     attribute: .width, multiplier: 0.5)
            c.activate()
            screen.layoutIfNeeded()
            probe.screen = screen; probe.view = inner; probe.guide = box.layoutMarginsGuide
            probe.constraint = c; probe.snap = box.snp.constraints.first
        }
        #expect(probe.screen == nil)
        #expect(probe.view == nil)
        #expect(probe.guide == nil)
        #expect(probe.constraint == nil)
        #expect(probe.snap == nil)
    }

    @Test func aScreenWithAConflictOnRecordIsFreed() {
        weak var weakScreen: Screen?
        do {
            let screen = makeScreen()
            let v = V("v")
            screen.addSubview(v)
            v.snp.makeConstraints { make in make.edges.equalToSuperview(); make.width.equalTo(10) }
            screen.layoutIfNeeded()
            #expect(!screen.events.isEmpty)    // the event lists constraints relating the screen
            weakScreen = screen
        }
        #expect(weakScreen == nil)
    }

    @Test func aConstraintKeptAfterItsItemsAreFreedReportsThemAsNil() {
        var c: LayoutConstraint?
        do {
            let screen = makeScreen()
            let v = V("v")
            screen.addSubview(v)
            c = LayoutConstraint(item: v, attribute: .left, relatedBy: .equal, toItem: screen, attribute: .left, constant: 4)
            c?.activate()
            screen.layoutIfNeeded()
            #expect(c?.firstItem === v && c?.secondItem === screen)
        }
        let kept = try! #require(c)
        #expect(kept.firstItem == nil && kept.secondItem == nil)
        #expect(!kept.isActive)
        #expect(kept.description.contains("nil.left == nil.left + 4"))
        kept.activate()       // items gone: recorded nowhere, stays inactive
        #expect(!kept.isActive)
    }

    @Test func aSubviewKeptAfterItsTreeIsFreedListsNoConstraints() {
        var kept: View?
        do {
            let screen = makeScreen()
            let a = V("a"), b = V("b")
            screen.addSubview(a)
            a.addSubview(b)
            b.snp.makeConstraints { make in make.edges.equalToSuperview() }
            a.snp.makeConstraints { make in make.edges.equalToSuperview() }
            screen.layoutIfNeeded()
            kept = b
        }
        let b = try! #require(kept)
        #expect(b.superview == nil)
        #expect(b.layoutNode.referencing.isEmpty)
    }
}
