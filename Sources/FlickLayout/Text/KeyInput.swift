/// A view that takes typed text while it is the first responder (UIKit's `UIKeyInput`):
/// `Screen.insertText(_:)` (and FlickSim's scene hosts, the tester's `type(_:)`, traces) hand
/// it one character at a time, the return key as `"\n"`, and the delete key as
/// `deleteBackward()`. `TextField` and `TextView` are key inputs; a view of your own (a PIN
/// entry) conforms and says `canBecomeFirstResponder == true`.
public protocol KeyInput: AnyObject {
    /// Whether there is text to delete.
    var hasText: Bool { get }
    /// One typed character (or a pasted string) at the insertion point.
    func insertText(_ text: String)
    /// The delete key: removes the selection, or the character before the insertion point.
    func deleteBackward()
}
