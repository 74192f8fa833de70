import Foundation
import FlickCore
import FlickSim

/// `flick replay … --report FILE.html [--svg-frames DIR]`: what the replay draws. The run is
/// recorded by a `RunRecorder` (given to the simulator as an observer); after it, the page is
/// written to FILE (one self-contained HTML file) and, with
/// `--svg-frames`, one SVG per changed tick into DIR, each through a temporary file renamed
/// into place.
struct ReplayPageOutput {
    var page: String?
    var svgDirectory: String?

    /// The outputs asked for, or nil for none.
    /// - Throws: `CLIError.usage` for a live run or an output that would overwrite the input;
    ///   `CLIError.badInput` for a page file whose directory does not exist or a picture
    ///   directory that is a file.
    static func parse(_ args: Arguments, input: String?) throws(CLIError) -> ReplayPageOutput? {
        let page = args.string("--report"), svg = args.string("--svg-frames")
        guard page != nil || svg != nil else { return nil }
        guard let input else { throw .usage("--report and --svg-frames draw a replayed TRACE, not a --device run") }
        if let page {
            guard !page.isEmpty else { throw .usage("--report needs a file name") }
            if FileIdentity.same(page, input) { throw .usage("--report \(page) would overwrite the input; choose another file") }
            let directory = URL(fileURLWithPath: page).deletingLastPathComponent().path
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .badInput(location: page, reason: "cannot write the --report file: no directory \(directory)")
            }
        }
        if let svg {
            guard !svg.isEmpty else { throw .usage("--svg-frames needs a directory") }
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: svg, isDirectory: &isDirectory), !isDirectory.boolValue {
                throw .badInput(location: svg, reason: "--svg-frames must name a directory, and this is a file")
            }
        }
        return ReplayPageOutput(page: page, svgDirectory: svg)
    }

    /// Writes the page (the golden diff page when `golden` is given) and the pictures.
    /// - Throws: `CLIError.badInput` naming the file that could not be written.
    func write(_ report: ReplayReport, _ recording: RunRecord, golden: ReplayGoldenPage? = nil) throws(CLIError) {
        if let page { try writeTextFile(page, (golden?.page(report, recording) ?? report.page(recording)).html, option: "--report") }
        if let svgDirectory {
            try makeReportDirectory(svgDirectory, option: "--svg-frames")
            let count = max(report.result.tickCount, recording.lastTick + 1)
            try FrameSVG.forEachChangedTick(recording) { (tick, svg) throws(CLIError) in
                let name = FrameSVG.fileName(tick: tick, tickCount: count)
                try writeTextFile(svgDirectory + "/" + name, svg, option: "--svg-frames")
            }
        }
    }
}
