import FlickLayout

/// `UIView.animate(…)` and `UIViewPropertyAnimator.runningPropertyAnimator(…)` spelled as in
/// UIKit, on the ambient engine (`AnimationEngine.current`: the scene's while the simulator or
/// the tester runs it), so UIKit code compiles after renames alone. Each is the engine's
/// method of the same name (see `Animate.swift`) called on that engine.
///
/// Policy when no engine is installed (code run outside any simulation): `View.animate` runs
/// the block at once without animating and calls `completion(true)` at once, as UIKit does for
/// views that cannot animate; `runningPropertyAnimator` starts an animator on an engine of its
/// own that nothing advances.
extension View {
    /// UIView.animate(withDuration:delay:options:animations:completion:), and with the
    /// defaults UIKit's shorter overloads `animate(withDuration:animations:)` and
    /// `animate(withDuration:animations:completion:)`. Seconds; non-finite or negative values
    /// become 0.
    /// - Returns: the running animator (UIKit hides it), nil when no engine is installed.
    @discardableResult
    public static func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                               animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) -> PropertyAnimator? {
        guard let engine = AnimationEngine.current else { return runAtOnce(animations, completion) }
        return engine.animate(withDuration: duration, delay: delay, options: options, animations: animations, completion: completion)
    }

    /// UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:):
    /// a damping-ratio spring settling in `duration` seconds, initial velocity relative to the
    /// travel (1 = the whole distance in one second).
    /// - Returns: the running animator, nil when no engine is installed.
    @discardableResult
    public static func animate(withDuration duration: Double, delay: Double = 0,
                               usingSpringWithDamping dampingRatio: Double, initialSpringVelocity velocity: Double,
                               options: AnimationOptions = [],
                               animations: @escaping () -> Void,
                               completion: ((Bool) -> Void)? = nil) -> PropertyAnimator? {
        guard let engine = AnimationEngine.current else { return runAtOnce(animations, completion) }
        return engine.animate(withDuration: duration, delay: delay, usingSpringWithDamping: dampingRatio,
                              initialSpringVelocity: velocity, options: options, animations: animations, completion: completion)
    }

    /// UIView.performWithoutAnimation(_:): runs `actionsWithoutAnimation` at once with
    /// animation off, so what it changes — inside an animation block too — takes its new
    /// value on screen at once instead of animating (see
    /// `AnimationEngine.performWithoutAnimation(_:)`); on the ambient engine, or just runs
    /// the block when none is installed.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        guard let engine = AnimationEngine.current else { return actionsWithoutAnimation() }
        engine.performWithoutAnimation(actionsWithoutAnimation)
    }

    private static func runAtOnce(_ animations: () -> Void, _ completion: ((Bool) -> Void)?) -> PropertyAnimator? {
        animations()
        completion?(true)
        return nil
    }
}

extension PropertyAnimator {
    /// UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)
    /// on the ambient engine: an already running animator; its completion gets the end position.
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                                               animations: @escaping () -> Void,
                                               completion: ((AnimatingPosition) -> Void)? = nil) -> PropertyAnimator {
        // Unbound, it binds to the ambient engine at its start, or to an engine of its own
        // (which it keeps: a borrowed engine made here would be freed at once).
        let a = PropertyAnimator(duration: duration, timingParameters: options.timingParameters)
        a.pendingBlocks.append((animations, 0))
        return running(a, delay: delay, options: options, completion: completion)
    }
}
