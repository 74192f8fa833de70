import FlickSolver

extension View {
    /// UIKit's `layoutFittingCompressedSize`: ask `systemLayoutSizeFitting` for the smallest size.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// UIKit's `layoutFittingExpandedSize`: ask `systemLayoutSizeFitting` for the largest size.
    /// UIKit's value is not published; here it is 10⁷ pt on each axis.
    public static let layoutFittingExpandedSize = Size(width: 10_000_000, height: 10_000_000)

    /// The size that fits the view's content best, aiming at `targetSize` at
    /// `LayoutPriority.fittingSizeLevel` (50) on both axes: `layoutFittingCompressedSize` for
    /// the smallest size its constraints allow, `layoutFittingExpandedSize` for the largest.
    /// Does not change the view. See `systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:)`.
    public func systemLayoutSizeFitting(_ targetSize: Size) -> Size {
        systemLayoutSizeFitting(targetSize, withHorizontalFittingPriority: .fittingSizeLevel,
                                verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that fits the view's content best when its width aims at `targetSize.width` at
    /// `horizontalFittingPriority` and its height at `targetSize.height` at
    /// `verticalFittingPriority` (UIKit's self-sizing cell call: a width at `.required` and the
    /// height at `.fittingSizeLevel` gives the height the content needs at that width).
    ///
    /// Solved on its own, as UIKit sizes a cell: the constraints held by the view and its
    /// descendants, their content sizes (multi-line labels re-wrapped at their solved width, as
    /// in a layout pass), stack arrangements and autoresizing frames, with the view's origin
    /// at zero. Constraints to views outside the subtree (the view's own position in its
    /// superview) do not take part, and neither do broken ones. Sizes are exact (not rounded
    /// to pixels). Does not change the view's frame; out-of-date stack arrangements in the
    /// subtree are rebuilt, as the next layout pass would.
    /// - Complexity: a solver build over the subtree's constraints (comparatively expensive,
    ///   as UIKit notes); O(1) work on the rest of the screen.
    public func systemLayoutSizeFitting(_ targetSize: Size, withHorizontalFittingPriority horizontal: LayoutPriority,
                                        verticalFittingPriority vertical: LayoutPriority) -> Size {
        FittingComputation(root: self).size(target: targetSize, horizontal: horizontal, vertical: vertical)
    }
}

extension Label {
    /// Whether the intrinsic size depends on the width the label is laid out at.
    var wrapsAtItsWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth <= 0 }

    /// The intrinsic size with the text wrapped at `width`.
    func intrinsicSize(wrappingAt width: Double) -> Size {
        let t = TextLayout(text: text ?? "", font: font, size: effectiveSize, maxWidth: width, numberOfLines: numberOfLines)
        return Size(width: t.width, height: t.height)
    }
}

/// The variables of one subtree, solved apart from its screen (`systemLayoutSizeFitting`).
/// Lookups only (never iterated), so the hashing order cannot influence a result.
final class FittingSpace: VariableSpace {
    struct Entry {
        let vars: ItemVariables
        let parent: LayoutNode?
        let depth: Int
    }
    @exclusivity(unchecked)
    private var entries: [ObjectIdentifier: Entry] = [:]
    let rootDirection: LayoutDirection

    init(rootDirection: LayoutDirection) { self.rootDirection = rootDirection }

    func add(_ node: LayoutNode, parent: LayoutNode?, depth: Int, in solver: Solver) -> ItemVariables {
        let v = ItemVariables(x: solver.makeVariable(""), y: solver.makeVariable(""),
                              w: solver.makeVariable(""), h: solver.makeVariable(""))
        entries[ObjectIdentifier(node)] = Entry(vars: v, parent: parent, depth: depth)
        return v
    }

    func variables(_ node: LayoutNode) -> ItemVariables? { entries[ObjectIdentifier(node)]?.vars }
    func parent(_ node: LayoutNode) -> LayoutNode? { entries[ObjectIdentifier(node)]?.parent }
    func depth(_ node: LayoutNode) -> Int { entries[ObjectIdentifier(node)]?.depth ?? 0 }
    var mayHaveExplicitDirections: Bool { true }
    func readMargins(_ view: View) {}
}

/// One `systemLayoutSizeFitting` computation (see there for what takes part).
struct FittingComputation {
    let root: View

    /// Solve → re-wrap rounds for multi-line labels: the layout pass's `maxRounds`, so text
    /// feedback that converges in a pass converges here too (a size is always read from a
    /// finished solve, whether or not the re-wrapping settled).
    static var maxRounds: Int { LayoutEngine.maxRounds }

