/// FlickTestSupport: helpers shared by the test targets, one definition each, built on the
/// model libraries' public API only (so no `@testable` import, and the target builds in any
/// configuration). Everything is `package`: visible to the package's tests, not to users.
///
/// - `Paths`: the repository root, bundled traces and recordings, temporary files.
/// - `Layout`: screens, rectangles and named views in one call.
/// - `Touches`: hand-made input frames (`Script`), a window with a router, recognizer probes.
/// - `Scenes`: a scene for testing the simulator itself (`ProbeScene`), one-touch frames.
