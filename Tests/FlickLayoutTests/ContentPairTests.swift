import Testing
@testable import FlickLayout
@testable import FlickSolver
import FlickTestSupport

/// A view's optional content hugging and compression resistance on one axis go into the solver
/// as one asymmetric equality; the same screen built with the two inequalities (the engine's
/// `pairsContentSizes` off) must give the same frames at every step.
@Suite struct ContentPairTests {
    /// Every view's frame in screen coordinates, in tree order.
    func frames(_ screen: Screen) -> [Rect] {
        var out: [Rect] = []
        screen.forEachInSubtree { out.append($0.frame) }
        return out
    }

    /// A label between two fixed views, squeezed and stretched: text changes (intrinsic size
    /// moves in place), priority changes (pair re-made, or split when one side turns required).
    @Test func textAndPriorityChangesMatchTheTwoInequalities() {
        func build(_ pairs: Bool) -> (Screen, Label, View) {
            let screen = makeScreen()
            screen.engine.pairsContentSizes = pairs
            let label = Label(text: "Hello")
            label.name = "label"
            let other = Label(text: "World, wide")
            other.name = "other"
            screen.addSubview(label)
            screen.addSubview(other)
            label.snp.makeConstraints { make in make.leading.top.equalToSuperview() }
            other.snp.makeConstraints { make in
                make.leading.equalTo(label.snp.trailing).offset(8)
                make.top.equalToSuperview()
                make.trailing.equalToSuperview().priority(600)
            }
            return (screen, label, other)
        }
        let (a, la, oa) = build(true), (b, lb, ob) = build(false)
        var steps: [(String, (Label, View) -> Void)] = [
            ("start", { _, _ in }),
            ("longer text", { l, _ in l.text = "Hello there, a much longer text" }),
            ("hugging above the pull", { l, _ in l.setContentHuggingPriority(LayoutPriority(700), for: .horizontal) }),
            ("shorter text", { l, _ in l.text = "Hi" }),
            ("required compression", { l, _ in l.setContentCompressionResistancePriority(.required, for: .horizontal) }),
            ("optional again", { l, _ in l.setContentCompressionResistancePriority(LayoutPriority(740), for: .horizontal) }),
            ("other hugs low", { _, o in o.setContentHuggingPriority(LayoutPriority(100), for: .horizontal) }),
            ("no text", { l, _ in l.text = nil }),
        ]
        steps.append(("text back", { l, _ in l.text = "Back" }))
        for (name, step) in steps {
            step(la, oa)
            step(lb, ob)
            a.layoutIfNeeded()
            b.layoutIfNeeded()
            #expect(frames(a) == frames(b), "\(name)")
            #expect(a.constraintCount == b.constraintCount, "\(name)")
            #expect(a.engine.solver.invariantViolation() == nil, "\(name)")
        }
        // Required compression split the pair; optional again paired it.
        #expect(la.contentConstraints[0]?.pairedCompression != nil)
        #expect(lb.contentConstraints[0]?.pairedCompression == nil)
    }

    /// Setting the priority on a content-size constraint object itself (reachable through
    /// `constraintsAffectingLayout`) changes the view's priority, so a pair never falls out
    /// of step with the view: the same frames as the view's own setter, paired or not.
    @Test func priorityOnTheConstraintObjectGoesToTheView() {
        func build(_ pairs: Bool) -> (Screen, Label) {
            let screen = makeScreen()
            screen.engine.pairsContentSizes = pairs
            let label = Label(text: "Hello there, a much longer text")
            label.name = "label"
            let fixed = View()
            screen.addSubview(label)
            screen.addSubview(fixed)
            label.snp.makeConstraints { make in make.leading.top.equalToSuperview() }
            fixed.snp.makeConstraints { make in
                make.leading.equalTo(label.snp.trailing)
                make.top.equalToSuperview()
                make.width.equalTo(300).priority(500)
                make.trailing.equalToSuperview()
            }
            screen.layoutIfNeeded()
            return (screen, label)
        }
        let (a, la) = build(true), (b, lb) = build(false), (c, lc) = build(true)
        let squeezedWidth = la.frame.width
        // Compression 750 beats the fixed view's width at 500: the label keeps its text width.
        #expect(squeezedWidth == lb.frame.width)
        for (screen, label) in [(a, la), (b, lb)] {
            let resist = label.constraintsAffectingLayout(for: .horizontal)
                .first { $0.origin == .contentCompression }!
            resist.priority = LayoutPriority(400)
            screen.layoutIfNeeded()
        }
        lc.setContentCompressionResistancePriority(LayoutPriority(400), for: .horizontal)
        c.layoutIfNeeded()
        #expect(la.contentCompressionResistancePriority(for: .horizontal) == LayoutPriority(400))
        #expect(la.frame.width < squeezedWidth, "compression at 400 now loses to the width at 500")
        #expect(frames(a) == frames(c))
        #expect(frames(b) == frames(c))
        #expect(la.contentConstraints[0]?.pairedCompression != nil)
        for s in [a, b, c] { #expect(s.engine.solver.invariantViolation() == nil) }
    }

    @Test func exportWritesThePairAsItsTwoInequalities() {
        func export(_ pairs: Bool) -> String {
            let screen = makeScreen()
            screen.engine.pairsContentSizes = pairs
            let label = Label(text: "Hello")
            label.name = "label"
            screen.addSubview(label)
            label.snp.makeConstraints { make in make.leading.top.equalToSuperview() }
            screen.layoutIfNeeded()
            return screen.exportCAS().text
        }
        let paired = export(true)
        #expect(paired.contains("add label.width-le-const "))
        #expect(paired.contains("add label.width-ge-const "))
        #expect(Set(paired.split(separator: "\n")) == Set(export(false).split(separator: "\n")))
    }
}
