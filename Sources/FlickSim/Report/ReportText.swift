extension ReplayReport {
    /// The readable summary `flick replay` prints.
    public var text: String {
        let r = result
        let o = r.options
        var lines: [String] = []
        lines.append("scene \(r.sceneName) on \(r.screen) at \(o.rate), \(r.tickCount) ticks (\(formatSeconds(r.duration)) virtual), \(r.inputFrames) input frames, \(r.inputEvents) events"
                     + (r.settled ? "" : "; did not settle within \(formatSeconds(o.settleLimit)) after the input"))
        if let m = r.inputMapping { lines.append("input: \(m)") }
        lines.append("frame work (µs, verdict by \(o.budgetClock.label)): p50 \(us(work.p50))  p95 \(us(work.p95))  p99 \(us(work.p99))  max \(us(work.max))")
        let other = o.budgetClock == .threadCPU ? wallWork : cpuWork
        let otherName = o.budgetClock == .threadCPU ? WorkClock.monotonic.label : WorkClock.threadCPU.label
        lines.append("  by \(otherName): p50 \(us(other.p50))  p95 \(us(other.p95))  p99 \(us(other.p99))  max \(us(other.max))")
        lines.append("budget \(ms(o.effectiveBudget)) ms: \(overBudget) tick(s) over; hitch time ratio \(fixed(hitchRatio, 2)) ms/s; \(pivots) solver pivots")
        if let t = ticksPerSecond, let f = realTimeFactor {
            lines.append("replay speed \(fixed(t, 0)) ticks/s, \(fixed(f, 0))x real time")
        }
        if let l = live {
            var line = "live: \(l.clockTicks) ticks on the clock (input allowed \(ms(l.latency)) ms to arrive; largest lag \(ms(l.maxLag)) ms), \(l.inputFrames) input frames, \(l.lateFrames) late"
            if let s = l.settledAt, let w = l.settledAtWall {
                line += "; came to rest at \(formatSeconds(s))"
                if let i = l.lastInput { line += ", \(formatSeconds(s - i)) after the last input" }
                line += " (ran \(formatSeconds(w)) after the first input)"
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

/// µs with one decimal.
func us(_ v: Double) -> String { fixed(v, 1) }

/// `v` with `digits` decimals (no Foundation).
func fixed(_ v: Double, _ digits: Int) -> String {
    guard v.isFinite else { return "\(v)" }
    var p = 1.0
    for _ in 0..<digits { p *= 10 }
    let n = Int64((abs(v) * p).rounded())
    let ip = n / Int64(p)
    var frac = String(n % Int64(p))
    frac = String(repeating: "0", count: max(0, digits - frac.count)) + frac
    return (v < 0 && n != 0 ? "-" : "") + (digits > 0 ? "\(ip).\(frac)" : "\(ip)")
}
