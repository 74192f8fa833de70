/// Lays arranged subviews out in a row or column (UIStackView) by generating constraints — the
/// recipe UIKit's logs show (canvas connection, spacing, hiding, distribution, alignment) — at
/// the next layout pass after any change. Generated constraints carry identifiers `stack-…`.
///
/// Policies where UIKit is undocumented: non-fill alignments pin the aligned edge as a required
/// equality (UIKit uses a spanner guide at 999.5); `.fill` ties between equal hugging
/// priorities are left to the solver's deterministic choice and show up in `hasAmbiguousLayout`.
open class StackView: View {
    public enum Distribution: Sendable, CaseIterable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    public enum Alignment: Sendable, CaseIterable {
        case fill, leading, center, trailing, firstBaseline, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    @exclusivity(unchecked)
    public var axis: LayoutAxis = .horizontal { didSet { if axis != oldValue { setNeedsRecipe() } } }
    @exclusivity(unchecked)
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { setNeedsRecipe() } } }
    @exclusivity(unchecked)
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { setNeedsRecipe() } } }
    /// Gap between arranged views in points (exact for fill distributions, minimum otherwise).
    @exclusivity(unchecked)
    public var spacing: Double = 0 { didSet { if spacing != oldValue { setNeedsRecipe() } } }
    /// Vertical stacks: measure spacing between baselines.
    @exclusivity(unchecked)
    public var isBaselineRelativeArrangement = false { didSet { setNeedsRecipe() } }
    /// Pin arranged views to the stack's layout margins instead of its edges.
    @exclusivity(unchecked)
    public var isLayoutMarginsRelativeArrangement = false { didSet { setNeedsRecipe() } }

    @exclusivity(unchecked)
    public private(set) var arrangedSubviews: [View] = []
    @exclusivity(unchecked)
    var customSpacings: [(view: View, spacing: Double)] = []
    @exclusivity(unchecked)
    var recipe: [LayoutConstraint] = []
    @exclusivity(unchecked)
    var recipeGuides: [LayoutGuide] = []
    @exclusivity(unchecked)
    var needsRecipe = true

    /// UIKit's sentinels for `setCustomSpacing(_:after:)`.
    public static let spacingUseDefault = Double.greatestFiniteMagnitude
    public static let spacingUseSystem = Double.leastNonzeroMagnitude

    public convenience init(arrangedSubviews: [View]) {
        self.init(frame: .zero)
        arrangedSubviews.forEach(addArrangedSubview)
    }

    public func addArrangedSubview(_ v: View) { insertArrangedSubview(v, at: arrangedSubviews.count) }

    public func insertArrangedSubview(_ v: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === v }
        arrangedSubviews.insert(v, at: max(0, min(index, arrangedSubviews.count)))
        v.translatesAutoresizingMaskIntoConstraints = false
        if v.superview !== self { addSubview(v) }
        setNeedsRecipe()
    }

    /// Stops arranging `v`; it stays a subview (as UIKit).
    public func removeArrangedSubview(_ v: View) {
        arrangedSubviews.removeAll { $0 === v }
        customSpacings.removeAll { $0.view === v }
        setNeedsRecipe()
    }

    func arrangedSubviewRemoved(_ v: View) {
        guard arrangedSubviews.contains(where: { $0 === v }) else { return }
        // The recipe mentions v; drop it now so removal does not leave stale constraints.
        for c in recipe { c.deactivate() }
        recipe = []
        removeArrangedSubview(v)
    }

    func arrangedVisibilityChanged(_ v: View) {
        if arrangedSubviews.contains(where: { $0 === v }) { setNeedsRecipe() }
    }

    /// Overrides the gap after `v` (`spacingUseDefault` reverts to `spacing`).
    public func setCustomSpacing(_ s: Double, after v: View) {
        customSpacings.removeAll { $0.view === v }
        if s != StackView.spacingUseDefault { customSpacings.append((v, s)) }
        setNeedsRecipe()
    }
    public func customSpacing(after v: View) -> Double {
        customSpacings.first { $0.view === v }?.spacing ?? StackView.spacingUseDefault
    }

    func setNeedsRecipe() {
        needsRecipe = true
        layoutNode.engine?.needsUpdate(self)
    }

    open override var forFirstBaselineLayout: View {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        if axis == .vertical { return visible.first?.forFirstBaselineLayout ?? self }
        return tallest(visible)?.forFirstBaselineLayout ?? self
    }
    open override var forLastBaselineLayout: View {
        let visible = arrangedSubviews.filter { !$0.isHidden }
        if axis == .vertical { return visible.last?.forLastBaselineLayout ?? self }
        return tallest(visible)?.forLastBaselineLayout ?? self
    }
    private func tallest(_ vs: [View]) -> View? {
        var best: View?; var h = -Double.infinity
        for v in vs { let ih = v.intrinsicContentSize.height; if ih > h { h = ih; best = v } }
        return best
    }

    // MARK: The recipe

    func rebuildArrangement() {
        needsRecipe = false
        for c in recipe { c.deactivate() }
        for g in recipeGuides { removeLayoutGuide(g) }
        recipe = []
        recipeGuides = []
        let b = RecipeBuilder(stack: self)
        b.build()
        recipe = b.constraints
        recipeGuides = b.guides
        // Every recipe constraint relates the stack, its arranged subviews and its guides, so
        // the stack holds it (a size equal to a constant: the item's own view). Its shape is
        // legal by construction, but its constant comes from the stack's properties: a
        // non-finite `spacing` or custom spacing makes an illegal constraint, which UIKit
        // refuses with an exception ("constant is not finite"). Such a constraint is not
        // installed and is reported as an invalid change, in every build alike.
        for c in recipe where c.holder == nil {
            do throws(LayoutError) {
                try c.validate()
            } catch {
                reportLayoutEvent(LayoutEvent(kind: .invalidChange, message: "\(layoutName): \(error.description)", constraints: [c]), near: self)
                continue
            }
            let holder = c.secondNode == nil ? (c.firstItem?.owningView ?? self) : self
            holder.hold(c)
        }
    }
}

