import FlickAnimation
import FlickCore
import FlickLayout

/// The frame walk behind `SceneHost.collectFrames`: the views on screen, in preorder, read
/// through a mirror of the view tree so a tick reads little more than what can change.
///
/// Each view the walk has met has a node holding what stays put between ticks: its frame id,
/// whether it is a scroll view, whether it clips, its children (as node numbers, with the
/// `childGeometryVersion` they were read at), its `ChildIndex` when it has many, its
/// presentation wrapper, and its model values — layout-space frame, alpha and the rotation of
/// its transform. The model values are re-read only after the screen reported a change of
/// the view (`modelWillChange(_:)`, which FlickLayout calls before every change of a frame,
/// alpha or transform) or after its superview's children changed; `isHidden` (which reports
/// nothing) and a scroll view's offset are read on every visit. Until `tracksChanges` is
/// set, every visit re-reads everything.
///
/// The output is exactly that of walking the views themselves: a node's children are
/// re-read whenever the view's `childGeometryVersion` moves (FlickLayout bumps it when the
/// list of subviews, a subview's frame or its `clipsToBounds` changes), and a view that left
/// the tree and came back (whose changes meanwhile went unreported) is re-read in full when
/// its new superview's children are.
///
/// Frame ids are handed out in the order views first appear on screen; names are looked up
/// only for messages.
/// - Complexity: per tick O(views visited) with two property reads each (a version and, for
///   views on screen, `isHidden`), plus O(children) for a view whose children changed.
struct FrameWalk {
    private struct Node {
        /// Kept alive by `FrameWalk.retained`.
        let view: Unmanaged<View>
        let isScroll: Bool
        var frameID: Int32 = -1
        /// `clipsToBounds`, read with the superview's children.
        var clips = false
        var childVersion = Int.min
        /// The children's node numbers: `childStore[childStart ..< childStart + childCount]`.
        var childStart: Int32 = 0
        var childCount: Int32 = 0
        /// The node whose children list last listed this one, and where (valid while that
        /// node's `childVersion` is current and the list still holds this node there).
        var parent: Int32 = -1
        var position: Int32 = -1
        /// Whether the model values below must be re-read.
        var dirty = true
        var frame = Rect.zero
        var alpha = 1.0
        /// The model transform's rotation (0 for the identity).
        var rotation = 0.0
        /// Whether the model values are finite (frame, alpha, transform components): only then
        /// does the presentation layer hold them (it refuses non-finite values).
        var finiteModel = true
        /// Whether the presentation layer was read since the model values were last re-read
        /// (so its layer exists and holds them).
        var synced = false
        /// Whether the view ever changed inside an animation block or had a transition: its
        /// presentation may differ from its model.
        var animated = false
        /// Whether `FrameWalk.wrappers` holds this node's wrapper.
        var hasWrapper = false

        init(_ view: View) {
            self.view = Unmanaged.passUnretained(view)
            isScroll = view is ScrollView
        }
    }

    /// The surroundings of one walk.
    struct Context {
        let screen: SceneScreen
        /// Whether any animator is active (the presentation layer is read only then).
        let animating: Bool
        /// The host's presentation layer, held unretained: the host keeps it for the walk, and
        /// a walk never replaces it. Each use reads it through `_withUnsafeGuaranteedRef`,
        /// without the retain and release that a strong field's copy makes (on the runtime's
        /// slow path: the animation engine holds the layer weakly, as a block observer, so it
        /// has a side table).
        let presentation: Unmanaged<ViewPresentation<PresentedView>>
        /// The host's wrapper for a view (one per view, stable).
        let wrapper: (View) -> PresentedView
    }

    /// Whether every change of a frame, alpha or transform is reported through
    /// `modelWillChange(_:)` (default false: every visit re-reads the model).
    var tracksChanges = false

