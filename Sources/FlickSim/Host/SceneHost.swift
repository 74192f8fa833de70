import FlickAnimation
import FlickGestures
import FlickInput
import FlickLayout

/// The plumbing every scene made of FlickLayout views shares: a screen built from the
/// environment, a touch router, an animation engine with a presentation layer over the view
/// tree, and the answers to the simulator's questions (frames in screen coordinates,
/// conflicts from the layout with their minimal sets, illegal recognizer and animator states,
/// ambiguity, settling). A scene subclasses it, builds its views in `init`, attaches
/// recognizers with `router`, animates with `engine`, and may override `rules(frames:)`.
///
/// Tick order: `deliver` (router → recognizers → handlers) · `advance` (router timers and
/// scroll physics, then animators) · `layout` (the layout pass).
open class SceneHost: Scene {
    /// The FlickLayout screen (the root view).
    public let root: FlickLayout.Screen
    public let router: TouchRouter
    public let engine: AnimationEngine
    public private(set) var presentation: ViewPresentation<PresentedView>!
    public let environment: SceneEnvironment
    public let screen: SceneScreen

    private var wrappers: [ObjectIdentifier: PresentedView] = [:]
    private var ids: [ObjectIdentifier: Int32] = [:]
    private var names: [String] = []
    private var viewsByID: [View] = []
    private var scrollViews: [InteractiveScrollView] = []
    private var pendingIssues: [SceneIssue] = []
    private var framesChanged = 0
    private var walk: [(Unmanaged<View>, Double, Double)] = []
    private var childIndexes: [ObjectIdentifier: ChildIndex] = [:]
    private var animatingChildren: [ObjectIdentifier: [Int32]] = [:]
    private var candidates: [Int32] = []

    /// A host for `environment`.
    /// - Throws: `SceneError.unknownProfile` for a profile FlickLayout does not know.
    public init(environment: SceneEnvironment) throws(SceneError) {
        guard var profile = DeviceProfile.named(environment.profile) else {
            throw .unknownProfile(environment.profile, known: DeviceProfile.all.map(\.name))
        }
        if let s = environment.safeArea {
            let insets = EdgeInsets(top: s.top, left: s.left, bottom: s.bottom, right: s.right)
            profile.portraitSafeArea = insets
            profile.landscapeSafeArea = insets
        }
        guard environment.dynamicTypeScale.isFinite, environment.dynamicTypeScale > 0 else {
            throw .badEnvironment("dynamic-type scale must be positive")
        }
        self.environment = environment
        root = FlickLayout.Screen(profile, orientation: environment.landscape ? .landscape : .portrait)
        root.dynamicTypeScale = environment.dynamicTypeScale
        let size = root.bounds.size
        screen = SceneScreen(width: size.width, height: size.height, scale: root.scale)
        router = TouchRouter(root: root)
        router.recordsViewTouches = false
        engine = AnimationEngine(startNanoseconds: 0)
        presentation = ViewPresentation(engine: engine) { [unowned self] in self.presentedViews() }
    }

    /// Call at the end of the subclass's `init`: lays out once (not part of any tick) and
    /// registers the scroll views for settling.
    public func finishBuilding() {
        _ = root.layoutIfNeeded()
        router.advance(to: 0)
        _ = root.layoutIfNeeded()
        root.forEachInSubtree { v in if let s = v as? InteractiveScrollView { scrollViews.append(s) } }
        // Give every view its presentation layer now, so the first animation block of a run
        // does not pay for registering a large tree inside a tick.
        _ = presentation.presentations()
        // From now on an animation block snapshots only the views that change in it: the
        // screen reports each change of a frame, alpha or transform before it happens. Outside
        // blocks, a view that joins the tree gets its layer as it is first laid out.
        presentation.tracksChanges = true
        root.modelWillChange = { [unowned self] v in
            if self.presentation.isInAnimationBlock {
                self.presentation.modelWillChange(self.wrapper(v))
            } else if self.wrappers[ObjectIdentifier(v)] == nil {
                self.presentation.ensureLayer(for: self.wrapper(v))
            }
        }
        pendingIssues += layoutIssues()
    }

    /// A scroll view the scene adds after building, for settling.
    public func track(_ scrollView: InteractiveScrollView) {
        if !scrollViews.contains(where: { $0 === scrollView }) { scrollViews.append(scrollView) }
    }

    // MARK: Scene

    /// Animators are first brought to the frame's own time, so handlers that start or scrub
    /// animations act at the instant of the touch, whatever the tick rate.
    open func deliver(_ frame: InputFrame) {
        engine.advance(toNanoseconds: frame.timestamp)
        router.process(frame)
    }

    open func advance(to time: Int64) {
        router.advance(to: time)
        engine.advance(toNanoseconds: time)
    }

    open func layout() {
        let pass = root.layoutIfNeeded()
        framesChanged += pass.changes.count
    }

