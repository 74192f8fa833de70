import FlickEvdev
import FlickInput
import FlickSim
import FlickCore

/// `flick replay TRACE --scene NAME`: runs a trace (or an evemu/libinput recording or an Android
/// getevent log) through a scene (built-in or the executable's own) on the virtual 120 Hz clock
/// and reports the invariants and the frame work; what the getevent reader noted (devices
/// skipped, ranges observed, times synthesized) is in the report (`note:` lines, `inputNotes`).
///
/// Exit codes: 0 every invariant held, 1 a violation, 2 bad usage or input.
/// `--golden FILE` also compares the run's golden timeline with FILE (1 when it differs) or,
/// with `--update-golden`, writes it (see `ReplayGolden`).
/// `--device PATH` drives the scene live from an evdev touch device instead, printing each
/// violation as it happens until Ctrl-C or unplug.
enum ReplayCommand: Command {
    static let name = "replay"
    static let usage = "replay (TRACE | --device PATH) --scene NAME [--profile P] [--landscape] [--hz 60|90|120|240] [--json] [--junit FILE] [--budget-ms MS] [--budget-clock cpu|wall] [--settle SECONDS] [--ambiguity] [--items N] [--text-length N] [--type-scale X] [--golden FILE [--update-golden] [--golden-ignore NAME[.PROPERTY]|region:X,Y,W,H]...] [--report FILE.html] [--svg-frames DIR] [--grab] [--duration SECONDS] [--latency-ms MS] (the last three live only); or replay CASE.json [--json] [--budget-ms MS] [--no-leaks] [--report FILE.html] [--repeat K] for a fuzz case file (or a case harness's libFuzzer crash artifact, by its crash-SHA1 name or with --case-bytes)"
    static let summary = "replay a trace through a scene on the virtual clock: invariants every tick, frame work percentiles, digest (exit 1 on a violation)"

    static let options: [OptionSpec] = [
        .scene, OptionSpec("--profile", .text), .hz, .junit, .budgetMilliseconds,
        OptionSpec("--budget-clock", .choice(["cpu", "wall", "monotonic"])),
        OptionSpec("--device", .input(.device)),
        OptionSpec("--items", .integer(0...100_000)), OptionSpec("--text-length", .integer(0...100_000)),
        OptionSpec("--type-scale", .number(.above(0, upTo: 10))),
        OptionSpec("--settle", .time(.seconds, 0...3600)),
        OptionSpec("--duration", .time(.seconds, 0...maximumLiveSeconds)),
        OptionSpec("--latency-ms", .time(.milliseconds, 0...1000)),
        // Read and compared, or written with --update-golden.
        OptionSpec("--golden", .input(.golden, written: true)),
        // Parts the golden timeline leaves out (GoldenIgnore's text form), checked by ReplayGolden.
        .repeating("--golden-ignore", .text),
        .report, OptionSpec("--svg-frames", .output(.folder)),
        OptionSpec("--repeat", .integer(1...1000)),
        .json, .flag("--ambiguity"), .flag("--landscape"), .flag("--grab"), .flag("--update-golden"), .flag("--no-leaks"),
        // The one positional is a case harness's crash artifact, whatever its name.
        .flag("--case-bytes"),
    ]
    /// A trace or recording, or a fuzz case file.
    static let positionals = [PositionalSpec("TRACE", .input(.trace))]

    static func run(_ argv: [String], context: CommandContext) throws(CLIError) -> ExitCode {
        let console = context.console
        let args = try Arguments(argv, for: Self.self)
        // A fuzz case file (or a case harness's crash artifact) carries its own scene, environment and mutations.
        if args.positional.count == 1, CaseReplay.isCase(args.positional[0], bytes: args.has("--case-bytes")) { return try CaseReplay.run(args, context: context) }
        if args.has("--case-bytes") { throw .usage("--case-bytes takes one ARTIFACT") }
        // Without --scene the file can only be a case file: say why it cannot be one.
        if args.positional.count == 1, !args.has("--scene"), !args.has("--device"), try CaseReplay.isMeantAsCase(args.positional[0]) {
            return try CaseReplay.run(args, context: context)
        }
        guard let sceneName = args.string("--scene") else {
            throw .usage("--scene NAME is required (see `flick scenes`)")
        }
        let device = args.string("--device")
        let tracePath: String?
        if device == nil {
            tracePath = try args.expectPositional(["TRACE"])[0]
        } else {
            guard args.positional.isEmpty else { throw .usage("give a TRACE or --device PATH, not both") }
            tracePath = nil
        }
        let options = try simulationOptions(args)
        let golden = try ReplayGolden.parse(args, live: device != nil, input: tracePath)
        let drawing = try ReplayPageOutput.parse(args, input: tracePath)
        var env = SceneEnvironment()
        if let p = args.string("--profile") { env.profile = p }
        env.landscape = args.has("--landscape")
        if args.has("--items") { env.itemCount = try args.int("--items", default: 0) }
        if args.has("--text-length") { env.textLength = try args.int("--text-length", default: 0) }
        env.dynamicTypeScale = try args.double("--type-scale", default: 1)

        let scene: any Scene
        do throws(SceneError) {
            scene = try context.scenes.make(sceneName, environment: env)
        } catch {
            throw .usage(error.description)
        }
        // One recorder for the golden timeline and the pages; a golden needs every change, so
        // with --golden it keeps all of them (and the page then draws them all).
        let recorder = golden != nil || drawing != nil
            ? RunRecorder(scene: scene, limits: golden != nil ? .unbounded : RecordingLimits()) : nil
        let sim = Simulator(scene: scene, name: sceneName, options: options, observers: recorder.map { [$0] } ?? [])

        let result: SimulationResult
        var liveSummary: LivePacer.Summary?
        var inputNotes: [String] = []
        let started = WorkClock.monotonic.now()
        let startedCPU = WorkClock.threadCPU.now()
        if let device {
            let duration = try args.nanoseconds("--duration") ?? 0
            let latency = try args.nanoseconds("--latency-ms")
            let (r, summary) = try live(sim, device: device, grab: args.has("--grab"), duration: duration, latency: latency, console: console)
            result = r
            liveSummary = summary
        } else if let tracePath {
            let source = try InputOptions.open(tracePath, screen: ScreenGeometry(width: scene.screen.width, height: scene.screen.height, scale: scene.screen.scale))
            inputNotes = InputOptions.notes(of: source)
            do throws(InputError) {
                result = try sim.run(source: source)
            } catch {
                throw CLIError(error)
            }
        } else {
            throw .usage("give a TRACE or --device PATH")
        }
        var report = ReplayReport(result)
        report.tracePath = tracePath ?? device ?? ""
        report.live = liveSummary
        report.inputNotes = inputNotes
        if device == nil {
            report.replayNanoseconds = WorkClock.monotonic.now() - started
            report.replayCPUNanoseconds = WorkClock.threadCPU.now() - startedCPU
        }
        if let junit = args.string("--junit") { try writeTextFile(junit, report.junit, option: "--junit") }
        let record = recorder?.finish()
        let timeline = golden.flatMap { g in record.map { GoldenTimeline($0, ignoring: g.ignores) } }
        if let drawing, let record {
            try drawing.write(report, record, golden: ReplayGoldenPage.differing(golden, timeline))
        }
        if args.has("--json") { console.out(report.json) } else { console.out(report.text) }
        var matched = true
        if let golden, let timeline { matched = try golden.finish(timeline, console: console, json: args.has("--json")) }
        return report.passed && matched ? .success : .failure
    }

