/// The part of a view the keyboard covers (UIKit's `UIKeyboardLayoutGuide`, a view's
/// `keyboardLayoutGuide`): its leading, trailing and bottom are the view's; its top is the
/// keyboard's top while the keyboard covers the view, and the bottom of the view's safe area
/// when it does not (as UIKit's). Constrain a form's button above it —
/// `button.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16)`
/// — and the button rides up with the keyboard, in the keyboard's animation: the keyboard
/// (FlickSim's `Keyboard`) sets the guides inside its animation block and lays the screen out
/// there, so the frames that change animate with it.
///
/// Policy: the covered height is the overlap of the keyboard's frame with the view's frame on
/// screen, measured when the keyboard changes (a view that moves later keeps that height
/// until the next change).
public final class KeyboardLayoutGuide: LayoutGuide {
    /// guide.top == view.safeArea.bottom: active while the keyboard does not cover the view.
    @exclusivity(unchecked)
    var hiddenTop: LayoutConstraint?
    /// guide.height == covered height: active while it does.
    @exclusivity(unchecked)
    var coveredHeight: LayoutConstraint?

    /// The keyboard's frame changed to `keyboard` (screen coordinates; nil: not shown).
    func keyboardDidChange(_ keyboard: Rect?) {
        guard let view = owningView, let hiddenTop, let coveredHeight else { return }
        let covered = keyboard.map { k in max(0, view.screenFrame.maxY - max(k.minY, view.screenFrame.minY)) } ?? 0
        if covered > 0 {
            coveredHeight.constant = covered
            if hiddenTop.isActive { hiddenTop.deactivate() }
            if !coveredHeight.isActive { coveredHeight.activate() }
        } else {
            if coveredHeight.isActive { coveredHeight.deactivate() }
            if !hiddenTop.isActive { hiddenTop.activate() }
        }
    }
}

extension View {
    /// The view's keyboard layout guide (made on first use; see `KeyboardLayoutGuide`).
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let g = keyboardGuideStorage { return g }
        let g = KeyboardLayoutGuide(identifier: "keyboard")
        keyboardGuideStorage = g
        addLayoutGuide(g)
        let safe = safeAreaLayoutGuide
        let fixed = [
            LayoutConstraint(item: g, attribute: .left, relatedBy: .equal, toItem: self, attribute: .left, constant: 0),
            LayoutConstraint(item: g, attribute: .right, relatedBy: .equal, toItem: self, attribute: .right, constant: 0),
            LayoutConstraint(item: g, attribute: .bottom, relatedBy: .equal, toItem: self, attribute: .bottom, constant: 0),
        ]
        let hidden = LayoutConstraint(item: g, attribute: .top, relatedBy: .equal, toItem: safe, attribute: .bottom, constant: 0)
        let covered = LayoutConstraint(item: g, attribute: .height, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, constant: 0)
        for c in fixed + [hidden, covered] { c.origin = .guide }
        for c in fixed + [hidden] { c.activate() }
        g.hiddenTop = hidden
        g.coveredHeight = covered
        if let screen, let k = screen.keyboardFrame { g.keyboardDidChange(k) }
        return g
    }
}

extension Screen {
    /// Tells every keyboard layout guide on the screen where the keyboard is now (screen
    /// coordinates; nil: not shown). FlickSim's `Keyboard` calls it inside its animation
    /// block. - Complexity: O(views on the screen).
    public func setKeyboardFrame(_ frame: Rect?) {
        keyboardFrame = frame
        forEachInSubtree { v in v.keyboardGuideStorage?.keyboardDidChange(frame) }
    }
}
