/// The closures an animator keeps — animation blocks waiting for its start and completions
/// waiting for its end — as lifetime checks see them (the fuzzer's leak oracle): they are
/// where a scene's code captures the scene.
extension PropertyAnimator {
    /// Animation blocks added while inactive, not yet run.
    package var pendingBlockCount: Int { pendingBlocks.count }

    /// Completions not yet run.
    package var completionCount: Int { completions.count }

    /// `id`, without binding an animator that has no engine yet (nil then).
    package var idIfBound: Int? { boundID >= 0 ? boundID : nil }

    /// Whether the engine keeps this animator (it is active or stopped).
    package var isKeptByEngine: Bool { isListed }

    /// Forgets the pending animation blocks (and whatever they capture) without running them.
    package func dropPendingBlocks() { pendingBlocks = [] }

    /// Forgets the completions (and whatever they capture) without running them.
    package func dropCompletions() { completions = [] }
}
