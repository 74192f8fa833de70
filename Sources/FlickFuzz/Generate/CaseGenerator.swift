import FlickCore
import FlickInput
import FlickLayout

/// Draws one case from a random stream: an environment, a gesture sequence from
/// `GestureGenerator` (every kind, overlapping gestures, several sample rates) and layout
/// mutations at ticks within the run. A scene with text inputs (`GeneratorSettings.textInputs`)
/// also gets `type` gestures (a tap on a text input, then typing) and `edit-text` mutations,
/// drawn with extra draws only for such scenes.
///
/// Every draw goes through `SeededRandom`, so a case depends on nothing but the stream's state.
struct CaseGenerator {
    var random: SeededRandom
    let settings: GeneratorSettings

    init(random: SeededRandom, settings: GeneratorSettings) {
        self.random = random
        self.settings = settings
    }

    /// The text inputs of the scene being drawn (empty for most scenes).
    private var textInputs: [Rect] = []

    /// One case of `scene`. A case that varies its environment takes its build fields from
    /// `palette` (one entry, picked uniformly) with chance `settings.paletteShare` and draws
    /// them freely otherwise; its refresh rate is drawn freely either way.
    mutating func makeCase(scene: String, palette: [FuzzEnvironment] = []) -> FuzzCase {
        textInputs = settings.textInputs[scene] ?? []
        var environment = FuzzEnvironment()
        if random.chance(settings.environmentShare) {
            if !palette.isEmpty && random.chance(settings.paletteShare) {
                environment = random.pick(palette)
                environment.hz = refreshRate()
            } else {
                environment = makeEnvironment()
            }
        }
        let gestures = makeGestures(environment)
        let touchEnd = gestures.flatMap(\.events).map(\.instant).max() ?? .start
        let textEnd = gestures.flatMap(\.text).map { VirtualInstant(nanoseconds: $0.timestamp) }.max() ?? .start
        let end = max(touchEnd, textEnd)
        var mutations: [Mutation] = []
        if settings.maxMutations > 0, !random.chance(settings.unmutatedShare) {
            mutations = makeMutations(environment, inputEnd: end)
        }
        return FuzzCase(scene: scene, environment: environment, gestures: gestures, mutations: mutations)
    }

    // MARK: Environment

    static let profiles = ["iPhone15Pro", "iPhoneSE", "iPadPro12_9"]

    /// A freely drawn environment: its build fields (`makeBuildEnvironment`), then its
    /// refresh rate.
    mutating func makeEnvironment() -> FuzzEnvironment {
        var e = makeBuildEnvironment()
        e.hz = refreshRate()
        return e
    }

    /// The fields that decide how a scene is built (`BuildKey`), each drawn on its own; the
    /// refresh rate stays at its default. A palette entry (`CaseStream.palette`) is one of these.
    mutating func makeBuildEnvironment() -> FuzzEnvironment {
        var e = FuzzEnvironment()
        if random.chance(0.55) { e.profile = random.pick(Self.profiles) }
        e.landscape = random.chance(0.3)
        if random.chance(0.15) { e.safeArea = insets() }
        if random.chance(0.25) { e.itemCount = random.pick([0, 1, 2, 3, 5, 8, 20, 60]) }
        if random.chance(0.25) { e.textLength = random.pick([0, 1, 7, 40, 130, 400, 2000]) }
        if random.chance(0.2) { e.typeScale = random.pick([0.82, 1.24, 1.76, 2.35, 3.1]) }
        return e
    }

    /// The default rate (120 Hz) three times in four, else 60, 90 or 240 Hz.
    mutating func refreshRate() -> Int {
        random.chance(0.25) ? random.pick([60, 90, 240]) : FuzzEnvironment.defaultHz
    }

    mutating func insets() -> FuzzEnvironment.Insets {
        func edge(_ r: inout SeededRandom) -> Double { r.chance(0.05) ? 300 : (r.double(in: 0...80) * 2).rounded() / 2 }
        return FuzzEnvironment.Insets(top: edge(&random), left: edge(&random), bottom: edge(&random), right: edge(&random))
    }

    // MARK: Gestures

