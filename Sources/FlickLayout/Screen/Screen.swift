/// The root of a view tree: a device's screen, owning the constraint engine.
///
/// ```swift
/// let screen = Screen(.iPhone15Pro)
/// let box = View(); screen.addSubview(box)
/// box.snp.makeConstraints { make in make.size.equalTo(100); make.center.equalToSuperview() }
/// let pass = screen.layoutIfNeeded()      // frames, and which views changed
/// ```
///
/// The screen is also the view a view controller's root view would be: its safe area comes from
/// the profile and its directional margins are the system minimum (16 or 20 pt) plus the safe
/// area.
public final class Screen: View {
    /// The presentation values of a view on this screen, for `Layer.presentation()` (set by
    /// whoever animates the screen, e.g. FlickSim's `SceneHost`; nil: the model values).
    @exclusivity(unchecked)
    public var presentationProvider: ((View) -> PresentationLayer?)?
    @exclusivity(unchecked)
    public private(set) var profile: DeviceProfile
    @exclusivity(unchecked)
    public private(set) var orientation: Orientation
    /// Leading → trailing direction of the whole tree (views may override per subtree).
    @exclusivity(unchecked)
    public var layoutDirection: LayoutDirection { didSet { if layoutDirection != oldValue { directionChanged() } } }
    /// The dynamic-type multiplier applied to fonts that scale (`Font.preferredFont`), default 1.
    @exclusivity(unchecked)
    public var dynamicTypeScale: Double = 1 {
        didSet { if dynamicTypeScale != oldValue { forEachInSubtree { ($0 as? TextMeasuring)?.fontMetricsChanged() } } }
    }
    @exclusivity(unchecked)
    var engine: LayoutEngine!
    /// Called just before a view on this screen changes a model value an animation layer
    /// interpolates: its `alpha`, its `transform`, or its `layoutSpaceFrame` (in a layout pass,
    /// or by setting `frame` on a view without variables). The view still holds the old value,
    /// so an observer can snapshot only what changes instead of the whole tree. Default nil.
    /// - Complexity: O(1) per change when nil.
    @exclusivity(unchecked)
    package var modelWillChange: ((View) -> Void)?
    /// Called after a view was removed from this screen's tree (`removeFromSuperview()`), with
    /// the view, whose subtree went with it: touch routing lets go of the recognizers the
    /// subtree owns. Default nil.
    /// - Complexity: O(1) per removal when nil.
    @exclusivity(unchecked)
    package var subtreeDidLeave: ((View) -> Void)?
    /// Called when a view of this screen's tree is about to stop holding a constraint
    /// (deactivation, including those `removeFromSuperview()` makes), with the constraint,
    /// still held: a reader that lists constraints unretained (the fuzzer's `seen`) retains
    /// the ones it needs before the tree lets go of them. Default nil.
    /// - Complexity: O(1) per deactivation when nil.
    @exclusivity(unchecked)
    package var constraintWillBeDropped: ((LayoutConstraint) -> Void)?
    @exclusivity(unchecked)
    var screenConstraints: [LayoutConstraint] = []
    /// The controller whose view this screen is (its lifecycle hooks run with the screen's).
    @exclusivity(unchecked)
    weak var viewController: ViewController?
    /// Set while `applyProfile()` sets the margins: their hook waits for the layout pass.
    @exclusivity(unchecked)
    private var applyingProfile = false
    /// The view typed text goes to (see Screen+FirstResponder.swift); nil when none.
    @exclusivity(unchecked)
    public internal(set) weak var firstResponder: View?
    /// Called after the first responder changed, with the old and the new one (either may be
    /// nil); once per change — a switch from one text field to another is one call. FlickSim's
    /// `SceneHost` shows and hides its keyboard from here. Default nil.
    @exclusivity(unchecked)
    package var firstResponderDidChange: ((_ old: View?, _ new: View?) -> Void)?
    /// True while `endEditing(true)` or a removal makes the first responder resign: text
    /// inputs do not ask their delegates then.
    @exclusivity(unchecked)
    public internal(set) var isForcingResign = false
    /// True while a removal from the screen makes the first responder resign: a text field
    /// reports `DidEndEditingReason.cancelled` then (every other end is `.committed`).
    @exclusivity(unchecked)
    public internal(set) var isCancellingEditing = false
    /// Where the keyboard is (screen coordinates) as last set with `setKeyboardFrame(_:)`;
    /// nil while it is not shown.
    @exclusivity(unchecked)
    public internal(set) var keyboardFrame: Rect?
    /// The view becoming first responder while the old one resigns (one change, not two).
    @exclusivity(unchecked)
    var incomingResponder: View?

