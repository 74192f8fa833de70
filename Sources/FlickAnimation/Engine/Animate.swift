/// `UIView.animate(…)` and `UIViewPropertyAnimator.runningPropertyAnimator(…)`, built on
/// `PropertyAnimator`: the block runs now (model values change at once), the animator starts
/// (after `delay`), and `completion` receives true when the animation ran to its end.
extension AnimationEngine {
    /// UIView.animate(withDuration:delay:options:animations:completion:).
    /// Non-finite or negative duration and delay become 0.
    /// - Returns: the running animator (UIKit hides it; tests may inspect it).
    @discardableResult
    public func animate(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                        animations: @escaping () -> Void,
                        completion: ((Bool) -> Void)? = nil) -> PropertyAnimator {
        let a = PropertyAnimator(engine: self, duration: duration, timingParameters: options.timingParameters)
        a.pendingBlocks.append((animations, 0))
        return start(a, delay: delay, options: options, completion: completion)
    }

    /// UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:):
    /// a damping-ratio spring that settles in `duration`, with relative initial velocity.
    @discardableResult
    public func animate(withDuration duration: Double, delay: Double = 0,
                        usingSpringWithDamping dampingRatio: Double, initialSpringVelocity velocity: Double,
                        options: AnimationOptions = [],
                        animations: @escaping () -> Void,
                        completion: ((Bool) -> Void)? = nil) -> PropertyAnimator {
        let a = PropertyAnimator(engine: self, duration: duration,
                                 timingParameters: .spring(dampingRatio: dampingRatio, initialVelocity: velocity))
        a.pendingBlocks.append((animations, 0))
        return start(a, delay: delay, options: options, completion: completion)
    }

    /// UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:):
    /// an already running animator; its completion gets the end position.
    @discardableResult
    public func runningPropertyAnimator(withDuration duration: Double, delay: Double = 0, options: AnimationOptions = [],
                                        animations: @escaping () -> Void,
                                        completion: ((AnimatingPosition) -> Void)? = nil) -> PropertyAnimator {
        let a = PropertyAnimator(engine: self, duration: duration, timingParameters: options.timingParameters)
        a.pendingBlocks.append((animations, 0))
        return PropertyAnimator.running(a, delay: delay, options: options, completion: completion)
    }

    private func start(_ a: PropertyAnimator, delay: Double, options: AnimationOptions,
                       completion: ((Bool) -> Void)?) -> PropertyAnimator {
        a.interruptibleFlag = false
        a.userInteractionFlag = options.contains(.allowUserInteraction)
        if let completion { a.completions.append { completion($0 == .end) } }
        let d = delay.isFinite && delay > 0 ? delay : 0
        a.startAnimation(afterDelay: d)
        return a
    }
}

extension PropertyAnimator {
    /// Starts `a` as `runningPropertyAnimator` does: interaction per `options`, `completion`
    /// added, after `delay` seconds (non-finite or negative: 0).
    static func running(_ a: PropertyAnimator, delay: Double, options: AnimationOptions,
                        completion: ((AnimatingPosition) -> Void)?) -> PropertyAnimator {
        a.userInteractionFlag = options.contains(.allowUserInteraction)
        if let completion { a.completions.append(completion) }
        let d = delay.isFinite && delay > 0 ? delay : 0
        a.startAnimation(afterDelay: d)
        return a
    }
}
