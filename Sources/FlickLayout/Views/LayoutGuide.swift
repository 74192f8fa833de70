/// A rectangle that takes part in layout without being a view (UILayoutGuide): spacers,
/// the safe area, the layout margins, stack-view helpers.
open class LayoutGuide: LayoutItem, CustomStringConvertible {
    public let layoutNode = LayoutNode()
    /// The view that owns the guide (set by `View.addLayoutGuide(_:)`).
    /// (Unowned, cleared by the owning view's deinit; see `LayoutNode`.)
    @exclusivity(unchecked)
    public internal(set) unowned(unsafe) var owningView: View?
    /// A name for diagnostics.
    @exclusivity(unchecked)
    public var identifier: String
    /// What the guide is for; the system kinds get generated constraints.
    enum Role { case custom, safeArea, margins, stackHelper, scrollContent, scrollFrame }
    @exclusivity(unchecked)
    var role: Role = .custom
    /// Generated constraints that pin a system guide to its owner (safe area, margins).
    @exclusivity(unchecked)
    var systemConstraints: [LayoutConstraint] = []

    public init(identifier: String = "") {
        self.identifier = identifier
        layoutNode.guide = self
    }

    deinit {
        layoutNode.itemDidGoAway()
        layoutNode.guide = nil
    }

    /// The guide's frame in its owning view's coordinates, as of the last layout pass.
    public var layoutFrame: Rect {
        let r = layoutNode.rounded
        guard let owner = owningView else { return r }
        let o = owner.layoutNode.rounded.origin
        return Rect(x: r.minX - o.x, y: r.minY - o.y, width: r.width, height: r.height)
    }

    public var layoutName: String {
        let owner = owningView?.layoutName ?? "?"
        return identifier.isEmpty ? "\(owner).guide" : "\(owner).\(identifier)"
    }
    public var constraintSuperview: View? { owningView }
    public var description: String { "<LayoutGuide \(layoutName) \(layoutFrame)>" }
}
