/// Views compare and hash by identity, as UIKit's do (an `NSObject`'s `isEqual` is identity
/// unless overridden), so UIKit code such as `if textField == emailField` and a `Set` or
/// dictionary of views port as written. - Complexity: O(1).
extension View: Hashable {
    public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
