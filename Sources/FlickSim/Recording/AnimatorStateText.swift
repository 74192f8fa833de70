import FlickAnimation

extension PropertyAnimator {
    /// The animator's state as recordings write it: `running`, `paused`, `stopped` or
    /// `inactive`, with ` reversed` when it runs backwards.
    var recordedState: String {
        let s: String
        switch state {
        case .inactive: s = "inactive"
        case .stopped: s = "stopped"
        case .active: s = isRunning ? "running" : "paused"
        }
        return isReversed ? s + " reversed" : s
    }
}
