// The case harness over this app's own scenes: each libFuzzer input is a fuzz case of
// `sheet-over-list` (a `flick-case` JSON file, such as the corpus of `sheet-flick fuzz`, or raw
// bytes decoded into one), run with the oracles of `flick fuzz`; a finding prints its case
// file and traps. `sheet-flick replay ARTIFACT` replays a crash artifact, decoded over the
// same scenes: the list here is the one `sheet-flick` passes to `FlickMain.run`.
import FlickFuzz
import SheetOverList

let harness = try! CaseHarness(scenes: [SheetOverListScene.descriptor])

@_cdecl("LLVMFuzzerTestOneInput")
public func sheetFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    harness.testOneInput(data, size)
}
