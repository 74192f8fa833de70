import FlickGestures

/// The recognizer transitions of a scene's router since they were last taken, in the order
/// they happened. Made with the router, it hooks `onTransition` at once, calling on to a
/// handler already installed there (a scene that sets `onTransition` itself afterwards
/// replaces the hook).
final class TransitionLog {
    @exclusivity(unchecked)
    private var pending: [(GestureRecognizer, GestureTransition)] = []
    /// Called with each transition as it happens, before it is logged.
    @exclusivity(unchecked)
    var onEach: ((GestureRecognizer, GestureTransition) -> Void)?

    /// A log of `router`'s transitions (an empty log when there is no router).
    init(router: TouchRouter?) {
        guard let router else { return }
        let previous = router.onTransition
        router.onTransition = { [weak self] recognizer, transition in
            previous?(recognizer, transition)
            guard let self else { return }
            self.onEach?(recognizer, transition)
            self.pending.append((recognizer, transition))
        }
    }

    /// Whether no transition happened since the last `drain(_:)`.
    var isEmpty: Bool { pending.isEmpty }

    /// Calls `body` with each transition since the last call, oldest first; the log is empty
    /// afterwards (its storage is kept for the next ones).
    func drain(_ body: (GestureRecognizer, GestureTransition) -> Void) {
        for (r, t) in pending { body(r, t) }
        pending.removeAll(keepingCapacity: true)
    }
}
