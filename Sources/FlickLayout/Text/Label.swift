/// A text view with deterministic metrics (UILabel's layout part): `text`, `font`,
/// `numberOfLines` (default 1; 0 = unlimited) and `preferredMaxLayoutWidth`.
///
/// Intrinsic size: the text laid out by `TextLayout` — at `preferredMaxLayoutWidth` when set,
/// otherwise (for multi-line labels) at the width the previous layout pass gave the label, as
/// UIKit's two-pass label layout does; the pass re-solves when that width changes. Empty text is
/// 0×0. Baselines: first = top + ascender, last = bottom − descender (text is top-aligned).
open class Label: View, TextMeasuring {
    @exclusivity(unchecked)
    public var text: String? { didSet { if text != oldValue { fontMetricsChanged() } } }
    @exclusivity(unchecked)
    public var font: Font = .systemFont(ofSize: 17) { didSet { if font != oldValue { fontMetricsChanged() } } }
    @exclusivity(unchecked)
    public var numberOfLines = 1 { didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } } }
    @exclusivity(unchecked)
    public var preferredMaxLayoutWidth: Double = 0 { didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } } }
    /// Kept for source compatibility; does not affect layout.
    @exclusivity(unchecked)
    public var textAlignment: TextAlignment = .natural
    /// The width the text was last wrapped at (multi-line labels without a preferred width).
    @exclusivity(unchecked)
    var wrapWidth: Double = .infinity

    @exclusivity(unchecked)
    public var textColor: Color?
    /// Called when the text metrics change (a button re-measures its title).
    @exclusivity(unchecked)
    var onMetricsChange: (() -> Void)?

    public convenience init(text: String, font: Font = .systemFont(ofSize: 17)) {
        self.init(frame: .zero); self.text = text; self.font = font
    }

    var effectiveSize: Double { font.effectiveSize(dynamicTypeScale: screen?.dynamicTypeScale ?? 1) }

    /// The text as laid out for the intrinsic size.
    public var textLayout: TextLayout {
        let maxWidth: Double
        if numberOfLines == 1 { maxWidth = .infinity }
        else if preferredMaxLayoutWidth > 0 { maxWidth = preferredMaxLayoutWidth }
        else { maxWidth = wrapWidth }
        return TextLayout(text: text ?? "", font: font, size: effectiveSize, maxWidth: maxWidth, numberOfLines: numberOfLines)
    }

    open override var intrinsicContentSize: Size {
        let t = textLayout
        return Size(width: t.width, height: t.height)
    }

    open override var firstBaselineOffsetFromTop: Double { (text ?? "").isEmpty ? 0 : font.ascender(size: effectiveSize) }
    open override var lastBaselineOffsetFromBottom: Double { (text ?? "").isEmpty ? 0 : font.descender(size: effectiveSize) }

    func fontMetricsChanged() {
        invalidateIntrinsicContentSize()
        layoutNode.engine?.refreshOffsets(of: layoutNode)
        onMetricsChange?()
    }

    /// Called by the layout pass when the label's solved width changed.
    func widthDidChange(_ width: Double) {
        guard numberOfLines != 1, preferredMaxLayoutWidth <= 0, width != wrapWidth else { return }
        let before = intrinsicContentSize
        wrapWidth = width
        if intrinsicContentSize != before { invalidateIntrinsicContentSize() }
    }
}

/// Horizontal text alignment (kept for source compatibility with UIKit code).
public enum TextAlignment: Sendable { case natural, left, center, right, justified }
