// libFuzzer entry point for the golden-timeline reader (`GoldenTimeline(parsing:)`, what
// `flick replay --golden FILE` and the tester's `expectGolden` read).
//
// Every input that is UTF-8 text (the file reader rejects the rest before parsing) is parsed
// as a golden file. Whatever the parser accepts must survive a round trip: its text, parsed
// again, gives the same timeline. A trap, or a round trip that changes the timeline, is a
// crash to libFuzzer.
@testable import FlickSim

@_cdecl("LLVMFuzzerTestOneInput")
public func goldenFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self),
          let timeline = try? GoldenTimeline(parsing: text) else { return 0 }
    let written = timeline.text
    guard let again = try? GoldenTimeline(parsing: written) else {
        fatalError("a golden timeline the reader accepted does not read back after writing:\n\(written.prefix(2000))")
    }
    if again != timeline { fatalError("a golden timeline round trip changed it:\n\(written.prefix(2000))") }
    return 0
}
