/// The keyboard-facing settings of a text input (UIKit's `UITextInputTraits`), adopted by
/// `TextField` and `TextView` with UIKit's defaults: `.default` keyboard, appearance and return key,
/// `.sentences` autocapitalization, `.default` autocorrection and spell checking, no content
/// type, and the return key always enabled.
///
/// Policy: the traits are recorded, and FlickSim's keyboard reports the first responder's
/// `keyboardType` and `returnKeyType`, but none changes the keyboard's height or the typed
/// text (the tester and traces type exact characters, as a hardware keyboard does). One is
/// behaviour: with `enablesReturnKeyAutomatically` the return key is disabled while the
/// input has no text, so a return typed then is ignored — nothing is inserted and no
/// delegate is asked (UIKit's behaviour: a disabled key cannot be pressed).
public protocol TextInputTraits: AnyObject {
    var keyboardType: KeyboardType { get set }
    var keyboardAppearance: KeyboardAppearance { get set }
    var returnKeyType: ReturnKeyType { get set }
    var autocapitalizationType: TextAutocapitalizationType { get set }
    var autocorrectionType: TextAutocorrectionType { get set }
    var spellCheckingType: TextSpellCheckingType { get set }
    var textContentType: TextContentType! { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
}
