import Foundation
import FlickBench
import FlickLayout
import FlickCore
#if canImport(Glibc)
import Glibc
#endif

/// `flick bench-layout`: the layout benchmark — a scrolling form of nested stacks
/// (`ProfileForm`) at several sizes: build time, first layout time, and the per-frame cost of
/// changing one constraint constant that moves one view; optionally writes the same systems as
/// `.cas` scripts so kiwisolver can time them in the same run (see scripts/bench-layout).
public struct BenchLayoutCommand: Command {
    public static let name = "bench-layout"
    public static let usage = "bench-layout [--views 100,1000,10000] [--frames N] [--cas-dir DIR] [--json]"
    public static let summary = "time layout of a nested-stack form: first layout and one-constant frames"

    public static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        let args = try Arguments(argv, options: ["--views", "--frames", "--cas-dir"], flags: ["--json"])
        let frames = try args.int("--frames", default: 1000, in: 1...1_000_000)
        let sizesText = args.string("--views") ?? "100,1000,10000"
        var sizes: [Int] = []
        for part in sizesText.split(separator: ",") {
            guard let n = Int(part), (1...200_000).contains(n) else {
                throw .usage("--views takes comma-separated view counts in 1...200000, got '\(sizesText)'")
            }
            sizes.append(n)
        }
        let casDir = args.string("--cas-dir")
        var results: [[String: Any]] = []
        for n in sizes {
            var r = measure(views: n, frames: frames)
            if let casDir {
                let (build, framesFile) = try writeScripts(views: n, frames: frames, dir: casDir)
                r["cas_build"] = build
                r["cas_frames"] = framesFile
            }
            results.append(r)
            if !args.has("--json") {
                func f(_ k: String) -> String { String(format: "%.3f", (r[k] as? Double) ?? .nan) }
                console.out("views \(r["views"] ?? 0) constraints \(r["constraints"] ?? 0): build \(f("build_ms")) ms, "
                            + "first layout \(f("first_layout_ms")) ms, frame median \(f("frame_median_us")) us "
                            + "(p90 \(f("frame_p90_us")), max \(f("frame_max_us"))), changed views/frame \(r["changed_per_frame"] ?? 0)")
            }
        }
        if args.has("--json") {
            guard let data = try? JSONSerialization.data(withJSONObject: results, options: [.sortedKeys]),
                  let text = String(data: data, encoding: .utf8) else { throw .internal("could not encode results") }
            console.out(text)
        }
        return .success
    }

    /// Builds the form, lays it out, then times `frames` one-constant frames.
    static func measure(views n: Int, frames: Int) -> [String: Any] {
        let t0 = WorkClock.monotonic.now()
        let form = ProfileForm(views: n)
        let t1 = WorkClock.monotonic.now()
        form.screen.layoutIfNeeded()
        let t2 = WorkClock.monotonic.now()
        // Warm-up frames, then timed ones: move the badge between two offsets.
        for i in 0..<min(50, frames) { form.moveBadge(to: Double(4 + i % 2)); form.screen.layoutIfNeeded() }
        var samples: [Int64] = []
        samples.reserveCapacity(frames)
        var changed = 0
        for i in 0..<frames {
            let a = WorkClock.monotonic.now()
            form.moveBadge(to: Double(4 + (i % 20)))
            let pass = form.screen.layoutIfNeeded()
            samples.append(WorkClock.monotonic.now() - a)
            changed = max(changed, pass.changes.count)
        }
        samples.sort()
        let counters = form.screen.solverCounters
        return [
            "views": form.viewCount,
            "constraints": form.screen.constraintCount,
            "build_ms": Double(t1 - t0) / 1e6,
            "first_layout_ms": Double(t2 - t1) / 1e6,
            "build_and_first_layout_ms": Double(t2 - t0) / 1e6,
            "frame_median_us": Double(samples[samples.count / 2]) / 1e3,
            "frame_p90_us": Double(samples[samples.count * 9 / 10]) / 1e3,
            "frame_max_us": Double(samples[samples.count - 1]) / 1e3,
            "frames": frames,
            "changed_per_frame": changed,
            "solver_pivots": counters.pivots,
            "solver_rows_touched": counters.rowsTouched,
            "solver_repaired_adds": counters.repairedAdds,
        ]
    }

    /// Writes `layout-N-build.cas` (the system and one solve) and `layout-N-frames.cas` (the same,
    /// then `frames` × remove/add the badge constraint with a new constant and solve — Kiwi has
    /// no in-place constant update).
    static func writeScripts(views n: Int, frames: Int, dir: String) throws(CLIError) -> (String, String) {
        let form = ProfileForm(views: n)
        form.screen.layoutIfNeeded()
        let export = form.screen.exportCAS(solveAndPrint: false)
        guard let lc = form.badgeTop.layoutConstraints.first, let id = export.id(of: lc),
              let line = export.text.split(separator: "\n").first(where: { $0.hasPrefix("add \(id) ") }),
              let rhs = line.split(separator: " ").last.flatMap({ Double($0) }) else {
            throw .internal("the badge constraint is missing from the export")
        }
        let head = line.split(separator: " ").dropLast().joined(separator: " ")
        var frameOps = ""
        frameOps.reserveCapacity(frames * (line.count + 40))
        for i in 0..<frames {
            let delta = Double(4 + (i % 20)) - lc.constant
            frameOps += "remove \(id)\n\(head) \(Format.number(rhs + delta))\nsolve\n"
        }
        let build = "\(dir)/layout-\(n)-build.cas", framesPath = "\(dir)/layout-\(n)-frames.cas"
        try writeTextFile(build, export.text + "solve\n", option: "--cas-dir")
        try writeTextFile(framesPath, export.text + "solve\n" + frameOps, option: "--cas-dir")
        return (build, framesPath)
    }

}
