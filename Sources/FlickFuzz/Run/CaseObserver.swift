import FlickInput
import FlickSim

/// Watches one run of a case (`CaseRunner.run(_:observer:)`): what a report draws of it.
///
/// The runner calls `started` once the scene is built, before the first tick, and gives the
/// invariants it returns to the simulator with its own; `fed` with each input frame as the
/// simulator is given it (in the scene's coordinates, as cases hold them); `finished` with
/// the run's result once its last tick has run. An observer must let go of the scene by the
/// end of `finished`, or the leak oracle reports the run.
public protocol CaseObserver: AnyObject {
    func started(_ scene: any Scene) -> [any Invariant]
    func fed(_ frame: InputFrame)
    func finished(_ result: SimulationResult)
}

/// Records a case's run for a report page (`CaseReport`): its `ReportRecording` and its
/// `SimulationResult`, both nil until the run has finished.
public final class CaseReportObserver: CaseObserver {
    public private(set) var result: SimulationResult?
    public private(set) var recording: ReportRecording?
    private var recorder: ReportRecorder?

    public init() {}

    public func started(_ scene: any Scene) -> [any Invariant] {
        let r = ReportRecorder(scene: scene)
        recorder = r
        return [r]
    }

    public func fed(_ frame: InputFrame) { recorder?.noteInput(frame) }

    public func finished(_ result: SimulationResult) {
        self.result = result
        recording = recorder?.finish()
        recorder = nil  // it holds the scene: the leak oracle looks once the run is over
    }

    /// The run, once finished.
    public var run: CaseReport.Run? {
        guard let result, let recording else { return nil }
        return CaseReport.Run(result: result, recording: recording)
    }
}
