import FlickInput
import FlickSim
#if canImport(Glibc)
import Glibc
#endif

/// `scene/NAME/replay`: a scene's bundled trace replayed through it on the virtual 120 Hz
/// clock (every invariant checked every tick), for every scene of the registry — the built-in
/// ones and a user's own — that has a trace at `DATA/scenes/NAME-normal.trace`, and for each
/// `--trace SCENE=FILE`. `scene/feed/taps-recording` replays a real touchscreen recording
/// (fast one-finger taps) on the feed when both are there. Scene and input are made before
/// the measured replay. The frame budget is set to 1 s, so a slow tick on a busy machine never
/// records a violation (which would allocate, and make the counts depend on the load); the
/// hitch time ratio still measures against the real 8.33 ms.
///
/// Counters: ticks, input events, pivots, rows touched, frames changed (summed over ticks).
/// Further timings: per-tick work p50/p95/p99/max (thread CPU time, ns) and the hitch time
/// ratio (ms of work past the tick's budget per second of virtual time; ≤ 5 is good).
package enum SceneBenchmarks {
    /// The real recording replayed on the feed, relative to the data directory.
    package static let tapsRecording = "recordings/touchscreens/Atmel maXTouch Touchscreen.1-finger-fast-taps.events"

    /// A trace to replay through a scene.
    package struct Replay: Sendable {
        package var benchmark: String
        package var scene: String
        package var path: String
        package init(benchmark: String, scene: String, path: String) {
            self.benchmark = benchmark
            self.scene = scene
            self.path = path
        }
    }

    /// The replays for `scenes` with a bundled trace under `dataDirectory`, then `extra`.
    package static func replays(scenes: SceneRegistry, dataDirectory: String, extra: [Replay]) -> [Replay] {
        var list: [Replay] = []
        for name in scenes.names {
            let path = "\(dataDirectory)/scenes/\(name)-normal.trace"
            if access(path, R_OK) == 0 { list.append(Replay(benchmark: "scene/\(name)/replay", scene: name, path: path)) }
        }
        let taps = dataDirectory + "/" + tapsRecording
        if scenes.names.contains("feed"), access(taps, R_OK) == 0 {
            list.append(Replay(benchmark: "scene/feed/taps-recording", scene: "feed", path: taps))
        }
        for e in extra where !list.contains(where: { $0.benchmark == e.benchmark }) { list.append(e) }
        return list
    }

    package static func group(_ replay: Replay, scenes: SceneRegistry) -> BenchmarkGroup {
        let name = replay.benchmark
        let input = Lazy { () -> Result<(TraceHeader, [InputFrame]), BenchError> in
            do throws(BenchError) {
                let scene = try make(replay.scene, scenes)
                let screen = ScreenGeometry(width: scene.screen.width, height: scene.screen.height, scale: scene.screen.scale)
                do throws(InputError) {
                    let source = try loadInput(path: replay.path, screen: screen)
                    return .success((source.header, try source.readAll()))
                } catch {
                    throw BenchError("\(name): \(error.location): \(error.reason)")
                }
            } catch {
                return .failure(error)
            }
        }
        return BenchmarkGroup(
            name: name, version: 1, quick: true,
            benchmarks: [BenchmarkInfo(name, "\(replay.path) replayed through \(replay.scene): every tick, every invariant")]
        ) { (probe: Probe) throws(BenchError) -> [Measurement] in
            let (header, frames) = try input.value.get()
            let scene = try make(replay.scene, scenes)
            var options = SimulationOptions()
            options.budget = 1_000_000_000
            let sim = Simulator(scene: scene, name: replay.scene, options: options)
            sim.mapInput(from: header.screen)
            let mark = probe.start()
            let result = sim.run(frames: frames)
            let cost = probe.stop(mark)
            let ticks = result.ticks
            let budget = options.rate.interval
            var pivots = 0, rows = 0, changed = 0, hitch: Int64 = 0
            for t in ticks {
                pivots += t.pivots
                rows += t.rowsTouched
                changed += t.framesChanged
                hitch += max(0, t.cpuWork - budget)
            }
            let work = ticks.map { Double($0.cpuWork) }.sorted()
            let seconds = Double(max(result.duration, 1)) * 1e-9
            return [Measurement(
                name: name, operations: 1, cost: cost,
                counters: [(CounterNames.ticks, result.tickCount), (CounterNames.inputEvents, result.inputEvents),
                           (CounterNames.pivots, pivots), (CounterNames.rowsTouched, rows), (CounterNames.framesChanged, changed)],
                extras: [("tick_p50", Quantiles.quantile(sorted: work, 0.5)), ("tick_p95", Quantiles.quantile(sorted: work, 0.95)),
                         ("tick_p99", Quantiles.quantile(sorted: work, 0.99)), ("tick_max", work.last ?? 0),
                         ("hitch_ratio", Double(hitch) / 1e6 / seconds)])]
        }
    }

    private static func make(_ scene: String, _ scenes: SceneRegistry) throws(BenchError) -> any Scene {
        do throws(SceneError) {
            return try scenes.make(scene)
        } catch {
            throw BenchError("scene \(scene): \(error)")
        }
    }
}
