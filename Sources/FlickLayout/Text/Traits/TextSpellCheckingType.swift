/// Whether misspellings are marked (UIKit's `UITextSpellCheckingType`), a `TextInputTraits`
/// value. Recorded only: nothing is marked.
public enum TextSpellCheckingType: Int, Sendable, CaseIterable {
    case `default`, no, yes
}
