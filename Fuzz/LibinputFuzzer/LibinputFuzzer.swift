// libFuzzer entry point for the libinput-record importer.
//
// Each input is read in memory as a libinput recording. Whatever the importer accepts must be
// a valid trace: every frame passes the trace format's rules (`TouchPhaseValidator`), with
// finite, non-negative times. A trap is a crash.
@testable import FlickInput

@_cdecl("LLVMFuzzerTestOneInput")
public func libinputFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let source = try? LibinputRecordSource(bytes: bytes, name: "fuzz-input.yml"), let frames = try? source.readAll() else { return 0 }
    if let reason = TouchPhaseValidator.firstViolation(in: frames) {
        fatalError("the libinput-record importer produced an invalid trace: \(reason)")
    }
    return 0
}
