import Foundation
import FlickLayout
import Testing
@testable import FlickSim

/// Rotating while the keyboard is up, with `KeyboardTests.FormScene` (a form written as UIKit
/// code: keyboard observers, a button 16 pt above `view.keyboardLayoutGuide`). Expected values
/// from the stated policies: iPhone 15 Pro keyboard 336 pt in portrait (393 × 852) and 209 pt
/// in landscape (852 × 393); fully shown, the keyboard jumps to its new frame at the next
/// tick with will/didChangeFrame (duration 0); mid-slide, a new slide replaces the old one.
@Suite struct KeyboardRotationTests {
    func run(_ scene: KeyboardTests.FormScene, from: inout Int64, ticks: Int) {
        for _ in 0..<ticks {
            from += 8_333_333
            scene.withAmbient {
                scene.advance(to: from)
                scene.layout()
            }
        }
    }

    @Test func aShownKeyboardTakesItsLandscapeFrameAtOnceAndTheGuideFollows() throws {
        let scene = try KeyboardTests.FormScene()
        var t: Int64 = 0
        scene.withAmbient { _ = scene.field.becomeFirstResponder() }
        run(scene, from: &t, ticks: 40)
        #expect(scene.keyboard.phase == .shown)
        #expect(scene.button.frame.maxY == 852 - 336 - 16)
        scene.log = []

        scene.root.setOrientation(.landscape)
        #expect(!scene.isSettled)                           // the keyboard has to follow
        run(scene, from: &t, ticks: 1)
        let landscape = Rect(x: 0, y: 393 - 209, width: 852, height: 209)
        #expect(scene.log == ["willChangeFrame", "didChangeFrame"])
        #expect(scene.lastInfo[Responder.keyboardFrameBeginUserInfoKey] as? Rect == Rect(x: 0, y: 516, width: 393, height: 336))
        #expect(scene.lastInfo[Responder.keyboardFrameEndUserInfoKey] as? Rect == landscape)
        #expect(scene.lastInfo[Responder.keyboardAnimationDurationUserInfoKey] as? Double == 0)
        #expect(scene.keyboard.frame == landscape)
        #expect(scene.keyboard.phase == .shown)
        #expect(scene.button.frame.maxY == 393 - 209 - 16)  // the guide followed in the same tick
        #expect(scene.isSettled)

        scene.log = []
        scene.root.setOrientation(.portrait)
        run(scene, from: &t, ticks: 1)
        #expect(scene.log == ["willChangeFrame", "didChangeFrame"])
        #expect(scene.keyboard.frame == Rect(x: 0, y: 516, width: 393, height: 336))
        #expect(scene.button.frame.maxY == 852 - 336 - 16)
    }

    /// Another device (iPhone SE, 375 × 667, keyboard 260 pt) while the keyboard is up: the
    /// same jump, to (0, 407, 375, 260).
    @Test func aDeviceChangeWhileShownMovesTheKeyboardToTheNewDevicesFrame() throws {
        let scene = try KeyboardTests.FormScene()
        var t: Int64 = 0
        scene.withAmbient { _ = scene.field.becomeFirstResponder() }
        run(scene, from: &t, ticks: 40)
        scene.log = []
        scene.root.setProfile(.iPhoneSE)
        run(scene, from: &t, ticks: 1)
        #expect(scene.log == ["willChangeFrame", "didChangeFrame"])
        #expect(scene.keyboard.frame == Rect(x: 0, y: 407, width: 375, height: 260))
        #expect(scene.button.frame.maxY == 407 - 16)
    }

    @Test func aRotationMidSlideStartsANewSlideToTheLandscapeFrame() throws {
        let scene = try KeyboardTests.FormScene()
        var t: Int64 = 0
        scene.withAmbient { _ = scene.field.becomeFirstResponder() }
        run(scene, from: &t, ticks: 6)
        #expect(scene.keyboard.phase == .showing)
        scene.log = []
        scene.root.setOrientation(.landscape)
        run(scene, from: &t, ticks: 1)
        #expect(scene.log == ["willChangeFrame", "willShow"])
        #expect(scene.lastInfo[Responder.keyboardFrameEndUserInfoKey] as? Rect == Rect(x: 0, y: 184, width: 852, height: 209))
        run(scene, from: &t, ticks: 40)
        // The replaced slide's end posts nothing: one didShow, from the new slide.
        #expect(scene.log == ["willChangeFrame", "willShow", "didChangeFrame", "didShow"])
        #expect(scene.keyboard.frame == Rect(x: 0, y: 184, width: 852, height: 209))
        #expect(scene.button.frame.maxY == 393 - 209 - 16)
    }

    @Test func aRotationWhileHiddenPostsNothingAndTheNextShowUsesTheNewFrame() throws {
        let scene = try KeyboardTests.FormScene()
        var t: Int64 = 0
        scene.root.setOrientation(.landscape)
        run(scene, from: &t, ticks: 1)
        #expect(scene.log.isEmpty)
        #expect(scene.isSettled)
        scene.withAmbient { _ = scene.field.becomeFirstResponder() }
        run(scene, from: &t, ticks: 1)
        #expect(scene.lastInfo[Responder.keyboardFrameBeginUserInfoKey] as? Rect == Rect(x: 0, y: 393, width: 852, height: 209))
        #expect(scene.lastInfo[Responder.keyboardFrameEndUserInfoKey] as? Rect == Rect(x: 0, y: 184, width: 852, height: 209))
    }
}
