/// UIKit's `UITextViewDelegate`, its editing methods: a text view asks it before editing
/// begins, ends and changes text, and tells it when editing began, ended, and the text
/// changed. Every method has a default (yes, or nothing).
public protocol TextViewDelegate: AnyObject {
    /// Whether editing may begin (default true).
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    func textViewDidBeginEditing(_ textView: TextView)
    /// Whether editing may end (default true; not asked when forced).
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether typing may replace `range` (UTF-16 units) with `text` (default true).
    func textView(_ textView: TextView, shouldChangeTextIn range: TextRange, replacementText text: String) -> Bool
    /// The text changed through typing (not when set in code).
    func textViewDidChange(_ textView: TextView)
    /// The selection changed while editing (as `TextFieldDelegate.textFieldDidChangeSelection`).
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: TextRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
