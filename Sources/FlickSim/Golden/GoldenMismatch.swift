import FlickCore

/// How a run's timeline differs from a golden one, for a person to read: the first tick that
/// differs, what differs there (each view's, recognizer's or animator's value in the golden
/// and now), the input event that led there, and the two versions of that tick's lines.
///
/// ```
/// golden timeline differs at tick 14 (0.117s)
///   view card frame: golden 41 201 100 100, now 43 201 100 100
/// after input touch 1: move 101 260 (tick 14, 0.117s)
/// tick 14, golden (-) and now (+):
///     touch 1: move 101 260
///   - view card: frame 41 201 100 100
///   + view card: frame 43 201 100 100
/// ```
package struct GoldenMismatch: Sendable, Hashable, CustomStringConvertible {
    /// The first tick that differs; nil when the headers (screen, tick rate) differ.
    package var tick: Int?
    /// That tick's time, ns (to the millisecond when it comes from the golden file).
    package var time: Int64?
    /// One line per subject whose value differs there (`view card frame: golden …, now …`).
    package var differences: [String]
    /// The latest input event this run delivered at or before that tick, with its tick.
    package var input: String?
    /// The tick's lines in the golden and in this run (the headers, when they differ).
    package var goldenLines: [String]
    package var actualLines: [String]

    package var description: String {
        var out: [String] = []
        if let tick {
            out.append("golden timeline differs at tick \(tick)" + (time.map { " (\(Format.seconds(nanoseconds: $0)))" } ?? ""))
        } else {
            out.append("golden timeline was recorded on another screen or tick rate, or ignoring other parts")
        }
        out += differences.map { "  " + $0 }
        if let input { out.append("after input " + input) }
        out.append((tick.map { "tick \($0), " } ?? "") + "golden (-) and now (+):")
        out += Self.lineDiff(goldenLines, actualLines)
        return out.joined(separator: "\n")
    }

    /// The two versions of a tick as a line diff: a longest common subsequence kept (`    `),
    /// the golden's other lines removed (`  - `), this run's added (`  + `).
    /// - Complexity: O(n·m) for n and m lines; past 4096 pairs, every line is shown removed
    ///   and added.
    static func lineDiff(_ a: [String], _ b: [String]) -> [String] {
        guard a.count * b.count <= 4096 else { return a.map { "  - " + $0 } + b.map { "  + " + $0 } }
        // common[i][j]: the longest common subsequence of a[i...] and b[j...].
        var common = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                common[i][j] = a[i] == b[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var out: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                out.append("    " + a[i]); i += 1; j += 1
            } else if j == b.count || (i < a.count && common[i + 1][j] >= common[i][j + 1]) {
                out.append("  - " + a[i]); i += 1
            } else {
                out.append("  + " + b[j]); j += 1
            }
        }
        return out
    }
}

extension GoldenTimeline {
    /// How this timeline (a run) differs from `golden`; nil when their texts are equal.
    ///
    /// The first tick that differs is the first where the two disagree on whether anything
    /// changed or on what. Its differences compare what each timeline says is true after
    /// that tick: a view's frame, alpha and rotation (or that it is gone), a recognizer's
    /// state and the states it went through, an animator's state, the touches delivered.
    /// - Complexity: O(lines of both, up to the first difference).
    package func mismatch(against golden: GoldenTimeline) -> GoldenMismatch? {
        if header != golden.header {
            return GoldenMismatch(tick: nil, time: nil, differences: ["golden: \(golden.header)", "now:    \(header)"],
                                  input: nil, goldenLines: [golden.header], actualLines: [header])
        }
        var k = 0
        // Tick times come from the tick index (a parsed file holds them to the millisecond).
        while k < ticks.count && k < golden.ticks.count
                && ticks[k].index == golden.ticks[k].index && ticks[k].lines == golden.ticks[k].lines { k += 1 }
        if k == ticks.count && k == golden.ticks.count { return nil }
        let tick = min(k < ticks.count ? ticks[k].index : Int.max, k < golden.ticks.count ? golden.ticks[k].index : Int.max)
        let now = k < ticks.count && ticks[k].index == tick ? ticks[k] : nil
        let before = k < golden.ticks.count && golden.ticks[k].index == tick ? golden.ticks[k] : nil
        let nowState = SubjectStates(ticks[..<k], then: now)
        let goldenState = SubjectStates(golden.ticks[..<k], then: before)

        var keys: [String] = []
        for line in (before?.lines ?? []) + (now?.lines ?? []) where !keys.contains(line.key) { keys.append(line.key) }
        var differences: [String] = []
        for key in keys {
            differences += SubjectStates.differences(of: key, golden: goldenState, golden: before, now: nowState, now: now)
        }
        return GoldenMismatch(tick: tick, time: now?.time ?? before?.time, differences: differences,
                              input: latestInput(upTo: k, on: now),
                              goldenLines: (before?.lines ?? []).map(\.description),
                              actualLines: (now?.lines ?? []).map(\.description))
    }