    /// Plain values only (no references), so reading and writing a node never counts references.
    private var nodes: [Node] = []
    /// The children lists, back to back (a list that grows moves to the end; `compact`
    /// reclaims the space left behind).
    private var childStore: [Int32] = []
    private var childStoreGarbage = 0
    /// Per node: the child index of a large child list, the presentation wrapper.
    private var indexes: [ChildIndex?] = []
    private var wrappers: [PresentedView?] = []
    /// Every mirrored view, so nodes may hold them unretained (and identifiers never recycle).
    private var retained: [View] = []
    private var nodeOf: [ObjectIdentifier: Int32] = [:]
    private var stack: [(node: Int32, ox: Double, oy: Double)] = []
    private var candidates: [Int32] = []
    /// Per indexed node, the subview positions of its children that may be animating.
    /// (Two plain arrays, node and position side by side: a handful of entries, scanned.)
    private var animatingParents: [Int32] = []
    private var animatingPositions: [Int32] = []
    /// Every view that changed inside an animation block or had a transition (see `Node.animated`).
    private var animatedViews: Set<ObjectIdentifier> = []
    /// Set when animations may have been recorded without being reported (before
    /// `tracksChanges`): every view is then read through the presentation layer while animating.
    var presentsEveryView = false

    /// Frame id per view, the name and view of each id.
    private(set) var ids: [ObjectIdentifier: Int32] = [:]
    private(set) var names: [FrameName] = []
    private(set) var viewsByID: [View] = []

    /// Mirrors the whole tree of `root` now (nodes, children, the indexes of large child
    /// lists), so the first ticks do not pay for meeting a large tree. Hands out no frame ids.
    /// - Complexity: O(n log n) for n views.
    mutating func prepare(root: View) {
        var todo = [node(for: root)]
        while let k = todo.popLast() {
            let i = Int(k)
            let version = nodes[i].view._withUnsafeGuaranteedRef { $0.childGeometryVersion }
            if version != nodes[i].childVersion { readChildren(i, version: version) }
            if nodes[i].childCount >= ChildIndex.threshold { _ = index(of: i, version: version) }
            let start = Int(nodes[i].childStart)
            todo += childStore[start ..< start + Int(nodes[i].childCount)]
        }
    }

    /// Appends the views of `root`'s tree on screen (see `SceneHost.collectFrames`), and an
    /// issue for each visited view whose model frame has a negative or NaN size.
    /// `changes` lists the views reported through the screen's `modelWillChange` since the
    /// last walk (their model is re-read); it is emptied. (The owner collects them apart from
    /// the walk, so a report can never overlap a walk in progress.)
    mutating func collect(root: View, _ context: Context, changes: inout ModelChanges,
                          into frames: inout [FrameSample], issues: inout [SceneIssue]) {
        applyChanges(&changes)
        let r = Int(node(for: root))
        // The root has no superview whose children would carry its clipping.
        nodes[r].clips = root.clipsToBounds
        if context.animating { findAnimatingViews(context) }
        stack.removeAll(keepingCapacity: true)
        stack.append((Int32(r), 0, 0))
        while let (i, ox, oy) = stack.popLast() {
            visit(Int(i), ox, oy, context, into: &frames, issues: &issues)
        }
    }

