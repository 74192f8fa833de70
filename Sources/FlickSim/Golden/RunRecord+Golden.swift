import FlickCore
import FlickGestures
import FlickInput

extension RunRecord {
    /// The record a golden timeline holds (the reading of what `GoldenTimeline(_:)` writes):
    /// its views at the frames, alpha and rotation it lists (on the digest's grids), its
    /// touches, and its recognizer and animator states, tick by tick. A golden diff page draws
    /// it beside the new run's record (`GoldenDiffReport`).
    ///
    /// A timeline does not say how deep a view is in the tree or whether it is hidden, nor an
    /// animator's `fractionComplete`: depths come from `depths` (by view name, from a
    /// record of the same scene; 0 for a name it lacks), views are never hidden, and
    /// animators show their states only. Lines of kinds this version does not write are
    /// skipped; a value that does not parse leaves the view's other values as they were.
    /// - Parameters:
    ///   - golden: the timeline.
    ///   - screen: the screen, when the header's cannot be read (default 393x852@3).
    ///   - depths: view depths by name.
    /// - Complexity: O(lines).
    public init(golden: GoldenTimeline, screen fallback: SceneScreen = SceneScreen(width: 393, height: 852, scale: 3),
                depths: [String: Int] = [:]) {
        let (screen, rate) = Self.headerValues(golden.header, fallback: fallback)
        var r = RunRecord(screen: screen, rate: rate)
        var viewIndex: [String: Int] = [:]
        var shown: [ShownValues?] = []
        var recognizerIndex: [String: Int] = [:]
        var animatorIndex: [String: Int] = [:]
        for tick in golden.ticks {
            var entries: [FrameHistory.Entry] = []
            for line in tick.lines {
                switch line.kind {
                case "view":
                    let k = Self.index(of: line.subject, in: &viewIndex) {
                        r.views.append(RunRecord.ViewInfo(name: line.subject, depth: depths[line.subject] ?? 0))
                        shown.append(nil)
                    }
                    if line.value == "gone" {
                        shown[k] = nil
                        entries.append(FrameHistory.Entry(view: k, fields: [], values: Self.blank))
                        continue
                    }
                    let before = shown[k]
                    let now = Self.values(line.value, over: before ?? Self.fresh, scale: screen.scale)
                    shown[k] = now
                    let fields: ShownFields = before.map { now.fields(differingFrom: $0) } ?? .all
                    if !fields.isEmpty { entries.append(FrameHistory.Entry(view: k, fields: fields, values: now)) }
                case "touch":
                    if let t = Self.touch(line, tick: tick) { r.touches.append(t) }
                case "gesture":
                    let k = Self.index(of: line.subject, in: &recognizerIndex) {
                        r.recognizers.append(RunRecord.Recognizer(name: line.subject, type: "from the golden file"))
                    }
                    let steps = line.value.components(separatedBy: " -> ")
                    var from = steps.first.flatMap { Self.state($0.prefix { $0 != " " }) }
                    for step in steps.dropFirst() {
                        let name = step.prefix { $0 != " " }
                        guard let state = Self.state(name) else { continue }
                        var reason: String?
                        if step.count > name.count + 3, step.hasSuffix(")") {
                            reason = String(step.dropFirst(name.count + 2).dropLast())
                        }
                        r.recognizerChanges.append(RunRecord.RecognizerChange(tick: tick.index, recognizer: k, from: from, state: state, reason: reason))
                        from = state
                    }
                case "animator":
                    let k = Self.index(of: line.subject, in: &animatorIndex) {
                        r.animators.append(RunRecord.Animator(id: Int(line.subject) ?? -1, label: "#" + line.subject))
                    }
                    r.animatorChanges.append(RunRecord.AnimatorChange(tick: tick.index, animator: k, state: line.value, fraction: -1))
                default:
                    continue
                }
            }
            r.frames.append(tick: tick.index, entries)
            r.lastTick = max(r.lastTick, tick.index)
        }
        r.ticksChecked = golden.ticks.count
        r.hasAnimatorFractions = false
        r.notes.append("Drawn from the golden file, which lists frames, alpha and rotation but not depth in the tree, hidden views or animators' progress.")
        self = r
    }

