/// Which keyboard a text input asks for (UIKit's `UIKeyboardType`), a `TextInputTraits`
/// value. Flick records it and reports it (`Keyboard.keyboardType` in FlickSim); it changes
/// neither the keyboard's height nor what can be typed (policy: the tester and traces type
/// any character, as a hardware keyboard does on a device).
public enum KeyboardType: Int, Sendable, CaseIterable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad,
         emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// UIKit's deprecated synonym of `asciiCapable`.
    public static let alphabet = KeyboardType.asciiCapable
}
