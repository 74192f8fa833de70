import FlickSim

/// The benchmark suite `flick bench` runs: every layer's groups in report order — solver,
/// layout, scenes, animation, gestures, input, fuzz case throughput — with stable names
/// (`--list` prints them).
///
/// Seam for more layers: `Options.additionalGroups` are appended as they are.
package final class BenchmarkSuite {
    /// What the suite is made from.
    package struct Options {
        /// The scenes to replay (the command's registry: built-in and a user's own).
        package var scenes: SceneRegistry
        /// Where bundled traces and recordings are: `DATA/scenes/NAME-normal.trace`,
        /// `DATA/recordings/…`. Default `Traces`, relative to the working directory.
        package var dataDirectory = "Traces"
        /// Further replays (`--trace SCENE=FILE`).
        package var extraReplays: [SceneBenchmarks.Replay] = []
        /// Groups from elsewhere, appended after the layers' own.
        package var additionalGroups: [BenchmarkGroup] = []

        package init(scenes: SceneRegistry) { self.scenes = scenes }
    }

    /// Every group, in report order.
    package let groups: [BenchmarkGroup]
    /// Benchmarks left out and why (missing data).
    package let notes: [String]
    private let scratch = ScratchDirectory()

    package init(_ options: Options) {
        var notes: [String] = []
        var groups = SolverBenchmarks.groups() + SolverGrowthBenchmarks.groups() + LayoutBenchmarks.groups()
        let replays = SceneBenchmarks.replays(scenes: options.scenes, dataDirectory: options.dataDirectory, extra: options.extraReplays)
        if replays.isEmpty {
            notes.append("scene/*: skipped, no scene has a trace at \(options.dataDirectory)/scenes/NAME-normal.trace (run from the repository root, or give --traces DIR or --trace SCENE=FILE)")
        }
        groups += replays.map { SceneBenchmarks.group($0, scenes: options.scenes) }
        groups += AnimationBenchmarks.groups() + GestureBenchmarks.groups()
        groups += InputBenchmarks.groups(dataDirectory: options.dataDirectory, scratch: scratch, notes: &notes)
        groups += FuzzBenchmarks.groups(scenes: options.scenes)
        groups += options.additionalGroups
        self.groups = groups
        self.notes = notes
    }

    /// Every benchmark, in report order.
    package var benchmarks: [BenchmarkInfo] { groups.flatMap(\.benchmarks) }

    /// The groups to run and, for each, the benchmarks selected: those whose full name
    /// `matches`, and only the quick set when `quick`.
    /// - Complexity: O(benchmarks) calls of `matches`.
    package func selection(quick: Bool, matches: (String) -> Bool) -> [(group: BenchmarkGroup, selected: Set<String>)] {
        var out: [(group: BenchmarkGroup, selected: Set<String>)] = []
        for g in groups where !quick || g.isQuick {
            let names = Set(g.benchmarks.map(\.name).filter(matches))
            if !names.isEmpty { out.append((g, names)) }
        }
        return out
    }

    /// The group named `name`.
    package func group(named name: String) -> BenchmarkGroup? { groups.first { $0.name == name } }
}
