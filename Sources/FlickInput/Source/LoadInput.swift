/// Opens any input file FlickInput knows, recognising the format from its content: a trace
/// as is; an evemu or libinput recording or an Android getevent log converted to points on `screen` (default
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
    case .getevent:
        return try GeteventSource(lines: lines, screen: screen ?? .phone, mapping: mapping)
    }
}

/// Opens a recording as `loadInput(path:screen:mapping:)` does, with the device description
/// of an evemu recording or a getevent log in a file of its own (`descriptionPath`: an evemu
/// `.desc` or a `getevent -p` output) and the report rate that times are synthesized at for
/// a getevent log without them (Hz, default `GeteventSource.defaultReportRate`).
/// - Throws: `InputError` from format detection or from the format's reader; `.malformed`
///   naming the input when `descriptionPath` is given for a trace or a libinput recording
///   (which carry their own).
package func loadInput(path: String, screen: ScreenGeometry?, mapping: MappingPolicy, descriptionPath: String?,
                       reportRate: Int = GeteventSource.defaultReportRate) throws(InputError) -> any TraceSource {
    let lines = try LineReader(path: path)
    let format = try InputFormat.detect(lines)
    switch format {
    case .evemu:
        return try EvemuSource(lines: lines, screen: screen ?? .phone, mapping: mapping, descriptionPath: descriptionPath)
    case .getevent:
        return try GeteventSource(lines: lines, screen: screen ?? .phone, mapping: mapping, descriptionPath: descriptionPath,
                                  reportRate: reportRate)
    case .trace, .libinputRecord:
        guard descriptionPath == nil else {
            throw InputError(path: lines.displayName, .malformed("a \(format.rawValue) file carries its own description; --desc is for evemu recordings and getevent logs"))
        }
        return try format == .trace ? TraceReader(lines: lines)
            : LibinputRecordSource(lines: lines, screen: screen ?? .phone, mapping: mapping)
    }
}
