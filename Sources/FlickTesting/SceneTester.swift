import FlickCore
import FlickGestures
import FlickInput
import FlickLayout
import FlickSim

/// Drives a scene from a Swift test, on the virtual clock, in points and seconds.
///
/// ```
/// @Test func aTapFadesTheHeartIn() throws {
///     let t = SceneTester(try LikeScene())     // a SceneHost: a button that fades a heart in
///     t.tap(t.scene.button)
///     t.advance(by: 0.15)
///     #expect(t.presentation(of: t.scene.heart)!.alpha < 1)
///     t.settle()
///     #expect(t.presentation(of: t.scene.heart)?.alpha == 1)
///     t.expectGolden(named: "like-tap")
/// }
/// ```
/// (docs/TESTING.md has the scene and more.)
///
/// - **Ticks.** Every tick runs through FlickSim's `Simulator`, exactly as `flick replay` runs
///   it, and checks the same invariants (`Simulator.standardInvariants(options:)`, then the
///   test's own). A violation fails the test where the tester was called, with its message,
///   tick and the input that led to it — except frame-budget violations, which measure the
///   machine (see `TesterOptions.failsOnFrameBudget`). The tester runs tick 0 when made.
/// - **Gestures** (`tap`, `doubleTap`, `longPress`, `drag`, `fling`, `swipe`, `edgePan`,
///   `pinch`, `rotate`, `perform`, and `press`/`move`/`lift` for fingers one step at a time)
///   are touch frames on the display's ticks, starting at the next tick. Each call returns
///   once its last frame has been delivered and laid out; animations and scrolling it set off
///   go on with `advance(by:)` or `settle(timeout:)`.
/// - **Time** moves only through the tester: gestures, `advance(by:)`, `settle(timeout:)`.
/// - **Replay.** Everything fed is kept (`input`); `recordTrace(to:)` writes it as a trace,
///   and `flick replay` of that trace gives this tester's digest when the test ended with
///   `settle()` (both stop at the first settled tick after the input).
/// - **Goldens.** The run is recorded from tick 0 (a `RunRecorder`: `record`), and its golden
///   timeline (`timeline`) is what `expectGolden(named:)` compares with a file.
///
/// A tester is for one test: not thread-safe, not `Sendable`.
public final class SceneTester<S: Scene> {
    /// The scene driven (typed, so a test reaches its views: `tester.scene.card`).
    public let scene: S
    /// The name in failure messages and the `--scene` of the replay command they suggest.
    public let name: String
    public let options: TesterOptions
    /// The simulator that runs every tick.
    public let simulator: Simulator
    /// Every input frame fed so far, in order.
    public private(set) var input: [InputFrame] = []

    /// Records every change, for the golden timeline and the transitions asked for.
    private let recorder: RunRecorder
    private let observer = LastTick()
    /// The next touch id to hand out (ids are never reused).
    var nextTouchID = 1
    /// Fingers down through `press(at:)`, with their positions.
    var fingers: [(id: Int, at: Point)] = []
    /// Every recognizer transition seen, in order (the recorder's hook hands them on).
    var transitionLog: [(GestureRecognizer, GestureTransition)] = []
    /// Violation kinds that do not fail while an `expectViolations` body runs, and what it saw.
    private var expected: [(kind: ViolationKind, seen: [Violation])] = []
    /// The test line of the outermost tester call running, and how deep calls are nested.
    private var site: CallSite
    private var depth = 0

    /// A tester for `scene`, which it runs to tick 0 at once.
    /// - Parameters:
    ///   - name: for messages and the suggested replay command: the name your executable
    ///     registers the scene under (default: the type name in kebab case without `Scene`,
    ///     `ProfileFormScene` → `profile-form`; pass it when you registered another).
    ///   - invariants: checked after the standard ones on every tick (a test's own rules).
    public init(_ scene: S, name: String? = nil, options: TesterOptions = TesterOptions(), invariants: [any Invariant] = [],
                fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.scene = scene
        self.name = name ?? ConventionalSceneName.of(S.self)
        self.options = options
        recorder = RunRecorder(scene: scene, limits: .unbounded)
        simulator = Simulator(scene: scene, name: self.name, options: options.simulation, invariants: invariants,
                              observers: [recorder, observer])
        site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
        recorder.onTransition = { [weak self] r, t in self?.transitionLog.append((r, t)) }
        simulator.onViolation = { [unowned self] v in self.found(v) }
        simulator.runTick()
    }

    // MARK: Clock

    /// The tick rate.
    public var rate: RefreshRate { simulator.options.rate }
    /// The last tick run (0-based).
    public var tick: Int { simulator.nextTick - 1 }
    /// The time of the last tick run, ns.
    public var time: Int64 { rate.time(ofTick: tick) }
    /// The instant of the last tick run on the virtual clock (`time`, typed).
    public var instant: VirtualInstant { rate.instant(ofTick: tick) }
    /// The time of the last tick run, seconds.
    public var seconds: Double { instant.seconds }

