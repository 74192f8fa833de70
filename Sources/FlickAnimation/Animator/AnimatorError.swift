/// A call that UIKit answers with an exception (or silently ignores) on a property animator.
/// Flick never crashes on them: the call throws this error, leaves the animator exactly as it
/// was, and the engine records an `AnimatorViolation` for the simulator's legal-states
/// invariant.
public enum AnimatorError: Error, Sendable, Equatable, CustomStringConvertible {
    /// startAnimation in the stopped state (UIKit raises).
    case startWhileStopped
    /// pauseAnimation in the stopped state (undocumented in UIKit; Flick's policy: illegal).
    case pauseWhileStopped
    /// stopAnimation on an inactive animator (UIKit raises).
    case stopWhileInactive
    /// stopAnimation on an already stopped animator (UIKit raises).
    case stopWhileStopped
    /// finishAnimation(at:) when not stopped (UIKit raises).
    case finishWhenNotStopped(AnimatingState)
    /// finishAnimation(at:) from inside one of the animator's own completions (UIKit raises).
    case finishInsideCompletion
    /// continueAnimation on an inactive or stopped animator (Flick's policy: illegal).
    case continueWhenNotActive(AnimatingState)
    /// fractionComplete set while running: UIKit ignores it; so does Flick (recorded as ignored).
    case scrubWhileRunning
    /// fractionComplete set while stopped (Flick's policy: ignored, recorded).
    case scrubWhileStopped
    /// pause, scrub, reverse or continue on a non-interruptible animator (Flick's policy).
    case notInterruptible(String)
    /// isInterruptible / isUserInteractionEnabled / isManualHitTestingEnabled set while active (UIKit raises).
    case propertySetWhileActive(String)
    /// addAnimations / addCompletion on a stopped animator (UIKit raises).
    case addWhileStopped
    /// A NaN or infinite argument (named).
    case nonFinite(String)
    /// A negative delay, delay factor or duration factor (named).
    case negative(String)

    /// Whether UIKit would raise (true) or merely ignore the call (false).
    public var isIllegal: Bool {
        switch self {
        case .scrubWhileRunning, .scrubWhileStopped: false
        default: true
        }
    }

    public var description: String {
        switch self {
        case .startWhileStopped: "startAnimation while stopped"
        case .pauseWhileStopped: "pauseAnimation while stopped"
        case .stopWhileInactive: "stopAnimation while inactive"
        case .stopWhileStopped: "stopAnimation while already stopped"
        case .finishWhenNotStopped(let s): "finishAnimation while \(s) (only legal when stopped)"
        case .finishInsideCompletion: "finishAnimation inside a completion handler"
        case .continueWhenNotActive(let s): "continueAnimation while \(s)"
        case .scrubWhileRunning: "fractionComplete set while running (ignored)"
        case .scrubWhileStopped: "fractionComplete set while stopped (ignored)"
        case .notInterruptible(let op): "\(op) on a non-interruptible animator"
        case .propertySetWhileActive(let p): "\(p) set while active"
        case .addWhileStopped: "animations or completions added while stopped"
        case .nonFinite(let what): "\(what) is not finite"
        case .negative(let what): "\(what) is negative"
        }
    }
}

/// One recorded misuse of an animator: when (engine seconds), which animator, what.
public struct AnimatorViolation: Sendable, Equatable, CustomStringConvertible {
    /// Engine time of the call, seconds.
    public let time: Double
    /// The animator's id in its engine.
    public let animatorID: Int
    public let error: AnimatorError

    public var description: String {
        "t=\(time) animator \(animatorID): \(error)\(error.isIllegal ? "" : " [ignored]")"
    }
}
