import FlickReport
import FlickCore

/// The frame-time chart of a replay: the work of every tick run on both clocks (thread CPU
/// time as bars, monotonic time as a line), the budget line, over-budget ticks marked above
/// and violation ticks below, and the run's p50/p95/p99/max and hitch time ratio. Hovering a
/// tick shows its numbers; clicking it moves the channel's cursor (the layout viewer follows).
package struct FrameChartSection: ReportSection {
    package var id = "frame-time"
    package var title = "Frame time"
    package let report: ReplayReport
    package let work: WorkSeries
    /// Ticks of the run (the chart's width).
    package let tickCount: Int
    /// The cursor it moves (`page.channel`).
    package var channel = "replay"

    package init(report: ReplayReport, work: WorkSeries, tickCount: Int) {
        self.report = report
        self.work = work
        self.tickCount = tickCount
    }

    package func body(_ html: inout HTMLWriter) {
        let o = report.result.options
        let verdictClock = o.budgetClock == .threadCPU ? "thread CPU time" : "monotonic time"
        let other = o.budgetClock == .threadCPU ? report.wallWork : report.cpuWork
        let otherClock = o.budgetClock == .threadCPU ? "monotonic time" : "thread CPU time"
        html.element("table", ["class": "facts stats"]) { t in
            t.element("tr") { r in
                r.element("th", text: "work by \(verdictClock) (verdict)")
                r.element("td", ["class": "mono"], text: Self.statistics(report.work))
            }
            t.element("tr") { r in
                r.element("th", text: "work by \(otherClock)")
                r.element("td", ["class": "mono"], text: Self.statistics(other))
            }
            t.element("tr") { r in
                r.element("th", text: "budget")
                r.element("td", text: "\(Format.milliseconds(nanoseconds: o.effectiveBudget)) ms by \(verdictClock): \(report.overBudget) tick(s) over; hitch time ratio \(Format.fixed(report.hitchRatio, decimals: 2)) ms/s")
            }
        }
        if work.stride > 1 {
            html.element("p", ["class": "muted"], text: "Each bar is the largest work of \(work.stride) ticks, to keep the page small.")
        }
        html.element("div", ["class": "chart-box"])
        html.element("p", ["class": "legend muted"]) { p in
            p.element("span", ["class": "key key-cpu"], text: "thread CPU time")
            p.element("span", ["class": "key key-wall"], text: "monotonic time")
            p.element("span", ["class": "key key-budget"], text: "budget")
            p.element("span", ["class": "key key-over"], text: "over budget")
            p.element("span", ["class": "key key-violation"], text: "violation")
            p.text(" · hover for a tick's numbers, click to show it below")
        }
    }

    /// `p50 … p95 … p99 … max … µs`.
    static func statistics(_ w: WorkStatistics) -> String {
        "p50 \(Format.fixed(w.p50, decimals: 1))  p95 \(Format.fixed(w.p95, decimals: 1))  p99 \(Format.fixed(w.p99, decimals: 1))  max \(Format.fixed(w.max, decimals: 1)) µs"
    }

    /// `{channel, hz, ticks, budget (ns), clock, stride, work: [tick, wall, cpu (0.1 µs),
    /// pivots, framesChanged, inputFrames]…, violations: [[tick, kind]…]}`.
    package var data: String? {
        let o = report.result.options
        var flat: [Int] = []
        flat.reserveCapacity(work.samples.count * 6)
        for s in work.samples {
            flat += [s.tick, Self.tenthsOfMicroseconds(s.wall), Self.tenthsOfMicroseconds(s.cpu), s.pivots, s.framesChanged, s.inputFrames]
        }
        let violations: [JSONValue] = report.result.violations.map { .array([.int($0.tick), .string($0.kind.rawValue)]) }
        return JSONValue.object([
            ("channel", JSONValue.string(channel)),
            ("hz", .int(o.rate.hz)),
            ("ticks", .int(tickCount)),
            ("budget", .int(o.effectiveBudget)),
            ("clock", JSONValue.string(o.budgetClock == .threadCPU ? "cpu" : "wall")),
            ("stride", .int(work.stride)),
            ("work", JSONValue.ints(flat)),
            ("violations", JSONValue.array(violations)),
        ]).text()
    }

    package var kind: ReportSectionKind? { ReportSectionKind(name: "frame-chart", script: ReportAssets.frameChartScript, style: ReportAssets.frameChartStyle) }

    /// ns in tenths of a microsecond, rounded.
    static func tenthsOfMicroseconds(_ ns: Int64) -> Int { Int((max(0, ns) + 50) / 100) }
}
