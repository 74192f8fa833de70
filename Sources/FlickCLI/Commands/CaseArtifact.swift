import FlickCore
import FlickFuzz

/// A raw libFuzzer crash artifact of a case harness (`CaseHarness`, `Fuzz/CaseFuzzer`) read as
/// the case it ran, so `flick replay` and `flick minimize` take it as they take a case file:
/// the bytes are decoded exactly as the harness decodes them (`ByteCaseDecoder` over the
/// harness's scenes, `CommandContext.harnessScenes`).
///
/// A file is taken for one when it is not a case file and its name has libFuzzer's artifact
/// form — `crash-`, `timeout-`, `oom-`, `leak-` or `slow-unit-` then 40 hex digits (the
/// input's SHA-1), after any prefix (`-artifact_prefix`) — or, whatever its name, with
/// `--case-bytes`.
package enum CaseArtifact {
    /// The largest artifact read, bytes: 1 MiB (the harness's inputs are at most its
    /// `max_len`; the decoder reads fewer than a hundred).
    package static let byteLimit = 1 << 20

    /// The kinds of input libFuzzer saves, as its artifact names begin.
    static let kinds = ["crash-", "timeout-", "oom-", "leak-", "slow-unit-"]

    /// Whether the last component of `path` ends with a libFuzzer artifact name.
    /// - Complexity: O(path length).
    package static func hasArtifactName(_ path: String) -> Bool {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        let hex = name.utf8.suffix(40)
        guard hex.count == 40, hex.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) }) else { return false }
        let head = name.dropLast(40)
        return kinds.contains { head.hasSuffix($0) }
    }

    /// The case the harness decoded from the artifact at `path`.
    /// - Throws: `CLIError.badInput` naming the file when it is not a regular file that can
    ///   be read, is longer than `byteLimit`, or there are no scenes to decode over.
    static func load(_ path: String, context: CommandContext) throws(CLIError) -> FuzzCase {
        guard let bytes = regularFilePrefix(path, count: byteLimit + 1) else {
            throw .badInput(location: Format.excerpt(path), reason: "cannot read it as a crash artifact of the case harness (not a readable regular file)")
        }
        guard bytes.count <= byteLimit else {
            throw .badInput(location: Format.excerpt(path), reason: "longer than \(byteLimit) bytes: not a crash artifact of the case harness")
        }
        guard !CaseHarness.decodedScenes(of: context.harnessScenes).isEmpty else {
            throw .badInput(location: Format.excerpt(path), reason: "the case harness has no scenes to decode it over")
        }
        return CaseHarness.decodeBytes(bytes, over: context.harnessScenes)
    }
}
