import Testing
@testable import FlickLayout
import FlickTestSupport

/// UIKit's layout cycle as documented on UIView: `safeAreaInsets` is right for every view after
/// layout, `setNeedsLayout()` + `layoutIfNeeded()` calls `layoutSubviews()`, once per pass,
/// parents before children.
@Suite struct LayoutCycleTests {
    /// Records every `layoutSubviews()` call into a shared log.
    final class Probe: View {
        var calls = 0
        let log: Log
        init(_ name: String, log: Log) { self.log = log; super.init(frame: .zero); self.name = name }
        override func layoutSubviews() {
            super.layoutSubviews()
            calls += 1
            log.entries.append(layoutName)
            layer.cornerRadius = bounds.height / 2
        }
    }
    final class Log { var entries: [String] = [] }

    /// UIView.safeAreaInsets: "the insets that you use to determine the safe area for this view"
    /// — a property of every view, not only of views whose guide was used.
    @Test func aFullScreenSubviewHasTheSafeAreaWithoutUsingItsGuide() {
        let screen = makeScreen(.iPhone15Pro)
        let full = View()
        screen.addSubview(full)
        full.snp.makeConstraints { $0.edges.equalToSuperview() }
        screen.layoutIfNeeded()
        #expect(full.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        // A view below the top unsafe band: only the bottom overlap.
        let lower = View()
        screen.addSubview(lower)
        lower.snp.makeConstraints { make in make.left.right.bottom.equalToSuperview(); make.height.equalTo(100) }
        screen.layoutIfNeeded()
        #expect(lower.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        // It follows the view as it moves, guide or not.
        screen.setOrientation(.landscape)
        screen.layoutIfNeeded()
        #expect(full.safeAreaInsets == screen.safeAreaInsets)
        #expect(full.safeAreaInsets == full.safeAreaLayoutGuide.owningView!.safeAreaInsets)
    }

    @Test func theGuideAgreesWithTheInsetsReadBeforeIt() {
        let screen = makeScreen(.iPhone15Pro)
        let full = View()
        screen.addSubview(full)
        full.snp.makeConstraints { $0.edges.equalToSuperview() }
        screen.layoutIfNeeded()
        let before = full.safeAreaInsets
        let box = View()
        full.addSubview(box)
        box.snp.makeConstraints { make in make.top.equalTo(full.safeAreaLayoutGuide); make.left.equalToSuperview(); make.size.equalTo(10) }
        screen.layoutIfNeeded()
        #expect(full.safeAreaInsets == before)
        #expect(box.frame.minY == 59)
    }

    /// UIView.setNeedsLayout(): "the next layout update" calls layoutSubviews; layoutIfNeeded()
    /// "forces the view to update its layout immediately".
    @Test func setNeedsLayoutThenLayoutIfNeededCallsLayoutSubviews() {
        let screen = makeScreen()
        let log = Log()
        let badge = Probe("badge", log: log)
        screen.addSubview(badge)
        badge.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(40) }
        screen.layoutIfNeeded()
        #expect(badge.calls == 1 && badge.layer.cornerRadius == 20)
        screen.layoutIfNeeded()
        #expect(badge.calls == 1)                       // nothing asked: no call
        badge.setNeedsLayout()
        badge.setNeedsLayout()                          // coalesced
        badge.layoutIfNeeded()
        #expect(badge.calls == 2)
        badge.layoutIfNeeded()
        #expect(badge.calls == 2)
    }

    @Test func aBoundsChangeCallsLayoutSubviewsButAMoveDoesNot() {
        let screen = makeScreen()
        let log = Log()
        let p = Probe("p", log: log)
        screen.addSubview(p)
        var left: Constraint?, size: Constraint?
        p.snp.makeConstraints { make in
            left = make.left.equalToSuperview().constraint
            make.top.equalToSuperview()
            size = make.size.equalTo(40).constraint
        }
        screen.layoutIfNeeded()
        #expect(p.calls == 1)
        left?.update(offset: 30)                        // the frame moves, the bounds do not
        screen.layoutIfNeeded()
        #expect(p.calls == 1)
        size?.update(offset: 60)
        screen.layoutIfNeeded()
        #expect(p.calls == 2 && p.layer.cornerRadius == 30)
    }

    @Test func onceAPassParentsBeforeChildren() {
        let screen = makeScreen()
        let log = Log()
        let parent = Probe("parent", log: log), child = Probe("child", log: log)
        screen.addSubview(parent)
        parent.addSubview(child)
        var height: Constraint?
        parent.snp.makeConstraints { make in make.left.top.width.equalToSuperview(); height = make.height.equalTo(100).constraint }
        child.snp.makeConstraints { make in make.edges.equalToSuperview() }
        screen.layoutIfNeeded()
        #expect(log.entries == ["parent", "child"])
        log.entries = []
        // The child asks first, and both resize: still one call each, the parent first.
        child.setNeedsLayout()
        height?.update(offset: 120)
        parent.setNeedsLayout()
        screen.layoutIfNeeded()
        #expect(log.entries == ["parent", "child"])
    }

    @Test func aViewThatAsksAgainDuringItsLayoutIsLaidOutInTheNextPass() {
        final class Again: View {
            var calls = 0
            override func layoutSubviews() { calls += 1; if calls == 1 { setNeedsLayout() } }
        }
        let screen = makeScreen()
        let v = Again()
        screen.addSubview(v)
        v.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(10) }
        screen.layoutIfNeeded()
        #expect(v.calls == 1)
        screen.layoutIfNeeded()
        #expect(v.calls == 2)
        screen.layoutIfNeeded()
        #expect(v.calls == 2)
    }

    /// UIScrollView.contentSize is settable; contentOffset moves the bounds (layoutSubviews).
    @Test func scrollViewContentSizeIsSettableAndScrollingLaysItOut() {
        final class Scroller: ScrollView {
            var layouts = 0, offsetChanges = 0
            override func layoutSubviews() { super.layoutSubviews(); layouts += 1 }
            override func contentOffsetDidChange() { offsetChanges += 1 }
        }
        let screen = makeScreen(.iPhone15Pro)
        let s = Scroller()
        screen.addSubview(s)
        s.snp.makeConstraints { $0.edges.equalToSuperview() }
        s.contentSize = Size(width: 393, height: 2000)
        screen.layoutIfNeeded()
        #expect(s.contentSize == Size(width: 393, height: 2000))
        #expect(s.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let before = s.layouts
        s.contentOffset = Point(x: 0, y: 100)
        #expect(s.offsetChanges == 1)
        screen.layoutIfNeeded()
        #expect(s.layouts == before + 1)
        s.resetContentSize()
        #expect(s.contentSize == .zero)
        #expect(s.adjustedContentInset == .zero)        // nothing to scroll: no adjustment
    }
}
