import Testing
import Foundation
import FlickCore
import FlickFuzz
import FlickPlantedFaults
import FlickCLITestSupport
#if canImport(Glibc)
import Glibc
#endif

/// `flick minimize CASE -o OUT` whose write of OUT fails (planted with `OutputFaults`): exit 2
/// `OUT: cannot write: REASON`, the old OUT intact, no temporary file beside it.
@Suite("minimize -o: a failed write is reported")
struct MinimizeWriteFailureTests {
    @Test(arguments: [OutputFaults.Step.write, .rename])
    func aFailedWriteOfTheMinimizedCaseIsExit2(_ step: OutputFaults.Step) throws {
        let (path, _) = try CaseCommandTests.failingCase()
        let dir = temporaryDirectory("minimize-fault")
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        let out = dir + "/min.json"
        defer { try? FileManager.default.removeItem(atPath: path); try? FileManager.default.removeItem(atPath: dir) }
        let old = "the old minimized case\n"
        try old.write(toFile: out, atomically: false, encoding: .utf8)
        OutputFaults.arm(step, EIO, for: out)
        defer { OutputFaults.disarm(out) }
        let (code, _, err) = runFlick(["minimize", path, "-o", out], scenes: PlantedFaults.scenes, programName: "flick-planted",
                                      workerExecutable: plantedBinary)
        #expect(code == .badInput, "\(err)")
        #expect(err.contains("\(out): cannot write: Input/output error"), "\(err)")
        #expect(try String(contentsOfFile: out, encoding: .utf8) == old)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
        #expect(names == ["min.json"], "\(names)")
    }
}
