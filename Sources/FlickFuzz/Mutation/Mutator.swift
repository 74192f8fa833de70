import FlickCore
import FlickLayout
import FlickSim

/// Applies a case's mutations to one run's scene through FlickLayout's public API, checks
/// the contracts those calls promise, and remembers what it needs between mutations (the
/// constraints seen active, the views it inserted).
///
/// A scene that is not a `SceneHost` has no FlickLayout tree to mutate: every mutation is
/// `notApplicable` there. Nothing here traps on any mutation: a refused change is an outcome.
final class Mutator {
    /// What applying one mutation did.
    enum Result: Sendable, Hashable {
        /// Done; the text names what the selectors resolved to.
        case applied(String)
        /// The layout refused it, as UIKit does (an illegal pairing, a priority to or from
        /// required while active, no common ancestor).
        case refused(String)
        /// Nothing to apply it to (no stack views, no constraint inactive, no view tree).
        case notApplicable(String)

        var note: String {
            switch self {
            case .applied(let s): return s
            case .refused(let s): return "refused: " + s
            case .notApplicable(let s): return "not applicable: " + s
            }
        }
    }

    private let root: Screen?
    /// The scene, for typed text (`Scene.insertText(_:)` runs with its clock installed).
    private let scene: any Scene
    /// User constraints ever seen active by a mutation, in first-seen order (kept alive:
    /// `reactivate` picks among those inactive now).
    let seen: SeenConstraints
    private var inserted = 0
    /// Contract breaches found since the last drain, each with the mutation that found it.
    private(set) var breaches: [String] = []
    /// The first tick a structural mutation was applied on, if any.
    private(set) var firstStructuralTick: Int?

    /// - Parameters:
    ///   - scene: the run's scene.
    ///   - listedBefore: its active constraints listed before the run (`ActiveConstraints`,
    ///     a fork-server template's), which the first mutation takes if still current;
    ///     default nil. The same results either way.
    init(scene: any Scene, listedBefore: ActiveConstraints? = nil) {
        root = (scene as? SceneHost)?.root
        self.scene = scene
        seen = SeenConstraints(listedBefore: listedBefore)
    }

    /// Breaches found since the last call.
    func drainBreaches() -> [String] {
        defer { breaches.removeAll() }
        return breaches
    }

    /// Applies `m` (on tick `m.tick`).
    func apply(_ m: Mutation) -> Result {
        guard let root else { return .notApplicable("the scene has no FlickLayout view tree") }
        let targets = MutationTargets(root: root)
        let active = seen.record(targets)
        let result = apply(m.op, root: root, targets: targets, constraints: active)
        if case .notApplicable = result {} else if !m.op.isEnvironmental, firstStructuralTick == nil {
            firstStructuralTick = m.tick
        }
        return result
    }

    // MARK: Private steps

