/// FlickBench: the fixed, deterministic workloads `flick bench-layout`, `bench-animation` and
/// `bench-gestures` time, one per model layer:
/// - `Layout/`: `ProfileForm`, a scrolling form of nested stacks.
/// - `Animation/`: `AnimatorWorkload` (N running property animators) and `ViewWorkload`
///   (N views animated by one layout change).
/// - `Gestures/`: `GestureWorkload`, a scroll view with ten recognizers and a scripted input loop.
///
/// Built on the model libraries' public API only; the libraries do not depend on it. Not a
/// product: its declarations are `package`, for `flick` and the tests.
