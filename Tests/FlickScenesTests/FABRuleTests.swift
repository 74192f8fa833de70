import Foundation
import Testing
@testable import FlickScenes
import FlickSim

/// The floating action button's "every action stays on screen" rule holds wherever the
/// screen has room for the open menu, and makes no claim where a safe area leaves none.
@Suite("fab scene rule")
struct FABRuleTests {
    /// The scene's frames with `action1` moved to `y`.
    func frames(of scene: FABScene, action1At y: Double) -> [FrameSample] {
        var frames: [FrameSample] = []
        scene.collectFrames(into: &frames)
        guard let moved = scene.sample(of: scene.action1, in: frames),
              let i = frames.firstIndex(where: { $0.id == moved.id }) else { return frames }
        frames[i].y = y
        return frames
    }

    @Test func anActionOffScreenIsReportedWhenTheMenuFits() throws {
        let scene = try FABScene(environment: SceneEnvironment())
        #expect(scene.menuFits)
        #expect(scene.rules(frames: frames(of: scene, action1At: 100)).isEmpty)
        let out = scene.rules(frames: frames(of: scene, action1At: -40))
        #expect(out == ["action1 off screen at (\(scene.restingMain.minX), -40.0)"])
    }

    @Test func aSafeAreaWithoutRoomForTheMenuMakesNoOffScreenClaim() throws {
        var env = SceneEnvironment()
        env.profile = "iPhoneSE"
        env.landscape = true
        env.safeArea = (top: 11, left: 17, bottom: 300, right: 25)
        let scene = try FABScene(environment: env)
        // 375 pt tall, 300 pt inset: the safe area ends 75 pt below the top, and the main
        // button rests where its constraints put it, 11 pt above the screen.
        #expect(scene.restingMain.minY == 375 - 300 - 30 - 56)
        #expect(!scene.menuFits)
        #expect(scene.rules(frames: frames(of: scene, action1At: -11)).isEmpty)
        // The main button's own rule still holds there.
        var moved: [FrameSample] = []
        scene.collectFrames(into: &moved)
        if let m = scene.sample(of: scene.mainFab, in: moved), let i = moved.firstIndex(where: { $0.id == m.id }) {
            moved[i].y += 5
        }
        #expect(scene.rules(frames: moved).count == 1)
    }

    @Test func theMenuReachIncludesTheSpringsOvershoot() {
        // inset 30 + button 56 + gap 20 + action 56, plus 4.6 % of the 76 pt travel.
        let overshoot = 76 * exp(-0.7 * Double.pi / (1 - 0.49).squareRoot())
        #expect(abs(FABScene.menuReach - (162 + overshoot)) < 1e-9)
        #expect(overshoot > 3.4 && overshoot < 3.6)
    }
}
