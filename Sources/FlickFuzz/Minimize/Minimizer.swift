import FlickCore
import FlickInput
import FlickSim

/// Shrinks a failing case while it keeps failing the same way: delta debugging (`ddmin`) over
/// mutations, whole gestures, strokes (one touch from down to up), single moves and typed
/// text events, then shorter typed text (ddmin over its characters), then
/// simplification of values — coordinates rounded to whole points, times to milliseconds,
/// the input moved to start at 0, force and contact size dropped, mutation values and ticks
/// made plain, environment fields back to their defaults — repeated until a pass changes
/// nothing or the budget of runs is spent.
///
/// The judge (`stillFails`) decides what "the same way" is: the campaign and `flick minimize`
/// require the same signature (oracle, scene, violation kind and location). Deterministic
/// when the judge is: the same case and judge give the same result.
///
/// - Complexity: at most `budget` runs of the judge, and at most `maxPasses` passes.
package struct Minimizer {
    /// Judge runs at most (default 2000).
    package var budget: Int
    /// Wall time at most, ns of `WorkClock.monotonic` (a real clock, not virtual time; default
    /// nil: no limit): a safety net for scenes whose every run is slow. When it stops a
    /// minimization the result depends on the machine's speed; the run budget alone keeps it
    /// deterministic.
    package var timeLimit: Int64?
    /// Passes over all steps at most (default 20).
    package var maxPasses = 20
    /// Asked before each judge run; false stops the minimization (default: always true). A
    /// worker stops when its memory passes its limit.
    package var keepGoing: () -> Bool = { true }
    /// Judge runs made by the last `minimize`.
    package private(set) var runs = 0
    /// Whether the last `minimize` stopped at the time limit.
    package private(set) var timedOut = false

    package init(budget: Int = 2000, timeLimit: Int64? = nil) {
        self.budget = budget
        self.timeLimit = timeLimit
    }

    /// The smallest case found that `stillFails`; `c` itself when nothing smaller does.
    package mutating func minimize(_ c: FuzzCase, stillFails: (FuzzCase) -> Bool) -> FuzzCase {
        runs = 0
        timedOut = false
        var best = c
        var budgetLeft = budget
        var memo: [FuzzCase: Bool] = [:]
        let deadline = timeLimit.map { WorkClock.monotonic.now() + $0 }
        var timedOut = false
        /// nil once the budget or the time is spent.
        func judge(_ candidate: FuzzCase) -> Bool? {
            guard candidate.gestures.validationProblem() == nil else { return false }
            if let known = memo[candidate] { return known }
            guard budgetLeft > 0, !timedOut, keepGoing() else { return nil }
            if let d = deadline, WorkClock.monotonic.now() > d { timedOut = true; return nil }
            budgetLeft -= 1
            runs += 1
            let r = stillFails(candidate)
            memo[candidate] = r
            return r
        }
        // A pass that comes back to a case already reached ends it (simplifications of times
        // may take turns undoing each other).
        var reached: Set<FuzzCase> = [best]
        var passes = 0
        var changed = true
        while changed && budgetLeft > 0 && !timedOut && passes < maxPasses {
            passes += 1
            let before = best
            best = dropMutations(best, judge)
            best = dropGestures(best, judge)
            best = dropStrokes(best, judge)
            best = dropMoves(best, judge)
            best = dropText(best, judge)
            best = shortenText(best, judge)
            best = simplifyEvents(best, judge)
            best = simplifyMutations(best, judge)
            best = simplifyEnvironment(best, judge)
            changed = best != before && reached.insert(best).inserted
        }
        self.timedOut = timedOut
        return best
    }

    // MARK: Delta debugging

    private func dropMutations(_ c: FuzzCase, _ judge: (FuzzCase) -> Bool?) -> FuzzCase {
        var out = c
        out.mutations = ddmin(c.mutations) { subset in
            var t = c; t.mutations = subset; return judge(t)
        }
        return out
    }

    private func dropGestures(_ c: FuzzCase, _ judge: (FuzzCase) -> Bool?) -> FuzzCase {
        var out = c
        out.gestures = ddmin(c.gestures) { subset in
            var t = c; t.gestures = subset; return judge(t)
        }
        return out
    }

    /// Units: (gesture, touch id); removing one removes that touch's events.
    private func dropStrokes(_ c: FuzzCase, _ judge: (FuzzCase) -> Bool?) -> FuzzCase {
        var units: [(Int, Int)] = []
        for (g, gesture) in c.gestures.enumerated() { for id in gesture.touchIDs { units.append((g, id)) } }
        guard units.count > 1 else { return c }
        func build(_ keep: [(Int, Int)]) -> FuzzCase {
            var t = c
            for g in t.gestures.indices {
                let ids = Set(keep.filter { $0.0 == g }.map(\.1))
                t.gestures[g].events.removeAll { !ids.contains($0.id) }
            }
            t.gestures.removeAll { $0.events.isEmpty && $0.text.isEmpty }
            return t
        }
        let kept = ddmin(units) { judge(build($0)) }
        return build(kept)
    }

    /// Units: every `move` event; downs and ends stay, so the trace stays valid.
    private func dropMoves(_ c: FuzzCase, _ judge: (FuzzCase) -> Bool?) -> FuzzCase {
        var units: [(Int, Int)] = []
        for (g, gesture) in c.gestures.enumerated() {
            for (k, e) in gesture.events.enumerated() where e.phase == .move { units.append((g, k)) }
        }
        guard !units.isEmpty else { return c }
        func build(_ keep: [(Int, Int)]) -> FuzzCase {
            let kept = Set(keep.map { EventPlace(gesture: $0.0, index: $0.1) })
            var t = c
            for g in t.gestures.indices {
                t.gestures[g].events = c.gestures[g].events.enumerated().filter { k, e in
                    e.phase != .move || kept.contains(EventPlace(gesture: g, index: k))
                }.map(\.element)
            }
            return t
        }
        return build(ddmin(units) { judge(build($0)) })
    }

    /// Units: every typed text event (a `type` gesture's text, a delete, a return).
    private func dropText(_ c: FuzzCase, _ judge: (FuzzCase) -> Bool?) -> FuzzCase {
        var units: [(Int, Int)] = []
        for (g, gesture) in c.gestures.enumerated() { for k in gesture.text.indices { units.append((g, k)) } }
        guard !units.isEmpty else { return c }
        func build(_ keep: [(Int, Int)]) -> FuzzCase {
            let kept = Set(keep.map { EventPlace(gesture: $0.0, index: $0.1) })
            var t = c
            for g in t.gestures.indices {
                t.gestures[g].text = c.gestures[g].text.enumerated().filter {
                    kept.contains(EventPlace(gesture: g, index: $0.offset))
                }.map(\.element)
            }
            t.gestures.removeAll { $0.events.isEmpty && $0.text.isEmpty }
            return t
        }
        return build(ddmin(units) { judge(build($0)) })
    }

    /// Each typed text cut down to the characters the failure needs (`ddmin` over its
    /// characters — graphemes — so an emoji is never split); in `edit-text` mutations the text
    /// shortens by `plainer`.
    private func shortenText(_ c: FuzzCase, _ judge: (FuzzCase) -> Bool?) -> FuzzCase {
        var best = c
        for g in best.gestures.indices {
            for k in best.gestures[g].text.indices {
                guard case .insert(let text) = best.gestures[g].text[k].event, text.count > 1 else { continue }
                let base = best
                func build(_ chars: [Character]) -> FuzzCase {
                    var t = base
                    t.gestures[g].text[k].event = .insert(String(chars))
                    return t
                }
                let kept = ddmin(Array(text)) { judge(build($0)) }
                if kept.count < text.count, judge(build(kept)) == true { best = build(kept) }
            }
        }
        return best
    }

    /// Shorter forms of typed text to try, longest first: the first half, the first character.
    static func shorter(_ text: String) -> [String] {
        guard text.count > 1 else { return [] }
        let half = String(text.prefix(text.count / 2)), one = String(text.prefix(1))
        return half == one ? [one] : [half, one]
    }

    // MARK: Simplification

    /// Tries each transformation of the whole input, keeping those that still fail.
    private func simplifyEvents(_ c: FuzzCase, _ judge: (FuzzCase) -> Bool?) -> FuzzCase {
        var best = c
        let transforms: [(FuzzCase) -> FuzzCase] = [
            { Self.mapEvents($0) { var e = $0; e.force = nil; e.major = nil; e.minor = nil; return e } },
            { Self.mapEvents($0) { var e = $0; e.x = e.x.rounded(); e.y = e.y.rounded(); return e } },
            { Self.timesInMilliseconds($0) },
            { Self.startAtZero($0) },
        ]
        for transform in transforms {
            let candidate = transform(best)
            if candidate != best, judge(candidate) == true { best = candidate }
        }
        return best
    }

    /// Event times rounded to whole milliseconds, each touch's times kept strictly increasing
    /// (a time that would meet or pass its touch's previous one moves 1 ms after it).
    static func timesInMilliseconds(_ c: FuzzCase) -> FuzzCase {
        var t = c
        var last: [Int: Int64] = [:]
        var order: [(g: Int, k: Int)] = []
        for (g, gesture) in c.gestures.enumerated() { for k in gesture.events.indices { order.append((g, k)) } }
        order.sort { (c.gestures[$0.g].events[$0.k].timestamp, $0.g, $0.k) < (c.gestures[$1.g].events[$1.k].timestamp, $1.g, $1.k) }
        for (g, k) in order {
            var e = t.gestures[g].events[k]
            var ms = (e.timestamp + 500_000) / 1_000_000 * 1_000_000
            if e.phase != .down, let previous = last[e.id], ms <= previous { ms = previous + 1_000_000 }
            e.timestamp = ms
            last[e.id] = ms
            t.gestures[g].events[k] = e
        }
        return t
    }

    static func mapEvents(_ c: FuzzCase, _ f: (TouchEvent) -> TouchEvent) -> FuzzCase {
        var t = c
        for g in t.gestures.indices { t.gestures[g].events = t.gestures[g].events.map(f) }
        return t
    }

    /// The input and mutations moved earlier by whole ticks, so the first event or mutation
    /// comes on the first tick.
    static func startAtZero(_ c: FuzzCase) -> FuzzCase {
        guard let rate = c.environment.rate else { return c }
        let firstEvent = (c.gestures.flatMap(\.events).map(\.timestamp) + c.gestures.flatMap(\.text).map(\.timestamp)).min()
        let firstMutation = c.mutations.first.map { rate.time(ofTick: $0.tick) }
        guard let first = [firstEvent, firstMutation].compactMap({ $0 }).min(), first > 0 else { return c }
        var ticks = rate.firstTick(atOrAfter: first)
        if rate.time(ofTick: ticks) > first { ticks -= 1 }
        guard ticks > 0 else { return c }
        let shift = rate.time(ofTick: ticks)
        var t = mapEvents(c) { var e = $0; e.timestamp -= shift; return e }
        for g in t.gestures.indices { for k in t.gestures[g].text.indices { t.gestures[g].text[k].timestamp -= shift } }
        for i in t.mutations.indices { t.mutations[i].tick = max(0, t.mutations[i].tick - ticks) }
        return t
    }

    /// Plainer values for each mutation, one at a time: constants 0 or 1 or rounded, the
    /// earliest tick that still fails among 0 and halves.
    private func simplifyMutations(_ c: FuzzCase, _ judge: (FuzzCase) -> Bool?) -> FuzzCase {
        var best = c
        for i in best.mutations.indices {
            for op in Self.plainer(best.mutations[i].op) {
                var t = best
                t.mutations[i].op = op
                if judge(t) == true { best = t; break }
            }
            for tick in [0, best.mutations[i].tick / 2] where tick < best.mutations[i].tick {
                var t = best
                t.mutations[i].tick = tick
                t.mutations = t.mutations.enumerated().sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }.map(\.element)
                if judge(t) == true { best = t; break }
            }
        }
        return best
    }

    /// Plainer versions of `op`, plainest first.
    static func plainer(_ op: MutationOp) -> [MutationOp] {
        func values(_ v: Double) -> [Double] {
            var out: [Double] = []
            for p in [0.0, 1.0, v.isFinite ? v.rounded() : 0] where p != v && !out.contains(p) { out.append(p) }
            return out
        }
        switch op {
        case .constant(let c, let v): return values(v).map { .constant(constraint: c, value: $0) }
        case .stackSpacing(let s, let v): return values(v).map { .stackSpacing(stack: s, value: $0) }
        case .add(var a):
            var out: [MutationOp] = []
            for v in values(a.constant) { var b = a; b.constant = v; out.append(.add(b)) }
            if a.multiplier != 1 { a.multiplier = 1; out.append(.add(a)) }
            return out
        case .labelText(let l, let n): return [0, 1, 10].filter { $0 < n }.map { .labelText(label: l, length: $0) }
        case .editText(let input, let delete, let text):
            var out: [MutationOp] = []
            if !text.isEmpty { out.append(.editText(input: input, delete: delete, text: "")) }
            out += shorter(text).map { .editText(input: input, delete: delete, text: $0) }
            if delete > 0 { out.append(.editText(input: input, delete: 0, text: text)) }
            return out
        default: return []
        }
    }

    /// Each environment field back to its default, one at a time (an item count to a few
    /// items first, as that is the smaller scene; the refresh rate with mutation ticks moved
    /// to the same instants).
    private func simplifyEnvironment(_ c: FuzzCase, _ judge: (FuzzCase) -> Bool?) -> FuzzCase {
        var best = c
        let d = FuzzEnvironment()
        var edits: [(inout FuzzCase) -> Void] = [
            { $0.environment.profile = d.profile }, { $0.environment.landscape = false }, { $0.environment.safeArea = nil },
            { $0.environment.textLength = nil }, { $0.environment.typeScale = 1 },
        ]
        for n in [1, 3, 10] { edits.append { if ($0.environment.itemCount ?? Int.max) > n { $0.environment.itemCount = n } } }
        edits.append { $0.environment.itemCount = nil }
        edits.append { c in
            guard let from = c.environment.rate, let to = RefreshRate(hz: FuzzEnvironment.defaultHz), from != to else { return }
            c = c.atRate(to, from: from)
        }
        for edit in edits {
            var t = best
            edit(&t)
            if t != best, judge(t) == true { best = t }
        }
        return best
    }
}

/// Where an event or a typed text sits in a case: its gesture's index and its own index in
/// that gesture's list. The minimizer's sets of kept units hold these (exact for any count,
/// where a packed integer key would collide).
private struct EventPlace: Hashable {
    let gesture: Int
    let index: Int
}
