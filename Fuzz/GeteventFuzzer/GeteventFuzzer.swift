// libFuzzer entry point for the Android getevent importer.
//
// Each input is read in memory as a getevent log. Whatever the importer accepts must be a valid
// trace: every frame passes the trace format's rules (`TouchPhaseValidator`), with finite,
// non-negative times. A trap is a crash.
@testable import FlickInput

@_cdecl("LLVMFuzzerTestOneInput")
public func geteventFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let source = try? GeteventSource(bytes: bytes, name: "fuzz-input.txt"), let frames = try? source.readAll() else { return 0 }
    if let reason = TouchPhaseValidator.firstViolation(in: frames) {
        fatalError("the getevent importer produced an invalid trace: \(reason)")
    }
    return 0
}
