import Testing
import Foundation
import FlickCLI
import FlickFuzz
import FlickPlantedFaults
import FlickCLITestSupport

/// `flick replay ARTIFACT` and `flick minimize ARTIFACT`: a raw libFuzzer crash artifact of
/// the case harness, decoded as the harness decodes it, replays, minimizes to a case file and
/// gets its page. In process, as `flick-planted` (whose case harness runs over the
/// planted-fault scenes); cases are judged by workers of the built one.
@Suite("Crash artifacts of the case harness replay and minimize")
struct CaseArtifactTests {
    func run(_ argv: [String]) -> CLIResult {
        runFlick(argv, scenes: PlantedFaults.scenes, programName: "flick-planted", workerExecutable: plantedBinary)
    }

    /// The failing bytes written to `DIR/NAME` in a fresh folder; the folder is returned too.
    static func artifact(named name: String) throws -> (path: String, directory: String, finding: Finding) {
        let (bytes, _, finding) = try CaseHarnessTests.failingBytes()
        let directory = temporaryDirectory("artifact")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return (path, directory, finding)
    }

    static let sha1 = "0123456789abcdef0123456789abcdef01234567"

    @Test func aCrashArtifactReplaysMinimizesAndGetsItsPage() throws {
        let (path, directory, finding) = try Self.artifact(named: "case-crash-" + Self.sha1)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (code, out, err) = run(["replay", path])
        #expect(code == .failure, "\(err)")
        #expect(out.contains("scene planted-nan"), "\(out)")
        #expect(out.contains("\(finding.oracle.rawValue) \(finding.kind)"), "\(out)")
        let (json, object, _) = run(["replay", path, "--json"])
        #expect(json == .failure)
        let o = try #require(try JSONSerialization.jsonObject(with: Data(object.utf8)) as? [String: Any])
        let findings = try #require(o["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["signature"] as? String == finding.signature.text }, "\(object)")

        let page = directory + "/page.html"
        #expect(run(["replay", path, "--report", page]).code == .failure)
        #expect(try String(contentsOfFile: page, encoding: .utf8).contains("<h2>Finding</h2>"))

        let out1 = directory + "/small.json"
        let (minimized, text, minErr) = run(["minimize", path, "-o", out1])
        #expect(minimized == .success, "\(minErr)")
        #expect(text.contains("minimized"), "\(text)")
        let small = try CaseFile.read(try String(contentsOfFile: out1, encoding: .utf8), path: out1)
        #expect(small.scene == "planted-nan")
        #expect(small.expectation?.signature == finding.signature.text)
        let (replay, shown, _) = run(["replay", out1])
        #expect(replay == .failure)
        #expect(shown.contains("reproduced: yes"), "\(shown)")
        // The default output is beside the artifact, a case file.
        #expect(run(["minimize", path]).code == .success)
        #expect(FileManager.default.fileExists(atPath: path + ".min.json"))
    }

    /// Any other name is a trace, unless `--case-bytes` says otherwise.
    @Test func caseBytesForcesAnyName() throws {
        let (path, directory, finding) = try Self.artifact(named: "input.bin")
        defer { try? FileManager.default.removeItem(atPath: directory) }
        #expect(run(["replay", path]).code == .badInput)
        let (code, out, err) = run(["replay", path, "--case-bytes"])
        #expect(code == .failure, "\(err)")
        #expect(out.contains("\(finding.oracle.rawValue) \(finding.kind)"), "\(out)")
        let small = directory + "/small.json"
        #expect(run(["minimize", "--case-bytes", path, "-o", small]).code == .success)
        #expect(run(["replay", small]).out.contains("reproduced: yes"))
    }

    /// Names libFuzzer gives, and ones it does not.
    @Test(arguments: [
        ("crash-" + sha1, true), ("dir/timeout-" + sha1, true), ("oom-" + sha1, true), ("leak-" + sha1, true),
        ("slow-unit-" + sha1, true), ("case-crash-" + sha1, true), ("crash-" + sha1.uppercased(), false),
        ("crash-" + sha1.dropLast(), false), ("crash-" + sha1 + ".json", false), ("trace-" + sha1, false), ("crash-" + sha1 + "/x", false),
    ])
    func artifactNames(name: String, matches: Bool) {
        #expect(CaseArtifact.hasArtifactName(name) == matches)
    }

    /// A case file under an artifact's name is a case file (as the harness reads it); what
    /// cannot be read is exit 2 naming the file.
    @Test func aCaseFileNamedLikeAnArtifactAndUnreadableOnes() throws {
        let directory = temporaryDirectory("artifact-json")
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/crash-" + Self.sha1
        try CaseFile.text(FuzzCase(scene: "drawer")).write(toFile: path, atomically: true, encoding: .utf8)
        let (code, out, err) = run(["replay", path, "--no-leaks"])
        #expect(code == .success, "\(err)")
        #expect(out.contains("scene drawer"), "\(out)")
        for bad in [directory + "/missing-crash-" + Self.sha1, "/dev/null", directory] {
            let (badCode, _, badErr) = run(["replay", "--case-bytes", bad])
            #expect(badCode == .badInput, "\(bad): \(badErr)")
            #expect(badErr.contains("crash artifact"), "\(badErr)")
        }
        let big = directory + "/oom-" + Self.sha1
        try Data(count: CaseArtifact.byteLimit + 1).write(to: URL(fileURLWithPath: big))
        let (bigCode, _, bigErr) = run(["minimize", big])
        #expect(bigCode == .badInput && bigErr.contains("longer than"), "\(bigErr)")
        #expect(run(["replay", "--case-bytes"]).code == .badInput)
    }
}
