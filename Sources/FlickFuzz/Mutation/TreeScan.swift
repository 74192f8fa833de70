import FlickLayout

/// Preorder walks of a view tree that read each view and each held constraint without a
/// retain or release: a walk writes to no object of the tree, so in a forked case it copies
/// none of the scene's pages (a retain is a write to the object's reference count, and every
/// write to a page shared with the template is a copy-on-write fault).
///
/// The walks are FlickLayout's (`View.walkSubtreeUnretained`, which reads each list in the
/// module that owns it: a read from here would retain its buffer). Ownership at every read:
/// the caller holds the root strongly for the walk; a superview's `subviews` holds each of
/// its subviews, and a view's `constraints` holds each constraint it holds; nothing in a walk
/// here changes the tree (the bodies only read, or append to lists of their own), so every
/// object read is alive while it is read. A body that keeps an object past its call must
/// store it strongly (an append retains it).
///
/// - Complexity: O(views + constraints held) for a whole walk; a walk stops early when its
///   body returns false.
enum TreeScan {
    /// Calls `body` on `root` and every view below it in preorder (the order of
    /// `View.forEachInSubtree`) until it returns false; returns false if it stopped early.
    @discardableResult
    static func views(from root: View, _ body: (View) -> Bool) -> Bool {
        root.walkSubtreeUnretained(body)
    }

    /// Calls `body` on each constraint `view` holds, in the order it holds them, until it
    /// returns false; returns false if it stopped early.
    @discardableResult
    static func heldConstraints(of view: View, _ body: (LayoutConstraint) -> Bool) -> Bool {
        view.forEachHeldConstraintUnretained(body)
    }
}
