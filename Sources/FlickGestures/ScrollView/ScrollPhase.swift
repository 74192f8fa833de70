import Foundation
import FlickLayout

/// What an `InteractiveScrollView`'s content is doing, as a state machine: one function per
/// phase returns the next phase for an event (the scroll view sends the events and calls its
/// delegate around them).
///
/// Whether a finger is down (`isTracking`) is not part of the phase: it is independent of
/// it. A finger can rest on a decelerating view (a pan that ends while a finger stays down, or
/// the moment between the release and the lift, when the delegate hears
/// `willBeginDecelerating`), and a scroll animation can run under a resting finger.
///
/// A scroll animation (`setContentOffset(_:animated: true)`) runs over what the content was
/// doing: resting, or a drag when it starts during one (the finger keeps moving the content
/// too), or a deceleration when that drag is released with speed. When the animation ends,
/// that continues; a deceleration resumes where its own clock has got to.
///
/// The cases with a payload are `indirect` (boxed): the phase is one word, so the per-tick
/// checks of an idle view read only the case, and a moving view's tick shares the box instead
/// of copying a few hundred bytes of motion. Transitions (a few per gesture) allocate.
enum ScrollPhase {
    /// Nothing moves the content.
    case idle
    /// The pan has begun and moves the content.
    case dragging
    /// Released: the content follows the release motion (deceleration, bounce-back, paging).
    indirect case decelerating(ScrollDeceleration)
    /// A scroll animation runs over `over`.
    indirect case animating(ScrollAnimation, over: Beneath)

    /// What a scroll animation runs over: the phases other than animating (starting an
    /// animation first stops any other motion, so animations never stack).
    enum Beneath {
        case rest
        case drag
        case deceleration(ScrollDeceleration)

        /// The phase that continues when the animation ends.
        var phase: ScrollPhase {
            switch self {
            case .rest: .idle
            case .drag: .dragging
            case .deceleration(let deceleration): .decelerating(deceleration)
            }
        }
    }

    /// What can happen to the phase.
    enum Event {
        /// The pan began: any deceleration or animation stops.
        case beginDrag
        /// The pan ended or was cancelled (before the release motion is known).
        case endDrag
        /// The release has motion to follow.
        case decelerate(ScrollDeceleration)
        /// A scroll animation starts.
        case animate(ScrollAnimation)
        /// Deceleration and animation stop where they are; a drag goes on.
        case stop
        /// The scroll animation reached its target.
        case finishAnimation
    }

    /// The transition table.
    func next(_ event: Event) -> ScrollPhase {
        switch self {
        case .idle: Self.onIdle(event)
        case .dragging: Self.onDragging(event)
        case .decelerating(let deceleration): Self.onDecelerating(deceleration, event)
        case .animating(let animation, let beneath): Self.onAnimating(animation, beneath, event)
        }
    }

    private static func onIdle(_ event: Event) -> ScrollPhase {
        switch event {
        case .beginDrag: .dragging
        case .decelerate(let deceleration): .decelerating(deceleration)
        case .animate(let animation): .animating(animation, over: .rest)
        case .endDrag, .stop, .finishAnimation: .idle
        }
    }

    private static func onDragging(_ event: Event) -> ScrollPhase {
        switch event {
        case .beginDrag, .stop, .finishAnimation: .dragging
        case .endDrag: .idle
        // Not reached: a release ends the drag before it decelerates.
        case .decelerate(let deceleration): .decelerating(deceleration)
        case .animate(let animation): .animating(animation, over: .drag)
        }
    }

    private static func onDecelerating(_ current: ScrollDeceleration, _ event: Event) -> ScrollPhase {
        switch event {
        case .beginDrag: .dragging
        case .endDrag, .finishAnimation: .decelerating(current)
        case .decelerate(let deceleration): .decelerating(deceleration)
        case .animate(let animation): .animating(animation, over: .deceleration(current))
        case .stop: .idle
        }
    }

    private static func onAnimating(_ current: ScrollAnimation, _ beneath: Beneath, _ event: Event) -> ScrollPhase {
        switch event {
        case .beginDrag: .dragging
        case .endDrag:
            if case .drag = beneath { .animating(current, over: .rest) } else { .animating(current, over: beneath) }
        case .decelerate(let deceleration): .animating(current, over: .deceleration(deceleration))
        case .animate(let animation): .animating(animation, over: beneath)
        case .stop:
            if case .drag = beneath { .dragging } else { .idle }
        case .finishAnimation: beneath.phase
        }
    }

    // MARK: Views of the phase

    /// The pan is moving the content (possibly under a scroll animation).
    var isDragging: Bool {
        switch self {
        case .dragging, .animating(_, over: .drag): true
        default: false
        }
    }

    /// The release motion is running, or will resume after a scroll animation.
    var isDecelerating: Bool {
        switch self {
        case .decelerating, .animating(_, over: .deceleration): true
        default: false
        }
    }

    /// A scroll animation is running.
    var isAnimating: Bool {
        if case .animating = self { return true }
        return false
    }

    /// The release motion, running or resuming after a scroll animation.
    var deceleration: ScrollDeceleration? {
        switch self {
        case .decelerating(let deceleration), .animating(_, over: .deceleration(let deceleration)): deceleration
        default: nil
        }
    }

    /// Whether the release motion, if any, is at rest `t` seconds after the release (true
    /// without one).
    func releaseMotionRests(at t: Double) -> Bool {
        switch self {
        case .decelerating(let deceleration), .animating(_, over: .deceleration(let deceleration)): deceleration.isDone(at: t)
        default: true
        }
    }

    /// The running scroll animation.
    var animation: ScrollAnimation? {
        if case .animating(let animation, _) = self { return animation }
        return nil
    }
}

/// A release motion: each axis follows its own closed-form motion from the release time; an
/// axis without one stays where it is.
struct ScrollDeceleration {
    var x: AxisMotion?
    var y: AxisMotion?
    /// The release time, ns.
    var start: Int64

    /// Seconds since the release at `time` (ns), the motions' time parameter.
    func seconds(at time: Int64) -> Double {
        Double(time - start) / Double(GestureConstants.nanosecondsPerSecond)
    }

    /// When both axes are at rest, ns (rounded up to the next nanosecond).
    var restTime: Int64 {
        let d = max(x?.duration ?? 0, y?.duration ?? 0)
        return start + Int64((d * 1e9).rounded(.up))
    }

    /// Whether both axes are at rest `t` seconds after the release.
    func isDone(at t: Double) -> Bool {
        (x?.isDone(at: t) ?? true) && (y?.isDone(at: t) ?? true)
    }
}

/// `setContentOffset(_:animated: true)`: ease-in-out from `from` to `to` over `duration` ns
/// from `start` (ns).
struct ScrollAnimation {
    var from: Point
    var to: Point
    var start: Int64
    var duration: Int64

    /// The time fraction at `time` (ns), clamped to 0…1; the animation ends at 1.
    func fraction(at time: Int64) -> Double {
        min(max(Double(time - start) / Double(duration), 0), 1)
    }

    /// The offset at time fraction `f`: quadratic ease-in for the first half, ease-out for the
    /// second.
    func offset(atFraction f: Double) -> Point {
        let e = f < 0.5 ? 2 * f * f : 1 - pow(-2 * f + 2, 2) / 2
        return Point(x: from.x + (to.x - from.x) * e, y: from.y + (to.y - from.y) * e)
    }
}
