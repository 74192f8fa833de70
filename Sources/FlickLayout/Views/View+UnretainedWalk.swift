import FlickCore

/// Walks for readers that must not write to the tree's objects (the fuzzer's mutation
/// targets: in a forked case every write to a page shared with its template is a
/// copy-on-write fault). A loop over `subviews` or `constraints` retains and releases each
/// element, and a read of either list from another module retains and releases its buffer;
/// these read both in this module, each element through `unretained(at:)` (FlickCore), so
/// nothing keeps it alive but its owner.
///
/// Ownership at every read: the caller holds `self` for the walk; a superview's `subviews`
/// holds each subview and a view's `constraints` each constraint it holds. `body` must not
/// change the tree (add, remove, activate or deactivate) while it walks, and keeps what it
/// is given past its call only by storing it (a store retains).
extension View {
    /// Calls `body` on this view and every view below it in preorder (the order of
    /// `forEachInSubtree(_:)`) until it returns false; returns false if it stopped early.
    ///
    /// - Complexity: O(views in the subtree), no allocation.
    @discardableResult
    package func walkSubtreeUnretained(_ body: (View) -> Bool) -> Bool {
        guard body(self) else { return false }
        var i = 0
        while i < subviews.count {
            guard subviews.unretained(at: i)._withUnsafeGuaranteedRef({ $0.walkSubtreeUnretained(body) }) else { return false }
            i += 1
        }
        return true
    }

    /// Calls `body` on this view and every view below it in preorder, as
    /// `walkSubtreeUnretained(_:)`, handing each view the value `body` returned for its
    /// superview (`context` for this view), until `body` returns nil; returns false if it
    /// stopped early.
    ///
    /// - Complexity: O(views in the subtree), no allocation.
    @discardableResult
    package func walkSubtreeUnretained<Context>(from context: Context, _ body: (View, Context) -> Context?) -> Bool {
        guard let inner = body(self, context) else { return false }
        var i = 0
        while i < subviews.count {
            guard subviews.unretained(at: i)._withUnsafeGuaranteedRef({ $0.walkSubtreeUnretained(from: inner, body) }) else { return false }
            i += 1
        }
        return true
    }

    /// Calls `body` on each constraint this view holds (`constraints`), in order, until it
    /// returns false; returns false if it stopped early.
    ///
    /// - Complexity: O(constraints held), no allocation.
    @discardableResult
    package func forEachHeldConstraintUnretained(_ body: (LayoutConstraint) -> Bool) -> Bool {
        var i = 0
        while i < constraints.count {
            guard constraints.unretained(at: i)._withUnsafeGuaranteedRef(body) else { return false }
            i += 1
        }
        return true
    }
}
