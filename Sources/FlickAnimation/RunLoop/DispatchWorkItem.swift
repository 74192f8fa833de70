/// Dispatch's `DispatchWorkItem` for the scene's virtual run loop: a block that can be
/// scheduled (`DispatchQueue.main.asyncAfter(deadline:execute:)`), cancelled before it runs,
/// and performed by hand (re-exported by FlickSim, as `DispatchQueue`).
public final class DispatchWorkItem {
    private let block: () -> Void
    /// Whether `cancel()` was called (a cancelled item never runs from a queue).
    @exclusivity(unchecked)
    public private(set) var isCancelled = false
    @exclusivity(unchecked)
    private var notifications: [(queue: DispatchQueue, block: () -> Void)] = []

    /// DispatchWorkItem(block:).
    public init(block: @escaping () -> Void) { self.block = block }

    /// Runs the block now (even when cancelled, as Dispatch does), then schedules the
    /// `notify` blocks on their queues.
    public func perform() {
        block()
        let pending = notifications
        notifications = []
        for n in pending { DispatchQueue.schedule(at: nil, n.block) }
    }

    /// Cancels the item: scheduled, it will not run. Running or done, nothing changes.
    public func cancel() { isCancelled = true }

    /// notify(queue:execute:): `block` is scheduled on `queue` once the item has run.
    public func notify(queue: DispatchQueue, execute block: @escaping () -> Void) {
        notifications.append((queue, block))
    }

    /// Run from a queue: skipped when cancelled.
    func runFromQueue() { if !isCancelled { perform() } }
}
