// libFuzzer entry point for the whole simulation over the built-in scenes: `CaseHarness`
// (FlickFuzz) reads each input as a fuzz case — a `flick-case` JSON file, or raw bytes
// decoded by `ByteCaseDecoder` — runs it with every oracle of `flick fuzz` but the frame
// budget, and on a finding prints the case file to standard error and traps, so a libFuzzer
// crash artifact comes with a case `flick replay` runs (and `flick replay ARTIFACT` decodes
// the artifact itself the same way).
import FlickFuzz
import FlickScenes

let harness = CaseHarness(registry: SceneCatalog.registry)

@_cdecl("LLVMFuzzerTestOneInput")
public func caseFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    harness.testOneInput(data, size)
}
