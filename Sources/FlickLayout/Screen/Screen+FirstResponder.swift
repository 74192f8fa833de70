/// The screen's first responder: the one view typed text goes to (UIKit keeps it on the
/// window; a Flick screen is the window).
///
/// Policies where UIKit does not document: one change of first responder is one
/// `firstResponderDidChange` call, even when a text field takes over from another (the
/// keyboard stays up, see FlickSim's `Keyboard`); a view that becomes hidden keeps the status
/// (as in UIKit), a view removed from the screen loses it, forced.
extension Screen {
    /// Makes `view` the first responder (the body of `View.becomeFirstResponder()`).
    /// - Complexity: O(1) plus the resigning responder's work.
    func makeFirstResponder(_ view: View) -> Bool {
        guard view.canBecomeFirstResponder, view.screen === self else { return false }
        let old = firstResponder
        if old === view { return true }
        if let old {
            incomingResponder = view
            let resigned = old.resignFirstResponder()
            incomingResponder = nil
            guard resigned, firstResponder == nil else { return false }
        }
        // The resigning responder's handlers may have removed `view` from the screen.
        guard view.screen === self else { firstResponderDidChange?(old, nil); return false }
        firstResponder = view
        firstResponderDidChange?(old, view)
        return true
    }

    /// Lets `view` resign (the body of `View.resignFirstResponder()`).
    func resignFirstResponder(_ view: View) -> Bool {
        guard let fr = firstResponder, fr === view else { return true }
        guard isForcingResign || view.canResignFirstResponder else { return false }
        firstResponder = nil
        if incomingResponder == nil { firstResponderDidChange?(view, nil) }
        return true
    }

    /// Makes the first responder resign without a say (`endEditing(true)`, a removal): its
    /// `resignFirstResponder()` runs with `isForcingResign` set; if an override still refuses,
    /// the status is taken away anyway.
    /// With `cancelling` (a removal), `isCancellingEditing` is set too.
    func forceResign(cancelling: Bool = false) {
        guard let fr = firstResponder else { return }
        let outer = (isForcingResign, isCancellingEditing)
        isForcingResign = true
        isCancellingEditing = cancelling
        defer { (isForcingResign, isCancellingEditing) = outer }
        _ = fr.resignFirstResponder()
        if let still = firstResponder, still === fr {
            firstResponder = nil
            firstResponderDidChange?(fr, nil)
        }
    }

    // MARK: Typing

    /// Types `text` into the first responder, one character (grapheme) at a time as a
    /// keyboard does: each goes to the first responder of that moment through
    /// `KeyInput.insertText(_:)`, so a return key (`"\n"`) that moves focus to the next field
    /// sends the rest there. Returns true when every character was taken; false as soon as
    /// no first responder takes keys (the rest is dropped). Empty text: true when a key input
    /// is first responder.
    /// - Complexity: O(characters) plus the responders' work.
    @discardableResult
    public func insertText(_ text: String) -> Bool {
        guard !text.isEmpty else { return firstResponder is KeyInput }
        for ch in text {
            guard let input = firstResponder as? KeyInput else { return false }
            input.insertText(String(ch))
        }
        return true
    }

    /// Sends the delete key to the first responder (`KeyInput.deleteBackward()`). Returns
    /// whether one took it.
    @discardableResult
    public func deleteBackward() -> Bool {
        guard let input = firstResponder as? KeyInput else { return false }
        input.deleteBackward()
        return true
    }
}

extension View {
    /// Makes the first responder resign if it is this view or inside it (UIKit's
    /// `endEditing(_:)`); with `force` it resigns without being asked (a text field's
    /// delegate is not consulted). Returns whether no first responder is left in the subtree
    /// (true when there was none).
    /// - Complexity: O(depth of the first responder).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let screen, let fr = screen.firstResponder, fr.isDescendant(of: self) else { return true }
        if force { screen.forceResign(); return true }
        return fr.resignFirstResponder()
    }
}
