/// The keyboard's colour scheme (UIKit's `UIKeyboardAppearance`), a `TextInputTraits` value.
/// Recorded only: nothing is drawn.
public enum KeyboardAppearance: Int, Sendable, CaseIterable {
    case `default`, dark, light
    /// UIKit's deprecated synonym of `dark`.
    public static let alert = KeyboardAppearance.dark
}
