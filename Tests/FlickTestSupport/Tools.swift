import Foundation

/// The outside tools some tests need (umockdev for emulated devices, …) and whether a test
/// that needs one runs. A test that needs a missing tool is reported as skipped, with the
/// reason, through `.enabled(if: TestTools.runs(needing:))` — never as passed. Where every
/// tool is installed (CI: `scripts/install-deps`), set `FLICK_TESTS_REQUIRE_TOOLS=1`: those
/// tests then run whatever is found, so a tool that went missing fails them instead of
/// skipping them.
package enum TestTools {
    /// Whether `FLICK_TESTS_REQUIRE_TOOLS` is set to 1.
    package static let required: Bool = ProcessInfo.processInfo.environment["FLICK_TESTS_REQUIRE_TOOLS"] == "1"

    /// Whether a test that needs a tool runs: the tool is there (`present`) or tools are required.
    package static func runs(needing present: Bool) -> Bool { present || required }

    /// The path of `name` on `PATH`, or nil.
    package static func onPath(_ name: String) -> String? {
        for dir in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(dir)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether `python3` on `PATH` imports `module` (kiwisolver for the side-by-side solver
    /// benchmarks); false when there is no `python3`.
    package static func pythonImports(_ module: String) -> Bool {
        guard let python = onPath("python3"),
              let probe = try? runProcess(python, ["-c", "import \(module)"]) else { return false }
        return probe.status == 0
    }
}
