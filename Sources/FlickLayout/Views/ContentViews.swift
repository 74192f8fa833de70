/// A bitmap's size (UIImage's layout part).
public struct Image: Hashable, Sendable {
    /// Size in points.
    public var size: Size
    public var name: String
    public init(size: Size, name: String = "") { self.size = size; self.name = name }
    /// A system symbol: 24×24 pt at the default configuration (policy; UIKit's symbols vary).
    public init(systemName: String) { self.init(size: Size(width: 24, height: 24), name: systemName) }
    /// A named asset; unknown here, so 24×24 pt like a symbol.
    public init?(named: String) { self.init(size: Size(width: 24, height: 24), name: named) }
}

/// Shows an image (UIImageView's layout part): the intrinsic size is the image's, none without one.
open class ImageView: View {
    @exclusivity(unchecked)
    public var image: Image? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }
    /// Kept for source compatibility; does not affect layout.
    @exclusivity(unchecked)
    public var contentMode: ContentMode = .scaleToFill
    public convenience init(image: Image?) { self.init(frame: .zero); self.image = image }
    open override var intrinsicContentSize: Size {
        image?.size ?? Size(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
}

/// How content fills a view (source compatibility only).
public enum ContentMode: Sendable { case scaleToFill, scaleAspectFit, scaleAspectFill, center }

/// A spinner (UIActivityIndicatorView's layout part): 20×20 medium, 37×37 large.
open class ActivityIndicatorView: View {
    public enum Style: Sendable { case medium, large }
    public let style: Style
    @exclusivity(unchecked)
    public var hidesWhenStopped = true
    @exclusivity(unchecked)
    public private(set) var isAnimating = false
    public init(style: Style) { self.style = style; super.init(frame: .zero) }
    public override init(frame: Rect) { style = .medium; super.init(frame: frame) }
    @exclusivity(unchecked)
    public var color: Color?
    public func startAnimating() { isAnimating = true; if hidesWhenStopped { isHidden = false } }
    public func stopAnimating() { isAnimating = false; if hidesWhenStopped { isHidden = true } }
    open override var intrinsicContentSize: Size {
        style == .medium ? Size(width: 20, height: 20) : Size(width: 37, height: 37)
    }
}
