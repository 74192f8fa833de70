/// FlickTestSupport: helpers shared by the test targets, one definition each, built on the
/// model libraries' public API only (so no `@testable` import, and the target builds in any
/// configuration). Everything is `package`: visible to the package's tests, not to users.
///
/// - `Paths`: the repository root, bundled traces and recordings, scratch directories.
/// - `Layout`: screens, rectangles and named views in one call.
/// - `Touches`: hand-made input frames (`Script`), a window with a router, recognizer probes.
/// - `Scenes`: a scene for testing the simulator itself (`ProbeScene`), one-touch frames.
/// - `Violations`: a run's violations but the machine-dependent frame budget.
/// - `Processes`: the package's built executables and one runner of child processes.
/// - `Tools`: whether a test that needs an outside tool runs, or is reported as skipped.
///
/// The command line run in process is in FlickCLITestSupport, so that the model's tests need
/// not build the CLI.
