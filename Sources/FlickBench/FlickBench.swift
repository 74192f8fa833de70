/// FlickBench: the benchmark suite `flick bench` runs, and the workloads it times — one
/// concept per file:
/// - `Suite/`: the groups of each layer (solver, layout, scenes, animation, gestures, input),
///   `BenchmarkSuite` (the registry, in report order, with stable names) and the measured data
///   (`Measurement`, `BenchmarkResult`).
/// - `Solver/`: the solver workloads as plain problems (`SolverShapes`, `SolverProblem`).
/// - `Layout/`, `Animation/`, `Gestures/`: the fixed workloads of those layers (`ProfileForm`,
///   `AnimatorWorkload`, `ViewWorkload`, `GestureWorkload`).
/// - `Sampler/`: what a phase costs (`Probe`: both work clocks, heap allocations counted by
///   CFlickBench's malloc interposer, instructions where a PMU exists, peak memory), warm-up
///   and samples (`Sampler`), the planted regression.
/// - `Statistics/`: quantiles, the Mann–Whitney U test and its exact distribution, the
///   Hodges–Lehmann ratio with its interval, a seeded generator.
/// - `Baseline/`: the run as a document (`BenchDocument`, schema `flick-bench` version 1), the
///   environment, the commit.
/// - `Compare/`: a run against a baseline (`Comparison`, `TimingJudgement`, verdicts).
/// - `Report/`: text and Markdown tables, JUnit, progress.
/// - `Process/`: subprocesses, the A/B worker protocol, interleaved runs.
/// - `Kiwi/`: kiwisolver on the same workloads.
///
/// Built on the model libraries' public API only; the libraries do not depend on it. Not a
/// product: its declarations are `package`, for `flick` and the tests.
