import FlickCore

extension ReplayReport {
    /// One JSON object: `scene`, `ticks` (skipped idle ticks included), `ticksRun`,
    /// `ticksSkipped`, `violations` [{tick, kind, message, time, details,
    /// cause}], `frameWork` {p50, p95, p99, max} µs on the verdict clock, `frameWorkWall`,
    /// `frameWorkCPU`, `budgetClock`, `budgetMs`, `overBudget`, `hitchTimeRatio` (ms/s),
    /// `digest`, `hz`, `inputFrames`, `settled`, `pivots`, and when measured `replaySeconds`,
    /// `ticksPerSecond`, `realTimeFactor`; for a live run `live` (see `json(_: LivePacer.Summary)`);
    /// `inputNotes` [string] when the input's reader noted anything (see `inputNotes`).
    /// Numbers JSON cannot carry are written as `JSONValue` says (`"nan"`, `"inf"`, `"-inf"`).
    package var json: String { jsonValue.text() }

    /// The report as a JSON value (see `json`).
    package var jsonValue: JSONValue {
        let r = result
        var o = JSONObject()
        o.string("scene", r.sceneName)
        o.int("ticks", r.tickCount)
        o.int("ticksRun", r.statistics.ticksRun)
        o.int("ticksSkipped", r.statistics.ticksSkipped)
        o.int("hz", r.options.rate.hz)
        o.string("screen", r.screen.description)
        o.int("inputFrames", r.inputFrames)
        o.int("inputEvents", r.inputEvents)
        o.raw("violations", .array(r.violations.map(Self.json(_:))))
        o.raw("frameWork", Self.json(work))
        o.raw("frameWorkWall", Self.json(wallWork))
        o.raw("frameWorkCPU", Self.json(cpuWork))
        o.string("budgetClock", r.options.budgetClock.rawValue)
        o.number("budgetMs", Double(r.options.effectiveBudget) / 1e6)
        o.int("overBudget", overBudget)
        o.number("hitchTimeRatio", hitchRatio)
        o.int("pivots", pivots)
        o.string("digest", digest)
        o.bool("settled", r.settled)
        if let m = r.inputMapping { o.string("inputMapping", m) }
        if !inputNotes.isEmpty { o.raw("inputNotes", .strings(inputNotes)) }
        if r.textEvents > 0 { o.int("textEvents", r.textEvents); o.int("textEventsUntaken", r.textEventsUntaken) }
        if let ns = replayNanoseconds { o.number("replaySeconds", Double(ns) / 1e9) }
        if let t = ticksPerSecond { o.number("ticksPerSecond", t) }
        if let f = realTimeFactor { o.number("realTimeFactor", f) }
        if let f = realTimeFactorCPU { o.number("realTimeFactorCPU", f) }
        if let l = live { o.raw("live", Self.json(l)) }
        return o.value
    }

    /// A live run's summary: `clockTicks`, `inputFrames`, `lateFrames`, `latencyMs`,
    /// `maxLagMs`, and when known `lastInput`, `settledAt` (virtual s) and `settledAtWall`
    /// (s since the first frame arrived).
    static func json(_ l: LivePacer.Summary) -> JSONValue {
        var o = JSONObject()
        o.int("clockTicks", l.clockTicks)
        o.int("inputFrames", l.inputFrames)
        o.int("lateFrames", l.lateFrames)
        o.number("latencyMs", Double(l.latency) / 1e6)
        o.number("maxLagMs", Double(l.maxLag) / 1e6)
        if let t = l.lastInput { o.number("lastInput", VirtualInstant(nanoseconds: t).seconds) }
        if let t = l.settledAt { o.number("settledAt", VirtualInstant(nanoseconds: t).seconds) }
        if let t = l.settledAtWall { o.number("settledAtWall", Double(t) / 1e9) }
        return o.value
    }

    static func json(_ w: WorkStatistics) -> JSONValue {
        var o = JSONObject()
        o.number("p50", w.p50); o.number("p95", w.p95); o.number("p99", w.p99); o.number("max", w.max); o.number("mean", w.mean)
        return o.value
    }

    static func json(_ v: Violation) -> JSONValue {
        var o = JSONObject()
        o.int("tick", v.tick)
        o.number("time", v.instant.seconds)
        o.string("kind", v.kind.rawValue)
        o.string("message", v.message)
        o.raw("details", .strings(v.details))
        if let c = v.cause {
            var co = JSONObject()
            co.number("t", VirtualInstant(nanoseconds: c.time).seconds); co.int("id", c.touchID); co.string("phase", c.phase.rawValue)
            co.number("x", c.x); co.number("y", c.y); co.bool("sameTick", c.sameTick)
            o.raw("cause", co.value)
        }
        return o.value
    }
}

/// A JSON object built key by key, in insertion order.
private struct JSONObject {
    private(set) var members: [(String, JSONValue)] = []
    mutating func raw(_ k: String, _ v: JSONValue) { members.append((k, v)) }
    mutating func string(_ k: String, _ v: String) { raw(k, .string(v)) }
    mutating func int(_ k: String, _ v: Int) { raw(k, .int(v)) }
    mutating func bool(_ k: String, _ v: Bool) { raw(k, .bool(v)) }
    mutating func number(_ k: String, _ v: Double) { raw(k, .number(v)) }
    var value: JSONValue { .object(members) }
}