    mutating func makeGestures(_ e: FuzzEnvironment) -> [CaseGesture] {
        let size = e.screenSize ?? Size(width: 393, height: 852)
        var generator = GestureGenerator(seed: random.next(), screen: ScreenGeometry(width: size.width, height: size.height, scale: 1))
        generator.sampleInterval = random.pick([8_333_333, 8_333_333, 8_333_333, 16_666_667, 4_166_667])
        let count = 1 + Int(random.unit() * random.unit() * Double(settings.maxGestures))
        var gestures: [CaseGesture] = []
        var previous: (start: Int64, end: Int64)?
        for index in 0..<min(count, settings.maxGestures) {
            let before = generator.clock
            let name: String, frames: [InputFrame]
            if !textInputs.isEmpty && random.chance(settings.typingShare) {
                name = CaseGesture.typingKind
                frames = generator.typing(at: before, target: typingTarget(size))
            } else {
                let kind = gestureKind(first: index == 0)
                name = kind.rawValue
                frames = generator.frames(for: [kind])
            }
            guard let first = frames.first?.timestamp, let last = frames.last?.timestamp else { continue }
            // The generator starts each call where the last one ended; move the gesture to
            // a pause after the previous one, or into it (fingers of two gestures at once).
            let offset: Int64
            if let p = previous {
                if random.chance(0.2) {
                    offset = p.start + Int64(random.unit() * Double(p.end - p.start)) - first
                } else {
                    offset = p.end + random.milliseconds(30...700) - first
                }
            } else {
                offset = random.milliseconds(0...300) - (first - before)
            }
            let start = first + offset, end = last + offset
            if index > 0 && end > settings.maxInputDuration.nanoseconds { break }
            var gesture = CaseGesture(kind: name, frames: frames)
            for k in gesture.events.indices { gesture.events[k].timestamp += offset }
            for k in gesture.text.indices { gesture.text[k].timestamp += offset }
            gestures.append(gesture)
            previous = (start, end)
        }
        return gestures
    }

    /// One of the scene's text inputs, scaled from the default screen (393 x 852 pt) to
    /// `size` (a frame measured in portrait lands near the same field in other environments;
    /// a tap that misses leaves the typing to no responder, which a run counts).
    mutating func typingTarget(_ size: Size) -> (x: Double, y: Double, width: Double, height: Double) {
        let r = random.pick(textInputs)
        let sx = size.width / 393, sy = size.height / 852
        return (r.origin.x * sx, r.origin.y * sy, r.size.width * sx, r.size.height * sy)
    }

    mutating func gestureKind(first: Bool) -> GestureKind {
        // A long pause costs a minute of idle ticks: rare, and only as the first gesture.
        let kinds = GestureKind.allCases.filter { $0 != .longPause }
        if first && random.chance(0.03) { return .longPause }
        return random.pick(kinds)
    }

    // MARK: Mutations

