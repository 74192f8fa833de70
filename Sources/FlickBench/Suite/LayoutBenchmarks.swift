import FlickCore
import FlickLayout
import FlickSolver

/// `layout/N/{build,first-layout,frame}`: `ProfileForm`, a scrolling form of nested stacks,
/// at N = 100, 1000, 10 000 views. *build* makes the views and constraints, *first-layout*
/// is the first `layoutIfNeeded()` (stack recipes, solve, frames), *frame* one
/// `update(offset:)` that moves one view plus `layoutIfNeeded()` (1000 per sample, after 50
/// unmeasured ones). Counters: pivots, rows touched, frames changed.
package enum LayoutBenchmarks {
    package static let sizes = [100, 1000, 10_000]
    /// Frames per sample.
    package static let frames = 1000

    package static func groups() -> [BenchmarkGroup] { sizes.map(group) }

    package static func group(views n: Int) -> BenchmarkGroup {
        let name = "layout/\(n)"
        return BenchmarkGroup(
            name: name, version: 1, quick: n <= 1000,
            benchmarks: [
                BenchmarkInfo("\(name)/build", "the form's views and constraints made (per build)"),
                BenchmarkInfo("\(name)/first-layout", "the first layoutIfNeeded(): stack recipes, solve, frames"),
                BenchmarkInfo("\(name)/frame", "one constant changed moving one view, then layoutIfNeeded() (\(frames) per sample)"),
            ],
            constraintScript: { constraintScript(views: n) }
        ) { (probe: Probe) throws(BenchError) -> [Measurement] in
            var mark = probe.start()
            let form = ProfileForm(views: n)
            let build = probe.stop(mark)

            var before = form.screen.solverCounters
            mark = probe.start()
            let first = form.screen.layoutIfNeeded()
            let firstCost = probe.stop(mark)
            let firstWork = work(form.screen.solverCounters, before, changed: first.changes.count)

            for i in 0..<50 { form.moveBadge(to: Double(4 + i % 2)); form.screen.layoutIfNeeded() }
            before = form.screen.solverCounters
            var changed = 0
            mark = probe.start()
            for i in 0..<frames {
                form.moveBadge(to: Double(4 + i % 20))
                changed &+= form.screen.layoutIfNeeded().changes.count
            }
            let frameCost = probe.stop(mark)
            let frameWork = work(form.screen.solverCounters, before, changed: changed)
            return [
                Measurement(name: "\(name)/build", operations: 1, cost: build),
                Measurement(name: "\(name)/first-layout", operations: 1, cost: firstCost, counters: firstWork),
                Measurement(name: "\(name)/frame", operations: frames, cost: frameCost, counters: frameWork),
            ]
        }
    }

    private static func work(_ after: SolverCounters, _ before: SolverCounters, changed: Int) -> [(name: String, value: Int)] {
        [(CounterNames.pivots, after.pivots - before.pivots), (CounterNames.rowsTouched, after.rowsTouched - before.rowsTouched),
         (CounterNames.framesChanged, changed)]
    }

    /// The form's constraint system as a script for kiwisolver: `first-layout` adds every
    /// constraint and solves once (Flick's first layout also runs the stack recipes and writes
    /// the frames); `frame` removes the badge's constraint and adds it back with the frame's
    /// constant, then solves (kiwisolver has no in-place constant update), `frames` times.
    /// - Complexity: O(constraints + frames).
    static func constraintScript(views n: Int) -> String {
        let form = ProfileForm(views: n)
        form.screen.layoutIfNeeded()
        let export = form.screen.exportCAS(solveAndPrint: false)
        guard let lc = form.badgeTop.layoutConstraints.first, let id = export.id(of: lc),
              let line = export.text.split(separator: "\n").first(where: { $0.hasPrefix("add \(id) ") }),
              let rhs = line.split(separator: " ").last.flatMap({ Double($0) }) else {
            return "# layout/\(n): the badge constraint is missing from the export\n"
        }
        let head = line.split(separator: " ").dropLast().joined(separator: " ")
        var out = "# phase: first-layout 1\n" + export.text + "solve\n# phase: frame \(frames)\n"
        for i in 0..<frames {
            let delta = Double(4 + i % 20) - lc.constant
            out += "remove \(id)\n\(head) \(Format.number(rhs + delta))\nsolve\n"
        }
        return out + "# phase: end 0\n"
    }
}