    /// The views on screen, in preorder: every view whose shown frame (presentation frame,
    /// moved by the scroll offsets of its ancestor scroll views) intersects the screen, with
    /// its presentation alpha (0 when hidden) and rotation. Views entirely off screen are left
    /// out, as a renderer would, and so is the subtree of an off-screen view that clips
    /// (`clipsToBounds`, and every scroll view), so a long feed costs little more than what
    /// is visible.
    ///
    /// Fast path: while no animator is active, what is shown is the model, so the walk reads
    /// the views' layout frames and never consults the presentation layer. (Policy: a frame
    /// left away from its model by an animator stopped without finishing is treated as
    /// settled at its model once no animator is active.) A model (layout) frame with a
    /// negative size is reported as a `.nonFinite` issue.
    ///
    /// Large child lists (a feed's rows): a view with at least `ChildIndex.threshold`
    /// subviews keeps a `ChildIndex` of them, rebuilt only when its `childGeometryVersion`
    /// moves. Children that clip, with finite non-negative model frames, are visited only when
    /// their model frame is near the screen vertically (or they may be animating); the others
    /// always. The walk and its output are exactly those of visiting every child: a skipped
    /// child is one the walk would have left out with its subtree.
    /// - Complexity: O(views visited): the views on screen, their ancestors, the children of
    ///   small views, and the unskippable children of large ones (plus O(n log n) for a
    ///   large view whose children moved). Presentation lookups only while animating.
    open func collectFrames(into frames: inout [FrameSample]) {
        let animating = engine.runningCount > 0 || !engine.activeAnimators.isEmpty
        // The direct children of indexed views that may be animating must be visited; found
        // once per tick, when the walk first meets an indexed view.
        var animatingChildrenFound = false
        walk.removeAll(keepingCapacity: true)
        walk.append((Unmanaged.passUnretained(root), 0, 0))
        // The tree is alive and unchanged during the walk: unretained references are safe and
        // spare two reference-count operations per view.
        while let (ref, ox, oy) = walk.popLast() {
            // Borrowed for the visit: no reference counting on the view (its side table makes
            // retains slow), safe because the tree does not change during the walk.
            ref._withUnsafeGuaranteedRef { v in
                visit(v, ox, oy, animating: animating, found: &animatingChildrenFound, into: &frames)
            }
        }
    }

    /// One step of `collectFrames`: samples `v` (offset by its ancestors' scroll offsets
    /// `ox`, `oy`) and pushes the children the walk must visit.
    private func visit(_ v: View, _ ox: Double, _ oy: Double, animating: Bool, found animatingChildrenFound: inout Bool,
                       into frames: inout [FrameSample]) {
        let sw = screen.width, sh = screen.height
        let m = v.layoutSpaceFrame
        if !(m.width >= 0 && m.height >= 0) {
            pendingIssues.append(SceneIssue(kind: .nonFinite, message: "\(v.layoutName) model frame has a negative or NaN size: \(m)"))
        }
        var x = m.minX, y = m.minY, w = m.width, h = m.height
        var alpha = v.alpha, rotation = 0.0
        let modelOnScreen = !(x - ox >= sw || y - oy >= sh || x + w - ox <= 0 || y + h - oy <= 0)
        if animating && (modelOnScreen || presentation.isAnimating(wrapper(v))) {
            let p = presentation.presentation(of: wrapper(v))
            x = p.frame.x; y = p.frame.y; w = p.frame.width; h = p.frame.height
            alpha = p.alpha; rotation = p.transform.rotation
        } else if !v.transform.isIdentity {
            let t = v.transform
            rotation = TransformComponents(a: t.a, b: t.b, c: t.c, d: t.d, tx: t.tx, ty: t.ty).rotation
        }
        x -= ox; y -= oy
        let finite = x.isFinite && y.isFinite && w.isFinite && h.isFinite
        let onScreen = !(x >= sw || y >= sh || x + w <= 0 || y + h <= 0)
        if onScreen || !finite {
            frames.append(FrameSample(id: frameID(v), x: x, y: y, width: w, height: h,
                                      alpha: v.isHidden ? 0 : alpha, rotation: rotation))
        }
        // A view that clips (scroll views always do, as UIScrollView) shows nothing of its
        // subtree when it is off screen itself.
        let scroll = v as? FlickLayout.ScrollView
        if !onScreen && finite && (v.clipsToBounds || scroll != nil) { return }
        var cx = ox, cy = oy
        if let s = scroll { cx += s.contentOffset.x; cy += s.contentOffset.y }
        let subviews = v.subviews
        if subviews.count >= ChildIndex.threshold && cx.isFinite && cy.isFinite {
            // Only the children that may show anything, in subview order.
            let k = ObjectIdentifier(v)
            index(of: v).candidates(top: cy, height: sh, into: &candidates)
            if animating && !animatingChildrenFound {
                animatingChildrenFound = true
                findAnimatingChildren()
            }
            if animating, let a = animatingChildren[k], !a.isEmpty {
                candidates += a
                candidates.sort()
            }
            subviews.withUnsafeBufferPointer { subs in
                var i = candidates.count
                var last: Int32 = -1
                while i > 0 {
                    i -= 1
                    let c = candidates[i]
                    if c == last { continue }
                    last = c
                    walk.append((Unmanaged.passUnretained(subs[Int(c)]), cx, cy))
                }
            }
            return
        }
        subviews.withUnsafeBufferPointer { subs in
            var i = subs.count
            while i > 0 { i -= 1; walk.append((Unmanaged.passUnretained(subs[i]), cx, cy)) }
        }
    }

