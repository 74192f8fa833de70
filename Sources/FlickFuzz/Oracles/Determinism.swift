import FlickCore
import FlickSim

/// **determinism**: a case run twice gives the same frames, bit for bit, and the same
/// violations; run at another refresh rate it gives the same frames at the instants both
/// runs share while the scene is settled, and the same settled end state (motion in Flick is
/// a closed-form function of time, so what is left standing cannot depend on how often it
/// was sampled). A campaign judges these from fresh processes, and compares a second fresh
/// process's run digest (another hash seed) too: see `FreshProcessDeterminism`.
enum Determinism {
    /// The rate a case is compared at: 120 Hz for 60 Hz, 60 Hz for 120 Hz and 240 Hz, and
    /// 120 Hz for 90 Hz (they share every 1/30 s).
    static func otherRate(_ r: RefreshRate) -> RefreshRate? {
        RefreshRate(hz: r.hz == 120 ? 60 : 120)
    }

    /// Whether the case means the same at both rates: every mutation falls on an instant
    /// both rates tick at, after the same input frames at both.
    static func crossRateEligible(_ c: FuzzCase, _ a: RefreshRate, _ b: RefreshRate) -> Bool {
        guard !c.mutations.isEmpty else { return true }
        let times = c.frames().map(\.timestamp)
        for m in c.mutations {
            let t = a.time(ofTick: m.tick)
            let kb = b.firstTick(atOrAfter: t)
            guard b.time(ofTick: kb) == t else { return false }
            let before = (a: m.tick > 0 ? a.time(ofTick: m.tick - 1) : -1, b: kb > 0 ? b.time(ofTick: kb - 1) : -1)
            let lo = min(before.a, before.b), hi = max(before.a, before.b)
            if times.contains(where: { $0 > lo && $0 <= hi }) { return false }
        }
        return true
    }

    /// Whether a touch lands while either run's scene is still moving (unsettled on the last
    /// tick before it). A touch is hit-tested against the positions of the last tick before it,
    /// as UIKit hit-tests against the bounds of the last frame the display link produced, so a
    /// finger landing on moving content (a scroll view decelerating or springing back) may hit
    /// another view at another rate: a legitimate difference, not a determinism failure. Such
    /// cases are not compared across rates.
    /// - Complexity: O(touch-downs × log ticks).
    static func touchLandsOnMotion(_ c: FuzzCase, _ a: CaseRunner.RawRun, _ b: CaseRunner.RawRun) -> Bool {
        for frame in c.frames() where frame.touches.contains(where: { $0.phase == .down }) {
            if movingBefore(frame.timestamp, a) || movingBefore(frame.timestamp, b) { return true }
        }
        return false
    }

    /// Whether the last tick of `run` before `time` (ns) left its scene unsettled.
    private static func movingBefore(_ time: Int64, _ run: CaseRunner.RawRun) -> Bool {
        var lo = 0, hi = run.points.count          // first point at or after `time`
        while lo < hi {
            let mid = (lo + hi) / 2
            if run.points[mid].time < time { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 && !run.points[lo - 1].settled
    }

    /// The first way two runs at one rate differ, or nil.
    static func firstDifference(_ a: CaseRunner.RawRun, _ b: CaseRunner.RawRun) -> (tick: Int, message: String, location: String)? {
        for i in 0..<min(a.points.count, b.points.count) where a.points[i].digest != b.points[i].digest {
            return (i, "tick \(i) frames differ between two runs (digest \(StableHash.hex(a.points[i].digest)) then \(StableHash.hex(b.points[i].digest)))", "frames")
        }
        if a.points.count != b.points.count {
            let i = min(a.points.count, b.points.count)
            return (i, "the runs took \(a.points.count) and \(b.points.count) ticks", "length")
        }
        // Budget verdicts measure the machine; only a case's first run compares its layout
        // with fresh solves.
        func compared(_ v: Violation) -> Bool { v.kind != .frameBudget && v.kind != .layoutMismatch }
        let va = a.violations.filter(compared), vb = b.violations.filter(compared)
        for i in 0..<max(va.count, vb.count) {
            let x = i < va.count ? va[i] : nil, y = i < vb.count ? vb[i] : nil
            if x?.tick != y?.tick || x?.kind != y?.kind || x?.message != y?.message {
                let tick = min(x?.tick ?? Int.max, y?.tick ?? Int.max)
                return (tick, "violation \(i + 1) differs between two runs: \(x.map { "\($0.kind.rawValue) at tick \($0.tick)" } ?? "none") then \(y.map { "\($0.kind.rawValue) at tick \($0.tick)" } ?? "none")", "violations")
            }
        }
        return nil
    }

    /// The first settled instant both runs share where their frames differ, or a different
    /// settled end state; nil when they agree. Frames are compared by the shown-state digest
    /// (`ShownStateProbe`: views identified by name), not the tick digest, whose frame ids
    /// number views in the order they first came on screen — an order the sampled instants
    /// decide, so it may legitimately differ between rates.
    static func crossRateDifference(_ a: CaseRunner.RawRun, rate: RefreshRate, _ b: CaseRunner.RawRun,
                                    other: RefreshRate) -> (tick: Int, message: String, location: String)? {
        var j = 0
        for (i, p) in a.points.enumerated() where p.settled {
            while j < b.points.count && b.points[j].time < p.time { j += 1 }
            guard j < b.points.count else { break }
            let q = b.points[j]
            if q.time == p.time && q.settled && q.shown != p.shown {
                return (i, "settled frames at \(Format.seconds(nanoseconds: p.time)) differ between \(rate) and \(other) (shown-state digest \(StableHash.hex(p.shown)) vs \(StableHash.hex(q.shown)))", "settled instant")
            }
        }
        if a.settled && b.settled, let p = a.points.last, let q = b.points.last, p.shown != q.shown {
            return (a.points.count - 1, "the settled end state differs between \(rate) and \(other) (shown-state digest \(StableHash.hex(p.shown)) vs \(StableHash.hex(q.shown)))", "end state")
        }
        return nil
    }
}