    /// Runs the ticks of the next `seconds` of virtual time (those up to `time + seconds`):
    /// `advance(by: 0.1)` is 12 ticks at 120 Hz.
    /// - Complexity: O(ticks run).
    public func advance(by seconds: Double,
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard let span = duration(seconds, "advance(by:)") else { return }
            advance(through: instant + span)
        }
    }

    /// Runs the ticks of the next `duration` of virtual time (those up to `instant + duration`):
    /// `advance(by: .milliseconds(100))` is 12 ticks at 120 Hz. A negative duration fails.
    /// - Complexity: O(ticks run).
    public func advance(by duration: VirtualDuration,
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard duration >= .zero else { fail("advance(by:) needs a time ≥ 0 s, got \(duration)"); return }
            advance(through: instant + duration)
        }
    }

    /// Runs every tick at or before `target`.
    private func advance(through target: VirtualInstant) {
        while simulator.nextTickInstant <= target { simulator.runTick() }
    }

    /// Runs `ticks` ticks.
    public func advance(ticks: Int,
                        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard ticks >= 0 else { fail("advance(ticks:) needs a count ≥ 0, got \(ticks)"); return }
            for _ in 0..<ticks { simulator.runTick() }
        }
    }

    /// Runs ticks until the scene is settled (`Scene.isSettled`: no touch down, no animator
    /// running, no scroll view moving), as `flick replay` does after its input, or fails the
    /// test after `timeout` seconds of virtual time (default 5) saying what still moves.
    /// - Returns: whether the scene settled.
    @discardableResult
    public func settle(timeout: Double = 5,
                       fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard let span = duration(timeout, "settle(timeout:)") else { return false }
            return settle(within: span, timeoutText: Format.number(timeout, maxDecimals: 3) + " s")
        }
    }

    /// Runs ticks until the scene is settled, or fails the test after `timeout` of virtual
    /// time: `settle(timeout:)` with a typed duration (no default: `settle()` is 5 s). A
    /// negative timeout fails.
    /// - Returns: whether the scene settled.
    @discardableResult
    public func settle(timeout: VirtualDuration,
                       fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard timeout >= .zero else { fail("settle(timeout:) needs a time ≥ 0 s, got \(timeout)"); return false }
            return settle(within: timeout, timeoutText: Format.number(timeout.seconds, maxDecimals: 3) + " s")
        }
    }

    /// Ticks until settled or `span` past the current tick; `timeoutText` names the span in
    /// the failure.
    private func settle(within span: VirtualDuration, timeoutText: String) -> Bool {
        let limit = instant + span
        while !scene.isSettled {
            guard simulator.nextTickInstant <= limit else {
                fail("not settled after \(timeoutText) (tick \(tick), \(instant)): \(unsettledReason())")
                return false
            }
            simulator.runTick()
        }
        return true
    }

    /// Whether the scene is settled now.
    public var isSettled: Bool { scene.isSettled }

    // MARK: What happened

    /// Every violation found so far (frame-budget ones included, whether or not they fail).
    public var violations: [Violation] { simulator.violations }
    /// The run's digest so far: FNV-1a 64 over every tick's frame digest, as `flick replay` prints it.
    public var digest: UInt64 { simulator.result(settled: scene.isSettled).digest }
    /// `digest` as 16 hex digits.
    public var digestHex: String { StableHash.hex(digest) }
    /// The last tick's frames on screen (presentation values, screen points), in scene order.
    public var frames: [FrameSample] { observer.frames }
    /// The record of the run so far (every change of every tick: `RecordingLimits.unbounded`).
    public var record: RunRecord { recorder.record }
    /// The golden timeline of the run so far.
    public var timeline: GoldenTimeline { GoldenTimeline(recorder.record) }

    /// The frame on screen on the last tick of the view the scene names `name` (for scenes of
    /// any kind; `View.layoutName` for a `SceneHost`), or nil when it is not on screen.
    /// - Complexity: O(frames).
    public func frame(named name: String) -> FrameSample? {
        observer.frames.first { scene.frameName($0.id) == name }
    }

    // MARK: Running input

    /// Feeds `frames` (times at or after the next tick, increasing) and runs the ticks until the
    /// last is delivered, as `flick replay` would.
    func play(_ frames: [InputFrame]) {
        for f in frames {
            while simulator.nextTickTime < f.timestamp { simulator.runTick() }
            simulator.feed(f)
            input.append(f)
        }
        simulator.deliverQueued()
    }

    /// Touch ids for `count` new touches.
    func takeTouchIDs(_ count: Int) -> Int {
        defer { nextTouchID += count }
        return nextTouchID
    }

    /// A plan starting at the next tick.
    var plan: TouchPlan { TouchPlan(rate: rate, start: simulator.nextTick) }

    // MARK: Failing

    /// Runs `body` with `site` as the place failures are reported, unless a tester call is
    /// already running (then the outer call's line stays).
    @discardableResult
    func at<T>(_ call: CallSite, _ body: () throws -> T) rethrows -> T {
        let saved = site
        if depth == 0 { site = call }
        depth += 1
        defer { depth -= 1; site = saved }
        return try scene.withAmbient(body)
    }

    /// Runs `body` with the scene's clock and animation engine installed as the ambient ones
    /// (as every tester step does), for test code that calls UIKit-spelled animation or
    /// scrolling APIs between steps: `t.run { t.scene.scrollView.setContentOffset(p, animated: true) }`.
    @discardableResult
    public func run<T>(_ body: () throws -> T) rethrows -> T { try scene.withAmbient(body) }

    /// Fails the test at the current call's line.
    func fail(_ message: String, violation: Violation? = nil) {
        var text = "\(name): \(message)"
        if violation != nil { text += "\n" + replayHint() }
        let failure = TestFailure(message: text, violation: violation, site: site)
        if let handler = options.onFailure { handler(failure) } else { failure.record() }
    }

    /// `seconds` as a span of virtual time (rounded to the nearest ns), or nil (after failing)
    /// when it is negative, not finite or not under 10⁶ s.
    func duration(_ seconds: Double, _ what: String) -> VirtualDuration? {
        guard seconds.isFinite, seconds >= 0, seconds < 1e6 else {
            fail("\(what) needs a finite time ≥ 0 s, got \(seconds)")
            return nil
        }
        return .seconds(seconds)
    }

    /// Runs `body`, expecting invariant violations of `kind`: they do not fail the test, and
    /// the test fails if there is none.
    /// - Returns: the violations of `kind` found while `body` ran.
    @discardableResult
    public func expectViolations(of kind: ViolationKind,
                                 fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column,
                                 during body: () throws -> Void) rethrows -> [Violation] {
        try at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            expected.append((kind, []))
            defer {
                let seen = expected.removeLast().seen
                if seen.isEmpty { fail("expected a \(kind.rawValue) violation, found none") }
            }
            try body()
            return expected.last?.seen ?? []
        }
    }

    private func found(_ v: Violation) {
        if let k = expected.lastIndex(where: { $0.kind == v.kind }) {
            expected[k].seen.append(v)
            return
        }
        guard options.fails(on: v.kind) else { return }
        fail(v.description, violation: v)
    }

    /// What to run to see the failure again: the trace written to `options.traceDirectory`, or
    /// how to write one.
    private func replayHint() -> String {
        let hz = rate == .standard ? "" : " --hz \(rate.hz)"
        if let directory = options.traceDirectory, !directory.isEmpty {
            let path = directory + "/" + traceFileName()
            do throws(InputError) {
                try recordTrace(to: path)
                return "replay it: flick replay \(path) --scene \(name)\(hz)"
            } catch {
                return "could not save the trace: \(error)"
            }
        }
        return "to replay it, save the input with recordTrace(to:) (or set FLICK_TESTER_TRACES=DIR) and run flick replay FILE --scene \(name)\(hz)"
    }

    /// `NAME-TEST.trace`, with characters that do not belong in a file name replaced.
    private func traceFileName() -> String {
        var test = currentTestName().map { "-" + $0 } ?? ""
        if test.hasSuffix("()") { test.removeLast(2) }
        let raw = name + test
        return String(raw.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "_" }) + ".trace"
    }

    private func unsettledReason() -> String {
        guard let host = scene as? SceneHost else { return "isSettled is still false" }
        var reasons: [String] = []
        let touches = host.router.liveTouchIDs
        if !touches.isEmpty { reasons.append("touches down: \(touches.map(String.init).joined(separator: ", "))") }
        let running = host.engine.activeAnimators.filter(\.isRunning).map { String($0.id) }
        if !running.isEmpty { reasons.append("animator\(running.count == 1 ? "" : "s") \(running.joined(separator: ", ")) running") }
        var moving: [String] = []
        host.root.forEachInSubtree { v in
            if let s = v as? InteractiveScrollView, s.isDecelerating || s.isScrollAnimating || s.isDragging { moving.append(s.layoutName) }
        }
        if !moving.isEmpty { reasons.append("scroll views moving: \(moving.joined(separator: ", "))") }
        return reasons.isEmpty ? "isSettled is still false" : reasons.joined(separator: "; ")
    }
}

/// Keeps the last tick's frames for the tester's queries.
private final class LastTick: RunObserver {
    var frames: [FrameSample] = []
    func tickEnded(_ tick: TickSnapshot) { frames = tick.frames }
}
