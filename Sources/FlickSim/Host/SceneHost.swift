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
/// scroll physics, then animators) · `layout` (the layout pass). Idle between inputs when no
/// animator runs, no scroll view moves and no recognizer timer is pending
/// (`nextWakeTime(after:)`).
open class SceneHost: Scene {
    /// The FlickLayout screen (the root view).
    public let root: Screen
    public let router: TouchRouter
    public let engine: AnimationEngine
    @exclusivity(unchecked)
    public private(set) var presentation: ViewPresentation<PresentedView>!
    public let environment: SceneEnvironment
    /// The scene's notification center: `NotificationCenter.default` while the scene builds
    /// (on the thread that builds it) and runs (ticks and tester steps).
    public let notificationCenter = NotificationCenter()
    /// The software keyboard: slides in and out with the first responder (see `Keyboard`).
    @exclusivity(unchecked)
    public private(set) var keyboard: Keyboard!
    /// The screen as it is now: its size follows a rotation or a new profile of `root`, so
    /// rules written against it hold in either orientation.
    public var screen: SceneScreen {
        let size = root.bounds.size
        return SceneScreen(width: size.width, height: size.height, scale: root.scale)
    }

    @exclusivity(unchecked)
    private var wrappers: [ObjectIdentifier: PresentedView] = [:]
    @exclusivity(unchecked)
    private var scrollViews: [InteractiveScrollView] = []
    @exclusivity(unchecked)
    private var pendingIssues: [SceneIssue] = []
    @exclusivity(unchecked)
    private var framesChanged = 0
    @exclusivity(unchecked)
    private var frameWalk = FrameWalk()
    /// Views the screen reported changing since the last frame walk.
    @exclusivity(unchecked)
    private var modelChanges = ModelChanges()
    /// `collectFrames` calls so far, and the call whose frames `positions` indexes (by frame
    /// id: the position in those frames; stale entries are caught by checking the id).
    @exclusivity(unchecked)
    private var collects = 0
    @exclusivity(unchecked)
    private var positionsStamp = -1
    @exclusivity(unchecked)
    private var positions: [Int32] = []
    /// `wrapper(_:)` as a value, made once.
    @exclusivity(unchecked)
    private var wrapperOf: ((View) -> PresentedView)!
    /// The router's root: the screen, hit-tested through indexes of large child lists.
    private let hitTesting: SceneHitTesting

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
        root = Screen(profile, orientation: environment.landscape ? .landscape : .portrait)
        root.dynamicTypeScale = environment.dynamicTypeScale
        hitTesting = SceneHitTesting(screen: root)
        router = TouchRouter(root: hitTesting)
        router.recordsViewTouches = false
        engine = AnimationEngine(startNanoseconds: 0)
        presentation = ViewPresentation(engine: engine) { [unowned self] in self.presentedViews() }
        root.presentationProvider = { [unowned self] v in
            let p = self.presentation.presentation(of: self.wrapper(v))
            let f = p.frame
            return PresentationLayer(layoutSpaceFrame: Rect(x: f.x, y: f.y, width: f.width, height: f.height),
                                     opacity: v.isHidden ? 0 : p.alpha, transform: p.transform.layoutTransform)
        }
        wrapperOf = { [unowned self] v in self.wrapper(v) }
        keyboard = Keyboard(root: root, engine: engine, center: notificationCenter)
        root.firstResponderDidChange = { [unowned self] _, _ in self.keyboard.firstResponderChanged() }
        // Observers the scene adds while it builds go to its own center.
        NotificationCenter.setThreadDefault(notificationCenter)
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
            self.hitTesting.modelWillChange(v)
            let inBlock = self.presentation.isInAnimationBlock
            self.modelChanges.append(v, inAnimationBlock: inBlock)
            if inBlock {
                self.presentation.modelWillChange(self.wrapper(v))
            } else if self.wrappers[ObjectIdentifier(v)] == nil {
                self.presentation.ensureLayer(for: self.wrapper(v))
            }
        }
        frameWalk.tracksChanges = true
        frameWalk.prepare(root: root)
        hitTesting.prepare()
        // Animations recorded before the screen reported changes may be on any view.
        frameWalk.presentsEveryView = engine.runningCount > 0 || !engine.activeAnimators.isEmpty
        pendingIssues += layoutIssues()
    }

    /// The screen can outlive the host: an animator still running when the scene is freed
    /// settles its values as it goes (a run that stopped before the scene settled,
    /// `--settle 0`), and those changes must not call back into a host that is gone.
    deinit { root.modelWillChange = nil }

    /// A scroll view the scene adds after building, for settling.
    public func track(_ scrollView: InteractiveScrollView) {
        if !scrollViews.contains(where: { $0 === scrollView }) { scrollViews.append(scrollView) }
    }

    // MARK: Scene

    /// Animators are first brought to the frame's own time, so handlers that start or scrub
    /// animations act at the instant of the touch, whatever the tick rate.
    /// The keyboard follows a first responder the frame changed at once, so it starts
    /// sliding at the instant of the touch too.
    /// Touches that go down on the visible keyboard are the keyboard's: they are left out.
    open func deliver(_ frame: InputFrame) {
        engine.advance(toNanoseconds: frame.timestamp)
        let frame = keyboard.withoutOwnTouches(frame)
        router.process(frame)
        if keyboard.needsUpdate { withAmbient { keyboard.update() } }
    }

    /// The keyboard follows a first responder that changed since the last tick (in code the
    /// scene ran between ticks, or a timer).
    open func advance(to time: Int64) {
        router.advance(to: time)
        engine.advance(toNanoseconds: time)
        if keyboard.needsUpdate { withAmbient { keyboard.update() } }
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
    /// Fast path: while no animator is active and no frame was left away from its model, what
    /// is shown is the model, so the walk reads the views' layout frames and never consults
    /// the presentation layer. (A frame an animator left where it stopped — stopped without
    /// finishing, finished at `.current` or `.start` — stays there until the view's layout
    /// frame next changes, as the presentation layer's policy says.) Otherwise the presentation layer
    /// is read for the views whose presentation may differ from their model (those ever
    /// changed inside an animation block or given a transition, or with non-finite model
    /// values); the others show their model, which is what their layer holds. A model
    /// (layout) frame with a negative size is reported as a `.nonFinite` issue.
    ///
    /// The walk goes through a mirror of the tree (`FrameWalk`) that re-reads a view's frame,
    /// alpha and transform only after the screen reported a change (`modelWillChange`), and
    /// its children only when its `childGeometryVersion` moves. Large child lists (a feed's
    /// rows): a view with at least `ChildIndex.threshold` subviews keeps a `ChildIndex` of
    /// them. Children that clip, with finite non-negative model frames, are visited only when
    /// their model frame is near the screen vertically (or they may be animating); the others
    /// always. The walk and its output are exactly those of visiting every child and reading
    /// every property: a skipped child is one the walk would have left out with its subtree.
    /// (Scenes must leave `root.modelWillChange` to the host.)
    /// - Complexity: O(views visited): the views on screen, their ancestors, the children of
    ///   small views, and the unskippable children of large ones (plus O(n log n) for a
    ///   large view whose children moved), two property reads per view. Presentation lookups
    ///   only while animating, for the views that may be animated.
    open func collectFrames(into frames: inout [FrameSample]) {
        collects += 1
        // The presentation layer is read without a retain (see `FrameWalk.Context`): this host
        // holds it for the whole call.
        let layer = Unmanaged.passUnretained(presentation!)
        // A frame an animator left where it stopped is shown there, not at its model.
        let animating = engine.runningCount > 0 || !engine.activeAnimators.isEmpty
            || layer._withUnsafeGuaranteedRef { $0.hasDisplacedFrames }
        let context = FrameWalk.Context(screen: screen, animating: animating, presentation: layer, wrapper: wrapperOf)
        // The walk works on locals: an access to a stored property held over the walk would
        // make every property read inside it (each checked for exclusivity) slower.
        var walk = FrameWalk(), changes = ModelChanges(), issues: [SceneIssue] = []
        swap(&walk, &frameWalk); swap(&changes, &modelChanges); swap(&issues, &pendingIssues)
        walk.collect(root: root, context, changes: &changes, into: &frames, issues: &issues)
        swap(&walk, &frameWalk); swap(&changes, &modelChanges); swap(&issues, &pendingIssues)
    }

    public func frameName(_ id: Int32) -> String {
        let names = frameWalk.names
        return id >= 0 && Int(id) < names.count ? names[Int(id)].text : "view \(id)"
    }

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

    /// Types `text` into the first responder of `root` (`Screen.insertText(_:)`: one
    /// character at a time, `"\n"` is the return key), with the scene's engine installed, so
    /// what the handlers start runs on the scene's clock. Returns whether every character was
    /// taken (false when no text input is first responder).
    @discardableResult
    open func insertText(_ text: String) -> Bool {
        withAmbient {
            let taken = root.insertText(text)
            if keyboard.needsUpdate { keyboard.update() }
            return taken
        }
    }

    /// The delete key, to the first responder of `root`; returns whether one took it.
    @discardableResult
    open func deleteBackward() -> Bool {
        withAmbient {
            let taken = root.deleteBackward()
            if keyboard.needsUpdate { keyboard.update() }
            return taken
        }
    }

    /// Installs `engine` as the ambient animation engine and clock, and `notificationCenter`
    /// as `NotificationCenter.default`, around `body`.
    public func withAmbient<R>(_ body: () throws -> R) rethrows -> R {
        try engine.withAmbient { try NotificationCenter.withDefault(notificationCenter, body) }
    }

    /// The scene's own rules (default: none).
    open func rules(frames: [FrameSample]) -> [String] { [] }

    /// The scene's own invariants (see `Scene.invariants`): override to check what `rules`
    /// cannot say in a sentence, with a violation kind of your own. Default: none.
    open var invariants: [any Invariant] { [] }

    public func checkRules(frames: [FrameSample]) -> [String] { rules(frames: frames) }

    public func ambiguities() -> [String] {
        var out: [String] = []
        root.forEachInSubtree { v in
            let a = v.ambiguousAttributes
            if !a.isEmpty { out.append("\(v.layoutName) is ambiguous in \(a.map { "\($0)" }.joined(separator: ", "))") }
        }
        return out
    }

    /// No touch down, no animator running (the keyboard sliding is one), no scroll view
    /// moving on its own, no first-responder change the keyboard has yet to follow.
    /// Work waiting on the main queue or a one-shot timer keeps the scene unsettled too (a
    /// repeating timer does not: a clock label would keep every run going).
    open var isSettled: Bool {
        router.liveTouchIDs.isEmpty && engine.runningCount == 0
            && !scrollViews.contains { $0.isDecelerating || $0.isScrollAnimating || $0.isDragging }
            && !engine.hasPendingOneShotWork && !keyboard.needsUpdate
    }

    /// `time` while an animator runs or a scroll view moves on its own; otherwise the earlier
    /// of the router's next timer (`TouchRouter.nextWakeTime`) and the next work on the main
    /// queue or a `Timer` (`DispatchQueue`), or nil. A subclass that moves with time
    /// outside the router, the engine and its scroll views (an `advance(to:)` of its own)
    /// overrides this too, or its idle stretches are skipped.
    /// - Complexity: O(animators + scroll views + recognizers).
    open func nextWakeTime(after time: Int64) -> Int64? {
        if engine.runningCount > 0 || keyboard.needsUpdate { return time }
        if scrollViews.contains(where: { $0.isDecelerating || $0.isScrollAnimating }) { return time }
        guard let work = engine.nextScheduledWork else { return router.nextWakeTime }
        return min(work, router.nextWakeTime ?? work)
    }

    public var counters: WorkCounters {
        let c = root.solverCounters
        return WorkCounters(pivots: c.pivots, rowsTouched: c.rowsTouched, framesChanged: framesChanged)
    }

    // MARK: Helpers for scenes

    /// The view a frame id stands for.
    public func view(ofFrame id: Int32) -> View? {
        let views = frameWalk.viewsByID
        return Int(id) < views.count && id >= 0 ? views[Int(id)] : nil
    }

    /// The frame of `view` in a tick's samples (by id), if present.
    /// - Complexity: O(1) for the frames of the last `collectFrames` after the first call of a
    ///   tick (which indexes them, O(frames)); O(frames) for other arrays.
    public func sample(of view: View, in frames: [FrameSample]) -> FrameSample? {
        guard let id = frameWalk.ids[ObjectIdentifier(view)] else { return nil }
        if positionsStamp != collects {
            positionsStamp = collects
            // Filled as a local: one exclusivity-checked access instead of one per frame.
            var table: [Int32] = []
            swap(&table, &positions)
            let n = frameWalk.names.count
            if table.count < n { table += repeatElement(-1, count: n - table.count) }
            for (k, f) in frames.enumerated() where f.id >= 0 && Int(f.id) < table.count { table[Int(f.id)] = Int32(k) }
            swap(&table, &positions)
        }
        let table = positions
        if Int(id) < table.count {
            let p = Int(table[Int(id)])
            if p >= 0, p < frames.count, frames[p].id == id { return frames[p] }
        }
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
            case .feedbackLoop:
                return SceneIssue(kind: .layoutFeedbackLoop, message: e.message)
            case .missingSuperCall:
                return SceneIssue(kind: .illegalState, message: "\(e.kind.rawValue): \(e.message)")
            }
        }
    }

    /// The presentation wrapper of `v` (one per view, made on first use).
    func wrapper(_ v: View) -> PresentedView {
        let k = ObjectIdentifier(v)
        if let w = wrappers[k] { return w }
        let w = PresentedView(v)
        wrappers[k] = w
        return w
    }

    private func presentedViews() -> [PresentedView] {
        var out: [PresentedView] = []
        root.forEachInSubtree { out.append(wrapper($0)) }
        return out
    }
}
