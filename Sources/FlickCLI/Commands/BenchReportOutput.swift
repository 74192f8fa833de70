import FlickReport
import Foundation
import FlickBench
import FlickCore

/// `flick bench --report PAGE.html`: the comparison drawn as a self-contained page
/// (`BenchReportPage`), written through a temporary file renamed into place.
enum BenchReportOutput {
    /// The page's path, checked before anything is measured (nil without `--report`).
    /// - Throws: `CLIError.usage` without `--baseline` or `--against` (there is nothing to
    ///   compare) or for an empty name; `CLIError.badInput` for a directory that does not exist.
    static func parse(_ args: Arguments) throws(CLIError) -> String? {
        guard let path = args.string("--report") else { return nil }
        guard !path.isEmpty else { throw .usage("--report needs a file name") }
        guard args.has("--baseline") || args.has("--against") else {
            throw .usage("--report draws a comparison: give --baseline FILE or --against OTHER_FLICK")
        }
        for other in ["--baseline", "--json", "--junit", "--save-baseline"] {
            if let o = args.string(other), FileIdentity.same(o, path) { throw .usage("--report \(path) is also the \(other) file; choose another") }
        }
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .badInput(location: path, reason: "cannot write the --report file: no directory \(directory)")
        }
        return path
    }

    static func write(_ path: String, current: BenchDocument, baseline: BenchDocument, name: String, comparison: Comparison,
                      groups: Int) throws(CLIError) {
        let page = BenchReportPage(current: current, baseline: baseline, baselineName: name, comparison: comparison, groups: groups)
        try writeTextFile(path, page.page.html, option: "--report")
    }
}
