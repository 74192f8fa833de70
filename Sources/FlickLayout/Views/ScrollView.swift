/// A view whose content is larger than itself (UIScrollView's layout part).
///
/// As in UIKit, constraints between the scroll view's *edges* and its descendants attach to the
/// content area (`contentLayoutGuide`), while width, height and centers attach to the frame —
/// so `content.snp.makeConstraints { $0.edges.width.equalToSuperview() }` makes a vertically
/// scrolling content view. The content is solved at offset zero; `contentOffset` is the
/// scroll view's bounds origin and never re-solves, so scrolling costs no layout work.
open class ScrollView: View {
    /// The content area: origin pinned to the scroll view's, size from the content's constraints.
    public let contentLayoutGuide = LayoutGuide(identifier: "content")
    /// The scroll view's own frame as a guide.
    public let frameLayoutGuide = LayoutGuide(identifier: "frame")
    /// The visible content origin, in points (default zero). Every change — set directly, by
    /// a drag, a deceleration or `setContentOffset(_:animated:)` — calls
    /// `contentOffsetDidChange()` (an interactive scroll view tells its delegate's
    /// `scrollViewDidScroll` there, as UIKit does for every offset change) and marks the scroll
    /// view for layout (its bounds moved). Scrolling never re-solves constraints.
    @exclusivity(unchecked)
    public var contentOffset: Point = .zero {
        didSet {
            guard contentOffset != oldValue else { return }
            setNeedsLayout()
            contentOffsetDidChange()
        }
    }
    /// Extra space around the content, points (default zero); the safe area adds to it per
    /// `contentInsetAdjustmentBehavior` (see `adjustedContentInset`).
    @exclusivity(unchecked)
    public var contentInset: EdgeInsets = .zero { didSet { checkAdjustedContentInset() } }
    /// How the safe area adds to `contentInset` (default `.automatic`, as UIKit).
    @exclusivity(unchecked)
    public var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { checkAdjustedContentInset() }
    }
    @exclusivity(unchecked)
    public var alwaysBounceVertical = false { didSet { checkAdjustedContentInset() } }
    @exclusivity(unchecked)
    public var alwaysBounceHorizontal = false { didSet { checkAdjustedContentInset() } }
    /// A content size set with `contentSize = …`, used instead of the content layout guide's.
    @exclusivity(unchecked)
    package private(set) var explicitContentSize: Size?
    /// The adjusted inset last reported by `adjustedContentInsetDidChange()` (nil: none yet).
    @exclusivity(unchecked)
    package private(set) var reportedAdjustedContentInset: EdgeInsets?
    /// The adjusted inset before the latest change (zero before the first), for subclasses'
    /// `adjustedContentInsetDidChange()`.
    @exclusivity(unchecked)
    package private(set) var previousAdjustedContentInset: EdgeInsets = .zero

    @exclusivity(unchecked)
    public weak var delegate: AnyObject?
    public override init(frame: Rect) {
        super.init(frame: frame)
        layoutNode.isScrollView = true
        contentLayoutGuide.role = .scrollContent
        frameLayoutGuide.role = .scrollFrame
        addLayoutGuide(contentLayoutGuide)
        addLayoutGuide(frameLayoutGuide)
        let pins: [LayoutConstraint] = [
            LayoutConstraint(item: contentLayoutGuide, attribute: .left, relatedBy: .equal, toItem: self, attribute: .left),
            LayoutConstraint(item: contentLayoutGuide, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top),
            LayoutConstraint(item: frameLayoutGuide, attribute: .left, relatedBy: .equal, toItem: self, attribute: .left),
            LayoutConstraint(item: frameLayoutGuide, attribute: .top, relatedBy: .equal, toItem: self, attribute: .top),
            LayoutConstraint(item: frameLayoutGuide, attribute: .width, relatedBy: .equal, toItem: self, attribute: .width),
            LayoutConstraint(item: frameLayoutGuide, attribute: .height, relatedBy: .equal, toItem: self, attribute: .height),
        ]
        for c in pins { c.origin = .guide; c.activate() }
    }

    /// The size of the scrollable content, points. Set it as in UIKit for content laid out
    /// without constraints; otherwise (never set) it is the content layout guide's size as of
    /// the last layout pass, which the content's constraints to the scroll view's edges define.
    /// Policy: a size that was set stays in use, the guide ignored, until `resetContentSize()`
    /// (UIKit's Auto Layout would write the guide's size over it at a later layout pass).
    public var contentSize: Size {
        get { explicitContentSize ?? contentLayoutGuide.layoutNode.rounded.size }
        set {
            guard explicitContentSize != newValue else { return }
            explicitContentSize = newValue
            checkAdjustedContentInset()
        }
    }

    /// Goes back to the content size the content layout guide gives (undoes `contentSize = …`).
    public func resetContentSize() {
        explicitContentSize = nil
        checkAdjustedContentInset()
    }

    open override var boundsOrigin: Point { contentOffset }

    /// `contentInset` plus the safe-area insets on the edges `contentInsetAdjustmentBehavior`
    /// selects (UIKit's `adjustedContentInset`), points. With `.automatic` and
    /// `.scrollableAxes`, an axis takes the safe area when it scrolls: the content plus
    /// `contentInset` is longer than the bounds, or `alwaysBounce…` is set on it (Flick has no
    /// navigation or tab bar controllers, whose scroll views UIKit's `.automatic` always adjusts
    /// vertically). A full-screen scroll view with tall content on an iPhone 15 Pro gets top 59
    /// and bottom 34. - Complexity: O(depth) (the safe area of a scroll view is kept by the
    /// layout pass, so O(1) once on a screen).
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        var inset = contentInset
        let addHorizontal: Bool, addVertical: Bool
        switch contentInsetAdjustmentBehavior {
        case .never: (addHorizontal, addVertical) = (false, false)
        case .always: (addHorizontal, addVertical) = (true, true)
        case .automatic, .scrollableAxes:
            let size = contentSize, b = frameSize
            addHorizontal = size.width + contentInset.left + contentInset.right > b.width || alwaysBounceHorizontal
            addVertical = size.height + contentInset.top + contentInset.bottom > b.height || alwaysBounceVertical
        }
        if addHorizontal { inset.left += safe.left; inset.right += safe.right }
        if addVertical { inset.top += safe.top; inset.bottom += safe.bottom }
        return inset
    }

    /// Called when `adjustedContentInset` changed (UIKit's `adjustedContentInsetDidChange()`):
    /// after a change of `contentInset`, the behavior, `alwaysBounce…` or `contentSize`, and in
    /// the layout pass when the safe area, the bounds or the content size changed it. Overrides
    /// must call super. The default does nothing.
    open func adjustedContentInsetDidChange() {}

    /// Called after every change of `contentOffset` (Flick's hook; UIKit tells the delegate
    /// directly). The default does nothing.
    open func contentOffsetDidChange() {}

    /// Compares `adjustedContentInset` with the last one reported and, when it differs,
    /// reports it through `adjustedContentInsetDidChange()`. - Complexity: O(1) on a screen.
    public func checkAdjustedContentInset() {
        let inset = adjustedContentInset
        guard inset != reportedAdjustedContentInset else { return }
        previousAdjustedContentInset = reportedAdjustedContentInset ?? .zero
        reportedAdjustedContentInset = inset
        adjustedContentInsetDidChange()
    }

    override func safeAreaInsetsChanged() { checkAdjustedContentInset() }

    open override func layoutSubviews() {
        super.layoutSubviews()
        checkAdjustedContentInset()
    }
}

/// How the safe area adds to a scroll view's `contentInset`
/// (UIScrollView.ContentInsetAdjustmentBehavior).
public enum ContentInsetAdjustmentBehavior: Sendable {
    /// UIKit's default: like `.scrollableAxes` (Flick has no navigation or tab bar controllers,
    /// whose content scroll views UIKit adjusts vertically whatever their content).
    case automatic
    /// Only on axes that scroll: content plus `contentInset` longer than the bounds, or
    /// `alwaysBounce…` set.
    case scrollableAxes
    /// Never: `adjustedContentInset == contentInset`.
    case never
    /// Always, on both axes.
    case always
}

extension View {
    /// Whether some ancestor is a scroll view.
    var isInsideScrollView: Bool {
        var p = superview
        while let q = p { if q.layoutNode.isScrollView { return true }; p = q.superview }
        return false
    }
}