    /// The touch lines of the latest tick at or before the first difference that has any.
    private func latestInput(upTo k: Int, on tick: Tick?) -> String? {
        var candidates = Array(ticks[..<k])
        if let tick { candidates.append(tick) }
        for t in candidates.reversed() {
            let touches = t.lines.filter { $0.kind == "touch" }
            if !touches.isEmpty {
                return touches.map(\.description).joined(separator: "; ") + " (tick \(t.index), \(Format.seconds(nanoseconds: t.time)))"
            }
        }
        return nil
    }
}

/// What a timeline says holds after a tick: per view its values (`frame`, `alpha`,
/// `rotation`, or `gone`), per recognizer and animator its last state.
private struct SubjectStates {
    var views: [String: [String: String]] = [:]
    var states: [String: String] = [:]

    init(_ ticks: ArraySlice<GoldenTimeline.Tick>, then last: GoldenTimeline.Tick?) {
        for t in ticks { apply(t) }
        if let last { apply(last) }
    }

    private mutating func apply(_ tick: GoldenTimeline.Tick) {
        for line in tick.lines {
            switch line.kind {
            case "view":
                if line.value == "gone" { views[line.subject] = ["on screen": "gone"]; continue }
                var v = views[line.subject] ?? [:]
                v["on screen"] = nil
                for part in line.value.split(separator: ",") {
                    let p = part.drop { $0 == " " }
                    let name = p.prefix { $0 != " " }
                    v[String(name)] = String(p.dropFirst(name.count).drop { $0 == " " })
                }
                views[line.subject] = v
            case "gesture":
                states[line.key] = line.value.split(separator: " -> ").last.map(String.init) ?? line.value
            case "touch":
                break
            default:
                states[line.key] = line.value
            }
        }
    }

    /// The difference lines for one subject at the first differing tick.
    static func differences(of key: String, golden: SubjectStates, golden goldenTick: GoldenTimeline.Tick?,
                            now: SubjectStates, now nowTick: GoldenTimeline.Tick?) -> [String] {
        let goldenLine = line(of: key, in: goldenTick), nowLine = line(of: key, in: nowTick)
        if key.hasPrefix("view ") {
            let subject = String(key.dropFirst(5))
            let g = golden.views[subject] ?? [:], n = now.views[subject] ?? [:]
            let known = ["on screen", "frame", "alpha", "rotation"]
            var out: [String] = []
            for property in known + Set(g.keys).union(n.keys).subtracting(known).sorted() where g[property] != n[property] {
                out.append("\(key) \(property): golden \(g[property] ?? "(not shown)"), now \(n[property] ?? "(not shown)")")
            }
            if out.isEmpty && goldenLine != nowLine {
                out.append("\(key): golden \(describe(goldenLine, nil)), now \(describe(nowLine, nil))")
            }
            return out
        }
        guard goldenLine != nowLine else { return [] }
        let suffix = key.hasPrefix("touch ") ? " (the input differs)" : ""
        return ["\(key): golden \(describe(goldenLine, golden.states[key])), now \(describe(nowLine, now.states[key]))" + suffix]
    }

    /// The values of `key`'s lines in `tick`, joined; nil when it has none.
    private static func line(of key: String, in tick: GoldenTimeline.Tick?) -> String? {
        let values = tick?.lines.filter { $0.key == key }.map(\.value) ?? []
        return values.isEmpty ? nil : values.joined(separator: "; ")
    }

    /// `'possible -> began'`, or `no change` (with the state that still holds, when known).
    private static func describe(_ line: String?, _ state: String?) -> String {
        if let line { return "'\(line)'" }
        return "no change" + (state.map { " (still \($0))" } ?? "")
    }
}
