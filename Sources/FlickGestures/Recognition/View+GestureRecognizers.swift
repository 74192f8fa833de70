import FlickLayout

/// Recognizers owned by views, as in UIKit: a component adds its own recognizers, and touch
/// routing finds them by hit testing — a touch reaches the recognizers of the view it lands on
/// and of every ancestor of that view, whatever router drives the screen.
///
/// A router takes a view's recognizer into its arbitration the first time one of its touches
/// reaches it (so `TouchRouter.recognizers` lists it from then on) and lets go when the view
/// leaves the screen (`removeFromSuperview()` of it or of an ancestor) or the recognizer is
/// removed: an active recognizer is cancelled, a possible one tracking touches fails. The view
/// keeps it, and a touch after the view is back on screen reaches it again. Hidden views, views
/// with `isUserInteractionEnabled == false` and views with alpha below 0.01 are not hit, so
/// their recognizers (and their subviews') get no new touches.
///
/// `TouchRouter.attach(_:to:)` stays as the low-level form: recognizers attached that way
/// belong to the router and are not listed here; at each view a touch reaches, the router's
/// recognizers come before the view's own.
extension View {
    /// The recognizers this view owns, in the order added (UIKit's `gestureRecognizers`; nil
    /// when there are none). Setting it removes the current ones and adds the new ones.
    public var gestureRecognizers: [GestureRecognizer]? {
        get {
            ownedGestureRecognizers.isEmpty ? nil : ownedGestureRecognizers.map { unsafeDowncast($0, to: GestureRecognizer.self) }
        }
        set {
            for r in gestureRecognizers ?? [] { removeGestureRecognizer(r) }
            for r in newValue ?? [] { addGestureRecognizer(r) }
        }
    }

    /// Gives `recognizer` to this view (UIKit's `addGestureRecognizer(_:)`): it sees the
    /// touches that land on this view or its subviews. A recognizer belongs to one view:
    /// adding it here takes it from the view or router it was attached to. Adding it again
    /// to the same view does nothing.
    /// - Complexity: O(recognizers on the view).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        if recognizer.view === self, ownsGestureRecognizer(recognizer) { return }
        recognizer.leaveOwner()
        ownedGestureRecognizers.append(recognizer)
        recognizer.view = self
    }

    /// Takes `recognizer` from this view (UIKit's `removeGestureRecognizer(_:)`): the router
    /// that had it cancels it when active, fails it when it tracks touches, and forgets it.
    /// Does nothing when the view does not own it.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        guard let i = ownedGestureRecognizers.firstIndex(where: { $0 === recognizer }) else { return }
        recognizer.router?.release(recognizer)
        ownedGestureRecognizers.remove(at: i)
        recognizer.view = nil
    }

    func ownsGestureRecognizer(_ recognizer: GestureRecognizer) -> Bool {
        ownedGestureRecognizers.contains { $0 === recognizer }
    }
}

extension GestureRecognizer {
    /// Leaves the view that owns it, or the router it was attached to.
    func leaveOwner() {
        if let owner = view as? View, owner.ownsGestureRecognizer(self) {
            owner.removeGestureRecognizer(self)
        } else if let router {
            router.detach(self)
        }
    }
}
