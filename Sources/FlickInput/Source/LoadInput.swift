/// Opens any input file FlickInput knows, recognising the format from its content: a trace
/// as is; an evemu or libinput recording converted to points on `screen` (default
/// `Screen.phone`) with `mapping` (default: fit preserving aspect).
///
/// Every command that takes a trace takes recordings through this function.
/// - Throws: `InputError` from format detection or from the format's reader.
public func loadInput(path: String, screen: Screen? = nil) throws(InputError) -> any TraceSource {
    switch try InputFormat.detect(path: path) {
    case .trace:
        return try TraceReader(path: path)
    case .evemu, .libinputRecord:
        throw InputError(path: path, .malformed("recording import is not available yet"))
    }
}
