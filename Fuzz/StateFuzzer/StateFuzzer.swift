// libFuzzer entry point for the fuzz campaign's state reader (`CampaignState(text:)`, the
// `state.json` a resumed `flick fuzz --out DIR` reads).
//
// Every input that is UTF-8 text is read as a state file. Whatever the reader accepts must
// be a state a campaign can resume (every count 0 or more, every index above `done`) and
// survive a round trip: its text, read again, gives the same text. A trap, or a state that
// breaks those rules, is a crash to libFuzzer.
@testable import FlickFuzz

@_cdecl("LLVMFuzzerTestOneInput")
public func stateFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard let text = String(validating: UnsafeBufferPointer(start: data, count: size), as: UTF8.self),
          let state = try? CampaignState(text: text) else { return 0 }
    let counts = [state.done, state.cases, state.ticks, state.runs, state.rejected, state.responses, state.expected,
                  state.corpus]
    if counts.contains(where: { $0 < 0 }) || state.cpu < 0 || state.elapsed < 0 {
        fatalError("a state file with a negative count was accepted:\n\(text.prefix(2000))")
    }
    if state.above.contains(where: { $0 <= state.done }) {
        fatalError("a state file with an index at or below done was accepted:\n\(text.prefix(2000))")
    }
    let written = state.text
    guard let again = try? CampaignState(text: written) else {
        fatalError("a state file the reader accepted does not read back after writing:\n\(written.prefix(2000))")
    }
    if again.text != written { fatalError("a state file round trip changed it:\n\(written.prefix(2000))") }
    return 0
}