/// The parts of a stack's recipe, named as UIKit's `UISV-` identifiers.
enum RecipePart: String {
    case alignment = "alignment"
    case ambiguitySuppression = "ambiguity-suppression"
    case canvasConnection = "canvas-connection"
    case canvasFit = "canvas-fit"
    case distributingEdge = "distributing-edge"
    case fillEqually = "fill-equally"
    case fillProportionally = "fill-proportionally"
    case hiding = "hiding"
    case spacing = "spacing"
    case spanningBoundary = "spanning-boundary"
    case spanningFit = "spanning-fit"

    /// `stack-` and the part's name (a literal: no string is built per constraint).
    var identifier: String {
        switch self {
        case .alignment: return "stack-alignment"
        case .ambiguitySuppression: return "stack-ambiguity-suppression"
        case .canvasConnection: return "stack-canvas-connection"
        case .canvasFit: return "stack-canvas-fit"
        case .distributingEdge: return "stack-distributing-edge"
        case .fillEqually: return "stack-fill-equally"
        case .fillProportionally: return "stack-fill-proportionally"
        case .hiding: return "stack-hiding"
        case .spacing: return "stack-spacing"
        case .spanningBoundary: return "stack-spanning-boundary"
        case .spanningFit: return "stack-spanning-fit"
        }
    }
}

/// Generates one stack view's constraints.
private final class RecipeBuilder {
    let stack: StackView
    @exclusivity(unchecked)
    var constraints: [LayoutConstraint] = []
    @exclusivity(unchecked)
    var guides: [LayoutGuide] = []
    let L, T, S, C, pL, pT, pS, pC: LayoutAttribute

