import FlickInput

/// A trace source that hands each frame it gives out to `onFrame` as the simulator reads it:
/// how a recorder sees a run's input without owning its source.
final class InputTap: TraceSource {
    private let base: any TraceSource
    private let onFrame: (InputFrame) -> Void

    /// `base`, telling `onFrame` of each frame it gives out (errors pass through untouched).
    init(_ base: any TraceSource, onFrame: @escaping (InputFrame) -> Void) {
        self.base = base
        self.onFrame = onFrame
    }

    var header: TraceHeader { base.header }

    func next() throws(InputError) -> InputFrame? {
        let frame = try base.next()
        if let frame { onFrame(frame) }
        return frame
    }
}
