// libFuzzer entry point for the bench baseline reader (`BenchDocument.parse`, what
// `flick bench --baseline FILE` reads; `--json` writes the same form).
//
// Every input that is UTF-8 text is parsed as a baseline. Whatever the reader accepts must
// survive a round trip: written back as JSON and read again, it writes the same text. A
// trap, or a round trip that changes the document, is a crash to libFuzzer.
@testable import FlickBench

@_cdecl("LLVMFuzzerTestOneInput")
public func baselineFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self),
          let document = try? BenchDocument.parse(text, source: "baseline.json") else { return 0 }
    let written = document.json()
    guard let again = try? BenchDocument.parse(written, source: "written.json") else {
        fatalError("a baseline the reader accepted does not read back after writing:\n\(written.prefix(2000))")
    }
    if again.json() != written { fatalError("a baseline round trip changed it:\n\(written.prefix(2000))") }
    return 0
}