    private func apply(_ op: MutationOp, root: Screen, targets: MutationTargets, constraints: [Unmanaged<LayoutConstraint>]) -> Result {
        switch op {
        case .constant(let sel, let value):
            guard let c = Self.pick(constraints, sel) else { return .notApplicable("no active constraint") }
            let before = "\(c)"
            c.constant = value
            return .applied("\(before) constant \(Format.number(value))")
        case .priority(let sel, let value, let setter):
            guard let c = Self.pick(constraints, sel) else { return .notApplicable("no active constraint") }
            return setPriority(c, LayoutPriority(value), setter: setter)
        case .deactivate(let sel):
            guard let c = Self.pick(constraints, sel) else { return .notApplicable("no active constraint") }
            c.deactivate()
            if c.isActive { breaches.append("deactivate() left \(c) active") }
            return .applied("deactivated \(c)")
        case .reactivate(let sel):
            let inactive = seen.inactiveCount()
            guard let c = seen.inactive(sel, among: inactive) else { return .notApplicable("no constraint seen active is inactive now") }
            c.activate()
            return c.isActive ? .applied("reactivated \(c)") : .refused("\(c) stayed inactive")
        case .add(let a):
            return add(a, targets: targets)
        case .insert(let parentSel, let position, let size, let pinned, let arranged):
            guard let parent = targets.view(parentSel) else { return .notApplicable("no view") }
            return insert(into: parent, position: position, size: size, pinned: pinned, arranged: arranged)
        case .remove(let sel):
            guard let v = targets.subview(sel) else { return .notApplicable("no view but the screen") }
            let parent = v.superview
            v.removeFromSuperview()
            if v.superview != nil || (parent?.subviews.contains { $0 === v } ?? false) {
                breaches.append("removeFromSuperview() left \(v.layoutName) in its superview")
            }
            return .applied("removed \(v.layoutName)")
        case .hidden(let sel, let hidden):
            guard let v = targets.subview(sel) else { return .notApplicable("no view but the screen") }
            v.isHidden = hidden
            return .applied("\(hidden ? "hid" : "showed") \(v.layoutName)")
        case .stackAxis(let sel, let axis):
            guard let s = targets.stack(sel) else { return .notApplicable("no stack view") }
            s.axis = axis
            return .applied("\(s.layoutName) axis \(axis)")
        case .stackDistribution(let sel, let d):
            guard let s = targets.stack(sel) else { return .notApplicable("no stack view") }
            s.distribution = d
            return .applied("\(s.layoutName) distribution \(LayoutNames.name(d))")
        case .stackAlignment(let sel, let a):
            guard let s = targets.stack(sel) else { return .notApplicable("no stack view") }
            s.alignment = a
            return .applied("\(s.layoutName) alignment \(LayoutNames.name(a))")
        case .stackSpacing(let sel, let value):
            guard let s = targets.stack(sel) else { return .notApplicable("no stack view") }
            s.spacing = value
            return .applied("\(s.layoutName) spacing \(Format.number(value))")
        case .labelText(let sel, let length):
            guard let l = targets.label(sel) else { return .notApplicable("no label") }
            l.text = Self.words(length)
            return .applied("\(l.layoutName) text of \(length) characters")
        case .typeScale(let value):
            guard value.isFinite, value > 0 else { return .refused("dynamic-type scale \(value) is not positive") }
            root.dynamicTypeScale = value
            return .applied("dynamic type x\(Format.number(value))")
        case .rotate:
            let o: Orientation = root.orientation == .portrait ? .landscape : .portrait
            root.setOrientation(o)
            return .applied("rotated to \(o.rawValue)")
        case .safeArea(let s):
            var p = root.profile
            let insets = EdgeInsets(top: s.top, left: s.left, bottom: s.bottom, right: s.right)
            p.portraitSafeArea = insets
            p.landscapeSafeArea = insets
            root.setProfile(p)
            return .applied("safe area \(insets)")
        case .editText(let sel, let delete, let text):
            return editText(sel, delete: delete, text: text, targets: targets)
        }
    }

    /// Focuses a text input, deletes `delete` characters before its caret and types `text`.
    private func editText(_ sel: Int, delete: Int, text: String, targets: MutationTargets) -> Result {
        guard let (input, index, count) = targets.textInput(sel) else { return .notApplicable("no text input") }
        let position = "text input \(index) of \(count)"
        let name = "\(input.layoutName) (\(position))"
        guard input.becomeFirstResponder() else { return .refused("\(name) did not become first responder") }
        var deleted = 0
        for _ in 0..<delete where scene.deleteBackward() { deleted += 1 }
        let typed = text.isEmpty || scene.insertText(text)
        var note = "\(name): deleted \(deleted), typed \(text.count) character(s)"
        if !typed { note += " (focus left before the end)" }
        return .applied(note)
    }

    /// A priority change, refused to or from required while active as UIKit refuses it; any
    /// other outcome is a contract breach.
    private func setPriority(_ c: LayoutConstraint, _ p: LayoutPriority, setter: Bool) -> Result {
        let old = c.priority
        let mustRefuse = c.isActive && p.isRequired != old.isRequired && p != old
        if setter {
            c.priority = p
            if mustRefuse {
                if c.priority != old { breaches.append("priority setter changed \(c) from \(old) to required-crossing \(p) while active") }
                return .refused("priority \(old) -> \(p) of \(c) while active")
            }
            if c.priority != p { breaches.append("priority setter left \(c) at \(c.priority), asked \(p)") }
            return .applied("\(c) priority \(p)")
        }
        do throws(LayoutError) {
            try c.setPriority(p)
        } catch {
            if case .requiredPriorityChange = error, mustRefuse {
                if c.priority != old { breaches.append("refused setPriority(\(p)) still changed \(c)") }
                return .refused("priority \(old) -> \(p) of \(c) while active")
            }
            breaches.append("setPriority(\(p)) on \(c) threw \(error) (must \(mustRefuse ? "throw requiredPriorityChange" : "succeed"))")
            return .refused("\(error)")
        }
        if mustRefuse { breaches.append("setPriority(\(p)) on active \(c) crossed required without throwing") }
        return .applied("\(c) priority \(p)")
    }

