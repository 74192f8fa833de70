import FlickCore
import FlickLayout

extension GoldenTimeline {
    /// The timeline of a run's record: per tick, its touches where the input put them, the
    /// states each recognizer went through, the animators whose state changed, and the views
    /// that appeared, changed or left (see the type for the text).
    ///
    /// Exact when the record is complete (`RunRecord.isComplete`: recorded with
    /// `RecordingLimits.unbounded`, or within its limits); of a record the limits cut, the
    /// timeline lists what was kept. A view value that is not finite is written `nan`.
    /// - Complexity: O(changes in the record).
    public init(_ record: RunRecord) { self.init(record, ignoring: []) }

    /// The timeline of a run's record without the parts `ignores` names (see `GoldenIgnore`):
    /// their view lines, or values within them, are left out, ticks left with no line are
    /// left out, and the header ends with `, ignoring …` listing them in the order given.
    /// Without ignores, the same timeline as `init(_:)`, byte for byte.
    /// - Complexity: O(changes in the record × regions).
    public init(_ record: RunRecord, ignoring ignores: [GoldenIgnore]) {
        self.init(screen: record.screen, hz: record.rate.hz, ignoring: ignores)
        let scale = record.screen.scale > 0 && record.screen.scale.isFinite ? record.screen.scale : 1
        var ignoredViews: Set<String> = [], ignoredValues: [String: Set<String>] = [:], regions: [Rect] = []
        for ignore in ignores {
            switch ignore {
            case .view(let name): ignoredViews.insert(name)
            case .property(let view, let name): ignoredValues[view, default: []].insert(name)
            case .region(let r): regions.append(r)
            }
        }
        // Each view's last listed frame, points (for the regions).
        var lastFrame: [Int: Rect] = [:]
        let touches = record.touches, gestures = record.recognizerChanges, animators = record.animatorChanges
        let steps = record.frames.steps
        var lastAnimatorState: [Int: String] = [:]
        var t = 0, g = 0, a = 0, s = 0
        while t < touches.count || g < gestures.count || a < animators.count || s < steps.count {
            let index = Swift.min(t < touches.count ? touches[t].tick : .max, g < gestures.count ? gestures[g].tick : .max,
                                  a < animators.count ? animators[a].tick : .max, s < steps.count ? steps[s].tick : .max)
            var lines: [Line] = []
            while t < touches.count && touches[t].tick == index {
                let e = touches[t]
                lines.append(Line(kind: "touch", subject: String(e.id),
                                  value: "\(e.phase.rawValue) \(Format.points(e.inputX)) \(Format.points(e.inputY))"))
                t += 1
            }
            let first = g
            while g < gestures.count && gestures[g].tick == index { g += 1 }
            lines += Self.gestureLines(gestures[first..<g], record.recognizers)
            while a < animators.count && animators[a].tick == index {
                let c = animators[a]
                let id = record.animators[c.animator].id
                if lastAnimatorState[id] != c.state {
                    lines.append(Line(kind: "animator", subject: String(id), value: c.state))
                    lastAnimatorState[id] = c.state
                }
                a += 1
            }
            if s < steps.count && steps[s].tick == index {
                for e in steps[s].entries {
                    let name = record.views[e.view].name
                    if ignoredViews.contains(name) { continue }
                    if !regions.isEmpty {
                        if !e.fields.isEmpty, let f = Self.frame(e.values, scale: scale) { lastFrame[e.view] = f }
                        if let f = lastFrame[e.view], regions.contains(where: { $0.contains(f) }) { continue }
                    }
                    guard let value = Self.viewValue(e, scale: scale, leaving: ignoredValues[name] ?? []) else { continue }
                    lines.append(Line(kind: "view", subject: name, value: value))
                }
                s += 1
            }
            if !lines.isEmpty { ticks.append(Tick(index: index, time: record.rate.time(ofTick: index), lines: lines)) }
        }
    }

    // MARK: Private steps

    /// One line per recognizer that changed state on a tick, in the order each first changed:
    /// the state it left, then every state it went through (a failure with its reason).
    private static func gestureLines(_ changes: ArraySlice<RunRecord.RecognizerChange>,
                                     _ recognizers: [RunRecord.Recognizer]) -> [Line] {
        var chains: [(recognizer: Int, states: [String])] = []
        for c in changes {
            guard let from = c.from else { continue }
            var to = c.state.description
            if let reason = c.reason { to += " (\(reason))" }
            if let k = chains.firstIndex(where: { $0.recognizer == c.recognizer }) {
                chains[k].states.append(to)
            } else {
                chains.append((c.recognizer, [from.description, to]))
            }
        }
        return chains.map { Line(kind: "gesture", subject: recognizers[$0.recognizer].name, value: $0.states.joined(separator: " -> ")) }
    }

    /// `frame X Y W H, alpha A, rotation R` for a view that appeared, the values that changed
    /// for one that changed (nil when only its hidden state did, or only values in `leaving`),
    /// `gone` for one that left.
    private static func viewValue(_ e: FrameHistory.Entry, scale: Double, leaving: Set<String> = []) -> String? {
        if e.fields.isEmpty { return "gone" }
        let v = e.values
        var parts: [String] = []
        if !e.fields.isDisjoint(with: [.x, .y, .width, .height]) && !leaving.contains("frame") {
            parts.append("frame " + [v.x, v.y, v.width, v.height].map { number($0, per: scale, Format.points) }.joined(separator: " "))
        }
        if e.fields.contains(.alpha) && !leaving.contains("alpha") {
            parts.append("alpha " + number(v.alpha, per: ShownValues.alphaGrid) { Format.number($0, maxDecimals: 3) })
        }
        if e.fields.contains(.rotation) && !leaving.contains("rotation") {
            parts.append("rotation " + number(v.rotation, per: ShownValues.rotationGrid) { Format.number($0, maxDecimals: 4) })
        }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// A view's frame in points from its grid values; nil when one is not finite.
    private static func frame(_ v: ShownValues, scale: Double) -> Rect? {
        guard let x = v.x, let y = v.y, let w = v.width, let h = v.height else { return nil }
        return Rect(x: Double(x) / scale, y: Double(y) / scale, width: Double(w) / scale, height: Double(h) / scale)
    }

    /// A value on a grid of `grid` steps per unit, in units (`nan` when it was not finite).
    private static func number(_ steps: Int?, per grid: Double, _ format: (Double) -> String) -> String {
        format(steps.map { Double($0) / grid } ?? .nan)
    }
}
