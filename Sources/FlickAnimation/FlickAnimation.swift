/// FlickAnimation: timing curves, springs, the property animator and transitions.
///
/// The pieces, bottom-up:
/// - `Timing/`: `CubicBezier` (progress at normalized time), `SpringParameters` and
///   `SpringMotion` (closed-form damped springs and their settling time), `TimingParameters`
///   (what an animator runs on).
/// - `Values/`: `VectorAnimatable` (values that animate additively), `PropertyKey`, and the
///   property store inside `AnimationEngine` (model value + in-flight tracks = presentation).
/// - `Animator/`: `PropertyAnimator`, UIViewPropertyAnimator's contract as an explicit state
///   machine; illegal calls are `AnimatorError`s recorded as `AnimatorViolation`s.
/// - `Engine/`: `AnimationEngine`, the virtual clock every animator reads, `animate(...)`.
/// - `Transitions/`: SwiftUI-style insertion/removal transitions.
/// - `Binding/`: views' frames, alpha and transform as animated properties.
///
/// Time is a parameter: only `AnimationEngine.advance(toSeconds:)` or `advance(toNanoseconds:)` moves it, and every value is a
/// closed-form function of time, so sampling at 60 Hz and at 120 Hz gives the same values at
/// common instants. Module dependencies point one way only; see README.md "Architecture".
