extension GestureRecognizer {
    /// Calls `target`'s method on every action (began, each changed, ended, cancelled;
    /// discrete: once, on recognized) — UIKit's target-action with the method named instead of
    /// a selector: `tap.addTarget(self, action: PrimaryButton.handleTap)` for a method
    /// `func handleTap()`. `target` is held weakly, as in UIKit.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        addTarget { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }

    /// As `addTarget(_:action:)`, for a method that takes the recognizer:
    /// `pan.addTarget(self, action: CardView.handlePan)` for `func handlePan(_ pan: PanGestureRecognizer)`.
    /// The method is not called when the recognizer is not a `Recognizer`.
    public func addTarget<Target: AnyObject, Recognizer: GestureRecognizer>(_ target: Target,
                                                                          action: @escaping (Target) -> (Recognizer) -> Void) {
        addTarget { [weak target] r in
            guard let target, let r = r as? Recognizer else { return }
            action(target)(r)
        }
    }
}