    init(stack: StackView) {
        self.stack = stack
        if stack.axis == .horizontal {
            (L, T, S, C, pL, pT, pS, pC) = (.leading, .trailing, .width, .centerX, .top, .bottom, .height, .centerY)
        } else {
            (L, T, S, C, pL, pT, pS, pC) = (.top, .bottom, .height, .centerY, .leading, .trailing, .width, .centerX)
        }
    }

    /// The stack's own attribute (margin variant when margins-relative).
    func canvas(_ a: LayoutAttribute) -> LayoutAttribute {
        stack.isLayoutMarginsRelativeArrangement ? a.withMargin : a
    }

    @discardableResult
    func add(_ kind: RecipePart, _ a: LayoutItem, _ aa: LayoutAttribute, _ rel: LayoutRelation, _ b: LayoutItem?,
             _ ba: LayoutAttribute, multiplier: Double = 1, constant: Double = 0,
             priority: LayoutPriority = .required) -> LayoutConstraint {
        let c = LayoutConstraint(item: a, attribute: aa, relatedBy: rel, toItem: b, attribute: ba,
                                 multiplier: multiplier, constant: constant, priority: priority)
        c.origin = .stack(kind.rawValue)
        c.identifier = kind.identifier
        constraints.append(c)
        return c
    }

    func guide(_ name: String) -> LayoutGuide {
        let g = LayoutGuide(identifier: "stack-\(name)\(guides.count)")
        g.role = .stackHelper
        stack.addLayoutGuide(g)
        guides.append(g)
        return g
    }

    func build() {
        let views = stack.arrangedSubviews
        let visible = views.filter { !$0.isHidden }
        let d = stack.distribution
        constraints.reserveCapacity(8 + 6 * views.count)    // the recipe's size for every case but baselines
        // Hiding.
        for v in views where v.isHidden { add(.hiding, v, S, .equal, nil, .notAnAttribute) }
        guard let first = visible.first, let last = visible.last else {
            let g = guide("empty")
            add(.canvasConnection, g, L, .equal, stack, canvas(L))
            add(.canvasConnection, g, T, .equal, stack, canvas(T))
            add(.canvasFit, stack, S, .equal, nil, .notAnAttribute, priority: 49)
            return
        }
        // Canvas connection.
        add(.canvasConnection, first, L, .equal, stack, canvas(L))
        add(.canvasConnection, stack, canvas(T), .equal, last, T)
        // Spacing, between all consecutive arranged views (hidden ones included).
        let exact = d == .fill || d == .fillEqually || d == .fillProportionally
        let firstVisIdx = views.firstIndex { $0 === first } ?? 0
        let lastVisIdx = views.lastIndex { $0 === last } ?? views.count - 1
        for i in views.indices.dropFirst() {
            let prev = views[i - 1], cur = views[i]
            var gap = stack.customSpacing(after: prev)
            if gap == StackView.spacingUseDefault { gap = stack.spacing }
            if gap == StackView.spacingUseSystem { gap = 8 }
            let hidden = (prev.isHidden ? 1.0 : 0) + (cur.isHidden ? 1.0 : 0)
            var g = gap - gap / 2 * hidden
            if i <= firstVisIdx || i - 1 >= lastVisIdx { g = 0 }
            let rel: LayoutRelation = exact ? .equal : .greaterThanOrEqual
            if stack.isBaselineRelativeArrangement && stack.axis == .vertical {
                add(.spacing, cur, .firstBaseline, rel, prev, .lastBaseline, constant: g)
            } else {
                add(.spacing, cur, L, rel, prev, T, constant: g)
            }
        }
        distribute(visible, first: first)
        align(visible, first: first)
        // A hidden view gets only its aligned edge (or center), so its collapsed position is
        // determined without it sizing the stack.
        for v in views where v.isHidden { pinHidden(v) }
    }

