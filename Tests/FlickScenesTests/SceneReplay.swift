import FlickInput
import FlickScenes
import FlickSim
import FlickTestSupport

/// Runs `trace` (under Traces/scenes) through the built-in scene `name` at `hz`.
func replay(_ trace: String, scene name: String, hz: Int = 120, environment: SceneEnvironment = SceneEnvironment()) throws -> SimulationResult {
    var o = SimulationOptions()
    o.rate = RefreshRate(hz: hz)!
    let sim = Simulator(scene: try SceneCatalog.make(name, environment: environment), name: name, options: o)
    return try sim.run(source: try loadInput(path: tracePath(trace)))
}
