import Testing
import Foundation
import FlickFuzz
import FlickPlantedFaults
import FlickScenes
import FlickSim

/// The libFuzzer case harness's body (`CaseHarness`), called in process: its two input forms
/// (a case file, raw bytes) and the one scene rule it shares with `flick replay ARTIFACT`.
@Suite("The case harness reads case files and raw bytes")
struct CaseHarnessTests {
    static let builtIn = CaseHarness(registry: SceneCatalog.registry)

    /// A drawer case that holds: one tap.
    static func holdingCase() -> FuzzCase {
        var c = FuzzCase(scene: "drawer", origin: CaseOrigin(seed: 3, index: 7))
        c.gestures = [CaseGesture(kind: "tap", events: [
            .init(id: 1, phase: .down, x: 100, y: 100, timestamp: 10_000_000),
            .init(id: 1, phase: .up, x: 100, y: 100, timestamp: 90_000_000),
        ])]
        return c
    }

    /// The entry point given a case file's bytes runs the case and returns 0 when it holds.
    @Test func aCaseFileThatHoldsReturnsZero() throws {
        let text = CaseFile.text(Self.holdingCase())
        let bytes = Array(text.utf8)
        #expect(CaseHarness.looksLikeCaseFile(bytes))
        let run = try #require(Self.builtIn.check(bytes))
        #expect(run.case == Self.holdingCase())
        #expect(run.outcome.findings.isEmpty, "\(run.outcome.findings)")
        #expect(run.outcome.ticks > 0)
        #expect(bytes.withUnsafeBufferPointer { Self.builtIn.testOneInput($0.baseAddress, $0.count) } == 0)
    }

    /// A case file decodes to the case `CaseFile.read` gives, whatever its layout (the one-line
    /// form of the worker protocol included), with its `expect` kept.
    @Test func aCaseFileDecodesAsCaseFileReadReadsIt() throws {
        var c = Self.holdingCase()
        c.mutations = [Mutation(tick: 3, op: .constant(constraint: 1, value: -12.5))]
        c.expectation = Expectation(oracle: .satisfiable, kind: "unsatisfiable", tick: 4, message: "m", signature: "satisfiable|drawer|x")
        for text in [CaseFile.text(c), CaseFile.line(c), CaseFile.text(c).replacingOccurrences(of: "\n", with: "\r\n")] {
            let decoded = try #require(Self.builtIn.decode(Array(text.utf8)))
            #expect(decoded == (try CaseFile.read(text, path: "x.json")))
            #expect(decoded == c)
        }
    }

    /// A case file that does not parse, or names a scene the harness lacks, is ignored (0), not
    /// decoded as bytes: the harness never turns a broken seed into an unrelated case.
    @Test(arguments: [
        "{\"format\": \"flick-case\", \"version\": 1, \"scene\": \"drawer\"",
        "{\"format\":\"flick-case\",\"version\":99,\"scene\":\"drawer\",\"gestures\":[],\"mutations\":[]}",
        "{\"format\":\"flick-case\",\"version\":1,\"scene\":\"drawer\",\"gestures\":[],\"mutations\":[],\"typo\":1}",
        "{\"format\":\"flick-case\",\"version\":1,\"scene\":\"planted-trap\",\"gestures\":[],\"mutations\":[]}",
    ])
    func aBrokenCaseFileIsIgnored(text: String) {
        let bytes = Array(text.utf8)
        #expect(CaseHarness.looksLikeCaseFile(bytes))
        #expect(Self.builtIn.decode(bytes) == nil)
        #expect(Self.builtIn.check(bytes) == nil)
        #expect(bytes.withUnsafeBufferPointer { Self.builtIn.testOneInput($0.baseAddress, $0.count) } == 0)
    }

    /// Anything else is raw bytes, decoded by `ByteCaseDecoder` over the registry's scenes but
    /// the `-conflict` ones, in the registry's order; no input at all is a case too.
    @Test func rawBytesDecodeOverTheScenesButTheConflictOnes() {
        let names = CaseHarness.decodedScenes(of: SceneCatalog.registry)
        #expect(names == SceneCatalog.registry.names.filter { !$0.hasSuffix("-conflict") })
        #expect(names.count < SceneCatalog.registry.names.count, "the built-in scenes have -conflict ones")
        #expect(Self.builtIn.decodedScenes == names)
        for seed in 0..<40 {
            let bytes = (0..<48).map { UInt8(truncatingIfNeeded: ($0 &* 131) &+ seed &* 17 &+ 5) }
            var decoder = ByteCaseDecoder(bytes)
            let expected = decoder.decode(scenes: names)
            #expect(!CaseHarness.looksLikeCaseFile(bytes))
            #expect(Self.builtIn.decode(bytes) == expected)
            #expect(CaseHarness.decodeBytes(bytes, over: SceneCatalog.registry) == expected)
            #expect(!expected.scene.hasSuffix("-conflict"))
        }
        #expect(Self.builtIn.decode([UInt8]()) == CaseHarness.decodeBytes([UInt8](), over: SceneCatalog.registry))
        #expect([UInt8]().withUnsafeBufferPointer { Self.builtIn.testOneInput($0.baseAddress, 0) } == 0)
    }