    /// Adds a drawn constraint; an illegal one must be refused, a legal one accepted.
    private func add(_ a: AddedConstraint, targets: MutationTargets) -> Result {
        guard let first = targets.view(a.first) else { return .notApplicable("no view") }
        let second = a.second.flatMap { targets.view($0) }
        let c = LayoutConstraint(item: first, attribute: a.firstAttribute, relatedBy: a.relation,
                                 toItem: second, attribute: second == nil ? .notAnAttribute : a.secondAttribute,
                                 multiplier: a.multiplier, constant: a.constant, priority: LayoutPriority(a.priority))
        inserted += 1
        c.identifier = "fuzz-\(inserted)"
        let illegal = UIKitRules.illegalPairing(c)
        do throws(LayoutError) {
            try c.tryActivate()
        } catch {
            switch error {
            case .illegalPairing:
                if illegal == nil { breaches.append("tryActivate refused the legal \(c): \(error)") }
            case .noCommonAncestor: break
            default: breaches.append("tryActivate on \(c) threw \(error)")
            }
            return .refused("\(c): \(error)")
        }
        if let why = illegal { breaches.append("tryActivate accepted \(c), illegal as UIKit: \(why)") }
        return .applied("added \(c)")
    }

    private func insert(into parent: View, position: Int, size: Size, pinned: Bool, arranged: Bool) -> Result {
        inserted += 1
        let v = View()
        v.name = "fuzz-view-\(inserted)"
        if arranged, let stack = parent as? StackView {
            let at = Int(position.magnitude % UInt(stack.arrangedSubviews.count + 1))
            stack.insertArrangedSubview(v, at: at)
            v.snp.makeConstraints { make in make.width.equalTo(size.width).priority(750); make.height.equalTo(size.height).priority(750) }
            return .applied("inserted \(v.layoutName) into \(parent.layoutName) arranged at \(at)")
        }
        let at = Int(position.magnitude % UInt(parent.subviews.count + 1))
        parent.insertSubview(v, at: at)
        if pinned {
            v.translatesAutoresizingMaskIntoConstraints = false
            v.snp.makeConstraints { make in
                make.left.top.equalToSuperview().offset(8)
                make.width.equalTo(size.width)
                make.height.equalTo(size.height)
            }
        } else {
            v.frame = Rect(x: 8, y: 8, width: size.width, height: size.height)
        }
        return .applied("inserted \(v.layoutName) into \(parent.layoutName) at \(at)\(pinned ? " pinned" : " by frame")")
    }

    /// `length` characters of words separated by spaces.
    static func words(_ length: Int) -> String {
        let vocabulary = ["layout", "a", "constraint", "is", "satisfied", "when", "the", "solver", "agrees", "tick"]
        var s = ""
        var k = 0
        while s.count < length {
            if !s.isEmpty { s += " " }
            s += vocabulary[k % vocabulary.count]
            k += 1
        }
        return String(s.prefix(max(0, length)))
    }

    /// The constraint `selector` picks among the active ones (`SeenConstraints.record`, whose
    /// list keeps each alive), or nil when there are none.
    private static func pick(_ active: [Unmanaged<LayoutConstraint>], _ selector: Int) -> LayoutConstraint? {
        active.isEmpty ? nil : active[MutationTargets.index(selector, among: active.count)].takeUnretainedValue()
    }
}

/// UIKit's rules for which attribute pairs a constraint may relate, stated independently of
/// FlickLayout's own check so the fuzzer can hold it to them (NSLayoutConstraint raises for
/// each of these).
enum UIKitRules {
    /// Why `c` is illegal, or nil when UIKit accepts it.
    static func illegalPairing(_ c: LayoutConstraint) -> String? {
        let a1 = c.firstAttribute, a2 = c.secondAttribute
        if a1 == .notAnAttribute { return "no first attribute" }
        if !c.multiplier.isFinite || !c.constant.isFinite { return "a non-finite multiplier or constant" }
        guard c.secondItem != nil, a2 != .notAnAttribute else {
            return a1.isPosition ? "a location equal to a constant" : nil
        }
        if c.multiplier == 0 && a1.isPosition { return "a location times 0" }
        if a1.isSize != a2.isSize { return "a location related to a size" }
        if a1.isPosition && a1.axis != a2.axis { return "a horizontal location related to a vertical one" }
        if (a1.isDirectional && a2.isAbsoluteHorizontal) || (a1.isAbsoluteHorizontal && a2.isDirectional) {
            return "leading/trailing mixed with left/right"
        }
        return nil
    }
}