    /// One step: samples node `i` (offset by its ancestors' scroll offsets `ox`, `oy`) and
    /// pushes the children the walk must visit.
    ///
    /// While animating, a view whose presentation may differ from its model (`Node.animated`,
    /// or non-finite model values) is read through the presentation layer, as is any view
    /// the first time it is on screen after its model changed (that read gives it a layer and
    /// brings the layer to the model); any other view shows its model values, which is what
    /// its layer holds (no animation track, no transition, model synced).
    private mutating func visit(_ i: Int, _ ox: Double, _ oy: Double, _ context: Context,
                                into frames: inout [FrameSample], issues: inout [SceneIssue]) {
        let ref = nodes[i].view
        if nodes[i].dirty || !tracksChanges { refresh(i) }
        let sw = context.screen.width, sh = context.screen.height
        let m = nodes[i].frame
        if !(m.width >= 0 && m.height >= 0) {
            let name = ref._withUnsafeGuaranteedRef { $0.layoutName }
            issues.append(SceneIssue(kind: .nonFinite, message: "\(name) model frame has a negative or NaN size: \(m)"))
        }
        var x = m.minX, y = m.minY, w = m.width, h = m.height
        var alpha = nodes[i].alpha, rotation = nodes[i].rotation
        let modelOnScreen = !(x - ox >= sw || y - oy >= sh || x + w - ox <= 0 || y + h - oy <= 0)
        if context.animating {
            // Every view the walk meets while animating gets its wrapper (as reading it would).
            if !nodes[i].hasWrapper { _ = wrapper(of: i, context) }
            if nodes[i].animated || !nodes[i].finiteModel || presentsEveryView {
                let wrapper = wrapper(of: i, context)
                let presented = context.presentation._withUnsafeGuaranteedRef { layer in
                    modelOnScreen || layer.isAnimating(wrapper) ? layer.presentation(of: wrapper) : nil
                }
                if let p = presented {
                    x = p.frame.x; y = p.frame.y; w = p.frame.width; h = p.frame.height
                    alpha = p.alpha; rotation = p.transform.rotation
                    nodes[i].synced = true
                }
            } else if modelOnScreen && !nodes[i].synced {
                let w = wrapper(of: i, context)
                _ = context.presentation._withUnsafeGuaranteedRef { $0.presentation(of: w) }
                nodes[i].synced = true
            }
        }
        x -= ox; y -= oy
        let finite = x.isFinite && y.isFinite && w.isFinite && h.isFinite
        let onScreen = !(x >= sw || y >= sh || x + w <= 0 || y + h <= 0)
        if onScreen || !finite {
            let hidden = ref._withUnsafeGuaranteedRef { $0.isHidden }
            let known = nodes[i].frameID
            let id = known >= 0 ? known : frameID(i)
            frames.append(FrameSample(id: id, x: x, y: y, width: w, height: h, alpha: hidden ? 0 : alpha, rotation: rotation))
        }
        // A view that clips (scroll views always do, as UIScrollView) shows nothing of its
        // subtree when it is off screen itself.
        if !onScreen && finite && (nodes[i].clips || nodes[i].isScroll) { return }
        var cx = ox, cy = oy
        if nodes[i].isScroll {
            let o = ref._withUnsafeGuaranteedRef { unsafeDowncast($0, to: ScrollView.self).contentOffset }
            cx += o.x; cy += o.y
        }
        let version = ref._withUnsafeGuaranteedRef { $0.childGeometryVersion }
        if version != nodes[i].childVersion { readChildren(i, version: version) }
        let count = Int(nodes[i].childCount), start = Int(nodes[i].childStart)
        if count >= ChildIndex.threshold && cx.isFinite && cy.isFinite {
            // Only the children that may show anything, in subview order.
            let ix = index(of: i, version: version)
            ix.candidates(top: cy, height: sh, into: &candidates)
            if context.animating && animatingParents.contains(Int32(i)) {
                for (k, parent) in animatingParents.enumerated() where parent == Int32(i) { candidates.append(animatingPositions[k]) }
                candidates.sort()
            }
            var k = candidates.count
            var last: Int32 = -1
            while k > 0 {
                k -= 1
                let c = candidates[k]
                if c == last { continue }
                last = c
                stack.append((childStore[start + Int(c)], cx, cy))
            }
            return
        }
        var k = start + count
        while k > start { k -= 1; stack.append((childStore[k], cx, cy)) }
    }

    /// Marks the nodes of the reported views for re-reading, and those changed inside an
    /// animation block as animated.
    private mutating func applyChanges(_ changes: inout ModelChanges) {
        if changes.overflowed {
            for i in nodes.indices { nodes[i].dirty = true }
        } else {
            for k in changes.views { if let i = nodeOf[k] { nodes[Int(i)].dirty = true } }
        }
        for k in changes.animatedViews { markAnimated(k) }
        changes.removeAll()
    }

    private mutating func markAnimated(_ k: ObjectIdentifier) {
        if animatedViews.insert(k).inserted, let i = nodeOf[k] { nodes[Int(i)].animated = true }
    }

