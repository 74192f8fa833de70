import FlickCore
import Testing
import FlickGestures
import FlickInput
import FlickLayout
@testable import FlickSim
import FlickTestSupport

// The scene and the drag helper below are the README's "A first scene", word for word, so
// the example there is compiled and its claims are checked here. Keep the two in step.

/// A 100 × 100 card that a finger drags around the screen. Two stored constraints hold its
/// origin; a pan recognizer moves them while the finger moves and keeps the result on lift.
final class DraggableCardScene: SceneHost {
    let card = View()
    var left: Constraint?
    var top: Constraint?
    var origin = Point(x: 40, y: 200)

    override init(environment: SceneEnvironment = SceneEnvironment()) throws(SceneError) {
        try super.init(environment: environment)
        card.name = "card"
        root.addSubview(card)
        card.snp.makeConstraints { make in
            make.size.equalTo(100)
            self.left = make.left.equalToSuperview().offset(origin.x).constraint
            self.top = make.top.equalToSuperview().offset(origin.y).constraint
        }
        let pan = PanGestureRecognizer(name: "cardPan")
        pan.addTarget { [unowned self, unowned pan] _ in self.handlePan(pan) }
        router.attach(pan, to: card)
        finishBuilding()
    }

    /// Called on began, changed, ended and cancelled: the card follows the finger, stays
    /// where it is dropped, and goes back if the pan is cancelled.
    func handlePan(_ pan: PanGestureRecognizer) {
        let t = pan.translation(in: root)
        let p = pan.state == .cancelled ? origin : Point(x: origin.x + t.x, y: origin.y + t.y)
        left?.update(offset: p.x)
        top?.update(offset: p.y)
        if pan.state == .ended { origin = p }
    }

    /// The scene's own invariant, checked every tick: dragging never resizes the card.
    override func rules(frames: [FrameSample]) -> [String] {
        guard let f = sample(of: card, in: frames) else { return [] }
        // Frames are pixel-rounded presentation values: compare with a tolerance.
        return abs(f.width - 100) < 0.01 && abs(f.height - 100) < 0.01 ? [] : ["card resized to \(f.width) x \(f.height)"]
    }
}

/// One finger pressed at `start`, moved by `offset` in `steps` moves 10 ms apart, lifted.
func drag(from start: Point, by offset: Point, steps: Int = 20) -> [InputFrame] {
    func frame(_ phase: TouchPhase, _ k: Int) -> InputFrame {
        let f = Double(k) / Double(steps), t = Int64(k) * 10_000_000
        let touch = TouchEvent(id: 1, phase: phase, x: start.x + f * offset.x, y: start.y + f * offset.y, timestamp: t)
        return InputFrame(timestamp: t, touches: [touch])
    }
    return [frame(.down, 0)] + (1...steps).map { frame(.move, $0) } + [frame(.up, steps)]
}

@Suite("README example")
struct ReadmeExampleTests {
    @Test func aDragMovesTheCardByTheFingersTravel() throws {
        let scene = try DraggableCardScene()
        let result = Simulator(scene: scene, name: "card").run(frames: drag(from: Point(x: 90, y: 250), by: Point(x: 100, y: 60)))
        #expect(modelViolations(result).isEmpty, "\(result.violations.map(\.description))")
        #expect(result.settled)
        #expect(scene.card.frame == Rect(x: 140, y: 260, width: 100, height: 100))
        // The card moved on screen while the finger did: the ticks' frames differ.
        #expect(Set(result.tickDigests).count > 10)
    }

    @Test func aDragThatStartsOffTheCardLeavesItWhereItIs() throws {
        let scene = try DraggableCardScene()
        let result = Simulator(scene: scene, name: "card").run(frames: drag(from: Point(x: 300, y: 600), by: Point(x: -100, y: -60)))
        #expect(modelViolations(result).isEmpty)
        #expect(scene.card.frame == Rect(x: 40, y: 200, width: 100, height: 100))
        #expect(Set(result.tickDigests).count == 1)
    }

    @Test func twoRunsOfTheSameInputGiveTheSameDigests() throws {
        let input = drag(from: Point(x: 90, y: 250), by: Point(x: 100, y: 60))
        let a = Simulator(scene: try DraggableCardScene(), name: "card").run(frames: input)
        let b = Simulator(scene: try DraggableCardScene(), name: "card").run(frames: input)
        #expect(a.tickCount == b.tickCount)
        #expect(a.tickDigests == b.tickDigests)
        #expect(StableHash.hex(a.digest) == StableHash.hex(b.digest))
    }
}