    /// The case files of the libFuzzer seed corpus (`Fuzz/corpus/case/`, from a short
    /// `flick fuzz` run) are read whole by the built-in harness, fit its `max_len`, and hold;
    /// the example package's seeds parse.
    @Test func theSeedCorpusCaseFilesAreReadAsCases() throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let directory = url.appendingPathComponent("Fuzz/corpus/case").path
        let options = try String(contentsOfFile: url.appendingPathComponent("Fuzz/options/CaseFuzzer.options").path, encoding: .utf8)
        let maxLen = try #require(options.split(separator: "\n").first { $0.hasPrefix("max_len") }.flatMap { Int($0.split(separator: "=")[1].trimmingCharacters(in: .whitespaces)) })
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }.sorted()
        #expect(names.count >= 3)
        for name in names {
            let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: directory + "/" + name)))
            #expect(bytes.count <= maxLen, "\(name): \(bytes.count) bytes, max_len \(maxLen)")
            let run = try #require(Self.builtIn.check(bytes), "\(name) is ignored")
            #expect(run.case == (try CaseFile.read(String(decoding: bytes, as: UTF8.self), path: name)))
            #expect(run.outcome.findings.isEmpty, "\(name): \(run.outcome.findings)")
        }
        // The example package's harness seeds (of its own scene, which is not built in here)
        // parse: a seed that did not would be ignored by its harness without a word.
        let example = url.appendingPathComponent("Examples/SheetOverList/Fuzz/corpus").path
        let seeds = try FileManager.default.contentsOfDirectory(atPath: example).filter { $0.hasSuffix(".json") }
        #expect(!seeds.isEmpty)
        for name in seeds {
            let text = try String(contentsOfFile: example + "/" + name, encoding: .utf8)
            #expect(text.utf8.count <= 65536 && CaseHarness.looksLikeCaseFile(Array(text.utf8)), "\(name)")
            #expect(try CaseFile.read(text, path: name).scene == "sheet-over-list")
        }
    }

    /// A user's harness runs over its own scenes only.
    @Test func aHarnessOverAPackagesOwnScenes() throws {
        let own = try CaseHarness(scenes: PlantedFaults.scenes)
        #expect(own.decodedScenes == PlantedFaults.scenes.map(\.name))
        #expect(own.scenes.names == PlantedFaults.scenes.map(\.name))
        #expect(own.decode([0]).map(\.scene) == PlantedFaults.scenes[0].name)
        #expect(throws: SceneError.self) { try CaseHarness(scenes: PlantedFaults.scenes + PlantedFaults.scenes.prefix(1)) }
    }

    /// Bytes that decode into a failing case of a planted-fault scene (`planted-nan`: a touch
    /// in the right half gives a view a NaN alpha), found by trying a few; the harness's check
    /// finds what a campaign would.
    static func failingBytes() throws -> (bytes: [UInt8], case: FuzzCase, finding: Finding) {
        let harness = try CaseHarness(scenes: PlantedFaults.scenes)
        let index = try #require(harness.decodedScenes.firstIndex(of: "planted-nan"))
        for seed in 0..<64 {
            let bytes = [UInt8(index), 0] + (0..<30).map { UInt8(truncatingIfNeeded: ($0 &* 97) &+ seed &* 29 &+ 1) }
            guard let run = harness.check(bytes), let f = run.outcome.findings.first, f.oracle != .crash, f.oracle != .hang else { continue }
            #expect(run.case.scene == "planted-nan")
            return (bytes, run.case, f)
        }
        throw CaseHarnessTestError.noFailingBytes
    }

    @Test func plantedFaultBytesFail() throws {
        let (_, c, f) = try Self.failingBytes()
        #expect(f.signature.text.contains("planted-nan"), "\(f.signature.text)")
        #expect(c.eventCount > 0)
    }
}

enum CaseHarnessTestError: Error { case noFailingBytes }
