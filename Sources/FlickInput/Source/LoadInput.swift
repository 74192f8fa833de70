/// Opens any input file FlickInput knows, recognising the format from its content: a trace
/// as is; an evemu or libinput recording converted to points on `screen` (default
/// `ScreenGeometry.phone`) with `mapping` (default: fit preserving aspect).
///
/// Every command that takes a trace takes recordings through this function. The file is
/// opened and read once, so pipes, FIFOs, `/dev/stdin` and `-` (standard input) work too.
/// - Parameter screen: the target screen for recordings; ignored for traces, whose header
///   states their own screen.
/// - Throws: `InputError` from format detection or from the format's reader.
public func loadInput(path: String, screen: ScreenGeometry? = nil, mapping: MappingPolicy = .fit) throws(InputError) -> any TraceSource {
    let lines = try LineReader(path: path)
    switch try InputFormat.detect(lines) {
    case .trace:
        return try TraceReader(lines: lines)
    case .evemu:
        return try EvemuSource(lines: lines, screen: screen ?? .phone, mapping: mapping)
    case .libinputRecord:
        return try LibinputRecordSource(lines: lines, screen: screen ?? .phone, mapping: mapping)
    }
}