    func size(target: Size, horizontal: LayoutPriority, vertical: LayoutPriority) -> Size {
        var views: [View] = []
        root.forEachInSubtree { v in
            if let s = v as? StackView, s.needsRecipe { s.rebuildArrangement() }
            views.append(v)
        }
        let solver = Solver()
        let space = FittingSpace(rootDirection: root.effectiveLayoutDirection)
        var depth: [ObjectIdentifier: Int] = [:]
        for v in views {
            let d = v === root ? 0 : (depth[ObjectIdentifier(v.superview!)] ?? 0) + 1
            depth[ObjectIdentifier(v)] = d
            _ = space.add(v.layoutNode, parent: v === root ? nil : v.superview?.layoutNode, depth: d, in: solver)
            for g in v.layoutGuides { _ = space.add(g.layoutNode, parent: v.layoutNode, depth: d + 1, in: solver) }
        }
        let translator = ConstraintTranslator(space: space)
        func add(_ c: LinearConstraint) -> ConstraintHandle? {
            do throws(SolverError) { return try solver.add(c) } catch { return nil }    // conflicts: left out
        }
        func size(_ v: View, _ axis: LayoutAxis) -> Variable? {
            space.variables(v.layoutNode).map { axis == .horizontal ? $0.w : $0.h }
        }
        // The subtree's own constraints, frames of views that translate them, content sizes.
        /// Multi-line labels: their content-size constraints (per axis: the hugging/compression
        /// pair as one asymmetric equality, or two inequalities when one side is required) and
        /// the size those stand for.
        var wrapping: [(label: Label, handles: [[ConstraintHandle?]], size: Size)] = []
        for v in views {
            for c in v.constraints where !c.broken {
                if let t = translator.translate(c) { _ = add(t.constraint) }
            }
            if v !== root, v.translatesAutoresizingMaskIntoConstraints, v.autoresizingConstraints.isEmpty,
               let vars = space.variables(v.layoutNode) {
                let f = v.manualFrame
                for (variable, value) in [(vars.x, f.minX), (vars.y, f.minY), (vars.w, f.width), (vars.h, f.height)] {
                    _ = add(variable == value)
                }
            }
            let intrinsic = v.intrinsicContentSize
            var handles: [[ConstraintHandle?]] = []
            for axis in LayoutAxis.allCases {
                let value = intrinsic[axis]
                guard value >= 0, value.isFinite, let s = size(v, axis) else { continue }
                let hugging = v.contentHuggingPriority(for: axis).strength
                let compression = v.contentCompressionResistancePriority(for: axis).strength
                if hugging.isRequired || compression.isRequired {
                    handles.append([add((s <= value).withStrength(hugging)), add((s >= value).withStrength(compression))])
                } else {
                    // One row for the pair, as in the layout pass (`LayoutEngine.contentPair`).
                    handles.append([add(LinearConstraint(asymmetric: s - value, above: hugging, below: compression))])
                }
            }
            if let label = v as? Label, label.wrapsAtItsWidth, handles.count == 2 {
                wrapping.append((label, handles, intrinsic))
            }
        }
        // The root at the origin, its size aiming at the target.
        guard let r = space.variables(root.layoutNode) else { return .zero }
        _ = add(r.x == 0)
        _ = add(r.y == 0)
        _ = add((r.w == target.width).withStrength(horizontal.strength))
        _ = add((r.h == target.height).withStrength(vertical.strength))
        solver.updateVariables()
        // Multi-line labels: re-wrap at the solved width until nothing changes.
        for _ in 1..<FittingComputation.maxRounds {
            var changed = false
            for i in wrapping.indices {
                let (label, handles, old) = wrapping[i]
                guard let w = size(label, .horizontal) else { continue }
                let wrapped = label.intrinsicSize(wrappingAt: solver.value(of: w))
                guard wrapped != old else { continue }
                // Content-size constraints are `size - value OP 0`: their constant is `-value`.
                for (axis, pair) in zip(LayoutAxis.allCases, handles) where wrapped[axis] != old[axis] {
                    for h in pair.compactMap({ $0 }) {
                        do throws(SolverError) { try solver.setConstant(of: h, to: -wrapped[axis]) } catch {}
                    }
                }
                wrapping[i].size = wrapped
                changed = true
            }
            if !changed { break }
            solver.updateVariables()
        }
        return Size(width: solver.value(of: r.w) + 0, height: solver.value(of: r.h) + 0)
    }
}
