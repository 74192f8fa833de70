import FlickReport
import FlickCore

/// What a replay ran and how it ended: the verdict, the scene, the input and where it came
/// from (the trace header's device, source and recording time, shown as text whatever they
/// hold), the screen and tick rate, ticks, settling and the digest.
package struct SummarySection: ReportSection {
    package var id = "summary"
    package var title = "Summary"
    package let report: ReplayReport
    package let recording: RunRecord?

    package init(report: ReplayReport, recording: RunRecord? = nil) {
        self.report = report
        self.recording = recording
    }

    package func body(_ html: inout HTMLWriter) {
        let r = report.result
        if r.violations.isEmpty {
            html.element("p", ["class": "pass"], text: "All invariants held.")
        } else {
            let kinds = ViolationKind.listed(for: r.violations).compactMap { k -> String? in
                let n = r.violations.filter { $0.kind == k }.count
                return n > 0 ? "\(n) \(k.rawValue)" : nil
            }
            html.element("p", ["class": "fail"], text: "\(r.violations.count) violation(s): \(kinds.joined(separator: ", "))")
        }
        html.element("table", ["class": "facts"]) { t in
            for (label, value) in rows { t.element("tr") { row in row.element("th", text: label); row.element("td", text: value) } }
        }
    }

    /// The facts, in order.
    package var rows: [(String, String)] {
        let r = report.result
        var out: [(String, String)] = [("scene", r.sceneName)]
        if !report.tracePath.isEmpty { out.append(("input", report.tracePath)) }
        if let h = recording?.header {
            if let d = h.device { out.append(("device", d)) }
            if let s = h.source { out.append(("source", s)) }
            if let w = h.recorded { out.append(("recorded", w)) }
            if let hz = h.refreshHz { out.append(("trace refresh rate", "\(Format.number(hz)) Hz")) }
            out.append(("input screen", "\(Format.number(h.screen.width))x\(Format.number(h.screen.height))@\(Format.number(h.screen.scale))"))
        }
        out.append(("screen", "\(r.screen) at \(r.options.rate)"))
        if let m = r.inputMapping { out.append(("input mapping", m)) }
        var ticks = "\(r.tickCount) (\(Format.seconds(nanoseconds: r.duration)) virtual)"
        if let checked = recording?.ticksChecked, checked < r.tickCount { ticks += ", \(checked) run, \(r.tickCount - checked) idle ticks skipped" }
        out.append(("ticks", ticks))
        out.append(("input frames", "\(r.inputFrames) (\(r.inputEvents) events)"))
        out.append(("settled", r.settled ? "yes" : "no: still moving \(Format.seconds(nanoseconds: r.options.settleLimit)) after the input"))
        out.append(("solver pivots", String(report.pivots)))
        out.append(("digest", report.digest))
        return out
    }
}