    public init(_ profile: DeviceProfile = .iPhone15Pro, orientation: Orientation = .portrait,
                layoutDirection: LayoutDirection = .leftToRight) {
        self.profile = profile
        self.orientation = orientation
        self.layoutDirection = layoutDirection
        super.init(frame: .zero)
        name = "screen"
        translatesAutoresizingMaskIntoConstraints = false
        engine = LayoutEngine(screen: self)
        engine.makeVariables(for: layoutNode, parent: nil)
        let size = profile.size(orientation)
        screenConstraints = [
            LayoutConstraint(item: self, attribute: .left, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 0),
            LayoutConstraint(item: self, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: 0),
            LayoutConstraint(item: self, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: size.width),
            LayoutConstraint(item: self, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, constant: size.height),
        ]
        for c in screenConstraints { c.origin = .screen; hold(c) }
        applyProfile()
        engine.screenInsetsChanged = (false, false)
        // The screen's constraints are updated in its first pass, as a joining view's.
        setNeedsUpdateConstraints()
    }

    /// Pixels per point.
    public var scale: Double { profile.scale }
    /// The screen's bounds in points.
    public override var frame: Rect {
        get { Rect(origin: .zero, size: profile.size(orientation)) }
        set {}
    }

    /// Switches device or orientation; the next layout pass re-solves (in-place constant updates).
    public func setProfile(_ profile: DeviceProfile, orientation: Orientation? = nil) {
        self.profile = profile
        if let orientation { self.orientation = orientation }
        let size = profile.size(self.orientation)
        screenConstraints[2].constant = size.width
        screenConstraints[3].constant = size.height
        applyProfile()
    }

    public func setOrientation(_ o: Orientation) { setProfile(profile, orientation: o) }

    /// Takes the profile's safe area and margins; the hooks of what changed
    /// (`safeAreaInsetsDidChange()`, `layoutMarginsDidChange()`, the controller's) run in the
    /// next layout pass, with every subview's whose insets it changes.
    func applyProfile() {
        let safeArea = profile.safeArea(orientation)
        if safeArea != storedSafeAreaInsets { engine.screenInsetsChanged.safeArea = true }
        storedSafeAreaInsets = safeArea
        let m = profile.margin(orientation)
        applyingProfile = true
        directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: m, bottom: 0, trailing: m)
        applyingProfile = false
        applyInsetsToGuides()
        engine.needsLayout = true
        engine.safeAreaDirty = true
    }

    override func marginsDidChangeBySetter() {
        if applyingProfile { engine.screenInsetsChanged.margins = true } else { layoutMarginsDidChange() }
    }

    /// The controller's `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around the
    /// screen's own layout step (UIKit's order: the subviews' `layoutSubviews()` come after).
    public override func layoutSubviews() {
        viewController?.viewWillLayoutSubviews()
        super.layoutSubviews()
        viewController?.viewDidLayoutSubviews()
    }

    /// Forwards to the controller's `viewSafeAreaInsetsDidChange()`.
    public override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        viewController?.viewSafeAreaInsetsDidChange()
    }

    /// Forwards to the controller's `viewLayoutMarginsDidChange()`.
    public override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        viewController?.viewLayoutMarginsDidChange()
    }

    /// Runs the layout pass: refreshes generated constraints, solves, rounds frames to pixels and
    /// reports which views moved or resized (only those: later layers do work proportional to
    /// change).
    @discardableResult
    public override func layoutIfNeeded() -> LayoutPassResult { engine.layout() }

    /// Events recorded since the screen was made (conflicts, rejected changes), oldest first.
    public var events: [LayoutEvent] { engine.flush(); return engine.events }
    /// Returns and clears the recorded events.
    public func drainEvents() -> [LayoutEvent] {
        engine.flush()
        defer { engine.events.removeAll(); engine.reportedEvents = 0 }
        return engine.events
    }

    /// Constraints in the solver (user, generated and the screen's own).
    public var constraintCount: Int { engine.flush(); return engine.installedCount }

    /// A number that changes whenever a view joins, leaves or moves within this screen's tree
    /// or a view in it starts or stops holding a constraint (activation, deactivation), and
    /// only then: while it stays the same, a preorder walk of the tree and of each view's held
    /// constraints finds the same objects in the same order. (A constraint's origin is set
    /// before it is first activated.) For readers that cache such a walk (the fuzzer's
    /// mutation targets). - Complexity: O(1).
    package var structureVersion: Int { engine.structureVersion }

    /// Deterministic solver work counters, cumulative.
    public var solverCounters: SolverCounters { engine.solver.counters }

    deinit { engine.tearDown() }

}

import FlickSolver
