import Testing
@testable import FlickFuzz
import FlickLayout
import FlickScenes
import FlickSim

/// A mutation's selectors resolve without listing the tree (`MutationTargets` counts, then
/// walks to the one it picks, reading nothing else), and `Mutator` records the constraints it
/// sees active without retaining the ones it already has. These tests hold both to the
/// straightforward definition the case format states: every candidate listed by a full
/// preorder walk (views, then each view's held constraints in the order it holds them), the
/// selector taken modulo the count; `seen` every constraint found active at any mutation,
/// appended in that order the first time; `reactivate` picking among `seen`'s inactive ones.
@Suite("Mutation targets")
struct MutationTargetsTests {
    /// The lists a full walk gives.
    struct FullWalk {
        var views: [View] = []
        var constraints: [LayoutConstraint] = []

        init(_ root: Screen) {
            root.forEachInSubtree { v in
                views.append(v)
                for c in v.constraints where c.isActive && Self.madeByScene(c) { constraints.append(c) }
            }
        }

        /// Code or the DSL made `c` (the case format's "scene-made").
        static func madeByScene(_ c: LayoutConstraint) -> Bool {
            switch c.origin {
            case .code, .snapKit: return true
            default: return false
            }
        }

        var subviews: [View] { Array(views.dropFirst()) }
        var stacks: [StackView] { views.compactMap { $0 as? StackView } }
        var labels: [Label] { views.compactMap { $0 as? Label } }
        var textInputs: [View] { views.filter { $0 is KeyInput && $0.canBecomeFirstResponder } }
    }

    /// `items[selector mod count]`, as the case format defines a selector.
    static func nth<T>(_ items: [T], _ selector: Int) -> T? {
        items.isEmpty ? nil : items[Int(selector.magnitude % UInt(items.count))]
    }

    static let selectors = [0, 1, 2, 3, 7, 13, 101, 997, 4_099, -1, -5, Int.max, Int.min, 123_456_789]

