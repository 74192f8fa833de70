/// A tappable title and image (UIButton): a `Control` that sends `touchUpInside`, then
/// `primaryActionTriggered`, when tapped.
///
/// Titles and images are kept per state; the one shown is the current state's, or the normal
/// state's when that state has none (UIKit's fallback). The state shown is `.disabled` when
/// not enabled, else `.highlighted` while a finger is down on it, else `.selected` when
/// selected, else `.normal`.
///
/// Intrinsic size (policy): width = title width (15 pt system font) + image width + 4 between
/// them when both exist + `contentInsets` left/right; height = max(title line height, image
/// height) + 12 + `contentInsets` top/bottom — 30 pt for a plain title, as UIKit's system button.
open class Button: Control {
    public enum ButtonType: Sendable { case system, custom }
    public let buttonType: ButtonType
    let label = Label()
    /// The title's label (optional as in UIKit; always present here).
    public var titleLabel: Label? { label }
    /// The title and image shown.
    @exclusivity(unchecked)
    var title: String?
    @exclusivity(unchecked)
    var image: Image?
    /// The normal state's title and image, and the other states' (apart: most buttons set
    /// only the normal ones, and an empty table costs no allocation).
    @exclusivity(unchecked)
    private var normalTitle: String?
    @exclusivity(unchecked)
    private var normalImage: Image?
    @exclusivity(unchecked)
    private var otherTitles: [State: String] = [:]
    @exclusivity(unchecked)
    private var otherImages: [State: Image] = [:]
    @exclusivity(unchecked)
    public var contentInsets: EdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }

    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        label.font = .systemFont(ofSize: 15)
        label.onMetricsChange = { [weak self] in self?.invalidateIntrinsicContentSize() }
    }
    public override init(frame: Rect) {
        buttonType = .custom
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 15)
        label.onMetricsChange = { [weak self] in self?.invalidateIntrinsicContentSize() }
    }

    /// The states a title or image is set for (UIKit's `UIControl.State` values a button uses).
    public enum State: Sendable { case normal, highlighted, selected, disabled }

    /// Sets the title shown in `state` (nil: that state shows the normal title).
    public func setTitle(_ title: String?, for state: State) {
        if state == .normal { normalTitle = title } else { otherTitles[state] = title }
        showCurrentState(force: state == .normal || state == shownState)
    }
    /// Sets the image shown in `state` (nil: that state shows the normal image).
    public func setImage(_ image: Image?, for state: State) {
        if state == .normal { normalImage = image } else { otherImages[state] = image }
        showCurrentState(force: state == .normal || state == shownState)
    }
    /// The title for `state`, or the normal title when `state` has none.
    public func title(for state: State) -> String? {
        state == .normal || otherTitles.isEmpty ? normalTitle : otherTitles[state] ?? normalTitle
    }
    /// The image for `state`, or the normal image when `state` has none.
    public func image(for state: State) -> Image? {
        state == .normal || otherImages.isEmpty ? normalImage : otherImages[state] ?? normalImage
    }
    /// The title shown now.
    public var currentTitle: String? { title }
    /// The image shown now.
    public var currentImage: Image? { image }

    open override var intrinsicContentSize: Size {
        let hasTitle = !(title ?? "").isEmpty
        let t = hasTitle ? label.intrinsicContentSize : Size(width: 0, height: 0)    // no text to measure
        let iw = image?.size.width ?? 0, ih = image?.size.height ?? 0
        let w = (hasTitle ? t.width : 0) + iw + (hasTitle && image != nil ? 4 : 0) + contentInsets.left + contentInsets.right
        let h = max(hasTitle ? t.height : 0, ih) + 12 + contentInsets.top + contentInsets.bottom
        return Size(width: w, height: max(h, 30))
    }

    // MARK: Control

    override var touchUpInsideCompanions: Event { .primaryActionTriggered }

    override func stateDidChange() { showCurrentState(force: false) }

    // MARK: Steps

    /// The state whose title and image are shown.
    private var shownState: State {
        if !isEnabled { return .disabled }
        if isHighlighted { return .highlighted }
        return isSelected ? .selected : .normal
    }

    /// Shows the current state's title and image; the intrinsic size is invalidated when
    /// either changed, or always with `force` (a title or image set for the state shown).
    private func showCurrentState(force: Bool) {
        let state = shownState
        let newTitle = title(for: state), newImage = image(for: state)
        guard force || newTitle != title || newImage != image else { return }
        title = newTitle
        image = newImage
        if label.text != newTitle { label.text = newTitle }
        invalidateIntrinsicContentSize()
    }
}
