#if canImport(Glibc)
import Glibc
#endif
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

/// The longest text `readTextFile` accepts, bytes: 64 MiB (a fuzz case file of a million
/// touch events is about 60 MiB).
let textFileByteLimit = 64 << 20

/// Reads a whole UTF-8 text file through `forEachTextLine` (so with its line limit, its CRLF
/// handling and its messages), lines joined with `\n`: for formats parsed as one document,
/// such as a fuzz case file's JSON.
/// - Throws: `CLIError.badInput` as `forEachTextLine` does, and naming `path:line` once the
///   text passes `byteLimit` bytes.
/// - Complexity: O(bytes read); memory O(the text).
func readTextFile(_ path: String, byteLimit: Int = textFileByteLimit) throws(CLIError) -> String {
    var text = ""
    try forEachTextLine(path) { (line, number) throws(CLIError) in
        guard text.utf8.count + line.utf8.count < byteLimit else {
            throw .badInput(location: "\(Format.excerpt(path)):\(number)", reason: "text longer than \(byteLimit) bytes")
        }
        if number > 1 { text += "\n" }
        text += line
    }
    return text
}

/// The first `count` bytes of the regular file at `path` (fewer when it is shorter), or nil
/// for anything else: standard input, a pipe, a FIFO or a device is never read, so a
/// command can look at a file's start and still hand the input to a streaming reader
/// untouched.
/// - Complexity: O(count).
func regularFilePrefix(_ path: String, count: Int) -> [UInt8]? {
    guard path != "-" else { return nil }
    var info = stat()
    guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
          let reader = try? LineReader(path: path) else { return nil }
    return try? reader.peek(count)
}

/// Writes `text` to `path` as a whole or not at all (`OutputFile`: a temporary file beside it,
/// synced and renamed into place; a failure or a signal leaves the old file, if any, untouched
/// and no temporary file behind).
/// - Parameter option: the flag that named the file, for the message (`--junit`).
/// - Throws: `CLIError.badInput` as `PATH: cannot write: REASON (the OPTION file)` — the system's
///   reason for a failed write, sync, close or rename (`File too large`, `No space left on
///   device`, …); exit 2.
func writeTextFile(_ path: String, _ text: String, option: String) throws(CLIError) {
    do throws(OutputFileError) {
        let file = try OutputFile(path: path)
        try file.write(text)
        try file.commit()
    } catch {
        throw .badInput(location: path, reason: "cannot write: \(error.reason) (the \(option) file)")
    }
}
