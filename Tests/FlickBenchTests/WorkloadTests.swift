import Testing
import FlickBench
@testable import FlickAnimation
@testable import FlickGestures
@testable import FlickLayout
@testable import FlickSolver
import FlickTestSupport

// The fixed workloads of the layout, gesture and animation benchmarks exercise what they
// claim to: a benchmark of a workload that stopped doing its work would still report counters.

@Suite struct ProfileFormTests {
    @Test func formLaysOutWithoutConflictsAndAFrameMovesOneView() {
        let form = ProfileForm(views: 150)
        form.screen.layoutIfNeeded()
        #expect(form.sections == 10)
        #expect(form.viewCount == 3 + 10 * 15)
        #expect(form.screen.events.isEmpty, "\(form.screen.events)")
        #expect(form.scrollView.contentSize.height > 852)
        let card = form.badge.superview!
        #expect(form.badge.frame == R(card.frame.width - 20, 4, 16, 16))
        form.moveBadge(to: 30)
        let pass = form.screen.layoutIfNeeded()
        #expect(pass.changedViews.count == 1 && pass.changedViews[0] === form.badge, "\(pass.changes)")
        #expect(form.badge.frame.minY == 30)
    }

    /// Every view's frame in screen coordinates, in tree order.
    func frames(_ screen: Screen) -> [Rect] {
        var out: [Rect] = []
        screen.forEachInSubtree { out.append($0.frame) }
        return out
    }

    func rowCount(_ screen: Screen) -> Int { screen.engine.solver.rows.compactMap { $0 }.count }

    /// The form's optional content sizes go into the solver as asymmetric equalities (the
    /// engine's `pairsContentSizes`, which `ContentPairTests` checks view by view): the same
    /// form built with the two inequalities gives the same frames with more rows.
    @Test func profileFormFramesAreTheSameWithFewerRows() {
        let paired = ProfileForm(views: 300), plain = ProfileForm(views: 300)
        plain.screen.engine.pairsContentSizes = false
        paired.screen.layoutIfNeeded()
        plain.screen.layoutIfNeeded()
        #expect(frames(paired.screen) == frames(plain.screen))
        #expect(paired.screen.events.isEmpty && plain.screen.events.isEmpty)
        #expect(paired.screen.constraintCount == plain.screen.constraintCount)
        #expect(rowCount(paired.screen) < rowCount(plain.screen))
        #expect(paired.screen.engine.solver.invariantViolation() == nil)
        paired.moveBadge(to: 30)
        plain.moveBadge(to: 30)
        paired.screen.layoutIfNeeded()
        plain.screen.layoutIfNeeded()
        #expect(frames(paired.screen) == frames(plain.screen))
    }
}

@Suite struct GestureWorkloadTests {
    @Test func everyGestureInTheLoopIsRecognized() {
        let w = GestureWorkload(loops: 1)
        for i in w.ticks.indices { w.run(tick: i) }
        #expect(w.recognizerCount == 10)
        func ended(_ name: String) -> Bool {
            w.router.recognizers.first { $0.name == name }?.transitionLog.contains { $0.to == .ended } ?? false
        }
        #expect(ended("scrollPan"))
        #expect(ended("tap"))
        #expect(ended("double"))
        #expect(ended("PinchGestureRecognizer"))
        #expect(ended("cardPan"))
        #expect(w.scroll.contentOffset.y > 480)
        #expect(!w.scroll.isDecelerating)
        #expect(w.router.recognizers.allSatisfy { $0.illegalTransitionCount == 0 && $0.state == .possible })
    }
}

@Suite struct AnimatorWorkloadTests {
    @Test func workloadKeepsEveryAnimatorRunningAndFinite() {
        let w = AnimatorWorkload(count: 100)
        for _ in 0..<240 { #expect(w.tick().isFinite) }
        #expect(w.engine.runningCount == 100)
        #expect(w.engine.checkInvariants().isEmpty)
    }
}

@Suite struct ViewWorkloadTests {
    @Test func everyViewAnimatesFromTheOldLayoutToTheNew() {
        let w = ViewWorkload(count: 100)
        let before = w.views.map { $0.animationFrame.y }
        w.animateAll()
        #expect(w.views.allSatisfy { w.presentation.isAnimating($0) })
        for (v, y) in zip(w.views, before) {
            #expect(v.animationFrame.y == y + 100)
            #expect(w.presentation.presentation(of: v).frame.y == y)
        }
        for _ in 0..<600 { #expect(w.tick().isFinite) } // 5 s of a 10 s ease-in-out: half-way
        // 600 ticks of 8_333_333 ns end 200 ns short of 5 s: 100 pt × slope 1.7 × 2e-8 of travel.
        for (v, y) in zip(w.views, before) { #expect(abs(w.presentation.presentation(of: v).frame.y - (y + 50)) < 1e-5) }
    }
}
