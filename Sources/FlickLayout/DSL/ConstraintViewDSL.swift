/// `view.snp` / `guide.snp`: the SnapKit entry points and attribute targets.
public struct ConstraintViewDSL: ConstraintAttributesDSL {
    public let target: LayoutItem

    /// `other.snp.bottom` as a relation target.
    public func attribute(_ a: ConstraintAttributes) -> ConstraintItem { ConstraintItem(target: target, attributes: a) }

    /// Makes and activates the constraints described in `closure`. Turns off
    /// `translatesAutoresizingMaskIntoConstraints` on a view (never on the targets). Sentences
    /// without a relation are dropped; invalid ones (no superview, non-identical attribute sets,
    /// illegal pairings) are recorded as layout events instead of crashing. No duplicate check:
    /// making the same constraint twice adds it twice, as SnapKit.
    public func makeConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void) {
        for c in prepareConstraints(file: file, line: line, closure) { c.activate() }
    }

    /// Makes the constraints without activating them.
    public func prepareConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void) -> [Constraint] {
        (target as? View)?.translatesAutoresizingMaskIntoConstraints = false
        let maker = ConstraintMaker(item: target, file: file, line: line)
        closure(maker)
        let (made, issues) = maker.finish()
        for e in issues { report(e) }
        for c in made { if let e = c.issue { report(e) } }
        return made.filter { $0.issue == nil }
    }

    /// `removeConstraints()` then `makeConstraints(closure)`.
    public func remakeConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void) {
        removeConstraints()
        makeConstraints(file: file, line: line, closure)
    }

    /// Changes the constants of existing constraints that match each new one on first and second
    /// item, attributes, relation, multiplier and priority (not constant). With no recorded
    /// constraints it behaves as `makeConstraints`. A sentence without a match is recorded as a
    /// `.noMatchingConstraint` event (SnapKit crashes); use `tryUpdateConstraints` to get an error.
    public func updateConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void) {
        do throws(LayoutError) { try tryUpdateConstraints(file: file, line: line, closure) } catch { report(error) }
    }

    /// `updateConstraints`, throwing instead of recording.
    /// - Throws: `LayoutError.noMatchingConstraint` for the first sentence without a match (earlier
    ///   matches are applied), or the first invalid sentence's error.
    public func tryUpdateConstraints(file: String = #fileID, line: Int = #line, _ closure: (ConstraintMaker) -> Void) throws(LayoutError) {
        let existing = target.layoutNode.snapConstraints
        guard !existing.isEmpty else { makeConstraints(file: file, line: line, closure); return }
        let maker = ConstraintMaker(item: target, file: file, line: line)
        closure(maker)
        let (made, issues) = maker.finish()
        if let e = issues.first { throw e }
        for c in made {
            if let e = c.issue { throw e }
            for n in c.layoutConstraints {
                guard let match = existing.lazy.flatMap(\.layoutConstraints).first(where: { matches($0, n) }) else {
                    throw .noMatchingConstraint(n.description)
                }
                match.constant = n.constant
            }
        }
    }

    private func matches(_ a: LayoutConstraint, _ b: LayoutConstraint) -> Bool {
        a.firstNode === b.firstNode && a.secondNode === b.secondNode && a.firstAttribute == b.firstAttribute
            && a.secondAttribute == b.secondAttribute && a.relation == b.relation
            && a.multiplier == b.multiplier && a.storedPriority == b.storedPriority
    }

    /// Deactivates every SnapKit constraint made from this item (not those targeting it).
    public func removeConstraints() {
        for c in target.layoutNode.snapConstraints { c.deactivate() }
    }

    /// The SnapKit constraints made from this item and currently recorded.
    public var constraints: [Constraint] { target.layoutNode.snapConstraints }

    private func report(_ e: LayoutError) {
        let event = LayoutEvent(kind: e.isNoMatch ? .noMatchingConstraint : .invalidConstraint, message: e.description)
        reportLayoutEvent(event, near: target)
    }

    // Priorities as SnapKit's properties.
    public var contentHuggingHorizontalPriority: Double {
        get { view?.contentHuggingPriority(for: .horizontal).rawValue ?? 0 }
        nonmutating set { view?.setContentHuggingPriority(LayoutPriority(newValue), for: .horizontal) }
    }
    public var contentHuggingVerticalPriority: Double {
        get { view?.contentHuggingPriority(for: .vertical).rawValue ?? 0 }
        nonmutating set { view?.setContentHuggingPriority(LayoutPriority(newValue), for: .vertical) }
    }
    public var contentCompressionResistanceHorizontalPriority: Double {
        get { view?.contentCompressionResistancePriority(for: .horizontal).rawValue ?? 0 }
        nonmutating set { view?.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .horizontal) }
    }
    public var contentCompressionResistanceVerticalPriority: Double {
        get { view?.contentCompressionResistancePriority(for: .vertical).rawValue ?? 0 }
        nonmutating set { view?.setContentCompressionResistancePriority(LayoutPriority(newValue), for: .vertical) }
    }
    private var view: View? { target as? View }
}

extension LayoutError {
    var isNoMatch: Bool { if case .noMatchingConstraint = self { return true }; return false }
}

extension View {
    /// The SnapKit DSL of this view.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(target: self) }
    /// The top of this view's tree.
    var rootView: View { var v = self; while let s = v.superview { v = s }; return v }
}

extension LayoutGuide {
    /// The SnapKit DSL of this guide.
    public var snp: ConstraintViewDSL { ConstraintViewDSL(target: self) }
}
