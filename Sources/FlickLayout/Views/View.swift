import FlickCore

/// A rectangle in a tree, laid out by constraints (UIView's layout-relevant part).
///
/// Frames come from the layout pass (`Screen.layoutIfNeeded()`); `frame` is in the superview's
/// coordinates and pixel-rounded, `screenFrame` is in screen coordinates with every ancestor's
/// transform and scroll offset applied. Like UIKit, views made in code translate their
/// `frame` into constraints (`translatesAutoresizingMaskIntoConstraints`, default true) until
/// you constrain them yourself (SnapKit's `makeConstraints` turns that off for you).
///
/// Not thread-safe; one screen is driven by one thread (the simulator's tick).
open class View: LayoutItem, CustomStringConvertible {
    public let layoutNode = LayoutNode()
    /// A name for diagnostics, frame dumps and `.cas` exports. Default: the type and tree path.
    @exclusivity(unchecked)
    public var name: String?

    /// The view this one is a subview of. (Unowned, cleared by the superview's deinit: a weak
    /// reference would slow every retain and release of every view, see `LayoutNode`.)
    public var superview: View? { superviewRef?.takeUnretainedValue() }
    /// `superview`'s storage, unretained: the superview owns this view (in `subviews`) and
    /// clears it when it removes the view or goes away (deinit), so while it is set the
    /// superview is alive. Hot reads (`frame`, the layout pass) go through
    /// `_withUnsafeGuaranteedRef`, which reads the superview's fields without a retain and
    /// release (a plain `unowned(unsafe)` load retains it into a strong local).
    @exclusivity(unchecked)
    private(set) var superviewRef: Unmanaged<View>?
    @exclusivity(unchecked)
    public private(set) var subviews: [View] = []

    /// Hidden views are not hit-tested; arranged views of a stack collapse when hidden.
    @exclusivity(unchecked)
    public var isHidden = false {
        didSet { if isHidden != oldValue { (superview as? StackView)?.arrangedVisibilityChanged(self) } }
    }
    /// 0…1; below 0.01 the view is not hit-tested.
    @exclusivity(unchecked)
    public var alpha: Double = 1 { willSet { modelWillChange() } }
    /// Applied about the view's center; not part of layout (see the type's doc).
    @exclusivity(unchecked)
    public var transform: Transform = .identity { willSet { modelWillChange() } }
    /// When false, hit testing skips this view and its subtree.
    @exclusivity(unchecked)
    public var isUserInteractionEnabled = true
    /// An integer the app sets to find the view again (`viewWithTag(_:)`); default 0.
    @exclusivity(unchecked)
    public var tag = 0
    /// The gesture recognizers this view owns (FlickGestures' `addGestureRecognizer(_:)`
    /// keeps them here, in the order added; typed there, since this module cannot name them).
    @exclusivity(unchecked)
    package var ownedGestureRecognizers: [AnyObject] = []
    /// The keyboard layout guide, once made (see KeyboardLayoutGuide.swift).
    @exclusivity(unchecked)
    var keyboardGuideStorage: KeyboardLayoutGuide?
    /// Forces the layout direction of this subtree (nil: inherit; the screen's by default).
    @exclusivity(unchecked)
    public var semanticLayoutDirection: LayoutDirection? {
        didSet {
            layoutNode.semanticDirection = semanticLayoutDirection
            if semanticLayoutDirection != nil { layoutNode.engine?.hasExplicitDirections = true }
            directionChanged()
        }
    }

    /// Whether `frame` is turned into constraints (default true, as UIKit for views made in code).
    @exclusivity(unchecked)
    public var translatesAutoresizingMaskIntoConstraints = true {
        didSet { if oldValue != translatesAutoresizingMaskIntoConstraints { autoresizingChanged() } }
    }
    @exclusivity(unchecked)
    var manualFrame: Rect = .zero
    @exclusivity(unchecked)
    var autoresizingConstraints: [LayoutConstraint] = []

