/// A SnapKit constraint: one sentence (`make.edges.equalToSuperview().inset(8)`), made of one
/// layout constraint per attribute. Keep it to change its constant or priority later, or to
/// toggle it, without remaking anything:
///
/// ```swift
/// var top: Constraint?
/// box.snp.makeConstraints { make in top = make.top.equalToSuperview().offset(50).constraint }
/// top?.update(offset: 200)        // in-place solver update
/// ```
///
/// Like SnapKit's (whose items are weak), it does not keep the views it relates alive: it refers
/// to its item through the item's layout node, which does not own the item.
public final class Constraint: CustomStringConvertible {
    /// The layout node of the item the sentence was made from (`view.snp`).
    let fromNode: LayoutNode
    let sourceAttributes: ConstraintAttributes
    let relation: LayoutRelation
    let multiplier: Double
    @exclusivity(unchecked)
    private(set) var constant: ConstraintConstant
    @exclusivity(unchecked)
    private(set) var priority: LayoutPriority
    public let label: String?
    let file: String
    let line: Int
    /// The layout constraints, one per source attribute, in attribute order.
    @exclusivity(unchecked)
    public private(set) var layoutConstraints: [LayoutConstraint] = []
    /// A problem found resolving the target (the constraint then has no layout constraints).
    @exclusivity(unchecked)
    public private(set) var issue: LayoutError?

    init(from: LayoutItem, attributes: ConstraintAttributes, relation: LayoutRelation, target: ConstraintTarget,
         multiplier: Double, constant: ConstraintConstant, priority: LayoutPriority, label: String?, file: String, line: Int) {
        self.fromNode = from.layoutNode; self.sourceAttributes = attributes; self.relation = relation
        self.multiplier = multiplier; self.constant = constant; self.priority = priority; self.label = label
        self.file = file; self.line = line
        do throws(LayoutError) { layoutConstraints = try build(from: from, target: target) } catch { issue = error }
    }

    /// Resolves each source attribute's target item and attribute, as SnapKit's `equalTo` does.
    private func build(from: LayoutItem, target: ConstraintTarget) throws(LayoutError) -> [LayoutConstraint] {
        let dir = from.owningView?.effectiveLayoutDirection ?? .leftToRight
        var out: [LayoutConstraint] = []
        for a in sourceAttributes.layoutAttributes {
            var second: LayoutItem?
            var secondAttr = LayoutAttribute.notAnAttribute
            switch target {
            case .item(let item, let attrs):
                second = item
                if let attrs, !attrs.isEmpty {
                    if attrs == sourceAttributes { secondAttr = a }
                    else if attrs == sourceAttributes.toggledMargins { secondAttr = a.isMargin ? a.withoutMargin : a.withMargin }
                    else if attrs.layoutAttributes.count == 1, let only = attrs.layoutAttributes.first { secondAttr = only }
                    else { throw .nonIdenticalAttributes("\(from.layoutName) \(sourceAttributes.layoutAttributes) to \(item.layoutName) \(attrs.layoutAttributes) (\(file)#\(line))") }
                } else {
                    secondAttr = a
                }
            case .constant:
                if !a.isSize {
                    second = from.constraintSuperview
                    secondAttr = a == .centerX ? .left : a == .centerY ? .top : a
                }
            }
            let c = LayoutConstraint(item: from, attribute: a, relatedBy: relation, toItem: second, attribute: secondAttr,
                                     multiplier: multiplier, constant: constantValue(a, secondAttr, dir: dir),
                                     priority: priority, file: file, line: line)
            c.origin = .snapKit(file: file, line: line)
            c.identifier = label
            out.append(c)
        }
        return out
    }

    /// The constant — a constant target, or the offset/inset that replaced it — chosen by the
    /// second attribute (first when there is none).
    private func constantValue(_ a: LayoutAttribute, _ second: LayoutAttribute, dir: LayoutDirection) -> Double {
        let key = second == .notAnAttribute ? a : second
        return constant.value(for: key, direction: dir)
    }

    /// Whether any of its layout constraints is active.
    public var isActive: Bool {
        get { layoutConstraints.contains { $0.isActive } }
        set { if newValue { activate() } else { deactivate() } }
    }

    /// Activates every layout constraint and records the constraint on its item.
    public func activate() {
        LayoutConstraint.activate(layoutConstraints)
        if !fromNode.snapConstraints.contains(where: { $0 === self }) { fromNode.snapConstraints.append(self) }
    }

    public func deactivate() {
        LayoutConstraint.deactivate(layoutConstraints)
        fromNode.snapConstraints.removeAll { $0 === self }
    }

    @available(*, deprecated, renamed: "activate()") public func install() { activate() }
    @available(*, deprecated, renamed: "deactivate()") public func uninstall() { deactivate() }

    /// Sets the offset: the same constant for every attribute (an in-place solver update).
    @discardableResult
    public func update(offset: ConstraintOffsetTarget) -> Constraint {
        constant = .number(offset.constraintOffsetValue); refreshConstants(); return self
    }
    /// Sets the inset: edges move inward (an in-place solver update).
    @discardableResult
    public func update(inset: ConstraintInsetTarget) -> Constraint {
        constant = inset.constraintInsetValue; refreshConstants(); return self
    }
    /// Sets the priority where UIKit allows it: ignored when the constraint is required or the new
    /// priority is (SnapKit's rule; use deactivate/activate to switch).
    @discardableResult
    public func update(priority: ConstraintPriorityTarget) -> Constraint { update(priority: priority.constraintPriorityValue) }

    @discardableResult
    public func update(priority p: LayoutPriority) -> Constraint {
        self.priority = p
        for c in layoutConstraints where !c.storedPriority.isRequired && !p.isRequired {
            do throws(LayoutError) { try c.setPriority(p) } catch { /* cannot happen: optional → optional */ }
        }
        return self
    }

    private func refreshConstants() {
        let dir = fromNode.item?.owningView?.effectiveLayoutDirection ?? .leftToRight
        for c in layoutConstraints {
            c.constant = constantValue(c.firstAttribute, c.secondAttribute, dir: dir)
        }
    }

    public var description: String {
        layoutConstraints.map(\.description).joined(separator: "\n")
    }
}
