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
    /// The visible content origin, in points.
    @exclusivity(unchecked)
    public var contentOffset: Point = .zero
    @exclusivity(unchecked)
    public var contentInset: EdgeInsets = .zero
    @exclusivity(unchecked)
    public var alwaysBounceVertical = false
    @exclusivity(unchecked)
    public var alwaysBounceHorizontal = false

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

    /// The content size as of the last layout pass.
    public var contentSize: Size { contentLayoutGuide.layoutNode.rounded.size }

    open override var boundsOrigin: Point { contentOffset }
}

extension View {
    /// Whether some ancestor is a scroll view.
    var isInsideScrollView: Bool {
        var p = superview
        while let q = p { if q is ScrollView { return true }; p = q.superview }
        return false
    }
}