    // MARK: Private steps

    /// The index of `subject` in a table indexed by `index`; a new subject gets the next index,
    /// and `add` appends it to the table.
    private static func index(of subject: String, in index: inout [String: Int], add: () -> Void) -> Int {
        if let known = index[subject] { return known }
        let k = index.count
        index[subject] = k
        add()
        return k
    }

    /// The state `flick` writes as `name`.
    private static func state(_ name: Substring) -> GestureState? {
        GestureState.allCases.first { $0.description == name }
    }

    /// The header's screen and tick rate (`…, screen 393x852@3, 120 Hz`).
    private static func headerValues(_ header: String, fallback: SceneScreen) -> (SceneScreen, RefreshRate) {
        var screen = fallback, rate = RefreshRate.standard
        for part in header.components(separatedBy: ", ") {
            if part.hasPrefix("screen ") {
                let size = part.dropFirst(7).split(separator: "@")
                let sides = size.first?.split(separator: "x") ?? []
                if size.count == 2, sides.count == 2, let w = Double(sides[0]), let h = Double(sides[1]), let s = Double(size[1]),
                   w > 0, h > 0, s > 0, w.isFinite, h.isFinite, s.isFinite {
                    screen = SceneScreen(width: w, height: h, scale: s)
                }
            } else if part.hasSuffix(" Hz"), let hz = Int(part.dropLast(3)), let known = RefreshRate(hz: hz) {
                rate = known
            }
        }
        return (screen, rate)
    }

    /// A view that appears: at the origin, opaque, unrotated, until its line says otherwise.
    private static let fresh = ShownValues(x: 0, y: 0, width: 0, height: 0, alpha: 1000, rotation: 0, hidden: false)
    private static let blank = ShownValues(x: nil, y: nil, width: nil, height: nil, alpha: nil, rotation: nil, hidden: false)

    /// `old` with the values of `frame X Y W H, alpha A, rotation R` (any of them) written over.
    private static func values(_ text: String, over old: ShownValues, scale: Double) -> ShownValues {
        var v = old
        let s = scale > 0 && scale.isFinite ? scale : 1
        for part in text.components(separatedBy: ", ") {
            let words = part.split(separator: " ")
            guard let name = words.first else { continue }
            let numbers = words.dropFirst().map { Double($0) ?? .nan }
            switch (name, numbers.count) {
            case ("frame", 4):
                v.x = ShownValues.quantize(numbers[0], s); v.y = ShownValues.quantize(numbers[1], s)
                v.width = ShownValues.quantize(numbers[2], s); v.height = ShownValues.quantize(numbers[3], s)
            case ("alpha", 1): v.alpha = ShownValues.quantize(numbers[0], ShownValues.alphaGrid)
            case ("rotation", 1): v.rotation = ShownValues.quantize(numbers[0], ShownValues.rotationGrid)
            default: continue
            }
        }
        return v
    }

    /// `touch 1: down 90 250`.
    private static func touch(_ line: GoldenTimeline.Line, tick: GoldenTimeline.Tick) -> RunRecord.Touch? {
        let words = line.value.split(separator: " ")
        guard words.count == 3, let id = Int(line.subject), let phase = TouchPhase(rawValue: String(words[0])),
              let x = Double(words[1]), let y = Double(words[2]) else { return nil }
        return RunRecord.Touch(tick: tick.index, time: tick.time, id: id, phase: phase, x: x, y: y, inputX: x, inputY: y)
    }
}

extension GoldenTimeline {
    /// The record this timeline holds.
    @available(*, deprecated, message: "use RunRecord(golden:screen:depths:)")
    public func recording(screen: SceneScreen = SceneScreen(width: 393, height: 852, scale: 3),
                          depths: [String: Int] = [:]) -> RunRecord {
        RunRecord(golden: self, screen: screen, depths: depths)
    }
}
