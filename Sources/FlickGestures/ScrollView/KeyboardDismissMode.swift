import FlickLayout

extension InteractiveScrollView {
    /// How dragging the scroll view dismisses the keyboard (UIKit's
    /// `UIScrollView.KeyboardDismissMode`).
    ///
    /// With `.onDrag`, when the scroll view's pan begins (a drag, right after
    /// `scrollViewWillBeginDragging`) the screen's first responder, wherever it is, is asked to
    /// resign — as its own `resignFirstResponder()`, so a text field's delegate may refuse —
    /// and the keyboard slides out with it. Policy: `.interactive` is treated as `.onDrag` (the
    /// keyboard does not follow the finger), and `.onDragWithAccessory` /
    /// `.interactiveWithAccessory` as those (there is no input accessory view).
    public enum KeyboardDismissMode: Int, Sendable, CaseIterable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }

    /// Resigns the first responder when `keyboardDismissMode` says a drag does (see the type).
    func dismissKeyboardIfAsked() {
        guard keyboardDismissMode != .none, let fr = screen?.firstResponder else { return }
        _ = fr.resignFirstResponder()
    }
}
