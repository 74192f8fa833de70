import Foundation
import FlickAnimation
import FlickGestures
import FlickInput
import FlickLayout
import Testing
@testable import FlickSim

/// The virtual keyboard, written as UIKit form code is (UIResponder → Responder, CGRect →
/// Rect, UITextField → TextField): `NotificationCenter.default.addObserver(forName:…)` for
/// the keyboard notifications — in a file that imports Foundation, the names are Flick's —
/// and a button constrained to `view.keyboardLayoutGuide`. Expected values from the stated
/// policies: iPhone 15 Pro keyboard 336 pt tall in portrait (209 in landscape), 0.25 s,
/// curve 7, UIKit's notification order.
@Suite struct KeyboardTests {
    final class FormScene: SceneHost, @unchecked Sendable {
        let field = TextField()
        let other = TextField()
        let button = View()
        var log: [String] = []
        var lastInfo: [AnyHashable: Any] = [:]
        var observers: [NotificationCenter.Token] = []

        override init(environment: SceneEnvironment = SceneEnvironment()) throws(SceneError) {
            try super.init(environment: environment)
            let view = root
            for v in [field, other, button] { view.addSubview(v) }
            field.frame = Rect(x: 20, y: 120, width: 300, height: 34)
            other.frame = Rect(x: 20, y: 170, width: 300, height: 34)
            button.translatesAutoresizingMaskIntoConstraints = false
            LayoutConstraint.activate([
                button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                button.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                button.heightAnchor.constraint(equalToConstant: 50),
                button.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -16),
            ])
            field.addAction(Action { [unowned self] _ in self.log.append("editingDidBegin") }, for: .editingDidBegin)
            let names: [(Notification.Name, String)] = [
                (Responder.keyboardWillShowNotification, "willShow"), (Responder.keyboardDidShowNotification, "didShow"),
                (Responder.keyboardWillHideNotification, "willHide"), (Responder.keyboardDidHideNotification, "didHide"),
                (Responder.keyboardWillChangeFrameNotification, "willChangeFrame"),
                (Responder.keyboardDidChangeFrameNotification, "didChangeFrame"),
            ]
            for (name, label) in names {
                observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: .main) { [unowned self] n in
                    self.log.append(label)
                    self.lastInfo = n.userInfo ?? [:]
                })
            }
            finishBuilding()
        }
    }

    /// Runs `scene` tick by tick at 120 Hz from `from` ns for `ticks` ticks, as the simulator does.
    func run(_ scene: FormScene, from: inout Int64, ticks: Int) {
        for _ in 0..<ticks {
            from += 8_333_333
            scene.withAmbient {
                scene.advance(to: from)
                scene.layout()
            }
        }
    }

    @Test func focusingAFieldSlidesTheKeyboardInWithUIKitsNotificationsAndTheGuideMovesTheButton() throws {
        let scene = try FormScene()
        var t: Int64 = 0
        #expect(scene.button.frame.maxY == 852 - 34 - 16)       // guide top at the safe-area bottom
        #expect(scene.keyboard.phase == .hidden)
        scene.withAmbient { _ = scene.field.becomeFirstResponder() }
        #expect(!scene.isSettled)                                 // the keyboard has to follow
        #expect(scene.nextWakeTime(after: 0) == 0)
        run(scene, from: &t, ticks: 1)
        #expect(scene.log == ["editingDidBegin", "willChangeFrame", "willShow"])
        #expect(scene.keyboard.phase == .showing)
        #expect(scene.lastInfo[Responder.keyboardFrameBeginUserInfoKey] as? Rect == Rect(x: 0, y: 852, width: 393, height: 336))
        #expect(scene.lastInfo[Responder.keyboardFrameEndUserInfoKey] as? Rect == Rect(x: 0, y: 516, width: 393, height: 336))
        #expect(scene.lastInfo[Responder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
        #expect(scene.lastInfo[Responder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
        #expect(scene.lastInfo[Responder.keyboardIsLocalUserInfoKey] as? Bool == true)
        // The model is at the end at once; what is shown slides with the keyboard.
        #expect(scene.button.frame.maxY == 516 - 16)
        run(scene, from: &t, ticks: 15)                           // 0.125 s in
        let mid = scene.keyboard.frame.minY
        #expect(mid > 516 && mid < 852)
        var frames: [FrameSample] = []
        scene.collectFrames(into: &frames)
        let shown = try #require(scene.sample(of: scene.button, in: frames))
        // The guide slides with the keyboard from the safe-area bottom (818) to its top (516),
        // so the button covers its 302 pt at the keyboard's pace: always at least 16 pt above it.
        let progress = (852 - mid) / 336
        #expect(abs(shown.maxY - (802 - 302 * progress)) < 0.5)
        #expect(shown.maxY <= mid - 16)
        #expect(!scene.isSettled)
        run(scene, from: &t, ticks: 16)                           // past 0.25 s
        #expect(scene.keyboard.phase == .shown && scene.keyboard.frame.minY == 516)
        #expect(scene.log.suffix(2) == ["didChangeFrame", "didShow"])
        #expect(scene.isSettled)
    }

    @Test func switchingFieldsKeepsTheKeyboardAndResigningSlidesItOut() throws {
        let scene = try FormScene()
        var t: Int64 = 0
        scene.withAmbient { _ = scene.field.becomeFirstResponder() }
        run(scene, from: &t, ticks: 40)
        scene.log.removeAll()
        scene.withAmbient { _ = scene.other.becomeFirstResponder() }
        run(scene, from: &t, ticks: 40)
        #expect(scene.log.isEmpty)                                // one text field to another: nothing posted
        scene.withAmbient { _ = scene.root.endEditing(true) }
        run(scene, from: &t, ticks: 1)
        #expect(scene.log == ["willChangeFrame", "willHide"])
        #expect(scene.lastInfo[Responder.keyboardFrameEndUserInfoKey] as? Rect == Rect(x: 0, y: 852, width: 393, height: 336))
        run(scene, from: &t, ticks: 40)
        #expect(scene.log == ["willChangeFrame", "willHide", "didChangeFrame", "didHide"])
        #expect(scene.keyboard.phase == .hidden && !scene.keyboard.isVisible)
        #expect(scene.button.frame.maxY == 852 - 34 - 16)
    }

    @Test func aHideDuringTheShowStartsFromWhereTheKeyboardIsAndTheShowPostsNoDidShow() throws {
        let scene = try FormScene()
        var t: Int64 = 0
        scene.withAmbient { _ = scene.field.becomeFirstResponder() }
        run(scene, from: &t, ticks: 10)
        scene.withAmbient { _ = scene.field.resignFirstResponder() }
        run(scene, from: &t, ticks: 1)
        // The hide starts where the keyboard is at that tick (the show's slide goes on under it).
        let begin = try #require(scene.lastInfo[Responder.keyboardFrameBeginUserInfoKey] as? Rect)
        #expect(begin == scene.keyboard.frame)
        #expect(begin.minY > 516 && begin.minY < 852)
        run(scene, from: &t, ticks: 60)
        #expect(!scene.log.contains("didShow"))
        #expect(scene.log.last == "didHide")
    }

    @Test func theHeightFollowsTheProfileAndOrientation() throws {
        let landscape = try FormScene(environment: SceneEnvironment(profile: .iPhone15Pro, landscape: true))
        #expect(landscape.keyboard.shownFrame == Rect(x: 0, y: 393 - 209, width: 852, height: 209))
        let se = try FormScene(environment: SceneEnvironment(profile: .iPhoneSE))
        #expect(se.keyboard.shownFrame == Rect(x: 0, y: 667 - 260, width: 375, height: 260))
        #expect(DeviceProfile.iPadPro12_9.keyboardHeight(.landscape) == 471)
    }

    @Test func theKeyboardCurveIsAnAnimationOption() {
        let curve = 7
        let options = AnimationOptions(rawValue: UInt(curve) << 16)
        #expect(options == .curveKeyboard)
        #expect(options.timingParameters == .cubic(.keyboard))
        #expect(AnimationOptions.curveEaseOut.timingParameters == .curve(.easeOut))
    }

    @Test func eachSceneHasItsOwnDefaultCenter() throws {
        let a = try FormScene(), b = try FormScene()
        #expect(a.notificationCenter !== b.notificationCenter)
        #expect(a.notificationCenter.observerCount == 6 && b.notificationCenter.observerCount == 6)
        a.withAmbient { #expect(NotificationCenter.default === a.notificationCenter) }
        b.withAmbient { #expect(NotificationCenter.default === b.notificationCenter) }
        #expect(String(reflecting: NotificationCenter.self) == "FlickLayout.NotificationCenter")
    }
}
