import FlickReport
import FlickCore
import FlickGestures
import FlickInput

/// The layout viewer of a replay: the scene's views as rectangles at their presentation
/// frames (names on hover, depth by shade, hidden views dashed, transparent ones dotted, alpha
/// as opacity), the touches where they were with their ids, a slider and the arrow keys to
/// scrub ticks and play/pause at real speed; beside it the recognizer states, the animator
/// states with `fractionComplete`, and the gesture timeline with the current tick marked.
package struct LayoutViewerSection: ReportSection {
    package var id = "layout"
    package var title = "Layout, touches and states"
    package let recording: RunRecord
    /// Ticks of the run (the slider's range).
    package let tickCount: Int
    /// Marked under the slider.
    package let violations: [Violation]
    /// The cursor it follows and moves (`page.channel`).
    package var channel = "replay"
    /// The tick it opens on (nil: the channel's, 0 on a fresh page): a golden diff's first
    /// differing tick, a fuzz finding's.
    package var startTick: Int?
    /// Views drawn with a highlighted outline on every tick, by name (the views a golden
    /// diff found different). Names the recording does not have are ignored.
    package var highlighted: [String] = []

    package init(recording: RunRecord, tickCount: Int, violations: [Violation] = []) {
        self.recording = recording
        self.tickCount = tickCount
        self.violations = violations
    }

    package func body(_ html: inout HTMLWriter) {
        let r = recording
        var notes: [String] = []
        if r.frames.stride > 1 {
            notes.append("Frames are shown every \(r.frames.stride) ticks (the end of each stride), to keep the page small.")
        }
        if r.touchMoveStride > 1 { notes.append("Every \(r.touchMoveStride)th touch move is kept.") }
        notes += r.notes
        for n in notes { html.element("p", ["class": "muted"], text: n) }
        html.element("div", ["class": "viewer"]) { v in
            v.element("div", ["class": "viewer-screen"]) { s in
                s.element("div", ["class": "viewer-controls"]) { c in
                    c.element("button", ["type": "button", "class": "play"], text: "Play")
                    c.element("div", ["class": "scrub-box"]) { b in
                        b.element("input", ["type": "range", "class": "scrub", "min": "0",
                                            "max": String(max(0, tickCount - 1)), "step": "1", "value": "0",
                                            "aria-label": "tick"])
                        b.element("div", ["class": "marks"])
                    }
                }
                s.element("p", ["class": "tick-label mono"], text: "tick 0")
                s.element("p", ["class": "hover-line mono muted"], text: "hover a view for its name")
            }
            v.element("div", ["class": "viewer-side"]) { side in
                side.element("h3", text: "Recognizers")
                side.element("table", ["class": "states recognizers"])
                side.element("h3", text: "Animators")
                side.element("table", ["class": "states animators"])
            }
        }
        html.element("h3", text: "Gestures the standard recognizers saw")
        html.element("div", ["class": "gestures"])
        html.element("p", ["class": "muted"],
                     text: "Keys: ← → one tick (with Shift ten), Home and End, Space plays and pauses.")
    }

    /// The recording as JSON, for the viewer's script (`ReportAssets.layoutViewerScript`):
    /// - `screen` [width, height, scale] in points; `views` [[name, depth]…];
    /// - `stepTicks` and `steps`: the frame history (`FrameHistory`), one flat list of numbers per
    ///   step: view, field mask (bit 0 x … bit 6 hidden; 0: the view left; 127: it appeared), then
    ///   the masked fields in order, positions and sizes in pixels, alpha in thousandths, rotation
    ///   in ten-thousandths of a radian (null: not finite);
    /// - `touches` flat [tick, id, phase (index into `phases`), x, y (tenths of a point)]…;
    /// - `recognizers` [[name, type]…], `transitions` flat [tick, recognizer, state (index into
    ///   `states`), reason (index into `reasons`, −1 none)]…;
    /// - `animators` [label…], `animatorChanges` flat [tick, animator, state (index into
    ///   `animatorStates`), fraction (thousandths)]…;
    /// - `gestures` [[start µs, end µs, kind, text]…]; `violations` [[tick, kind, message]…];
    /// - `fractions`: false when the animators' progress was not recorded;
    /// - `start`: the tick to open on, or null; `highlight`: views outlined on every tick.
    package var data: String? {
        let r = recording
        let views: [JSONValue] = r.views.map { .array([.string($0.name), .int($0.depth)]) }
        var stepTicks: [Int] = []
        var steps: [JSONValue] = []
        stepTicks.reserveCapacity(r.frames.steps.count)
        steps.reserveCapacity(r.frames.steps.count)
        for step in r.frames.steps {
            stepTicks.append(step.tick)
            var flat: [Int?] = []
            for e in step.entries {
                flat.append(e.view)
                flat.append(e.fields.rawValue)
                flat += e.values.values(of: e.fields)
            }
            steps.append(JSONValue.ints(flat))
        }
        let phases = TouchPhase.allCases
        var touches: [Int] = []
        touches.reserveCapacity(r.touches.count * 5)
        for t in r.touches {
            touches += [t.tick, t.id, phases.firstIndex(of: t.phase) ?? 0,
                        Self.tenths(t.x), Self.tenths(t.y)]
        }
        var reasons: [String] = []
        var transitions: [Int] = []
        for c in r.recognizerChanges {
            var reason = -1
            if let text = c.reason {
                if let k = reasons.firstIndex(of: text) { reason = k } else { reason = reasons.count; reasons.append(text) }
            }
            transitions += [c.tick, c.recognizer, c.state.rawValue, reason]
        }
        var animatorStates: [String] = []
        var animatorChanges: [Int] = []
        for c in r.animatorChanges {
            let k: Int
            if let known = animatorStates.firstIndex(of: c.state) { k = known } else { k = animatorStates.count; animatorStates.append(c.state) }
            animatorChanges += [c.tick, c.animator, k, c.fraction]
        }
        let gestures: [JSONValue] = r.gestures.map {
            .array([.int($0.start / 1000), .int($0.end / 1000), .string($0.kind), .string($0.text)])
        }
        let violationMarks: [JSONValue] = violations.map {
            .array([.int($0.tick), .string($0.kind.rawValue), .string($0.message)])
        }
        func whole(_ v: Double) -> JSONValue { .number(v, style: .integerWhenWhole) }
        return JSONValue.object([
            ("channel", JSONValue.string(channel)),
            ("hz", .int(r.rate.hz)),
            ("ticks", .int(tickCount)),
            ("screen", JSONValue.array([whole(r.screen.width), whole(r.screen.height), whole(r.screen.scale)])),
            ("views", JSONValue.array(views)),
            ("stride", .int(r.frames.stride)),
            ("stepTicks", JSONValue.ints(stepTicks)),
            ("steps", JSONValue.array(steps)),
            ("phases", JSONValue.strings(phases.map(\.rawValue))),
            ("touches", JSONValue.ints(touches)),
            ("recognizers", .array(r.recognizers.map { .strings([$0.name, $0.type]) })),
            ("states", JSONValue.strings(GestureState.allCases.map(\.description))),
            ("transitions", JSONValue.ints(transitions)),
            ("reasons", JSONValue.strings(reasons)),
            ("animators", JSONValue.strings(r.animators.map(\.label))),
            ("animatorStates", JSONValue.strings(animatorStates)),
            ("animatorChanges", JSONValue.ints(animatorChanges)),
            ("fractions", .bool(r.hasAnimatorFractions)),
            ("gestures", JSONValue.array(gestures)),
            ("violations", JSONValue.array(violationMarks)),
            ("start", .optional(startTick) { .int(max(0, min(tickCount - 1, $0))) }),
            ("highlight", JSONValue.ints(highlightedViews)),
        ]).text()
    }

    /// Indices into the recording's views of the `highlighted` names, in order.
    var highlightedViews: [Int] {
        guard !highlighted.isEmpty else { return [] }
        let wanted = Set(highlighted)
        return recording.views.indices.filter { wanted.contains(recording.views[$0].name) }
    }

    package var kind: ReportSectionKind? { ReportSectionKind(name: "layout-viewer", script: ReportAssets.layoutViewerScript, style: ReportAssets.layoutViewerStyle) }

    /// Points in tenths, rounded (0 for a non-finite value).
    static func tenths(_ v: Double) -> Int {
        guard v.isFinite else { return 0 }
        return Int(FrameDigest.roundHalfAwayFromZero(max(-1e9, min(1e9, v)) * 10))
    }
}