    /// Margins by leading/trailing edge; default 8 on every side.
    @exclusivity(unchecked)
    public var directionalLayoutMargins = DirectionalEdgeInsets(8) {
        didSet { marginsChanged(notify: directionalLayoutMargins != oldValue) }
    }
    /// Whether the safe area adds to the margins (default true).
    @exclusivity(unchecked)
    public var insetsLayoutMarginsFromSafeArea = true {
        didSet { marginsChanged(notify: insetsLayoutMarginsFromSafeArea != oldValue && safeAreaInsets != .zero) }
    }

    // Intrinsic content size.
    @exclusivity(unchecked)
    var hugging: (h: LayoutPriority, v: LayoutPriority) = (.defaultLow, .defaultLow)
    @exclusivity(unchecked)
    var compression: (h: LayoutPriority, v: LayoutPriority) = (.defaultHigh, .defaultHigh)
    /// The four content-size constraints (hug-h, resist-h, hug-v, resist-v), nil when that axis
    /// has no intrinsic value.
    @exclusivity(unchecked)
    var contentConstraints: [LayoutConstraint?] = [nil, nil, nil, nil]
    @exclusivity(unchecked)
    var needsContentSizeUpdate = true

    /// Active constraints whose nearest common ancestor is this view.
    @exclusivity(unchecked)
    public internal(set) var constraints: [LayoutConstraint] = []
    /// Guides added with `addLayoutGuide(_:)` (including system guides once used).
    @exclusivity(unchecked)
    public private(set) var layoutGuides: [LayoutGuide] = []


    /// The insets kept up to date by the layout pass for the screen and for views that watch
    /// their safe area (see `safeAreaInsets`).
    @exclusivity(unchecked)
    var storedSafeAreaInsets: EdgeInsets = .zero
    /// Views that asked for layout with `setNeedsLayout()` and have not been laid out yet.
    @exclusivity(unchecked)
    var needsLayoutRequested = false
    /// The layout pass in which `layoutSubviews()` last ran for this view (-1: never).
    @exclusivity(unchecked)
    var layoutSubviewsPass = -1
    /// Whether `updateConstraints()` is due (`setNeedsUpdateConstraints()`; set for a view
    /// joining a screen, as UIKit's views start).
    @exclusivity(unchecked)
    var constraintUpdateRequested = false
    /// The layout pass in which `updateConstraints()` last ran for this view (-1: never).
    @exclusivity(unchecked)
    var updateConstraintsPass = -1
    /// Set by the base `updateConstraints()`, so the engine can tell an override that did not
    /// call super.
    @exclusivity(unchecked)
    var reachedBaseUpdateConstraints = false
    @exclusivity(unchecked)
    var safeAreaGuideStorage: LayoutGuide?
    /// Whether the engine recomputes this view's safe-area insets when it moves.
    @exclusivity(unchecked)
    var watchesSafeArea = false
    @exclusivity(unchecked)
    var marginsGuideStorage: LayoutGuide?

    /// Events from a tree not yet on a screen; the screen takes them when the tree joins it.
    @exclusivity(unchecked)
    var pendingEvents: [LayoutEvent] = []

    /// A view with a frame (kept as constraints while `translatesAutoresizingMaskIntoConstraints`).
    /// Subclasses override this initializer, as UIView's `init(frame:)`; `View()` calls it with `.zero`.
    public init(frame: Rect) {
        manualFrame = frame
        layoutNode.view = self
        layer.view = self
    }
    public convenience init() { self.init(frame: .zero) }

    deinit {
        // Clear the unowned back-references that point here.
        for s in subviews { s.superviewRef = nil }
        for g in layoutGuides { g.owningView = nil }
        // The constraints held here go with the view (UIKit's ownership: nothing else owns
        // them): they become inactive, and the items they relate (descendants, which may
        // outlive it when kept elsewhere) forget them.
        for c in constraints {
            c.holder = nil
            c.holderIndex = -1
            if c.firstNode !== layoutNode { c.firstNode.forget(c) }
            if let s = c.secondNode, s !== layoutNode, s !== c.firstNode { s.forget(c) }
        }
        // A node and the constraints it lists refer to each other: break that here, as the
        // node's item goes away.
        layoutNode.itemDidGoAway()
        layoutNode.view = nil
        layer.view = nil
    }

