/// The return key's title (UIKit's `UIReturnKeyType`), a `TextInputTraits` value. Recorded
/// only: whatever its title, the return key types `"\n"`.
public enum ReturnKeyType: Int, Sendable, CaseIterable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}
