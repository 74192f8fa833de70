/// One SnapKit sentence as a plain record, turned into a `Constraint` once complete.
final class ConstraintDescription {
    let item: LayoutItem
    @exclusivity(unchecked)
    var attributes: ConstraintAttributes
    @exclusivity(unchecked)
    var relation: LayoutRelation?
    @exclusivity(unchecked)
    var target: ConstraintTarget?
    @exclusivity(unchecked)
    var multiplier: Double = 1
    @exclusivity(unchecked)
    var constant: ConstraintConstant = .number(0)
    @exclusivity(unchecked)
    var priority: LayoutPriority = .required
    @exclusivity(unchecked)
    var label: String?
    let file: String
    let line: Int
    /// A problem found while reading the sentence (reported instead of crashing).
    @exclusivity(unchecked)
    var issue: LayoutError?
    @exclusivity(unchecked)
    private(set) var built: Constraint?

    init(item: LayoutItem, attributes: ConstraintAttributes, file: String, line: Int) {
        self.item = item; self.attributes = attributes; self.file = file; self.line = line
    }

    /// The constraint, made on first use; nil while the sentence has no relation.
    var constraint: Constraint? {
        if let built { return built }
        guard let relation, let target, issue == nil else { return nil }
        let c = Constraint(from: item, attributes: attributes, relation: relation, target: target,
                           multiplier: multiplier, constant: constant, priority: priority, label: label,
                           file: file, line: line)
        built = c
        return c
    }
}
