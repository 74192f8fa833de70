/// The `make` of `view.snp.makeConstraints { make in … }`: starts sentences.
///
/// The sentence types enforce SnapKit's order: attributes (Extendable) → relation (Relatable) →
/// multipliers, offsets, insets (Editable) → priority (Prioritizable) → label / `.constraint`
/// (Finalizable).
public final class ConstraintMaker: ConstraintAttributesDSL {
    let item: LayoutItem
    let file: String
    let line: Int
    @exclusivity(unchecked)
    var descriptions: [ConstraintDescription] = []

    init(item: LayoutItem, file: String, line: Int) { self.item = item; self.file = file; self.line = line }

    public func attribute(_ a: ConstraintAttributes) -> ConstraintMakerExtendable {
        let d = ConstraintDescription(item: item, attributes: a, file: file, line: line)
        descriptions.append(d)
        return ConstraintMakerExtendable(d)
    }

    /// Complete sentences as constraints, and the problems of incomplete or bad ones.
    func finish() -> (constraints: [Constraint], issues: [LayoutError]) {
        var out: [Constraint] = []
        var issues: [LayoutError] = []
        for d in descriptions {
            if let e = d.issue { issues.append(e); continue }
            if let c = d.constraint { out.append(c) }   // no relation: silently dropped, as SnapKit
        }
        return (out, issues)
    }
}

/// The last stage: `labeled(_:)` and `.constraint`.
public class ConstraintMakerFinalizable {
    let description: ConstraintDescription
    init(_ d: ConstraintDescription) { description = d }

    /// Names every generated layout constraint (its `identifier`).
    @discardableResult
    public func labeled(_ label: String) -> ConstraintMakerFinalizable {
        description.label = label
        return self
    }

    /// The constraint this sentence makes, to keep for `update(offset:)`, `activate()` … (nil when
    /// the sentence was invalid; the problem is recorded as a layout event).
    public var constraint: Constraint? { description.constraint }
}

/// `priority(_:)`.
public class ConstraintMakerPrioritizable: ConstraintMakerFinalizable {
    @discardableResult
    public func priority(_ p: ConstraintPriorityTarget) -> ConstraintMakerFinalizable {
        description.priority = p.constraintPriorityValue
        return self
    }
    /// `.priority(.high)`, `.priority(.low + 1)`, `.priority(750)`.
    @discardableResult
    public func priority(_ p: LayoutPriority) -> ConstraintMakerFinalizable {
        description.priority = p
        return self
    }
}

/// `multipliedBy`, `dividedBy`, `offset`, `inset` (the last offset or inset wins).
public class ConstraintMakerEditable: ConstraintMakerPrioritizable {
    @discardableResult
    public func multipliedBy(_ m: Double) -> ConstraintMakerEditable { description.multiplier = m; return self }
    @discardableResult
    public func dividedBy(_ d: Double) -> ConstraintMakerEditable { description.multiplier = 1 / d; return self }
    /// The same constant for every attribute, no sign flip (`edges.offset(10)` shifts the view).
    @discardableResult
    public func offset(_ o: ConstraintOffsetTarget) -> ConstraintMakerEditable {
        description.constant = .number(o.constraintOffsetValue); return self
    }
    /// Moves edges inward: left/top +, right/bottom −, width/height −(sum), centers by half the difference.
    @discardableResult
    public func inset(_ i: ConstraintInsetTarget) -> ConstraintMakerEditable {
        description.constant = i.constraintInsetValue; return self
    }
}

/// The relation: `equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo` and the superview forms.
public class ConstraintMakerRelatable {
    let description: ConstraintDescription
    init(_ d: ConstraintDescription) { description = d }

    func relate(_ rel: LayoutRelation, _ t: ConstraintRelatableTarget) -> ConstraintMakerEditable {
        description.relation = rel
        let target = t.constraintTarget
        description.target = target
        // A constant target is the sentence's constant: a later offset/inset replaces it (SnapKit).
        if case .constant(let k) = target { description.constant = k }
        return ConstraintMakerEditable(description)
    }
    func relateToSuperview(_ rel: LayoutRelation, _ pick: ((View) -> ConstraintRelatableTarget)?) -> ConstraintMakerEditable {
        description.relation = rel
        guard let sup = superviewOf(description.item) else {
            description.issue = .noSuperview("\(description.item.layoutName) (\(description.file)#\(description.line))")
            return ConstraintMakerEditable(description)
        }
        description.target = (pick?(sup) ?? sup).constraintTarget
        return ConstraintMakerEditable(description)
    }

    @discardableResult
    public func equalTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { relate(.equal, other) }
    @discardableResult
    public func lessThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { relate(.lessThanOrEqual, other) }
    @discardableResult
    public func greaterThanOrEqualTo(_ other: ConstraintRelatableTarget) -> ConstraintMakerEditable { relate(.greaterThanOrEqual, other) }
    @discardableResult
    public func equalToSuperview(_ pick: ((View) -> ConstraintRelatableTarget)? = nil) -> ConstraintMakerEditable {
        relateToSuperview(.equal, pick)
    }
    @discardableResult
    public func lessThanOrEqualToSuperview(_ pick: ((View) -> ConstraintRelatableTarget)? = nil) -> ConstraintMakerEditable {
        relateToSuperview(.lessThanOrEqual, pick)
    }
    @discardableResult
    public func greaterThanOrEqualToSuperview(_ pick: ((View) -> ConstraintRelatableTarget)? = nil) -> ConstraintMakerEditable {
        relateToSuperview(.greaterThanOrEqual, pick)
    }
}

/// Attributes so far; more can be chained (`make.width.height`).
public final class ConstraintMakerExtendable: ConstraintMakerRelatable, ConstraintAttributesDSL {
    public func attribute(_ a: ConstraintAttributes) -> ConstraintMakerExtendable {
        description.attributes.formUnion(a)
        return self
    }
}

/// A view's superview, or a guide's owning view (SnapKit's rule for `equalToSuperview`).
func superviewOf(_ item: LayoutItem) -> View? { item.constraintSuperview }
