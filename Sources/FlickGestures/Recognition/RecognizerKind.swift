/// Whether a recognizer reports one instant or a span of time (UIKit's discrete and
/// continuous gesture recognizers). Discrete recognizers (tap, swipe) go
/// possible → recognized; continuous ones (pan, pinch, rotation, long press, edge pan) go
/// possible → began → changed* → ended | cancelled. See also `GestureStateMachine`.
public enum RecognizerKind: Sendable, Equatable {
    case discrete
    case continuous
}
