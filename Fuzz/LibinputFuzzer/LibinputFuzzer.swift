// libFuzzer entry point for the libinput-record importer.
//
// The importer reads files, so each input is written to one scratch file of this process
// first. Whatever it accepts must be a valid trace: every frame passes the trace format's
// rules (`TouchPhaseValidator`), with finite, non-negative times. A trap is a crash.
import FlickInput
#if canImport(Glibc)
import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func libinputFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let path = "/tmp/flick-libinput-fuzzer-\(getpid()).yml"
    guard scratch(path, data, size) else { return 0 }
    guard let source = try? LibinputRecordSource(path: path), let frames = try? source.readAll() else { return 0 }
    var validator = TouchPhaseValidator()
    for frame in frames {
        for e in frame.touches {
            if let reason = validator.accept(e) { fatalError("the libinput-record importer produced an invalid trace: \(reason)") }
        }
    }
    return 0
}

/// Writes the input to `path`; false when it cannot.
func scratch(_ path: String, _ data: UnsafePointer<UInt8>, _ size: Int) -> Bool {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    var offset = 0
    while offset < size {
        let n = write(fd, data + offset, size - offset)
        if n <= 0 { return false }
        offset += n
    }
    return true
}
