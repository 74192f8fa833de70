// libFuzzer entry point for the trace reader (`.trace`, JSON Lines).
//
// Every input is read as a trace. Whatever the reader accepts must survive a round trip:
// written back with the trace format's own encoder and read again, it gives the same frames.
// A trap (in the reader, or on a round trip that changes the frames) is a crash to libFuzzer.
@testable import FlickInput

@_cdecl("LLVMFuzzerTestOneInput")
public func traceFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let reader = try? TraceReader(text: text), let frames = try? reader.readAll() else { return 0 }
    let written = TraceEncoding.text(header: reader.header, frames: frames)
    guard let again = try? TraceReader(text: written), let back = try? again.readAll() else {
        fatalError("a trace the reader accepted does not read back after writing:\n\(written.prefix(2000))")
    }
    if back != frames { fatalError("a trace round trip changed its frames") }
    return 0
}