    /// Every query of `t` against the full walk `w`, for every selector.
    static func expectAgreement(_ t: MutationTargets, _ w: FullWalk, step: Int) {
        for s in selectors {
            #expect(t.view(s) === nth(w.views, s), "view \(s) at step \(step)")
            #expect(t.subview(s) === nth(w.subviews, s), "subview \(s) at step \(step)")
            #expect(t.stack(s) === nth(w.stacks, s), "stack \(s) at step \(step)")
            #expect(t.label(s) === nth(w.labels, s), "label \(s) at step \(step)")
            let input = t.textInput(s)
            #expect(input?.view === nth(w.textInputs, s), "text input \(s) at step \(step)")
            if let input { #expect(input.count == w.textInputs.count && input.index == Int(s.magnitude % UInt(input.count))) }
        }
        var walked: [LayoutConstraint] = []
        t.forEachConstraint { walked.append($0); return true }
        #expect(walked.count == w.constraints.count && zip(walked, w.constraints).allSatisfy { $0 === $1 }, "constraints at step \(step)")
    }

    /// Operations that change the tree and the constraint set between the queries: removals
    /// (whose crossing constraints are deactivated), deactivations, re-activations, additions,
    /// insertions, hiding, stack and label changes.
    static func op(_ i: Int) -> MutationOp {
        let s = i &* 7_919 &+ 3
        switch i % 12 {
        case 0: return .deactivate(constraint: s)
        case 1: return .remove(view: s)
        case 2: return .reactivate(constraint: s)
        case 3: return .insert(parent: s, position: i, size: Size(width: 40, height: 20), pinned: i % 2 == 0, arranged: true)
        case 4: return .add(AddedConstraint(first: s, firstAttribute: .width, relation: .greaterThanOrEqual, second: s / 3,
                                            secondAttribute: .width, multiplier: 0.5, constant: 4, priority: 999))
        case 5: return .hidden(view: s, hidden: i % 24 < 12)
        case 6: return .deactivate(constraint: -s)
        case 7: return .stackSpacing(stack: s, value: 6)
        case 8: return .reactivate(constraint: -s)
        case 9: return .labelText(label: s, length: 30)
        case 10: return .constant(constraint: s, value: 12)
        default: return .remove(view: -s)
        }
    }

    /// A run of mutations on `scene`, every one checked before it is applied (the targets,
    /// and the active constraints `SeenConstraints.record` lists, fresh or cached while the
    /// screen's structure version stays, against a full walk) and after (`seen` against the
    /// definition, the note naming the object the definition picks).
    static func check(scene name: String, itemCount: Int?, steps: Int) throws {
        var env = SceneEnvironment()
        env.itemCount = itemCount
        let scene = try SceneCatalog.registry.make(name, environment: env)
        let root = try #require((scene as? SceneHost)?.root)
        var options = SimulationOptions()
        options.rate = try #require(RefreshRate(hz: 120))
        let sim = Simulator(scene: scene, name: name, options: options)
        sim.runTick()
        let mutator = Mutator(scene: scene)
        var seen: [LayoutConstraint] = []
        var reactivated = 0
        let probe = SeenConstraints()
        var version: Int?
        var cached = 0
        for i in 0..<steps {
            let w = FullWalk(root)
            expectAgreement(MutationTargets(root: root), w, step: i)
            if version == root.structureVersion { cached += 1 }
            version = root.structureVersion
            let active = probe.record(MutationTargets(root: root)).map { $0.takeUnretainedValue() }
            #expect(active.count == w.constraints.count && zip(active, w.constraints).allSatisfy { $0 === $1 }, "active at step \(i)")
            for c in w.constraints where !seen.contains(where: { $0 === c }) { seen.append(c) }
            let op = op(i)
            var expected: String?
            switch op {
            case .deactivate(let s): expected = nth(w.constraints, s).map { "deactivated \($0)" }
            case .remove(let s): expected = nth(w.subviews, s).map { "removed \($0.layoutName)" }
            case .hidden(let s, let h): expected = nth(w.subviews, s).map { "\(h ? "hid" : "showed") \($0.layoutName)" }
            case .labelText(let s, let n): expected = nth(w.labels, s).map { "\($0.layoutName) text of \(n) characters" }
            default: break
            }
            let inactive = seen.filter { !$0.isActive }
            let note = mutator.apply(Mutation(tick: i, op: op)).note
            if case .reactivate(let s) = op, let c = nth(inactive, s) {
                reactivated += 1
                #expect(note == (c.isActive ? "reactivated \(c)" : "refused: \(c) stayed inactive"), "step \(i)")
            } else if let expected {
                #expect(note == expected, "step \(i)")
            }
            #expect(mutator.seen.all.count == seen.count && zip(mutator.seen.all, seen).allSatisfy { $0 === $1 }, "seen at step \(i)")
            sim.runTick()
        }
        // The run reached what it is meant to test: reactivations, and lists reused.
        #expect(reactivated >= steps / 12)
        #expect(cached >= 2, "\(cached) steps found the structure unchanged")
    }

    @Test func theFeedsTargetsAndSeenAreThoseOfAFullWalk() throws {
        try Self.check(scene: "feed", itemCount: 20, steps: 48)
    }

    @Test func editProfilesTargetsAndSeenAreThoseOfAFullWalk() throws {
        try Self.check(scene: "edit-profile", itemCount: nil, steps: 48)
    }

    @Test func accordionsTargetsAndSeenAreThoseOfAFullWalk() throws {
        try Self.check(scene: "accordion", itemCount: nil, steps: 36)
    }

    final class WeakConstraint {
        weak var object: LayoutConstraint?
        init(_ object: LayoutConstraint) { self.object = object }
    }

    /// The constraints `seen` lists stay alive while the mutator lives, though the tree drops
    /// them (deactivated, their views removed and freed), and `reactivate` still picks among
    /// them; once the mutator is gone the inactive ones are freed: it was what kept them.
    @Test func seenKeepsAliveWhatTheTreeDropped() throws {
        let host = try SceneHost(environment: SceneEnvironment())
        var boxes: [WeakConstraint] = []
        do {
            let box = View()
            host.root.addSubview(box)
            for k in 0..<4 {
                let inner = View()
                box.addSubview(inner)
                let c = LayoutConstraint(item: inner, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                                         multiplier: 1, constant: Double(10 + k), priority: .required)
                c.activate()
                boxes.append(WeakConstraint(c))
            }
        }
        var mutator: Mutator? = Mutator(scene: host)
        _ = mutator?.apply(Mutation(tick: 0, op: .constant(constraint: 0, value: 8)))
        #expect(mutator?.seen.all.count == 4)
        for b in boxes { b.object?.deactivate() }
        while let v = host.root.subviews.last { v.removeFromSuperview() }
        host.root.layoutIfNeeded()  // the engine drops what it had queued
        #expect(boxes.allSatisfy { $0.object != nil })
        let note = mutator?.apply(Mutation(tick: 1, op: .reactivate(constraint: 2))).note ?? ""
        #expect(note.hasPrefix("reactivated") || note.hasPrefix("refused"), "\(note)")
        // Without the mutator they go, the one reactivated with its view (out of the tree).
        mutator = nil
        host.root.layoutIfNeeded()
        let left = boxes.map { $0.object.map { $0.isActive ? "active" : "inactive" } ?? "freed" }
        #expect(left == ["freed", "freed", "freed", "freed"], "\(left)")
    }

    /// A subtree that leaves the screen takes the constraints its views hold, without a
    /// deactivation, and they go when it is freed: `seen` keeps those it saw.
    @Test func seenKeepsAliveWhatARemovedSubtreeHeld() throws {
        let host = try SceneHost(environment: SceneEnvironment())
        var boxes: [WeakConstraint] = []
        do {
            let box = View()
            host.root.addSubview(box)
            for k in 0..<3 {
                let inner = View()
                box.addSubview(inner)
                let c = LayoutConstraint(item: inner, attribute: .left, relatedBy: .equal, toItem: box, attribute: .left,
                                         multiplier: 1, constant: Double(k), priority: .required)
                c.activate()
                boxes.append(WeakConstraint(c))
            }
        }
        var mutator: Mutator? = Mutator(scene: host)
        _ = mutator?.apply(Mutation(tick: 0, op: .constant(constraint: 1, value: 8)))
        #expect(mutator?.seen.all.count == 3)
        while let v = host.root.subviews.last { v.removeFromSuperview() }
        host.root.layoutIfNeeded()
        #expect(boxes.allSatisfy { $0.object != nil })
        mutator = nil
        #expect(boxes.allSatisfy { $0.object == nil })
    }
}