    /// Re-reads node `i`'s model values.
    private mutating func refresh(_ i: Int) {
        nodes[i].view._withUnsafeGuaranteedRef { v in
            nodes[i].frame = v.layoutSpaceFrame
            nodes[i].alpha = v.alpha
            let f = nodes[i].frame
            let finiteFrame = f.minX.isFinite && f.minY.isFinite && f.width.isFinite && f.height.isFinite
            let t = v.transform
            if t.isIdentity {
                nodes[i].rotation = 0
                nodes[i].finiteModel = finiteFrame && nodes[i].alpha.isFinite
            } else {
                let c = TransformComponents(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty)
                nodes[i].rotation = c.rotation
                nodes[i].finiteModel = finiteFrame && nodes[i].alpha.isFinite && c.isFiniteValue
            }
        }
        nodes[i].dirty = false
        nodes[i].synced = false
    }

    /// Re-reads node `i`'s children (each re-read in full when next visited) and their clipping.
    /// Reads each child without a retain (the list holds it; a child met for the first time
    /// is retained by `node(for:)`): in a forked fuzz case a retain is a write, a copy-on-write
    /// fault on the child's page, and a scrolling list re-reads its every row.
    private mutating func readChildren(_ i: Int, version: Int) {
        let subviews = nodes[i].view._withUnsafeGuaranteedRef { $0.subviews }
        var kids: [Int32] = []
        kids.reserveCapacity(subviews.count)
        for s in subviews.indices {
            subviews.unretained(at: s)._withUnsafeGuaranteedRef { sub in
                let k = Int(node(for: sub))
                nodes[k].dirty = true
                nodes[k].clips = sub.clipsToBounds
                nodes[k].parent = Int32(i)
                nodes[k].position = Int32(kids.count)
                kids.append(Int32(k))
            }
        }
        let old = Int(nodes[i].childCount)
        if kids.count <= old {
            let start = Int(nodes[i].childStart)
            childStore.replaceSubrange(start ..< start + kids.count, with: kids)
            childStoreGarbage += old - kids.count
        } else {
            childStoreGarbage += old
            nodes[i].childStart = Int32(childStore.count)
            childStore += kids
        }
        nodes[i].childCount = Int32(kids.count)
        nodes[i].childVersion = version
        if childStoreGarbage > childStore.count / 2 + 1024 { compactChildStore() }
    }

    /// Moves every children list to the front of a fresh store.
    private mutating func compactChildStore() {
        var store: [Int32] = []
        store.reserveCapacity(childStore.count - childStoreGarbage)
        for i in nodes.indices {
            let start = Int(nodes[i].childStart), count = Int(nodes[i].childCount)
            nodes[i].childStart = Int32(store.count)
            store += childStore[start ..< start + count]
        }
        childStore = store
        childStoreGarbage = 0
    }

    /// Node `i`'s child index, rebuilt when its children moved.
    private mutating func index(of i: Int, version: Int) -> ChildIndex {
        if let ix = indexes[i] {
            if ix.version != version { ix.rebuild() }
            return ix
        }
        let ix = nodes[i].view._withUnsafeGuaranteedRef { ChildIndex($0) }
        indexes[i] = ix
        return ix
    }

    /// Marks the views with a transition as animated (the others that may be animating were
    /// reported changing in a block) and lists, per indexed node, the
    /// positions of its subviews that may be animating.
    private mutating func findAnimatingViews(_ context: Context) {
        animatingParents.removeAll(keepingCapacity: true)
        animatingPositions.removeAll(keepingCapacity: true)
        var found: [View] = []
        context.presentation._withUnsafeGuaranteedRef { $0.forEachPossiblyAnimatingView { w in found.append(w.view) } }
        for view in found {
            let key = ObjectIdentifier(view)
            if let k = nodeOf[key] {
                let ki = Int(k)
                if !nodes[ki].animated { markAnimated(key) }
                // Fast path: the parent's children list is current and still lists the view
                // where it was (so it is the superview, at that subview position).
                let p = Int(nodes[ki].parent), pos = Int(nodes[ki].position)
                if p >= 0 && nodes[p].childVersion == nodes[p].view._withUnsafeGuaranteedRef({ $0.childGeometryVersion })
                    && pos < Int(nodes[p].childCount) && childStore[Int(nodes[p].childStart) + pos] == k {
                    if nodes[p].childCount >= ChildIndex.threshold { animatingParents.append(Int32(p)); animatingPositions.append(Int32(pos)) }
                    continue
                }
            } else {
                markAnimated(key)
            }
            guard let sup = view.superview, sup.subviews.count >= ChildIndex.threshold else { continue }
            let s = Int(node(for: sup))
            let ix = index(of: s, version: sup.childGeometryVersion)
            let p = ix.position(of: view)
            if p >= 0 { animatingParents.append(Int32(s)); animatingPositions.append(p) }
        }
    }

