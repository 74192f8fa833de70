/// A virtual clock: the time of one simulated scene, in integer nanoseconds. FlickAnimation's
/// `AnimationEngine` is one.
public protocol VirtualClock: AnyObject {
    /// The clock's current time, ns.
    var virtualNanoseconds: Int64 { get }
}

/// The virtual clock of the scene being run, for calls that UIKit makes without a time
/// argument (`setContentOffset(_:animated:)`, `UIView.animate`, `UIViewPropertyAnimator(…)`).
///
/// It is installed for the duration of a call — `AmbientClock.with(clock) { … }` — and read
/// by the code that call runs, on the same thread or task (a task-local value): the simulator
/// installs its scene's clock around each tick, the tester around each step. Two scenes run
/// in one process, interleaved or on parallel threads, each see only their own clock; outside
/// any run there is none (`nanoseconds` is nil) and callers fall back to an explicit time.
/// Nothing here reads the wall clock.
public enum AmbientClock {
    /// The box a task-local needs (a clock is used by the one thread that drives its scene).
    public struct Installed: @unchecked Sendable {
        public let clock: any VirtualClock
    }

    @TaskLocal static var installed: Installed?

    /// The installed clock, if any.
    public static var current: (any VirtualClock)? { installed?.clock }

    /// The installed clock's time, ns; nil when none is installed.
    public static var nanoseconds: Int64? { installed?.clock.virtualNanoseconds }

    /// Runs `body` with `clock` installed (the previous one, if any, is back afterwards).
    public static func with<R>(_ clock: any VirtualClock, _ body: () throws -> R) rethrows -> R {
        try $installed.withValue(Installed(clock: clock), operation: body)
    }
}