    /// The view's safe-area insets (points) as of the last layout pass: for the screen, its
    /// profile's; for any other view, the overlap of its frame with the screen's unsafe edges
    /// (zero inside a scroll view, see `safeAreaLayoutGuide`). Right for every view after every
    /// pass, whether or not its guides were ever used (UIKit's `safeAreaInsets`).
    /// - Complexity: O(1) for the screen and for views whose safe-area or margins guide is in
    ///   use (the pass keeps theirs); otherwise computed on read, O(depth).
    public var safeAreaInsets: EdgeInsets {
        if watchesSafeArea { return storedSafeAreaInsets }
        guard let engine = layoutNode.engine else { return storedSafeAreaInsets }
        if engine.screen === self { return storedSafeAreaInsets }
        return engine.safeAreaInsets(of: self)
    }

    // Appearance (kept for source compatibility with UIKit code; not part of layout).
    @exclusivity(unchecked)
    public var backgroundColor: Color?
    @exclusivity(unchecked)
    public var tintColor: Color?
    public let layer = Layer()
    /// Subviews are hit-tested only inside the bounds either way; this only records intent.
    @exclusivity(unchecked)
    public var clipsToBounds = false {
        didSet { if clipsToBounds != oldValue { superview?.childGeometryVersion &+= 1 } }
    }

    /// Bumped whenever something a spatial index over this view's subviews relies on may have
    /// changed: the list of subviews, a subview's `layoutSpaceFrame`, or its `clipsToBounds`.
    /// (A cache over the children stays valid while this number stays the same.)
    @exclusivity(unchecked)
    package internal(set) var childGeometryVersion = 0

    /// Tells the screen's model observer (if any) that `alpha`, `transform` or
    /// `layoutSpaceFrame` is about to change.
    @inline(__always)
    func modelWillChange() {
        if let e = layoutNode.engine, let observe = e.screen.modelWillChange { observe(self) }
    }

    // MARK: Tree

    /// The screen this view is shown on, if any.
    public var screen: Screen? { layoutNode.engine?.screen }

    public func addSubview(_ view: View) { insertSubview(view, at: subviews.count) }

