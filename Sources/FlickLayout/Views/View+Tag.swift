extension View {
    /// The first view in this subtree whose `tag` is `tag`: this view itself, then its
    /// subviews depth first, back to front (UIKit's `viewWithTag(_:)`; which of several views
    /// with the same tag it finds is not documented there, here it is always the first in
    /// that preorder). Nil when none has it.
    /// - Complexity: O(views in the subtree), stopping at the first match.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for sub in subviews {
            if let hit = sub.viewWithTag(tag) { return hit }
        }
        return nil
    }
}
