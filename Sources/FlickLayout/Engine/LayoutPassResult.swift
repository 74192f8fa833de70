/// What one layout pass did: the views whose rectangle on screen moved or resized (in the order
/// their variables were created), and work counters.
public struct LayoutPassResult {
    /// Views whose pixel-rounded layout rectangle changed, with the old and new rectangles.
    public var changes: [FrameChange] = []
    /// The pass number (1 for the first pass of a screen).
    public var pass = 0
    /// Solve → feedback rounds (1 unless text re-wrapped, safe areas moved or hooks changed constraints).
    public var rounds = 0
    /// Solver variables reported changed, summed over rounds.
    public var changedVariables = 0
    /// Events recorded since the previous pass (conflicts, rejected changes), oldest first.
    public var events: [LayoutEvent] = []

    public init() {}
    /// The changed views.
    public var changedViews: [View] { changes.map(\.view) }
}

/// One view's frame before and after a layout pass, in screen (layout-space) coordinates,
/// pixel-rounded and untransformed — the model values an animation interpolates between.
public struct FrameChange: CustomStringConvertible {
    public let view: View
    public let old: Rect
    public let new: Rect
    public var description: String { "\(view.layoutName): \(old) -> \(new)" }
}
