/// One entry of an engine's block observers: a weak reference, so an observer that keeps the
/// engine (a `ViewPresentation` does) never forms a cycle with it.
struct WeakBlockObserver {
    weak var observer: (any AnimationBlockObserver)?

    init(_ observer: any AnimationBlockObserver) { self.observer = observer }
}
