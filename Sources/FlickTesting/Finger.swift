/// A finger the test put down with `SceneTester.press(at:)`: its touch id. Move it with
/// `move(_:to:duration:)`, lift it with `lift(_:)`.
public struct Finger: Sendable, Hashable {
    /// The touch id it has in the input (and in a recorded trace).
    public let id: Int
}
