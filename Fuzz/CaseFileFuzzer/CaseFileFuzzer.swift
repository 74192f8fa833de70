// libFuzzer entry point for the case-file reader (`CaseFile.read`, the JSON `flick replay
// CASE.json` and `flick minimize CASE` read; the `case` harness decodes raw bytes instead and
// never reaches this parser).
//
// Every input that is UTF-8 text is read as a case file. Whatever the reader accepts must
// survive a round trip: written back by `CaseFile.text` and read again, it writes the same
// bytes. A trap, or a round trip that changes the case, is a crash to libFuzzer.
@testable import FlickFuzz

@_cdecl("LLVMFuzzerTestOneInput")
public func caseFileFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self),
          let c = try? CaseFile.read(text, path: "case.json") else { return 0 }
    let written = CaseFile.text(c)
    guard let again = try? CaseFile.read(written, path: "written.json") else {
        fatalError("a case file the reader accepted does not read back after writing:\n\(written.prefix(2000))")
    }
    if CaseFile.text(again) != written { fatalError("a case file round trip changed it:\n\(written.prefix(2000))") }
    return 0
}
