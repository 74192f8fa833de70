/// FlickTesting: drive a scene from a Swift test — gestures made of touch frames, the virtual
/// clock, queries, invariants checked every tick, recorded traces and golden timelines.
/// `SceneTester` is the entry point.
///
/// Module dependencies point one way only; see README.md "Architecture".