    mutating func makeMutations(_ e: FuzzEnvironment, inputEnd: VirtualInstant) -> [Mutation] {
        let lastTick = e.lastMutationTick(after: inputEnd)
        let count = 1 + Int(random.unit() * random.unit() * Double(settings.maxMutations))
        var out: [Mutation] = []
        for _ in 0..<min(count, settings.maxMutations) {
            let tick = random.int(in: 0...max(0, lastTick))
            let op = !textInputs.isEmpty && random.chance(settings.textEditShare) ? makeTextEdit() : makeOp()
            out.append(Mutation(tick: tick, op: op))
        }
        // Stable by tick: equal ticks keep draw order.
        return out.enumerated().sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }.map(\.element)
    }

    mutating func selector() -> Int { random.int(in: 0...Int(Int32.max)) }

    mutating func makeOp() -> MutationOp {
        let weights: [(Int, Int)] = [(0, 20), (1, 10), (2, 8), (3, 5), (4, 12), (5, 5), (6, 4), (7, 8),
                                     (8, 2), (9, 2), (10, 2), (11, 2), (12, 6), (13, 4), (14, 4), (15, 4)]
        var r = random.int(in: 0...(weights.reduce(0) { $0 + $1.1 } - 1))
        var which = 0
        for (k, w) in weights { if r < w { which = k; break }; r -= w }
        switch which {
        case 0: return .constant(constraint: selector(), value: constant())
        case 1: return .priority(constraint: selector(), value: priority(), setter: random.chance(0.5))
        case 2: return .deactivate(constraint: selector())
        case 3: return .reactivate(constraint: selector())
        case 4: return .add(addedConstraint())
        case 5:
            let size = Size(width: random.pick([0, 1, 24, 44, 120, 500]), height: random.pick([0, 1, 24, 44, 120, 500]))
            return .insert(parent: selector(), position: selector(), size: size, pinned: random.chance(0.6), arranged: random.chance(0.7))
        case 6: return .remove(view: selector())
        case 7: return .hidden(view: selector(), hidden: random.chance(0.7))
        case 8: return .stackAxis(stack: selector(), axis: random.pick(LayoutAxis.allCases))
        case 9: return .stackDistribution(stack: selector(), distribution: random.pick(StackView.Distribution.allCases))
        case 10: return .stackAlignment(stack: selector(), alignment: random.pick(StackView.Alignment.allCases))
        case 11: return .stackSpacing(stack: selector(), value: random.chance(0.8) ? random.pick([0, 4, 8, 16.5, 60, -10]) : constant())
        case 12: return .labelText(label: selector(), length: random.pick([0, 1, 12, 80, 300, 1500]))
        case 13: return .typeScale(value: random.pick([0.82, 1, 1.35, 2.35, 3.1]))
        case 14: return .rotate
        default: return .safeArea(insets())
        }
    }

    /// An `edit-text`: a text input selector, 0 or 1–8 deletes, and one draw of typing (a
    /// word, letters, emoji, a long run, or a return; `GestureGenerator.typedEvents()`).
    mutating func makeTextEdit() -> MutationOp {
        var g = GestureGenerator(seed: random.next(), screen: ScreenGeometry(width: 393, height: 852, scale: 1))
        var delete = random.chance(0.5) ? 0 : random.int(in: 1...8)
        var text = ""
        for e in g.typedEvents() {
            switch e {
            case .insert(let t): text += t
            case .returnKey: text += "\n"
            case .deleteBackward: delete += 1
            }
        }
        return .editText(input: selector(), delete: delete, text: text)
    }

    /// Small, large, negative, fractional; rarely tiny, huge or not finite.
    mutating func constant() -> Double {
        let sign: Double = random.chance(0.3) ? -1 : 1
        let r = random.int(in: 0...99)
        switch r {
        case 0..<15: return 0
        case 15..<25: return sign
        case 25..<45: return sign * (random.double(in: 0...20) * 2).rounded() / 2
        case 45..<60: return sign * random.double(in: 20...400).rounded()
        case 60..<70: return sign * random.double(in: 0...50)
        case 70..<78: return sign * Double(random.int(in: 1...9)) / 3
        case 78..<86: return sign * random.double(in: 1e3...1e6).rounded()
        case 86..<92: return sign * random.pick([1e7, 1e9, 1e12])
        case 92..<97: return sign * random.pick([1e-9, 1e-6, 0.0005])
        default: return random.pick([Double.nan, .infinity, -.infinity])
        }
    }

    mutating func priority() -> Double {
        random.chance(0.8) ? random.pick([1, 50, 250, 251, 500, 749, 750, 999, 1000, 1000]) : random.double(in: 1...1000).rounded()
    }

    mutating func addedConstraint() -> AddedConstraint {
        let families: [[LayoutAttribute]] = [
            [.left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins],
            [.top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins],
            [.width, .height],
        ]
        let a1: LayoutAttribute, a2: LayoutAttribute
        if random.chance(0.7) {
            let family = random.pick(families)
            a1 = random.pick(family); a2 = random.pick(family)
        } else {
            a1 = random.pick(LayoutAttribute.allCases); a2 = random.pick(LayoutAttribute.allCases)
        }
        let relation: LayoutRelation = random.pick([.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual])
        let multiplier = random.chance(0.6) ? 1 : random.pick([0.5, 2, -1, 0, 1.5, 1e-3, 1e3])
        var constant = self.constant()
        if !constant.isFinite && random.chance(0.7) { constant = 0 }
        let priority = random.chance(0.45) ? 1000 : self.priority()
        let second: Int? = random.chance(0.8) ? selector() : nil
        return AddedConstraint(first: selector(), firstAttribute: a1, relation: relation,
                               second: second, secondAttribute: second == nil ? .notAnAttribute : a2,
                               multiplier: multiplier, constant: constant, priority: priority)
    }
}
