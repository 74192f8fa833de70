#if canImport(Glibc)
import Glibc
#endif
import FlickSim

/// The body of a libFuzzer harness over whole simulations: a package's own scenes under
/// coverage-guided fuzzing in one call, as `FlickMain.run(_:scenes:)` gives it the command line.
///
/// ```
/// // Fuzz/MyFuzzer/MyFuzzer.swift, in a package built with `swift build --sanitize=fuzzer`
/// import FlickFuzz
/// import MyScenes
///
/// let harness = try! CaseHarness(scenes: [BottomSheetScene.descriptor])
///
/// @_cdecl("LLVMFuzzerTestOneInput")
/// public func myFuzzerTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
///     harness.testOneInput(data, size)
/// }
/// ```
///
/// Each input is one fuzz case, in either of two forms:
/// - a case file (`CaseFile`: its text starts with `{"format": "flick-case"`), read as
///   `flick replay` reads it, so the `corpus/` and `findings/` folders of `flick fuzz` seed it.
///   One that does not parse, or names a scene it does not have, is ignored (it returns 0);
/// - anything else: raw bytes, decoded by `ByteCaseDecoder` over `decodedScenes`.
///
/// The case runs with every oracle of `flick fuzz` except the frame budget (instrumented code
/// is slow): invariants every tick, incremental versus fresh layout, mutation contracts,
/// leaks, the hang limits (20 s of CPU time a run) and a second run for determinism. On a
/// finding it prints the case file, its `expect` filled in, to standard error and traps, so
/// libFuzzer writes the input as a crash artifact and the log holds a case `flick replay` runs.
///
/// A raw crash artifact (`crash-<sha1>`) replays and minimizes with the executable that adds
/// the same scenes, in the same order, to the command line: `replay` and `minimize` decode it
/// over its own scenes as this harness does (over the built-in ones when it adds none).
public struct CaseHarness: Sendable {
    /// The scenes the cases run against.
    public let scenes: SceneRegistry
    /// The names raw bytes pick their scene from: `decodedScenes(of: scenes)`.
    public let decodedScenes: [String]
    private let runner: CaseRunner

    /// A harness over `registry` (the built-in harness passes `SceneCatalog.registry`).
    public init(registry: SceneRegistry) {
        scenes = registry
        decodedScenes = Self.decodedScenes(of: registry)
        runner = CaseRunner(scenes: registry, options: Self.options)
    }

    /// A harness over a package's own scenes: the list it passes to `FlickMain.run(_:scenes:)`.
    /// - Throws: `SceneError.duplicateScene` when two scenes share a name.
    public init(scenes: [SceneDescriptor]) throws(SceneError) {
        self.init(registry: try SceneRegistry(scenes))
    }

    /// The scenes raw bytes are decoded over: those of `registry` in its order, except the
    /// ones named `…-conflict` (built to show an unsatisfiable conflict, they would fail every
    /// case). The one rule the harness and `flick replay ARTIFACT` share.
    /// - Complexity: O(scenes).
    public static func decodedScenes(of registry: SceneRegistry) -> [String] {
        registry.names.filter { !$0.hasSuffix("-conflict") }
    }

    /// The libFuzzer entry point (`LLVMFuzzerTestOneInput`): runs the case of the `size` bytes
    /// at `data` and returns 0, or prints the case file to standard error and traps on a
    /// finding (see the type's documentation).
    /// - Complexity: one run of the case and its determinism run.
    public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        let bytes = UnsafeBufferPointer(start: size > 0 ? data : nil, count: size > 0 ? size : 0)
        guard let run = check(bytes), let f = run.outcome.findings.first else { return 0 }
        var found = run.case
        found.expectation = f.expectation
        let notes = run.outcome.mutationNotes
        for i in found.mutations.indices where i < notes.count { found.mutations[i].note = notes[i] }
        Self.writeStandardError(CaseFile.text(found))
        fatalError("\(f.oracle.rawValue) \(f.kind): \(f.message)")
    }

    /// The case of an input as the entry point reads it: a case file's (nil when the text
    /// does not parse or names a scene this harness lacks), or else the bytes decoded.
    /// - Complexity: O(bytes).
    public func decode<C: Collection>(_ bytes: C) -> FuzzCase? where C.Element == UInt8 {
        if Self.looksLikeCaseFile(bytes) {
            guard let c = try? CaseFile.read(String(decoding: bytes, as: UTF8.self), path: "input"),
                  scenes.names.contains(c.scene) else { return nil }
            return c
        }
        return Self.decodeBytes(bytes, over: scenes)
    }

    /// Whether an input is read as a case file rather than as raw bytes: its start is a case
    /// file's (`CaseFile.looksLikeCase`).
    package static func looksLikeCaseFile<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        CaseFile.looksLikeCase(String(decoding: bytes.prefix(256), as: UTF8.self))
    }

    /// Raw bytes decoded as the harness over `registry` decodes them: `ByteCaseDecoder` over
    /// `decodedScenes(of: registry)`. Total: any bytes give a case.
    /// - Complexity: O(bytes).
    package static func decodeBytes<C: Collection>(_ bytes: C, over registry: SceneRegistry) -> FuzzCase where C.Element == UInt8 {
        var decoder = ByteCaseDecoder(bytes)
        return decoder.decode(scenes: decodedScenes(of: registry))
    }

    /// The case of an input and what its run found, without trapping; nil for an ignored input.
    package func check<C: Collection>(_ bytes: C) -> (case: FuzzCase, outcome: CaseOutcome)? where C.Element == UInt8 {
        guard let c = decode(bytes) else { return nil }
        return (c, runner.run(c))
    }

    /// What the harness checks: every oracle of a campaign but the frame budget, determinism
    /// included, with twice a campaign's CPU time a run (instrumented code is slow).
    private static var options: RunOptions {
        var o = RunOptions()
        o.checksBudget = false
        o.checksDeterminism = true
        o.cpuLimit = 20_000_000_000
        return o
    }

    private static func writeStandardError(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { write(2, $0.baseAddress! + offset, $0.count - offset) }
            if n <= 0 { return }
            offset += n
        }
    }
}