    func distribute(_ visible: [View], first: View) {
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            for v in visible.dropFirst() { add(.fillEqually, v, S, .equal, first, S) }
        case .fillProportionally:
            let axis = stack.axis
            let sizes = visible.map { max(0, $0.intrinsicContentSize[axis]) }
            let withSize = sizes.filter { $0 > 0 }.count
            if withSize == 0 {
                for v in visible.dropFirst() { add(.fillEqually, v, S, .equal, first, S) }
                return
            }
            let total = sizes.reduce(0, +) + stack.spacing * Double(visible.count - 1)
            let requiredOne = withSize == 1 && (visible.count == 1 || stack.spacing == 0)
            var p = 999.0
            for (v, size) in zip(visible, sizes) {
                if size > 0 {
                    add(.fillProportionally, v, S, .equal, stack, S, multiplier: size / total,
                        priority: requiredOne ? .required : LayoutPriority(p))
                    p -= 1
                } else {
                    add(.fillProportionally, v, S, .equal, nil, .notAnAttribute)
                }
            }
        case .equalSpacing, .equalCentering:
            let centering = stack.distribution == .equalCentering
            var firstGuide: LayoutGuide?
            for i in visible.indices.dropFirst() {
                let prev = visible[i - 1], cur = visible[i]
                let g = guide("distributing")
                add(.distributingEdge, g, L, .equal, prev, centering ? C : T)
                add(.distributingEdge, g, T, .equal, cur, centering ? C : L)
                if let f = firstGuide {
                    add(.fillEqually, g, S, .equal, f, S, priority: centering ? 149 : .required)
                } else { firstGuide = g }
            }
            add(.canvasFit, stack, S, .equal, nil, .notAnAttribute, priority: 49)
        }
    }

    func pinHidden(_ v: View) {
        var a = stack.alignment
        if stack.axis == .vertical && (a == .firstBaseline || a == .lastBaseline) { a = .fill }
        switch a {
        case .center: add(.alignment, v, pC, .equal, stack, canvas(pC))
        case .trailing: add(.alignment, v, pT, .equal, stack, canvas(pT))
        default: add(.alignment, v, pL, .equal, stack, canvas(pL))
        }
    }

    func align(_ visible: [View], first: View) {
        var a = stack.alignment
        if stack.axis == .vertical && (a == .firstBaseline || a == .lastBaseline) { a = .fill }
        let cpL = canvas(pL), cpT = canvas(pT), cpC = canvas(pC)
        switch a {
        case .fill:
            for v in visible {
                add(.alignment, v, pL, .equal, stack, cpL)
                add(.alignment, v, pT, .equal, stack, cpT)
            }
            return
        case .leading:
            for v in visible {
                add(.alignment, v, pL, .equal, stack, cpL)
                add(.spanningBoundary, v, pT, .lessThanOrEqual, stack, cpT)
            }
        case .trailing:
            for v in visible {
                add(.alignment, v, pT, .equal, stack, cpT)
                add(.spanningBoundary, v, pL, .greaterThanOrEqual, stack, cpL)
            }
        case .center:
            for v in visible {
                add(.alignment, v, pC, .equal, stack, cpC)
                add(.spanningBoundary, v, pL, .greaterThanOrEqual, stack, cpL)
            }
        case .firstBaseline, .lastBaseline:
            let attr: LayoutAttribute = a == .firstBaseline ? .firstBaseline : .lastBaseline
            for v in visible {
                if v !== first { add(.alignment, v, attr, .equal, first, attr) }
                add(.spanningBoundary, v, pL, .greaterThanOrEqual, stack, cpL)
                add(.spanningBoundary, v, pT, .lessThanOrEqual, stack, cpT)
            }
        }
        add(.spanningFit, stack, pS, .equal, nil, .notAnAttribute, priority: 51)
        for v in visible { add(.ambiguitySuppression, v, pS, .equal, nil, .notAnAttribute, priority: 25) }
    }
}
