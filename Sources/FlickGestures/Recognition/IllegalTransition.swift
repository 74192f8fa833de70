/// A transition the state machine refused; the state is unchanged.
public struct IllegalTransition: Error, Equatable, Sendable, CustomStringConvertible {
    public let kind: RecognizerKind
    public let from: GestureState
    public let event: GestureEvent

    public var description: String { "illegal \(kind) transition: \(from) --\(event)-->" }
}
