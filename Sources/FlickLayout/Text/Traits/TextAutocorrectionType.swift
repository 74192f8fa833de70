/// Whether the keyboard autocorrects (UIKit's `UITextAutocorrectionType`), a
/// `TextInputTraits` value. Recorded only (policy): typed text is never corrected.
public enum TextAutocorrectionType: Int, Sendable, CaseIterable {
    case `default`, no, yes
}
