import FlickGestures
import FlickLayout

/// The root a scene's touch router hit-tests: the screen, answered by UIKit's `hitTest`
/// rules — a hidden view, one with interaction disabled or alpha < 0.01 is
/// skipped with its subtree, a point outside a view's bounds never reaches its subviews, and
/// subviews are tried front-most first — but without trying every child of a view that has
/// many: a view with at least `ChildIndex.threshold` subviews keeps a `ChildIndex` (purpose
/// `.hits`) and only the children whose frame may contain the point are tried, so a touch
/// on a 1200-row feed tries one row, not 1200.
///
/// The answer is exactly `screen.hitTest(point)`: a child is skipped only when the plain walk
/// would get nil from it — its type hit-tests as `View` does (`hitTestsAsView`: no override
/// of `hitTest(_:)`, `point(inside:)` or `boundsOrigin`), its transform is the identity and its
/// frame is finite with moderate coordinates — and the point is outside that frame. A view of
/// any other type answers through its own `hitTest(_:)`, so overrides are honoured.
///
/// Transforms are not covered by `childGeometryVersion`; the host reports every model change
/// with `modelWillChange(_:)` (from the screen's observer), and before the next hit test a
/// child whose transform is no longer the identity is tried whatever its frame.
///
/// Every other property forwards to the screen.
/// - Complexity: per touch-down O(depth × (log n + candidates)) instead of O(views under the
///   point's ancestors' children).
final class SceneHitTesting: HitTestable {
    let screen: Screen
    @exclusivity(unchecked)
    private var indexes: [ObjectIdentifier: ChildIndex] = [:]
    /// Views whose frame, alpha or transform changed since the last hit test.
    @exclusivity(unchecked)
    private var changed: [View] = []
    @exclusivity(unchecked)
    private var changedOverflow = false
    /// Views this walk has tried (its own `hit` steps), cumulative: a measure for tests.
    @exclusivity(unchecked)
    private(set) var viewsTried = 0
    /// Past this many reported changes, the list is dropped and every indexed child's
    /// transform is looked at instead.
    private static let changeLimit = 4096
    /// Frames and points beyond this many points are never skipped (float error in the exact
    /// test stays far below `ChildIndex.margin` within it).
    static let coordinateLimit = 1e9

    init(screen: Screen) { self.screen = screen }

    /// Whether `view`'s type hit-tests as `View` does: FlickLayout's and FlickGestures' view
    /// types, none of which overrides `hitTest(_:)`, `point(inside:)` or `boundsOrigin`
    /// beyond a scroll view's content offset. A scene's own subclasses are not listed (they
    /// answer through their own `hitTest(_:)`).
    static func hitTestsAsView(_ view: View) -> Bool {
        defaultTypes.contains(ObjectIdentifier(type(of: view)))
    }

    private static let defaultTypes: Set<ObjectIdentifier> = Set([
        View.self, Screen.self, Label.self, ScrollView.self, StackView.self,
        ImageView.self, Button.self, TextField.self, Switch.self, ActivityIndicatorView.self,
        InteractiveScrollView.self,
    ].map { ObjectIdentifier($0) })

    /// Builds the index of every large child list in the screen's tree now, so the first
    /// touch does not pay for it.
    /// - Complexity: O(n log n) for n views.
    func prepare() {
        var todo = [screen as View]
        while let v = todo.popLast() {
            let subviews = v.subviews
            if subviews.count >= ChildIndex.threshold && Self.hitTestsAsView(v) { _ = index(of: v) }
            todo += subviews
        }
    }

    /// `view` is about to change its frame, alpha or transform: when it is a child of an
    /// indexed view, its transform is looked at before the next hit test.
    /// - Complexity: O(1) amortized.
    func modelWillChange(_ view: View) {
        guard !changedOverflow, !indexes.isEmpty, let sup = view.superview, indexes[ObjectIdentifier(sup)] != nil else { return }
        if changed.count >= Self.changeLimit {
            changedOverflow = true
            changed.removeAll()
        } else {
            changed.append(view)
        }
    }

    // MARK: HitTestable

    var hitBounds: Rect { screen.hitBounds }
    var hitCenter: Point { screen.hitCenter }
    var hitTransform: Transform { screen.hitTransform }
    var hitIsHidden: Bool { screen.hitIsHidden }
    var hitAlpha: Double { screen.hitAlpha }
    var hitIsUserInteractionEnabled: Bool { screen.hitIsUserInteractionEnabled }
    var hitSubviews: [any HitTestable] { screen.hitSubviews }
    var hitSuperview: (any HitTestable)? { screen.hitSuperview }
    func hitPointInside(_ point: Point) -> Bool { screen.hitPointInside(point) }

    /// The deepest view under `point` (screen coordinates), as `screen.hitTest(point)`.
    func hitTestTouch(at point: Point) -> (any HitTestable)? {
        applyChanges()
        return hit(screen, point)
    }

    // MARK: Private steps

    /// `view.hitTest(p)`, trying only the candidates of an indexed view.
    private func hit(_ view: View, _ p: Point) -> View? {
        viewsTried += 1
        guard Self.hitTestsAsView(view) else { return view.hitTest(p) }
        guard !view.isHidden, view.isUserInteractionEnabled, view.alpha >= 0.01, view.point(inside: p) else { return nil }
        let subviews = view.subviews
        if subviews.count >= ChildIndex.threshold && abs(p.y) <= Self.coordinateLimit {
            var positions: [Int32] = []
            index(of: view).candidates(top: p.y, height: 0, into: &positions)
            for i in positions.reversed() {
                let sub = subviews[Int(i)]
                if let q = sub.pointFromSuperview(p), let found = hit(sub, q) { return found }
            }
            return view
        }
        for sub in subviews.reversed() {
            if let q = sub.pointFromSuperview(p), let found = hit(sub, q) { return found }
        }
        return view
    }

    /// The hit index of `view`, rebuilt when its children moved.
    private func index(of view: View) -> ChildIndex {
        let k = ObjectIdentifier(view)
        if let ix = indexes[k], ix.view === view {
            if ix.version != view.childGeometryVersion { ix.rebuild() }
            return ix
        }
        let ix = ChildIndex(view, purpose: .hits)
        indexes[k] = ix
        return ix
    }

    /// Tells the indexes about children whose transform left the identity since the last hit
    /// test (or looks at every indexed child after too many changes).
    private func applyChanges() {
        if changedOverflow {
            // Each index looks at its own children: the dictionary's order does not matter.
            for ix in indexes.values {
                for child in ix.view.subviews where !child.transform.isIdentity { ix.keepVisiting(child) }
            }
            changedOverflow = false
        }
        for v in changed where !v.transform.isIdentity {
            guard let sup = v.superview, let ix = indexes[ObjectIdentifier(sup)], ix.view === sup else { continue }
            ix.keepVisiting(v)
        }
        changed.removeAll(keepingCapacity: true)
    }
}
