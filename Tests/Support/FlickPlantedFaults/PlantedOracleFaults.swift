import FlickAnimation
import FlickCore
import FlickInput
import FlickGestures
import FlickLayout
import FlickSim

/// Planted faults for the oracles the first planted scenes do not reach, each on input the
/// case generator makes often, so the recall test (`RecallTests`) finds every one of them in a
/// bounded run.
public enum PlantedOracleFaults {
    public static let scenes: [SceneDescriptor] = [
        SceneDescriptor(name: "planted-nan", summary: "planted fault: a touch in the right half gives a view a NaN alpha") { env throws(SceneError) in
            try PlantedNaNScene(environment: env)
        },
        SceneDescriptor(name: "planted-illegal-animator", summary: "planted fault: a touch restarts a stopped animator (UIKit raises)") { env throws(SceneError) in
            try PlantedIllegalAnimatorScene(environment: env)
        },
        SceneDescriptor(name: "planted-refused-change", summary: "planted fault: a touch in the lower half sets a constraint's constant to NaN") { env throws(SceneError) in
            try PlantedRefusedChangeScene(environment: env)
        },
        SceneDescriptor(name: "planted-slow-tick", summary: "planted fault: a touch in the top half costs 40 ms of CPU time on its tick") { env throws(SceneError) in
            try PlantedSlowTickScene(environment: env)
        },
        SceneDescriptor(name: "planted-gesture-order", summary: "planted fault: its rule breaks only when a touch in the left third is followed by one in the right third") { env throws(SceneError) in
            try PlantedGestureOrderScene(environment: env)
        },
    ]
}

/// A free view (frame set by code); a touch landing in the right half sets its alpha to NaN
/// (the layout refuses a NaN frame, but alpha is the scene's to set).
final class PlantedNaNScene: SceneHost {
    let free = View()
    override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        free.name = "free"
        free.frame = Rect(x: 10, y: 10, width: 50, height: 50)
        root.addSubview(free)
        finishBuilding()
    }

    override func deliver(_ frame: InputFrame) {
        super.deliver(frame)
        if frame.touches.contains(where: { $0.phase == .down && $0.x > root.bounds.width / 2 }) {
            free.alpha = .nan
        }
    }
}

/// An animator stopped at once; every touch-down calls `startAnimation()` on it, which UIKit
/// answers with an exception (a stopped animator must be finished first).
final class PlantedIllegalAnimatorScene: SceneHost {
    let box = View()
    var animator: PropertyAnimator?
    override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        box.name = "box"
        root.addSubview(box)
        box.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(20); make.size.equalTo(60) }
        finishBuilding()
        let a = PropertyAnimator(engine: engine, duration: 0.3, curve: .easeInOut) { [unowned self] in self.box.alpha = 0.5 }
        a.startAnimation()
        a.stopAnimation(false)
        animator = a
    }

    override func deliver(_ frame: InputFrame) {
        super.deliver(frame)
        if frame.touches.contains(where: { $0.phase == .down }) { animator?.startAnimation() }
    }
}

/// A box whose width a touch in the lower half sets to NaN: a change the layout refuses.
final class PlantedRefusedChangeScene: SceneHost {
    let box = View()
    var width: Constraint?
    override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        box.name = "box"
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(20)
            make.height.equalTo(40)
            width = make.width.equalTo(80).constraint
        }
        finishBuilding()
    }

    override func deliver(_ frame: InputFrame) {
        super.deliver(frame)
        if frame.touches.contains(where: { $0.phase == .down && $0.y > root.bounds.height / 2 }) { width?.update(offset: Double.nan) }
    }
}

/// A touch landing in the top half costs 40 ms of thread CPU time on its tick: over the
/// 8.33 ms budget in every run, on the same tick.
final class PlantedSlowTickScene: SceneHost {
    override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        addInsetBox()
        finishBuilding()
    }

    override func deliver(_ frame: InputFrame) {
        super.deliver(frame)
        guard frame.touches.contains(where: { $0.phase == .down && $0.y < root.bounds.height / 2 }) else { return }
        let start = WorkClock.threadCPU.now()
        var x: UInt64 = 1
        while WorkClock.threadCPU.now() - start < 40_000_000 { x = x &* 6364136223846793005 &+ 1 }
        if x == 42 { root.alpha = 1 }
    }
}

/// A rule that breaks only for one order of gestures: a touch landing in the left third, then
/// (later, in another gesture) one landing in the right third. Either alone, or the other
/// order, is fine.
final class PlantedGestureOrderScene: SceneHost {
    var leftSeen = false
    var broken = false
    override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        addInsetBox()
        finishBuilding()
    }

    override func deliver(_ frame: InputFrame) {
        super.deliver(frame)
        let third = root.bounds.width / 3
        for t in frame.touches where t.phase == .down {
            if t.x < third { leftSeen = true } else if t.x > 2 * third, leftSeen { broken = true }
        }
    }

    override func rules(frames: [FrameSample]) -> [String] {
        broken ? ["a touch in the right third followed one in the left third"] : []
    }
}
