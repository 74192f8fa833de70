/// A minimal view controller, so code written against UIKit's `UIViewController` keeps its
/// shape: `view` is the screen (safe area, system margins), `viewDidLoad()` runs once when
/// `loadViewIfNeeded()` is called (or the controller is made with `present(on:)`).
open class ViewController {
    public let view: Screen
    @exclusivity(unchecked)
    public private(set) var isViewLoaded = false
    /// Kept for source compatibility.
    @exclusivity(unchecked)
    public var title: String?

    public init(screen: Screen = Screen()) { view = screen }

    /// Override to build the view tree.
    open func viewDidLoad() {}

    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }
}
