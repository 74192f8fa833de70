/// UIKit's `UITextFieldDelegate`: a text field asks it before editing begins, ends, changes
/// text, clears and returns, and tells it when editing began and ended. Every method has a
/// default (yes, or nothing), so a delegate implements only what it needs.
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin (default true).
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began: the field is the first responder.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end when the field is asked to resign (default true; not asked
    /// when `endEditing(true)` or a removal forces it).
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended: the field is no longer the first responder.
    func textFieldDidEndEditing(_ textField: TextField)
    /// Editing ended, and why (`.committed`; `.cancelled` when the field left the screen while
    /// editing). The field calls this one; its default calls `textFieldDidEndEditing(_:)`, so
    /// a delegate that implements it is not told twice (UIKit: "called instead of").
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// The selection (or the caret) changed while editing: by typing, deleting, a tap, the
    /// clear button, or code setting `selectedRange` / `selectedTextRange` (not by setting
    /// `text`, which sends nothing). Called before the change's `editingChanged` (policy).
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Whether typing may replace the characters in `range` (UTF-16 units) with `string`
    /// (empty for a deletion). Default true.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: TextRange, replacementString string: String) -> Bool
    /// Whether the clear button may clear the text (default true).
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// The return key was pressed; whether the field does its default (default true: it sends
    /// `primaryActionTriggered` and `editingDidEndOnExit`).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: TextRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
