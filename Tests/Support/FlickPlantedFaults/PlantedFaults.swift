import FlickInput
import FlickGestures
import FlickLayout
import FlickSim
import Synchronization

/// Scenes with planted faults, for testing the fuzzer end to end: each one fails one oracle
/// on input the case generator makes often, so a short campaign must find, save, replay and
/// minimize it. Never part of the built-in scenes.
public enum PlantedFaults {
    public static let scenes: [SceneDescriptor] = [
        SceneDescriptor(name: "planted-unsat", summary: "planted fault: on an iPhone SE, a drag of over 120 pt adds a required height that conflicts") { env throws(SceneError) in
            try PlantedConflictScene(environment: env)
        },
        SceneDescriptor(name: "planted-trap", summary: "planted fault: traps when three fingers are down at once") { env throws(SceneError) in
            try PlantedTrapScene(environment: env)
        },
        SceneDescriptor(name: "planted-flaky", summary: "planted fault: its layout depends on how many times it was built") { env throws(SceneError) in
            try PlantedFlakyScene(environment: env)
        },
        SceneDescriptor(name: "planted-hang", summary: "planted fault: spins forever when a finger lands in the top-left corner") { env throws(SceneError) in
            try PlantedHangScene(environment: env)
        },
        SceneDescriptor(name: "planted-leak", summary: "planted fault: the scene keeps a closure that holds it (a retain cycle)") { env throws(SceneError) in
            try PlantedLeakScene(environment: env)
        },
        SceneDescriptor(name: "planted-own-invariant", summary: "planted fault: its own invariant (kind two-fingers) fails while two fingers are down") { env throws(SceneError) in
            try PlantedOwnInvariantScene(environment: env)
        },
        SceneDescriptor(name: "planted-shared-state", summary: "planted fault: a touch in the lower half sets a process-wide flag that the next build reads") { env throws(SceneError) in
            try PlantedSharedStateScene(environment: env)
        },
    ] + PlantedOracleFaults.scenes
}

/// A box, and a handler stored on the scene that captures the scene strongly: every run
/// leaks the scene and its screen.
final class PlantedLeakScene: SceneHost {
    var onLayout: (() -> Void)?

    override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        addInsetBox()
        onLayout = { _ = self.root.bounds }
        finishBuilding()
    }
}

/// A 100 × 100 panel; on an iPhone SE a pan that travels more than 120 pt activates a
/// required `panel.height == 40` against the panel's required `height == 100`.
final class PlantedConflictScene: SceneHost {
    let panel = View()
    var added = false

    override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        panel.name = "panel"
        root.addSubview(panel)
        panel.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(40)
            make.width.height.equalTo(100)
        }
        let onSE = DeviceProfile.named(environment.profile)?.name == DeviceProfile.iPhoneSE.name
        let pan = PanGestureRecognizer(name: "plantedPan")
        pan.addTarget { [unowned self, unowned pan] _ in
            let t = pan.translation(in: self.root)
            if onSE, !self.added, pan.state == .changed, (t.x * t.x + t.y * t.y) > 120 * 120 {
                self.added = true
                self.panel.snp.makeConstraints { make in make.height.equalTo(40) }
            }
        }
        router.attach(pan, to: root)
        finishBuilding()
    }
}

/// Traps when a third finger is down at the same time as two others.
final class PlantedTrapScene: SceneHost {
    override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        addInsetBox()
        finishBuilding()
    }

    override func deliver(_ frame: InputFrame) {
        super.deliver(frame)
        if router.liveTouchIDs.count >= 3 { fatalError("planted trap: three fingers down") }
    }
}

private let builds = Atomic<Int>(0)

/// A box whose width depends on how many times the scene was built in this process: a
/// second run of the same case gives other frames.
final class PlantedFlakyScene: SceneHost {
    override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        let n = builds.add(1, ordering: .relaxed).newValue
        let box = View()
        box.name = "box"
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(20)
            make.height.equalTo(50)
            make.width.equalTo(100 + Double(n % 7))
        }
        finishBuilding()
    }
}

/// The violation kind of `PlantedOwnInvariantScene`'s invariant: a user's own oracle.
extension ViolationKind {
    static let twoFingers = ViolationKind("two-fingers")
}

/// A box, and an invariant of the scene's own (not a rule: a kind of its own) that fails while
/// two or more fingers are down: the fuzzer judges it as the oracle `two-fingers`.
final class PlantedOwnInvariantScene: SceneHost {
    override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        addInsetBox()
        finishBuilding()
    }

    struct AtMostOneFinger: Invariant {
        mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
            guard let host = tick.scene as? SceneHost, host.router.liveTouchIDs.count >= 2 else { return }
            report.report(.twoFingers, "\(host.router.liveTouchIDs.count) fingers down", persistent: true)
        }
    }

    override var invariants: [any Invariant] { [AtMostOneFinger()] }
}

private let sharedFlag = Atomic<Bool>(false)

/// A box 100 pt wide, or 150 pt once any run in this process had a touch land in the lower
/// half of the screen: state that survives from one case to the next, as a static cache or
/// a global setting does. Judged inside a campaign's worker its verdict would depend on the
/// cases that worker ran before (once the flag is set, every run agrees with the next).
final class PlantedSharedStateScene: SceneHost {
    override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        let wide = sharedFlag.load(ordering: .relaxed)
        let box = View()
        box.name = "box"
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(20)
            make.height.equalTo(50)
            make.width.equalTo(wide ? 150 : 100)
        }
        finishBuilding()
    }

    override func deliver(_ frame: InputFrame) {
        super.deliver(frame)
        if frame.touches.contains(where: { $0.phase == .down && $0.y > root.bounds.height / 2 }) {
            sharedFlag.store(true, ordering: .relaxed)
        }
    }
}

/// Spins forever when a touch goes down in the top-left 120 × 120 pt.
final class PlantedHangScene: SceneHost {
    override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        addInsetBox()
        finishBuilding()
    }

    override func deliver(_ frame: InputFrame) {
        super.deliver(frame)
        for t in frame.touches where t.phase == .down && t.x < 120 && t.y < 120 {
            var spin: UInt64 = 1
            while spin != 0 { spin = spin &* 6364136223846793005 &+ 1442695040888963407; if spin == 42 { break } }
        }
    }
}

extension SceneHost {
    /// Adds a view named `box`, inset 20 pt from the screen's edges: the plain layout most
    /// planted scenes need beside their fault.
    func addInsetBox() {
        let box = View()
        box.name = "box"
        root.addSubview(box)
        box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(20) }
    }
}
