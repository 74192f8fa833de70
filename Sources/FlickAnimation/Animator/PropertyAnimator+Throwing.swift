/// UIKit's animator verbs, throwing: the same calls as `PropertyAnimator`'s (which do not
/// throw, as UIKit's do not), for code that wants to know at the call whether UIKit would
/// have raised. An illegal call changes nothing, is recorded in `AnimationEngine.violations`
/// exactly as the non-throwing verb records it, and throws the recorded `AnimatorError`.
///
///     do { try animator.throwing.finishAnimation(at: .end) }
///     catch .finishWhenNotStopped(let state) { … }
///
/// Before this type the verbs on `PropertyAnimator` itself threw; code written with
/// `try animator.startAnimation()` still builds (the `try` is now redundant).
public struct ThrowingAnimatorVerbs {
    /// The animator the verbs act on.
    public let animator: PropertyAnimator

    /// startAnimation().
    /// - Throws: `.startWhileStopped`.
    public func startAnimation() throws(AnimatorError) { try animator.send(.start(delay: 0)) }

    /// startAnimation(afterDelay:), seconds.
    /// - Throws: `.startWhileStopped`, `.nonFinite("delay")`, `.negative("delay")`.
    public func startAnimation(afterDelay delay: Double) throws(AnimatorError) {
        guard delay.isFinite else { throw animator.record(.nonFinite("delay")) }
        guard delay >= 0 else { throw animator.record(.negative("delay")) }
        try animator.send(.start(delay: delay))
    }

    /// pauseAnimation().
    /// - Throws: `.pauseWhileStopped`, `.notInterruptible`.
    public func pauseAnimation() throws(AnimatorError) { try animator.send(.pause) }

    /// stopAnimation(_:).
    /// - Throws: `.stopWhileInactive`, `.stopWhileStopped`.
    public func stopAnimation(_ withoutFinishing: Bool) throws(AnimatorError) {
        try animator.send(.stop(withoutFinishing: withoutFinishing))
    }

    /// finishAnimation(at:).
    /// - Throws: `.finishWhenNotStopped`, `.finishInsideCompletion`.
    public func finishAnimation(at position: AnimatingPosition) throws(AnimatorError) {
        if animator.inCompletion { throw animator.record(.finishInsideCompletion) }
        try animator.send(.finish(position))
    }

    /// continueAnimation(withTimingParameters:durationFactor:).
    /// - Throws: `.continueWhenNotActive`, `.notInterruptible`, `.nonFinite`, `.negative`.
    public func continueAnimation(withTimingParameters parameters: TimingParameters?, durationFactor: Double) throws(AnimatorError) {
        guard durationFactor.isFinite else { throw animator.record(.nonFinite("durationFactor")) }
        guard durationFactor >= 0 else { throw animator.record(.negative("durationFactor")) }
        try animator.send(.proceed(parameters, durationFactor))
    }

    /// addAnimations(_:).
    /// - Throws: `.addWhileStopped`.
    public func addAnimations(_ animations: @escaping () -> Void) throws(AnimatorError) {
        try addAnimations(animations, delayFactor: 0)
    }

    /// addAnimations(_:delayFactor:), the factor clamped into 0…1.
    /// - Throws: `.addWhileStopped`, `.nonFinite`, `.negative`.
    public func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double) throws(AnimatorError) {
        guard delayFactor.isFinite else { throw animator.record(.nonFinite("delayFactor")) }
        guard delayFactor >= 0 else { throw animator.record(.negative("delayFactor")) }
        let d = min(delayFactor, 1)
        switch animator.phase {
        case .stopped: throw animator.record(.addWhileStopped)
        case .inactive: animator.pendingBlocks.append((animations, d))
        case .paused, .running: animator.runBlock(animations, start: animator.progress + d * (1 - animator.progress))
        }
    }

    /// addCompletion(_:).
    /// - Throws: `.addWhileStopped`.
    public func addCompletion(_ completion: @escaping (AnimatingPosition) -> Void) throws(AnimatorError) {
        if case .stopped = animator.phase { throw animator.record(.addWhileStopped) }
        animator.completions.append(completion)
    }
}

extension PropertyAnimator {
    /// The verbs that also throw what UIKit would raise on (see `ThrowingAnimatorVerbs`).
    public var throwing: ThrowingAnimatorVerbs { ThrowingAnimatorVerbs(animator: self) }
}
