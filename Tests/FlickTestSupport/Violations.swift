import FlickSim

/// The violations of `r` other than the frame budget, which measures the machine the test
/// runs on rather than the scene.
package func modelViolations(_ r: SimulationResult) -> [Violation] { r.violations.filter { $0.kind != .frameBudget } }
