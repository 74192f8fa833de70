import FlickCore
import FlickInput

/// Reads a UTF-8 text file line by line, once and streaming (`-` is standard input; pipes and
/// FIFOs work), calling `body` with each line (without its `\n` or `\r\n`) and its 1-based
/// number.
/// - Throws: `CLIError.badInput` naming `path:line` for a line that is not UTF-8 or longer than
///   `LineReader.defaultLineLimit`, or naming the path when it cannot be opened; whatever
///   `body` throws.
func forEachTextLine(_ path: String, _ body: (Substring, Int) throws(CLIError) -> Void) throws(CLIError) {
    let lines: LineReader
    do throws(InputError) { lines = try LineReader(path: path) } catch { throw CLIError(error) }
    while true {
        let next: String??
        do throws(InputError) {
            next = try lines.withNextLine { String(validating: $0, as: UTF8.self) }
        } catch {
            throw CLIError(error)
        }
        guard let line = next else { return }
        guard let text = line else {
            throw .badInput(location: "\(lines.displayName):\(lines.lineNumber)", reason: "not UTF-8 text")
        }
        try body(text[...], lines.lineNumber)
    }
}

/// Writes `text` to `path` as a whole or not at all (`OutputFile`: a temporary file beside it,
/// synced and renamed into place).
/// - Parameter option: the flag that named the file, for the message (`--junit`).
/// - Throws: `CLIError.badInput` naming the path, the option and the write error.
func writeTextFile(_ path: String, _ text: String, option: String) throws(CLIError) {
    do throws(OutputFileError) {
        let file = try OutputFile(path: path)
        try file.write(text)
        try file.commit()
    } catch {
        throw .badInput(location: path, reason: "cannot write \(option) file: \(error.reason)")
    }
}
