import FlickInput
import FlickSim

/// Watches one run of a case (`CaseRunner.run(_:observer:)`): what a report draws of it.
///
/// The runner calls `started` once the scene is built, before the first tick: the observers
/// it returns (`RunObserver`: they see every tick, with the input it delivered) and the
/// invariants go to the simulator with the runner's own; `finished` with the run's result
/// once its last tick has run. An observer must let go of the scene by the end of `finished`,
/// or the leak oracle reports the run.
package protocol CaseObserver: AnyObject {
    /// The observers of the run of `scene` (default none).
    func observers(of scene: any Scene) -> [any RunObserver]
    /// Invariants to check on the run of `scene`, after the runner's own (default none).
    func started(_ scene: any Scene) -> [any Invariant]
    /// Each input frame as the simulator is given it, in the scene's coordinates (default:
    /// nothing; an observer sees the frames each tick delivered).
    func fed(_ frame: InputFrame)
    func finished(_ result: SimulationResult)
}

extension CaseObserver {
    package func observers(of scene: any Scene) -> [any RunObserver] { [] }
    package func started(_ scene: any Scene) -> [any Invariant] { [] }
    package func fed(_ frame: InputFrame) {}
}

/// Records a case's run for a report page (`CaseReport`): its `RunRecord` and its
/// `SimulationResult`, both nil until the run has finished.
package final class CaseReportObserver: CaseObserver {
    package private(set) var result: SimulationResult?
    package private(set) var recording: RunRecord?
    private var recorder: RunRecorder?

    package init() {}

    package func observers(of scene: any Scene) -> [any RunObserver] {
        let r = RunRecorder(scene: scene)
        recorder = r
        return [r]
    }

    package func finished(_ result: SimulationResult) {
        self.result = result
        recording = recorder?.finish()
        recorder = nil  // it holds the scene: the leak oracle looks once the run is over
    }

    /// The run, once finished.
    package var run: CaseReport.Run? {
        guard let result, let recording else { return nil }
        return CaseReport.Run(result: result, recording: recording)
    }
}
