import Testing
@testable import FlickInput

// What the trace-format suites share: a header line and reading a trace given as lines.

/// A version-1 header for a 390×844 pt screen at scale 3.
let traceHeader = #"{"format":"flick-trace","version":1,"screen":{"width":390,"height":844,"scale":3}}"#

/// The frames of a trace made of `lines` (read as the file `t.trace`).
func readTraceLines(_ lines: [String]) throws(InputError) -> [InputFrame] {
    try TraceReader(text: lines.joined(separator: "\n"), path: "t.trace").readAll()
}

/// The error reading `lines` gives; nil when they read.
func traceLinesError(_ lines: [String]) -> InputError? {
    do { _ = try readTraceLines(lines); return nil } catch { return error }
}