    /// Fills `animatingChildren`: per indexed view, the positions of its subviews that may be animating.
    private func findAnimatingChildren() {
        animatingChildren.removeAll(keepingCapacity: true)
        presentation.forEachPossiblyAnimatingView { w in
            guard let sup = w.view.superview, sup.subviews.count >= ChildIndex.threshold else { return }
            let i = index(of: sup).position(of: w.view)
            if i >= 0 { animatingChildren[ObjectIdentifier(sup), default: []].append(i) }
        }
    }

    /// The child index of `view`, rebuilt when its children moved.
    private func index(of view: View) -> ChildIndex {
        let k = ObjectIdentifier(view)
        if let ix = childIndexes[k], ix.view === view {
            if ix.version != view.childGeometryVersion { ix.rebuild() }
            return ix
        }
        let ix = ChildIndex(view)
        childIndexes[k] = ix
        return ix
    }

    public func frameName(_ id: Int32) -> String { Int(id) < names.count ? names[Int(id)] : "view \(id)" }

    open func drainIssues() -> [SceneIssue] {
        var out = pendingIssues
        pendingIssues.removeAll()
        out += layoutIssues()
        for v in engine.drainViolations() where v.error.isIllegal {
            out.append(SceneIssue(kind: .illegalState, message: v.description))
        }
        for s in router.stateViolations { out.append(SceneIssue(kind: .illegalState, message: s)) }
        for s in engine.checkInvariants() { out.append(SceneIssue(kind: .illegalState, message: s)) }
        return out
    }

    /// The scene's own rules (default: none).
    open func rules(frames: [FrameSample]) -> [String] { [] }

    public func checkRules(frames: [FrameSample]) -> [String] { rules(frames: frames) }

    public func ambiguities() -> [String] {
        var out: [String] = []
        root.forEachInSubtree { v in
            let a = v.ambiguousAttributes
            if !a.isEmpty { out.append("\(v.layoutName) is ambiguous in \(a.map { "\($0)" }.joined(separator: ", "))") }
        }
        return out
    }

    /// No touch down, no animator running, no scroll view moving on its own.
    open var isSettled: Bool {
        router.liveTouchIDs.isEmpty && engine.runningCount == 0
            && !scrollViews.contains { $0.isDecelerating || $0.isScrollAnimating || $0.isDragging }
    }

    public var counters: WorkCounters {
        let c = root.solverCounters
        return WorkCounters(pivots: c.pivots, rowsTouched: c.rowsTouched, framesChanged: framesChanged)
    }

    // MARK: Helpers for scenes

    /// The view a frame id stands for.
    public func view(ofFrame id: Int32) -> View? { Int(id) < viewsByID.count && id >= 0 ? viewsByID[Int(id)] : nil }

    /// The frame of `view` in a tick's samples (by id), if present.
    public func sample(of view: View, in frames: [FrameSample]) -> FrameSample? {
        guard let id = ids[ObjectIdentifier(view)] else { return nil }
        if Int(id) < frames.count, frames[Int(id)].id == id { return frames[Int(id)] }
        return frames.first { $0.id == id }
    }

    // MARK: Private steps

    private func layoutIssues() -> [SceneIssue] {
        root.drainEvents().map { e in
            switch e.kind {
            case .unsatisfiable:
                return SceneIssue(kind: .unsatisfiable, message: e.message,
                                  constraints: e.constraints.map { "\($0)" }, broken: e.broken.map { "\($0)" })
            case .invalidConstraint, .invalidChange, .noMatchingConstraint:
                return SceneIssue(kind: .invalidChange, message: "\(e.kind.rawValue): \(e.message)",
                                  constraints: e.constraints.map { "\($0)" })
            }
        }
    }

    private func wrapper(_ v: View) -> PresentedView {
        let k = ObjectIdentifier(v)
        if let w = wrappers[k] { return w }
        let w = PresentedView(v)
        wrappers[k] = w
        return w
    }

    private func frameID(_ v: View) -> Int32 {
        let k = ObjectIdentifier(v)
        if let id = ids[k] { return id }
        let id = Int32(names.count)
        ids[k] = id
        names.append(v.layoutName)
        viewsByID.append(v)
        return id
    }

    private func presentedViews() -> [PresentedView] {
        var out: [PresentedView] = []
        root.forEachInSubtree { out.append(wrapper($0)) }
        return out
    }
}