    public func insertSubview(_ view: View, at index: Int) {
        if view.superview === self, let i = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: i)
            subviews.insert(view, at: min(index, subviews.count))
            childGeometryVersion &+= 1
            layoutNode.engine?.structureVersion &+= 1
            return
        }
        view.removeFromSuperview()
        subviews.insert(view, at: max(0, min(index, subviews.count)))
        childGeometryVersion &+= 1
        view.superviewRef = Unmanaged.passUnretained(self)
        if let engine = layoutNode.engine { engine.structureVersion &+= 1; engine.attach(view) }
        view.didMoveToSuperview()
    }

    /// Removes the view; constraints between its subtree and the rest are deactivated, the
    /// subtree's own constraints go with it (UIKit's rule).
    public func removeFromSuperview() {
        guard let sup = superview else { return }
        if let stack = sup as? StackView { stack.arrangedSubviewRemoved(self) }
        // Constraints held outside the subtree that mention it.
        var outside: [LayoutConstraint] = []
        forEachInSubtree { v in
            for c in v.layoutNode.referencing where !(c.holder?.isDescendant(of: self) ?? true) { outside.append(c) }
            for g in v.layoutGuides {
                for c in g.layoutNode.referencing where !(c.holder?.isDescendant(of: self) ?? true) { outside.append(c) }
            }
        }
        for c in outside { c.deactivate() }
        // A first responder leaving the screen resigns, forced (UIKit's rule).
        if let screen = sup.screen, let fr = screen.firstResponder, fr.isDescendant(of: self) { screen.forceResign(cancelling: true) }
        autoresizingConstraints = []
        if let engine = layoutNode.engine { engine.structureVersion &+= 1; engine.detach(self) }
        sup.subviews.removeAll { $0 === self }
        sup.childGeometryVersion &+= 1
        superviewRef = nil
        if let screen = sup.screen, let left = screen.subtreeDidLeave { left(self) }
    }

    /// Called after the view joins a superview.
    open func didMoveToSuperview() {}

    /// Whether `self` is `view` or inside it.
    public func isDescendant(of view: View) -> Bool {
        var p: View? = self
        while let q = p { if q === view { return true }; p = q.superview }
        return false
    }

    /// Preorder walk of this subtree.
    public func forEachInSubtree(_ body: (View) -> Void) {
        body(self)
        for s in subviews { s.forEachInSubtree(body) }
    }

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        if let engine = layoutNode.engine { engine.attachGuide(guide) }
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        for c in guide.layoutNode.referencing { c.deactivate() }
        layoutNode.engine?.detachGuide(guide)
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    // MARK: Constraints storage

    func hold(_ c: LayoutConstraint) {
        c.holder = self
        c.holderIndex = constraints.count
        constraints.append(c)
        c.firstNode.referencing.append(c)
        if let s = c.secondNode, s !== c.firstNode { s.referencing.append(c) }
        c.isChainLink = c.secondNode != nil && c.firstAttribute.isPosition && c.secondAttribute.isPosition
            && c.firstNode !== layoutNode && c.secondNode !== layoutNode
        if let engine = layoutNode.engine { engine.structureVersion &+= 1; engine.install(c) }
    }

    func release(_ c: LayoutConstraint) {
        if let engine = layoutNode.engine {
            engine.structureVersion &+= 1
            if let dropping = engine.screen.constraintWillBeDropped { dropping(c) }
        }
        if c.engine != nil { c.engine?.uninstall(c) }
        let i = c.holderIndex
        if i >= 0, i < constraints.count, constraints[i] === c {
            let last = constraints.removeLast()
            if i < constraints.count { constraints[i] = last; last.holderIndex = i }
        }
        c.holder = nil
        c.holderIndex = -1
        c.isBroken = false
        c.firstNode.forget(c)
        if let s = c.secondNode, s !== c.firstNode { s.forget(c) }
    }


    /// UIKit's legacy `addConstraint(_:)`: activates.
    public func addConstraint(_ c: LayoutConstraint) { c.activate() }
    public func addConstraints(_ cs: [LayoutConstraint]) { cs.forEach { $0.activate() } }
    public func removeConstraint(_ c: LayoutConstraint) { c.deactivate() }

    // MARK: Geometry

    /// The frame in the superview's coordinates, pixel-rounded, as of the last layout pass.
    /// Setting it matters while `translatesAutoresizingMaskIntoConstraints` is true.
    public var frame: Rect {
        get {
            guard layoutNode.vars != nil else { return manualFrame }
            let r = layoutNode.rounded
            guard let sup = superviewRef else { return r }
            // No retain: the superview outlives this read (see `superviewRef`).
            let o = sup._withUnsafeGuaranteedRef { $0.layoutNode.rounded.origin }
            return Rect(x: r.minX - o.x, y: r.minY - o.y, width: r.width, height: r.height)
        }
        set {
            if layoutNode.vars == nil && manualFrame != newValue {
                modelWillChange()
                superview?.childGeometryVersion &+= 1
            }
            manualFrame = newValue
            updateAutoresizingConstants()
        }
    }

    /// The pixel-rounded, untransformed rectangle in layout space — screen coordinates with every
    /// scroll view at offset zero — as of the last layout pass (what `FrameChange` reports; the
    /// model frame an animation starts from).
    public var layoutSpaceFrame: Rect { layoutNode.vars == nil ? manualFrame : layoutNode.rounded }

    /// The origin of the view's own coordinate system (a scroll view's content offset).
    open var boundsOrigin: Point { .zero }
    /// `(boundsOrigin, frame.size)`.
    public var bounds: Rect { Rect(origin: boundsOrigin, size: frame.size) }
    /// `frame.size` without the origin (no superview read): what a scroll view's every
    /// `layoutSubviews` compares its content with.
    var frameSize: Size { layoutNode.vars == nil ? manualFrame.size : layoutNode.rounded.size }
    /// The frame's center in the superview's coordinates.
    public var center: Point { let f = frame; return Point(x: f.midX, y: f.midY) }

    /// The effective layout direction of this view.
    public var effectiveLayoutDirection: LayoutDirection {
        // On a screen where no view has an explicit direction, the screen's (no walk up).
        if let e = layoutNode.engine, !e.hasExplicitDirections { return e.screen.layoutDirection }
        var p: View? = self
        while let q = p {
            if let d = q.semanticLayoutDirection { return d }
            if let s = q as? Screen { return s.layoutDirection }
            p = q.superview
        }
        return .leftToRight
    }

    /// Margins by absolute edge (resolved from the directional ones).
    public var layoutMargins: EdgeInsets {
        get { directionalLayoutMargins.resolved(effectiveLayoutDirection) }
        set {
            directionalLayoutMargins = effectiveLayoutDirection == .leftToRight
                ? DirectionalEdgeInsets(top: newValue.top, leading: newValue.left, bottom: newValue.bottom, trailing: newValue.right)
                : DirectionalEdgeInsets(top: newValue.top, leading: newValue.right, bottom: newValue.bottom, trailing: newValue.left)
        }
    }

    /// The margins the margin attributes and guide use: the layout margins plus, when
    /// `insetsLayoutMarginsFromSafeArea`, the safe-area insets.
    public var effectiveLayoutMargins: EdgeInsets {
        var m = layoutMargins
        if insetsLayoutMarginsFromSafeArea {
            let s = safeAreaInsets
            m.top += s.top; m.left += s.left; m.bottom += s.bottom; m.right += s.right
        }
        return m
    }

    /// The view's bounds inset by `effectiveLayoutMargins` (made on first use).
    public var layoutMarginsGuide: LayoutGuide {
        if let g = marginsGuideStorage { return g }
        let g = LayoutGuide(identifier: "margins")
        g.role = .margins
        marginsGuideStorage = g
        addLayoutGuide(g)
        let m = effectiveLayoutMargins
        g.systemConstraints = [
            LayoutConstraint(item: g, attribute: .left, relatedBy: .equal, toItem: self, attribute: .left, constant: m.left),
            LayoutConstraint(item: g, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, constant: m.top),
            LayoutConstraint(item: g, attribute: .right, relatedBy: .equal, toItem: self, attribute: .right, constant: -m.right),
            LayoutConstraint(item: g, attribute: .bottom, relatedBy: .equal, toItem: self, attribute: .bottom, constant: -m.bottom),
        ]
        for c in g.systemConstraints { c.origin = .guide; c.activate() }
        layoutNode.engine?.watchSafeArea(self)
        return g
    }

    /// The part of the view not covered by bars, notches and the home indicator (made on first
    /// use). For the screen it comes from the device profile; for other views the insets are
    /// the overlap of the view's frame with the screen's unsafe edges as of the previous pass,
    /// and the layout pass re-solves until they are stable (as UIKit's safeAreaInsetsDidChange).
    /// Views inside a scroll view get zero insets (policy: the scroll view adjusts its content
    /// inset instead, as UIKit's automatic adjustment does).
    public var safeAreaLayoutGuide: LayoutGuide {
        if let g = safeAreaGuideStorage { return g }
        let g = LayoutGuide(identifier: "safeArea")
        g.role = .safeArea
        safeAreaGuideStorage = g
        addLayoutGuide(g)
        let s = safeAreaInsets
        g.systemConstraints = [
            LayoutConstraint(item: g, attribute: .left, relatedBy: .equal, toItem: self, attribute: .left, constant: s.left),
            LayoutConstraint(item: g, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top, constant: s.top),
            LayoutConstraint(item: g, attribute: .right, relatedBy: .equal, toItem: self, attribute: .right, constant: -s.right),
            LayoutConstraint(item: g, attribute: .bottom, relatedBy: .equal, toItem: self, attribute: .bottom, constant: -s.bottom),
        ]
        for c in g.systemConstraints { c.origin = .guide; c.activate() }
        layoutNode.engine?.watchSafeArea(self)
        return g
    }

    /// Re-applies the safe-area insets and margins to the system guides' constants.
    func applyInsetsToGuides() {
        if let g = safeAreaGuideStorage, g.systemConstraints.count == 4 {
            let s = safeAreaInsets
            g.systemConstraints[0].constant = s.left
            g.systemConstraints[1].constant = s.top
            g.systemConstraints[2].constant = -s.right
            g.systemConstraints[3].constant = -s.bottom
        }
        if let g = marginsGuideStorage, g.systemConstraints.count == 4 {
            let m = effectiveLayoutMargins
            g.systemConstraints[0].constant = m.left
            g.systemConstraints[1].constant = m.top
            g.systemConstraints[2].constant = -m.right
            g.systemConstraints[3].constant = -m.bottom
        }
        layoutNode.engine?.refreshOffsets(of: layoutNode)
    }

    /// Applies new margins to the guides and, when they changed (`notify`), calls
    /// `layoutMarginsDidChange()`.
    func marginsChanged(notify: Bool) {
        applyInsetsToGuides()
        if notify { marginsDidChangeBySetter() }
    }

    /// The margins were set to a new value (the screen defers this to its layout pass while it
    /// applies a profile).
    func marginsDidChangeBySetter() { layoutMarginsDidChange() }
    func directionChanged() {
        guard let engine = layoutNode.engine else { return }
        forEachInSubtree { engine.refreshDirection(of: $0) }
    }

    // MARK: Intrinsic content size

    /// Marks an axis without an intrinsic size.
    public static let noIntrinsicMetric: Double = -1

    /// The natural size of the content, or `noIntrinsicMetric` per axis (default: none).
    open var intrinsicContentSize: Size { Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// Call when `intrinsicContentSize` changes; the next layout pass re-reads it.
    public func invalidateIntrinsicContentSize() {
        needsContentSizeUpdate = true
        layoutNode.engine?.needsUpdate(self)
    }

    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority { axis == .horizontal ? hugging.h : hugging.v }
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        axis == .horizontal ? compression.h : compression.v
    }
    /// Sets the hugging priority (default 250) of `axis`.
    public func setContentHuggingPriority(_ p: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { hugging.h = p } else { hugging.v = p }
        invalidateIntrinsicContentSize()
    }
    /// Sets the compression-resistance priority (default 750) of `axis`.
    public func setContentCompressionResistancePriority(_ p: LayoutPriority, for axis: LayoutAxis) {
        if axis == .horizontal { compression.h = p } else { compression.v = p }
        invalidateIntrinsicContentSize()
    }

    // MARK: Baselines

    /// The view whose first baseline is this view's (default: self; stacks pick an arranged view).
    open var forFirstBaselineLayout: View { self }
    /// The view whose last baseline is this view's (default: self).
    open var forLastBaselineLayout: View { self }
    /// Distance from the top to the first baseline (0 for views without text: the top edge).
    open var firstBaselineOffsetFromTop: Double { 0 }
    /// Distance from the bottom up to the last baseline (0 for views without text: the bottom edge).
    open var lastBaselineOffsetFromBottom: Double { 0 }

    // MARK: Layout cycle

    /// Called by the layout pass once in a pass, after the frames are solved, for a view whose
    /// bounds changed in the pass (its size; for a scroll view also its content offset) or that
    /// was marked with `setNeedsLayout()`, parents before children (UIKit's `layoutSubviews()`;
    /// views joining a screen are laid out in their first pass). Override to adjust other
    /// state, such as a corner radius from `bounds`; constraint changes made here are solved in
    /// the same `layoutIfNeeded()`. The default does nothing (the engine applies the frames).
    open func layoutSubviews() {}

    /// Marks this view for layout: the next `layoutIfNeeded()` calls its `layoutSubviews()`
    /// (once, however often it is marked; UIKit's coalescing). Does nothing off screen.
    /// - Complexity: O(1).
    public func setNeedsLayout() {
        guard let engine = layoutNode.engine else { return }
        engine.needsLayout = true
        guard !needsLayoutRequested else { return }
        needsLayoutRequested = true
        engine.layoutRequests.append(self)
    }

    /// Called by the layout pass before `layoutSubviews()`, once in a pass, for a view whose
    /// constraints need updating (`setNeedsUpdateConstraints()`, or the view joined a screen),
    /// deepest views first (UIKit's update-constraints step runs bottom-up, leaves to the
    /// screen). Override to add or change constraints; call `super.updateConstraints()` as the
    /// **last** step, as UIKit requires (an override that does not is recorded as a
    /// `.missingSuperCall` layout event; UIKit raises an exception). Constraints changed here
    /// are solved in the same pass. The default does nothing else.
    open func updateConstraints() { reachedBaseUpdateConstraints = true }

    /// Marks this view's constraints for updating: the next layout pass (or
    /// `updateConstraintsIfNeeded()`) calls its `updateConstraints()`, once however often it is
    /// marked. A view that marks itself again from its own `updateConstraints()` is updated in
    /// the next pass. Kept while off screen. - Complexity: O(1).
    public func setNeedsUpdateConstraints() {
        guard !constraintUpdateRequested else { return }
        constraintUpdateRequested = true
        layoutNode.engine?.requestConstraintUpdate(self)
    }

    /// Whether `updateConstraints()` is due (UIKit's `needsUpdateConstraints()`).
    public func needsUpdateConstraints() -> Bool { constraintUpdateRequested }

    /// Runs the update-constraints step now for this view and its subviews that need it,
    /// deepest first (UIKit's `updateConstraintsIfNeeded()`); the frames change at the next
    /// layout pass. Does nothing off screen.
    public func updateConstraintsIfNeeded() { layoutNode.engine?.runUpdateConstraints(in: self, inPass: false) }

    /// Called when the view's safe-area insets change: in the layout pass, before the view's
    /// `layoutSubviews()`, when a move, a rotation or a new safe area changes them (UIKit's
    /// `safeAreaInsetsDidChange()`; the new value is in `safeAreaInsets`). The default does
    /// nothing.
    open func safeAreaInsetsDidChange() {}

    /// Called when the view's margins change: when `directionalLayoutMargins` or
    /// `layoutMargins` is set to a different value (at once), or in the layout pass when its
    /// safe-area insets change and `insetsLayoutMarginsFromSafeArea` adds them to the margins
    /// (UIKit's `layoutMarginsDidChange()`). The default does nothing.
    open func layoutMarginsDidChange() {}

    /// Called by the layout pass when this view's safe-area insets changed: the guides follow,
    /// then the hooks run.
    func safeAreaInsetsChanged() {
        safeAreaInsetsDidChange()
        if insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() }
    }

    /// Runs the layout pass of this view's screen now (UIKit lays out the receiver's subtree; the
    /// engine is incremental so the whole screen costs only what changed).
    @discardableResult
    public func layoutIfNeeded() -> LayoutPassResult { screen?.layoutIfNeeded() ?? LayoutPassResult() }

    /// The active constraints that mention this view and act on `axis` (UIKit's
    /// `constraintsAffectingLayout(for:)`, limited to the view's own constraints).
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        layoutNode.referencing.filter { $0.firstAttribute.axis == axis }
            + contentConstraints.compactMap { $0 }.filter { $0.firstAttribute.axis == axis }
    }

    /// True when some other position or size would satisfy the constraints as well (debugging aid;
    /// the same query as UIKit's `hasAmbiguousLayout`).
    public var hasAmbiguousLayout: Bool { !ambiguousAttributes.isEmpty }

    /// Which of x, y, width, height are not determined uniquely (`[]` when detached).
    public var ambiguousAttributes: [LayoutAttribute] { layoutNode.engine?.ambiguousAttributes(of: layoutNode) ?? [] }


    // MARK: First responder (see Screen+FirstResponder.swift)

    /// Whether the view can become the first responder (UIResponder's; default false; text
    /// inputs and your `KeyInput` views say true).
    open var canBecomeFirstResponder: Bool { false }
    /// Whether the view lets go of first-responder status when asked (default true).
    open var canResignFirstResponder: Bool { true }

    /// Makes this view the screen's first responder, the one typed text goes to (UIKit's
    /// `becomeFirstResponder()`): false when it cannot become one or is on no screen;
    /// otherwise the current first responder is asked to resign first, and a refusal makes
    /// this false too. True at once when it already is. Overrides call `super` (a text field
    /// asks its delegate before, and starts editing after).
    /// - Complexity: O(1) plus the resigning responder's work.
    @discardableResult
    open func becomeFirstResponder() -> Bool { screen?.makeFirstResponder(self) ?? false }

    /// Gives up first-responder status (UIKit's `resignFirstResponder()`): false when
    /// `canResignFirstResponder` says no (unless `endEditing(true)` or the view's removal
    /// forces it); true otherwise, and true for a view that is not the first responder.
    @discardableResult
    open func resignFirstResponder() -> Bool { screen?.resignFirstResponder(self) ?? true }

    /// Whether this view is its screen's first responder.
    public var isFirstResponder: Bool {
        guard let s = screen, let fr = s.firstResponder else { return false }
        return fr === self
    }

    // MARK: Hit testing (see HitTesting.swift for conversions)

    /// Whether `p` (in this view's coordinates) is inside the view (default: inside `bounds`).
    open func point(inside p: Point) -> Bool { bounds.contains(p) }

    /// The deepest visible, interactive descendant (or self) containing `p` (this view's
    /// coordinates), front-most subview first; nil for hidden, non-interactive or nearly
    /// transparent (alpha < 0.01) views and for points outside (subviews outside their
    /// superview's bounds are never reached, as UIKit).
    open func hitTest(_ p: Point) -> View? {
        guard !isHidden, isUserInteractionEnabled, alpha >= 0.01, point(inside: p) else { return nil }
        for sub in subviews.reversed() {
            if let q = sub.pointFromSuperview(p), let hit = sub.hitTest(q) { return hit }
        }
        return self
    }

    // MARK: Names

    public var layoutName: String { name ?? defaultName }
    var defaultName: String {
        var parts: [String] = []
        var p: View? = self
        while let q = p, let s = q.superview {
            let i = s.subviews.firstIndex { $0 === q } ?? 0
            parts.append("\(i)")
            p = s
        }
        let type = String(describing: Swift.type(of: self))
        return parts.isEmpty ? type : "\(type)@\(parts.reversed().joined(separator: "."))"
    }

    public var owningView: View? { self }
    public var constraintSuperview: View? { superview }

    open var description: String {
        var s = "<\(Swift.type(of: self)) \(layoutName) frame=\(frame)"
        if isHidden { s += " hidden" }
        if alpha != 1 { s += " alpha=\(Format.points(alpha))" }
        if !transform.isIdentity { s += " transform=\(transform)" }
        return s + ">"
    }

    // MARK: Autoresizing

    func autoresizingChanged() {
        if translatesAutoresizingMaskIntoConstraints {
            installAutoresizingConstraints()
        } else {
            for c in autoresizingConstraints { c.deactivate() }
            autoresizingConstraints = []
        }
    }

    func installAutoresizingConstraints() {
        guard translatesAutoresizingMaskIntoConstraints, autoresizingConstraints.isEmpty,
              let sup = superview, layoutNode.engine != nil, !(self is Screen) else { return }
        let f = manualFrame
        autoresizingConstraints = [
            LayoutConstraint(item: self, attribute: .left, relatedBy: .equal, toItem: sup, attribute: .left, constant: f.minX),
            LayoutConstraint(item: self, attribute: .top, relatedBy: .equal, toItem: sup, attribute: .top, constant: f.minY),
            LayoutConstraint(item: self, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: f.width),
            LayoutConstraint(item: self, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: f.height),
        ]
        for c in autoresizingConstraints { c.origin = .autoresizing; c.activate() }
    }

    func updateAutoresizingConstants() {
        guard autoresizingConstraints.count == 4 else { return }
        let f = manualFrame
        autoresizingConstraints[0].constant = f.minX
        autoresizingConstraints[1].constant = f.minY
        autoresizingConstraints[2].constant = f.width
        autoresizingConstraints[3].constant = f.height
    }
}

extension View {
    /// Moves this view, when its layout is ambiguous, to another solution that satisfies the
    /// constraints equally well (UIKit's debugging aid, which picks one at random).
    ///
    /// Deterministic: each ambiguous attribute (x, y, width, height, in that order) is pushed
    /// one screen length right or down — or, when it cannot move that way, left or up (a size
    /// not below 0) — at a strength below every priority, so it goes to the far end of what
    /// the constraints allow. Calling it again goes back the other way when the choice is
    /// between two ends; a position nothing constrains moves one screen length each time. The
    /// new solution is kept by a preference weaker than every priority (it only breaks ties)
    /// until the next call or until the view leaves the screen. Takes effect at the next layout
    /// pass, as any constraint change; does nothing for an unambiguous or detached view.
    /// - Returns: whether the solution changed.
    @discardableResult
    public func exerciseAmbiguityInLayout() -> Bool { layoutNode.engine?.exerciseAmbiguity(of: layoutNode) ?? false }
}
