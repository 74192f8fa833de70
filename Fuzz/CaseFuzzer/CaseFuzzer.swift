// libFuzzer entry point for the whole simulation: the input bytes are decoded into a fuzz
// case (`ByteCaseDecoder`: a built-in scene, its environment, gestures and layout mutations)
// and run with every oracle of `flick fuzz` except the frame budget (instrumented code is
// slow): invariants every tick, incremental versus fresh layout, contracts, hang limits and
// a second run for determinism. Any finding traps, after printing the case file to standard
// error, so a libFuzzer crash artifact comes with a case `flick replay` runs.
//
// The `-conflict` scenes are left out: they are built to show an unsatisfiable conflict.
@testable import FlickFuzz
import FlickScenes
import FlickSim
#if canImport(Glibc)
import Glibc
#endif

let caseScenes = SceneCatalog.registry.names.filter { !$0.hasSuffix("-conflict") }

let caseRunner: CaseRunner = {
    var o = RunOptions()
    o.checksBudget = false
    o.checksDeterminism = true
    o.cpuLimit = 20_000_000_000
    return CaseRunner(scenes: SceneCatalog.registry, options: o)
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func caseFuzzerTestOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var decoder = ByteCaseDecoder(UnsafeBufferPointer(start: data, count: size))
    var c = decoder.decode(scenes: caseScenes)
    let outcome = caseRunner.run(c)
    guard let f = outcome.findings.first else { return 0 }
    c.expectation = f.expectation
    for i in c.mutations.indices where i < outcome.mutationNotes.count { c.mutations[i].note = outcome.mutationNotes[i] }
    FileOutput.standardError(CaseFile.text(c))
    fatalError("\(f.oracle.rawValue) \(f.kind): \(f.message)")
}

enum FileOutput {
    static func standardError(_ text: String) {
        var bytes = Array(text.utf8)
        _ = bytes.withUnsafeMutableBytes { write(2, $0.baseAddress!, $0.count) }
    }
}
