import FlickSim

/// Typing, as the keyboard types: text goes to the scene's first responder
/// (`Scene.insertText(_:)`), one character at a time, at the time of the last tick run; the
/// keyboard (for a `SceneHost`) follows at the next tick. Focus a text field first — tap it
/// (`tap(field)`) or `run { field.becomeFirstResponder() }`.
///
/// ```
/// t.tap(t.scene.emailField)
/// t.type("me@example.com")
/// t.tapReturn()                    // the return key: the delegate moves on to the password
/// t.type("secret")
/// t.deleteBackward()
/// ```
extension SceneTester {
    /// Types `text` into the first responder (`"\n"` is the return key). Fails the test when
    /// no text input is first responder or a character found none (after a return key that
    /// ended editing, say).
    public func type(_ text: String,
                     fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            if !run({ scene.insertText(text) }) {
                fail("type(\"\(text)\"): no text input is first responder to take it (tap a text field first)")
            }
        }
    }

    /// Presses the delete key. Fails the test when no text input is first responder.
    public func deleteBackward(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
                               column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            if !run({ scene.deleteBackward() }) { fail("deleteBackward(): no text input is first responder") }
        }
    }

    /// Presses the return key (`type("\n")`). Fails the test when no text input is first responder.
    public func tapReturn(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            if !run({ scene.insertText("\n") }) { fail("tapReturn(): no text input is first responder") }
        }
    }
}
