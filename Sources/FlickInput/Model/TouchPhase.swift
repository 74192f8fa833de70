/// Where a touch is in its life: it goes `down`, then `move` any number of times, then ends
/// with `up` (lifted) or `cancel` (taken away by the system, e.g. a device unplugged).
public enum TouchPhase: String, Sendable, Hashable, CaseIterable, Codable {
    case down
    case move
    case up
    case cancel

    /// Whether this phase ends the touch (`up` or `cancel`).
    public var isEnd: Bool { self == .up || self == .cancel }
}
