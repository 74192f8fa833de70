import FlickLayout

/// The candidates a mutation's selectors choose among, found generically from a screen's view
/// tree and its active constraints, in an order that depends only on the tree: views in
/// preorder, each view's held constraints in the order it holds them.
///
/// - Complexity: O(views + constraints held) to build.
struct MutationTargets {
    /// Every view in preorder, the screen first.
    let views: [View]
    /// The active constraints that scene code made (`.code` and `.snapKit` origins): not the
    /// screen's own, nor those generated for stacks, guides, autoresizing or content sizes,
    /// which UIKit rebuilds itself.
    let constraints: [LayoutConstraint]

    init(root: Screen) {
        var views: [View] = []
        var constraints: [LayoutConstraint] = []
        root.forEachInSubtree { v in
            views.append(v)
            for c in v.constraints where c.isActive && Self.isSceneMade(c) { constraints.append(c) }
        }
        self.views = views
        self.constraints = constraints
    }

    /// Every view but the screen.
    var subviews: ArraySlice<View> { views.dropFirst() }
    var stacks: [StackView] { views.compactMap { $0 as? StackView } }
    var labels: [Label] { views.compactMap { $0 as? Label } }
    /// The text inputs: views that take typed text (`KeyInput`) and can become first
    /// responder, in preorder.
    var textInputs: [View] { views.filter { $0 is KeyInput && $0.canBecomeFirstResponder } }

    /// Whether scene code made `c` (its origin is code or the DSL).
    static func isSceneMade(_ c: LayoutConstraint) -> Bool {
        switch c.origin {
        case .code, .snapKit: return true
        default: return false
        }
    }
}

/// `items[selector mod count]`, or nil when there are none.
func pick<C: Collection>(_ items: C, _ selector: Int) -> C.Element? where C.Index == Int {
    guard !items.isEmpty else { return nil }
    let k = Int(selector.magnitude % UInt(items.count))
    return items[items.startIndex + k]
}
