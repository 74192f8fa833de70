/// Dispatch's `DispatchQueue` on the scene's virtual clock, spelled as UIKit code spells it:
/// `DispatchQueue.main.async { … }`, `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { … }`,
/// a `DispatchWorkItem` cancelled before it runs. Work goes to the run loop of the ambient
/// engine — the scene's, while the simulator or the tester runs it — and runs when the
/// scene's clock reaches its deadline, each block with the clock at exactly its deadline (see
/// `RunLoopSchedule` for the order and the policies). So a scene that waits two seconds for a
/// fake network reply is deterministic and costs no real time.
///
/// Precedence over Dispatch's own type: FlickSim re-exports this declaration (a scoped
/// import), and in Swift a declaration imported by a scoped import wins over the same name
/// imported whole, so in a file that imports Foundation (or Dispatch) and FlickSim,
/// `DispatchQueue` is this type. `Dispatch.DispatchQueue` still reaches the real one — which
/// runs on real time, outside the scene's clock: the simulator reports it as an `off-clock`
/// violation when the call is made during a tick (see FlickSim's `RealTimeScheduling`).
///
/// Policies: every queue is serial and runs on the scene's run loop — `global(qos:)` and
/// queues made with `init(label:)` too (no background thread: work runs in order on the
/// scene's clock). `sync` runs its block at once. Work scheduled where no engine is installed
/// (outside any simulation) has no clock to wait on and is dropped.
public final class DispatchQueue: @unchecked Sendable {
    /// The queue's label.
    public let label: String

    /// DispatchQueue(label:): a serial queue on the scene's run loop.
    public init(label: String) { self.label = label }

    /// The main queue.
    public static let main = DispatchQueue(label: "com.apple.main-thread")

    private static let globalQueue = DispatchQueue(label: "com.apple.root.default-qos")

    /// DispatchQueue.global(qos:): on the scene's run loop, as the main queue (see the policies).
    public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue { globalQueue }

    /// async(execute:): runs `work` at the next advance of the scene's clock.
    public func async(execute work: @escaping () -> Void) {
        Self.schedule(at: nil, work)
    }

    /// async(execute:) with a work item (skipped if cancelled before it runs).
    public func async(execute item: DispatchWorkItem) {
        Self.schedule(at: nil) { item.runFromQueue() }
    }

    /// asyncAfter(deadline:execute:): runs `work` when the scene's clock reaches `deadline`.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping () -> Void) {
        Self.schedule(at: deadline, work)
    }

    /// asyncAfter(deadline:execute:) with a work item (skipped if cancelled before it runs).
    public func asyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        Self.schedule(at: deadline) { item.runFromQueue() }
    }

    /// sync(execute:): runs `work` now and returns its result.
    public func sync<T>(execute work: () throws -> T) rethrows -> T { try work() }

    /// Work due at `deadline` (nil: now) on the ambient engine's run loop; dropped without one.
    static func schedule(at deadline: DispatchTime?, _ work: @escaping () -> Void) {
        guard let engine = AnimationEngine.current else { return }
        if let deadline, deadline == .distantFuture { return }
        _ = engine.schedule(due: deadline?.nanoseconds ?? engine.virtualNanoseconds, work)
    }
}

/// Dispatch's `DispatchQoS`, for `DispatchQueue.global(qos: .userInitiated)` (re-exported by
/// FlickSim). Flick runs every queue on the scene's run loop, so the class changes nothing.
public struct DispatchQoS: Sendable, Hashable {
    /// The quality-of-service classes.
    public enum QoSClass: Sendable, Hashable {
        case background, utility, `default`, userInitiated, userInteractive, unspecified
    }
    public let qosClass: QoSClass
    public init(qosClass: QoSClass) { self.qosClass = qosClass }
    public static let background = DispatchQoS(qosClass: .background)
    public static let utility = DispatchQoS(qosClass: .utility)
    public static let `default` = DispatchQoS(qosClass: .default)
    public static let userInitiated = DispatchQoS(qosClass: .userInitiated)
    public static let userInteractive = DispatchQoS(qosClass: .userInteractive)
    public static let unspecified = DispatchQoS(qosClass: .unspecified)
}