    /// The node of `view`, made when first met.
    private mutating func node(for view: View) -> Int32 {
        let key = ObjectIdentifier(view)
        if let i = nodeOf[key] { return i }
        let i = Int32(nodes.count)
        var n = Node(view)
        n.animated = animatedViews.contains(key)
        nodes.append(n)
        indexes.append(nil)
        wrappers.append(nil)
        retained.append(view)
        nodeOf[key] = i
        return i
    }

    private mutating func wrapper(of i: Int, _ context: Context) -> PresentedView {
        if let w = wrappers[i] { return w }
        let w = nodes[i].view._withUnsafeGuaranteedRef { context.wrapper($0) }
        wrappers[i] = w
        nodes[i].hasWrapper = true
        return w
    }

    /// Node `i`'s frame id, handed out on its first appearance.
    private mutating func frameID(_ i: Int) -> Int32 {
        if nodes[i].frameID >= 0 { return nodes[i].frameID }
        let v = nodes[i].view.takeUnretainedValue()
        let id = frameID(of: v)
        nodes[i].frameID = id
        return id
    }

    /// The frame id of `view`, handed out now if it has none.
    mutating func frameID(of view: View) -> Int32 {
        let k = ObjectIdentifier(view)
        if let id = ids[k] { return id }
        let id = Int32(names.count)
        ids[k] = id
        names.append(FrameName(view))
        viewsByID.append(view)
        return id
    }
}

/// The views whose frame, alpha or transform the screen reported changing (before each change)
/// since the last frame walk, as identifiers: a view mirrored by the walk is kept alive, so an
/// identifier the walk knows always means that view (an unknown one is ignored).
struct ModelChanges {
    /// Past this many, the list is dropped and every node is re-read instead.
    static let limit = 1 << 16
    private(set) var views: [ObjectIdentifier] = []
    private(set) var overflowed = false
    /// The views changed inside an animation block (kept whatever the count).
    private(set) var animatedViews: [ObjectIdentifier] = []

    /// `view` is about to change; `inAnimationBlock`: the change is being animated.
    /// - Complexity: O(1) amortized.
    mutating func append(_ view: View, inAnimationBlock: Bool) {
        if inAnimationBlock { animatedViews.append(ObjectIdentifier(view)) }
        if overflowed { return }
        if views.count >= Self.limit {
            overflowed = true
            views.removeAll()
        } else {
            views.append(ObjectIdentifier(view))
        }
    }

    mutating func removeAll() {
        views.removeAll(keepingCapacity: views.count <= 4096)
        animatedViews.removeAll(keepingCapacity: animatedViews.count <= 4096)
        overflowed = false
    }
}

/// A view's `layoutName` as it was when the view first appeared, spelled out only when a
/// message needs it: its `name`, or its type and its position path in the tree (FlickLayout's
/// default name, `Type@i.j.k`). Spelling a type's name the first time costs the runtime a
/// demangling, which a tick should not pay for a name no message may ever use.
struct FrameName {
    private let name: String?
    private let type: View.Type
    /// Subview positions from the root down.
    private let path: [Int]

    init(_ view: View) {
        name = view.name
        type = Swift.type(of: view)
        var path: [Int] = []
        if name == nil {
            var v = view
            while let s = v.superview {
                path.append(s.subviews.firstIndex { $0 === v } ?? 0)
                v = s
            }
        }
        self.path = path.reversed()
    }

    /// The name, as `View.layoutName` spells it.
    var text: String {
        if let name { return name }
        let t = String(describing: type)
        return path.isEmpty ? t : "\(t)@\(path.map(String.init).joined(separator: "."))"
    }
}