    /// The simulator options from the command line.
    static func simulationOptions(_ args: Arguments) throws(CLIError) -> SimulationOptions {
        var o = SimulationOptions()
        // The report needs only the run's statistics: memory stays flat however long the run.
        o.keepsTickRecords = false
        let hz = try args.choice("--hz", default: "120")
        guard let rate = Int(hz).flatMap(RefreshRate.init(hz:)) else {
            throw .usage("--hz must be one of \(RefreshRate.supported.map(String.init).joined(separator: ", ")), got \(hz)")
        }
        o.rate = rate
        o.budget = try args.nanoseconds("--budget-ms")
        o.budgetClock = try args.choice("--budget-clock", default: "cpu") == "cpu" ? .threadCPU : .monotonic
        if let settle = try args.virtualDuration("--settle") { o.settleLimit = settle.nanoseconds }
        o.checksAmbiguity = args.has("--ambiguity")
        return o
    }

    /// The longest `--duration` of a live run (and of `flick record`), s: a year.
    static let maximumLiveSeconds: Double = 31_536_000

    /// Drives the scene from a live device until Ctrl-C, SIGTERM, unplug or `duration` ns
    /// (0: no limit); violations are printed as they happen. The scene ticks on its clock in
    /// step with real time (`LivePacer`: the first frame anchors the device's timestamps to
    /// the monotonic clock), so animations and scroll deceleration run between touches; when
    /// the input ends, touches still down are cancelled and the scene settles.
    static func live(_ sim: Simulator, device: String, grab: Bool, duration: Int64, latency: Int64?,
                     console: Console) throws(CLIError) -> (SimulationResult, LivePacer.Summary) {
        let s = sim.scene.screen
        let source: DeviceSource
        do throws(DeviceError) {
            source = try DeviceSource(path: device, screen: ScreenGeometry(width: s.width, height: s.height, scale: s.scale), grab: grab)
        } catch {
            throw .badInput(location: error.path, reason: error.reason)
        }
        StopSignals.install()
        let deadline = duration > 0 ? TimeLimits.adding(WorkClock.monotonic.now(), duration) : Int64.max
        source.shouldStop = { StopSignals.requested || WorkClock.monotonic.now() >= deadline }
        sim.onViolation = { v in console.out(v.description) }
        console.err("replaying \(source.device.description.name) (\(device)) through \(sim.sceneName) at \(sim.options.rate); Ctrl-C to stop")
        var pacer = LivePacer(rate: sim.options.rate, latency: latency)
        let clock = WorkClock.monotonic
        var failure: CLIError?
        do throws(InputError) {
            while true {
                pacer.runDueTicks(now: clock.now(), on: sim)
                if let frame = try source.next(waitingAtMost: pacer.wait(now: clock.now(), for: sim)) {
                    pacer.feed(frame, now: clock.now(), to: sim)
                } else if source.endReason != nil {
                    break
                }
            }
        } catch {
            failure = CLIError(error)
        }
        // End touches still down, so recognizers and handlers finish as on a real lift-off.
        let active = source.activeTouches
        if !active.isEmpty {
            let t = sim.nextTickTime
            sim.feed(InputFrame(timestamp: t, touches: active.map { TouchEvent(id: $0.id, phase: .cancel, x: $0.x, y: $0.y, timestamp: t) }))
        }
        let result = sim.finish()
        if let failure { throw failure }
        return (result, pacer.summary)
    }
}
