import FlickInput

/// Watches a run tick by tick without judging it: a recorder (`RunRecorder`), a tester's view
/// of the last tick. Give observers to the simulator (`Simulator(…, observers:)`); unlike an
/// `Invariant`, an observer reports nothing, and the simulator shows it every tick after the
/// invariants have checked it.
///
/// ```
/// final class TickCounter: RunObserver {
///     var ticks = 0, touches = 0
///     func tickEnded(_ tick: TickSnapshot) {
///         ticks += 1
///         touches += tick.fed.reduce(0) { $0 + $1.touches.count }
///     }
/// }
/// ```
///
/// What it is shown: each tick the simulator runs (`tickEnded(_:)`: the input the tick
/// delivered, its frames, its measured work), never the idle ticks it skips; and, when the
/// simulator reads a trace source (`Simulator.run(source:)`), the source's header first
/// (`inputStarts(_:)`). An observer must not change the scene, so runs stay deterministic; it
/// runs outside the measured work.
public protocol RunObserver: AnyObject {
    /// The header of the source `Simulator.run(source:)` is about to read, before its first
    /// frame. Not called for frames fed one by one (`Simulator.feed(_:)`). Default: nothing.
    func inputStarts(_ header: TraceHeader)
    /// The tick just run and checked.
    func tickEnded(_ tick: TickSnapshot)
}

extension RunObserver {
    public func inputStarts(_ header: TraceHeader) {}
}
