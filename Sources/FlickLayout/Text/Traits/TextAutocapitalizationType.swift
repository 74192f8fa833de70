/// When the keyboard's shift key turns on by itself (UIKit's `UITextAutocapitalizationType`),
/// a `TextInputTraits` value. Recorded only (policy): typed text arrives exactly as given, as
/// from a hardware keyboard, which does not autocapitalize.
public enum TextAutocapitalizationType: Int, Sendable, CaseIterable {
    case none, words, sentences, allCharacters
}
