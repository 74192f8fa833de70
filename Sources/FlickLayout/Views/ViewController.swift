/// A minimal view controller, so code written against UIKit's `UIViewController` keeps its
/// shape: `view` is the screen (safe area, system margins), `viewDidLoad()` runs once when
/// `loadViewIfNeeded()` is called (or the controller is made with `present(on:)`).
///
/// The layout hooks run in the screen's layout pass at UIKit's points: `updateViewConstraints()`
/// in the update-constraints step (after every subview's `updateConstraints()`, bottom-up),
/// then `viewWillLayoutSubviews()` and `viewDidLayoutSubviews()` around the screen's own
/// layout step — when the screen's size changed (its first pass, a rotation, a new device) or
/// `view.setNeedsLayout()` asked; frames are solved before either runs, and the subviews'
/// `layoutSubviews()` come after (UIKit's documented caveat). `viewSafeAreaInsetsDidChange()`
/// and `viewLayoutMarginsDidChange()` follow the screen's insets and margins.
open class ViewController {
    public let view: Screen
    @exclusivity(unchecked)
    public private(set) var isViewLoaded = false
    /// Kept for source compatibility.
    @exclusivity(unchecked)
    public var title: String?

    public init(screen: Screen = Screen()) {
        view = screen
        screen.viewController = self
    }

    /// Override to build the view tree.
    open func viewDidLoad() {}

    public func loadViewIfNeeded() {
        guard !isViewLoaded else { return }
        isViewLoaded = true
        viewDidLoad()
    }

    /// Called in the update-constraints step when the screen's constraints need updating (its
    /// first pass, `view.setNeedsUpdateConstraints()`), after the subviews' updates. Override
    /// to change constraints; call `super.updateViewConstraints()` as the last step, as UIKit
    /// requires (it calls the screen's `updateConstraints()`).
    open func updateViewConstraints() { view.updateConstraints() }

    /// Called before the screen lays out its subviews (the frames are already solved). The
    /// default does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called after the screen laid out its subviews; the subviews' own `layoutSubviews()`
    /// runs after this, as in UIKit. The default does nothing.
    open func viewDidLayoutSubviews() {}

    /// Called when the screen's safe-area insets change (rotation, another device or safe
    /// area), in the layout pass. The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// Called when the screen's layout margins change (rotation, another device, a new safe
    /// area the margins include, or `view.directionalLayoutMargins` set). The default does
    /// nothing.
    open func viewLayoutMarginsDidChange() {}
}
