import FlickCore

extension ReplayReport {
    /// The readable summary `flick replay` prints.
    package var text: String {
        let r = result
        let o = r.options
        var lines: [String] = []
        lines.append("scene \(r.sceneName) on \(r.screen) at \(o.rate), \(r.tickCount) ticks (\(Format.seconds(nanoseconds: r.duration)) virtual), \(r.inputFrames) input frames, \(r.inputEvents) events"
                     + (r.settled ? "" : "; did not settle within \(Format.seconds(nanoseconds: o.settleLimit)) after the input"))
        if r.statistics.ticksSkipped > 0 {
            lines.append("idle: \(r.statistics.ticksSkipped) quiet ticks skipped, \(r.statistics.ticksRun) run")
        }
        if let m = r.inputMapping { lines.append("input: \(m)") }
        for note in inputNotes { lines.append("note: \(note)") }
        if r.textEvents > 0 {
            lines.append("text: \(r.textEvents) text event(s)" + (r.textEventsUntaken > 0 ? ", \(r.textEventsUntaken) taken by no text input (no first responder; dropped)" : ", all taken"))
        }
        lines.append("frame work (µs, verdict by \(o.budgetClock.label)): p50 \(Format.fixed(work.p50, decimals: 1))  p95 \(Format.fixed(work.p95, decimals: 1))  p99 \(Format.fixed(work.p99, decimals: 1))  max \(Format.fixed(work.max, decimals: 1))")
        let other = o.budgetClock == .threadCPU ? wallWork : cpuWork
        let otherName = o.budgetClock == .threadCPU ? WorkClock.monotonic.label : WorkClock.threadCPU.label
        lines.append("  by \(otherName): p50 \(Format.fixed(other.p50, decimals: 1))  p95 \(Format.fixed(other.p95, decimals: 1))  p99 \(Format.fixed(other.p99, decimals: 1))  max \(Format.fixed(other.max, decimals: 1))")
        lines.append("budget \(Format.milliseconds(nanoseconds: o.effectiveBudget)) ms: \(overBudget) tick(s) over; hitch time ratio \(Format.fixed(hitchRatio, decimals: 2)) ms/s; \(pivots) solver pivots")
        if let t = ticksPerSecond, let f = realTimeFactor {
            lines.append("replay speed \(Format.fixed(t, decimals: 0)) ticks/s, \(Format.fixed(f, decimals: 0))x real time")
        }
        if let l = live {
            var line = "live: \(l.clockTicks) ticks on the clock (input allowed \(Format.milliseconds(nanoseconds: l.latency)) ms to arrive; largest lag \(Format.milliseconds(nanoseconds: l.maxLag)) ms), \(l.inputFrames) input frames, \(l.lateFrames) late"
            if let s = l.settledAt, let w = l.settledAtWall {
                line += "; came to rest at \(Format.seconds(nanoseconds: s))"
                if let i = l.lastInput { line += ", \(Format.seconds(nanoseconds: s - i)) after the last input" }
                line += " (ran \(Format.seconds(nanoseconds: w)) after the first input)"
            }
            lines.append(line)
        }
        lines.append("digest \(digest)")
        if r.violations.isEmpty {
            lines.append("all invariants held")
        } else {
            lines.append("\(r.violations.count) violation(s):")
            for v in r.violations { lines.append("  " + v.description.split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "\n  ")) }
        }
        return lines.joined(separator: "\n")
    }
}
