import FlickLayout

/// The candidates a mutation's selectors choose among, found generically from a screen's view
/// tree and its active constraints, in an order that depends only on the tree: views in
/// preorder, each view's held constraints in the order it holds them. A selector resolves to
/// candidate number `selector mod count` (`index(_:among:)`).
///
/// Nothing is listed: each query counts its candidates in one walk, then walks again to the
/// one it picks (`View.walkSubtreeUnretained` and `forEachHeldConstraintUnretained`, which
/// read every view and held constraint without a retain: the caller holds the root, the tree
/// holds the rest, and the bodies here only read), so a mutation reads only the kind of
/// candidate its operation needs and writes to no object of the tree but the one it picks (in
/// a forked case, a write to a page shared with the template is a copy-on-write fault).
///
/// The constraints are listed, once per change of the tree (`SeenConstraints.record`).
///
/// - Complexity: each view query O(views), `forEachConstraint` O(views + constraints held);
///   no allocation.
struct MutationTargets {
    /// The tree's root, held by the caller for as long as the targets are used.
    let root: Screen

    /// Every view in preorder, the screen first.
    func view(_ selector: Int) -> View? { nthView(selector) { _ in true } }

    /// Every view but the screen, in preorder.
    func subview(_ selector: Int) -> View? {
        let root = self.root
        return nthView(selector) { $0 !== root }
    }

    /// The stack views, in preorder.
    func stack(_ selector: Int) -> StackView? { nthView(selector) { $0 is StackView } as? StackView }

    /// The labels, in preorder.
    func label(_ selector: Int) -> Label? { nthView(selector) { $0 is Label } as? Label }

    /// The text inputs: views that take typed text (`KeyInput`) and can become first
    /// responder, in preorder; with the picked one's index and their count.
    func textInput(_ selector: Int) -> (view: View, index: Int, count: Int)? {
        let isInput: (View) -> Bool = { $0 is KeyInput && $0.canBecomeFirstResponder }
        let n = countViews(where: isInput)
        guard n > 0 else { return nil }
        let k = Self.index(selector, among: n)
        guard let v = viewNumber(k, where: isInput) else { return nil }
        return (v, k, n)
    }

    /// Calls `body` on each active constraint that scene code made (`.code` and `.snapKit`
    /// origins: not the screen's own, nor those generated for stacks, guides, autoresizing or
    /// content sizes, which UIKit rebuilds itself), in target order, until it returns false.
    func forEachConstraint(_ body: (LayoutConstraint) -> Bool) {
        root.walkSubtreeUnretained { v in
            v.forEachHeldConstraintUnretained { c in
                !(c.isActive && Self.isSceneMade(c)) || body(c)
            }
        }
    }

    /// Whether scene code made `c` (its origin is code or the DSL).
    static func isSceneMade(_ c: LayoutConstraint) -> Bool {
        switch c.origin {
        case .code, .snapKit: return true
        default: return false
        }
    }

    /// `selector mod count` (count > 0), the candidate a selector picks.
    static func index(_ selector: Int, among count: Int) -> Int { Int(selector.magnitude % UInt(count)) }

    // MARK: Private steps

    private func nthView(_ selector: Int, where matches: (View) -> Bool) -> View? {
        let n = countViews(where: matches)
        guard n > 0 else { return nil }
        return viewNumber(Self.index(selector, among: n), where: matches)
    }

    private func countViews(where matches: (View) -> Bool) -> Int {
        var n = 0
        root.walkSubtreeUnretained { v in
            if matches(v) { n += 1 }
            return true
        }
        return n
    }

    /// The `k`-th (0-based) view in preorder that `matches`.
    private func viewNumber(_ k: Int, where matches: (View) -> Bool) -> View? {
        var k = k
        var found: View?
        root.walkSubtreeUnretained { v in
            guard matches(v) else { return true }
            if k == 0 { found = v; return false }
            k -= 1
            return true
        }
        return found
    }
}
