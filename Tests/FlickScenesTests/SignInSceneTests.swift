import FlickCore
import FlickLayout
import Testing
import FlickInput
@testable import FlickScenes
@testable import FlickSim
import FlickTesting
import FlickTestSupport

/// The sign-in form with the tester, as a user would go through it: focus, type, the keyboard
/// up and the button above it, resign, the keyboard down. Expected values from the stated
/// policies (iPhone 15 Pro: keyboard 336 pt, top at 516; safe-area bottom at 818).
@Suite("sign-in scene")
struct SignInSceneTests {
    @Test func typingIntoTheFormWithTheKeyboardUpAndTheButtonAboveIt() throws {
        let t = SceneTester(try SignInScene(environment: SceneEnvironment()))
        let s = t.scene
        #expect(t.frame(of: s.submitButton).maxY == 818 - 16)
        t.tap(s.emailField.textField)
        #expect(s.emailField.textField.isFirstResponder)
        #expect(s.keyboard.phase == .showing)
        t.settle()
        #expect(s.keyboard.phase == .shown && s.keyboard.frame.minY == 516)
        #expect(t.frame(of: s.submitButton).maxY == 516 - 16)
        #expect(s.emailField.floatingLabel.alpha == 1)            // the component's editingDidBegin action
        t.type("me@example")
        t.deleteBackward()
        t.type("e.uz")
        #expect(s.emailField.textField.text == "me@exampl" + "e.uz")
        t.tapReturn()                                             // the delegate moves on to the password
        #expect(s.passwordField.textField.isFirstResponder)
        t.type("secret")
        #expect(s.passwordField.textField.displayedText == "••••••")
        t.advance(by: 0.1)
        #expect(s.keyboard.phase == .shown)                       // field to field: the keyboard stays
        t.tapReturn()                                             // submit: keyboard down, spinner on
        #expect(s.submissions == 1)
        #expect(s.submitButton.activityIndicator.isAnimating)
        t.settle()
        #expect(s.keyboard.phase == .hidden)
        #expect(t.frame(of: s.submitButton).maxY == 818 - 16)
        #expect(!s.submitButton.activityIndicator.isAnimating)    // 1 s of scene time later
        #expect(s.root.firstResponder == nil)
        #expect(t.violations.isEmpty, "\(t.violations.map(\.description))")
    }

    /// Rotating with the keyboard up: the keyboard takes its landscape frame (209 pt, top at
    /// 393 − 209 = 184) at the next tick and the button follows the guide, so the scene's rule
    /// (never under the keyboard, on screen) holds; back in portrait, as before.
    @Test func rotatingWithTheKeyboardUpKeepsTheButtonAboveIt() throws {
        let t = SceneTester(try SignInScene(environment: SceneEnvironment()))
        let s = t.scene
        t.tap(s.emailField.textField)
        t.settle()
        #expect(s.keyboard.keyboardType == .emailAddress && s.keyboard.returnKeyType == .next)
        t.run { s.root.setOrientation(.landscape) }
        t.advance(ticks: 1)
        #expect(s.keyboard.phase == .shown)
        #expect(s.keyboard.frame == Rect(x: 0, y: 184, width: 852, height: 209))
        #expect(t.frame(of: s.submitButton).maxY == 184 - 16)
        t.run { s.root.setOrientation(.portrait) }
        t.advance(ticks: 1)
        #expect(s.keyboard.frame.minY == 516)
        #expect(t.frame(of: s.submitButton).maxY == 516 - 16)
        t.settle()
        #expect(t.violations.isEmpty, "\(t.violations.map(\.description))")
    }

    /// Rotating while the keyboard slides in (a fuzz case: a tap into the email field, a
    /// rotation to landscape 50 ms into the slide): the rotation is laid out inside the
    /// keyboard's new slide, so the button's shown frame starts where it was on the portrait
    /// screen — below the landscape screen's bottom (393) for some ticks — while its laid-out
    /// frame is on screen at every tick; the rules read the latter, and nothing is reported.
    @Test func rotatingMidSlideKeepsTheLaidOutButtonOnScreen() throws {
        let t = SceneTester(try SignInScene(environment: SceneEnvironment()))
        let s = t.scene
        t.tap(s.emailField.textField)
        t.advance(by: 0.05)
        #expect(s.keyboard.phase == .showing)
        t.run { s.root.setOrientation(.landscape) }
        var shownPastTheEdge = false
        for _ in 0..<40 {
            t.advance(ticks: 1)
            let laidOut = s.submitButton.screenFrame
            #expect(laidOut.minY >= 0 && laidOut.maxY <= 393, "laid out at \(laidOut)")
            if let shown = t.presentation(of: s.submitButton)?.frame, shown.maxY > 393.5 { shownPastTheEdge = true }
        }
        #expect(shownPastTheEdge)
        t.settle()
        #expect(s.keyboard.frame == Rect(x: 0, y: 184, width: 852, height: 209))
        #expect(t.frame(of: s.submitButton).maxY == 184 - 16)
        #expect(t.violations.isEmpty, "\(t.violations.map(\.description))")
    }

    @Test func anInvalidEmailShowsTheErrorAndTypingClearsIt() throws {
        let t = SceneTester(try SignInScene(environment: SceneEnvironment()))
        let s = t.scene
        t.tap(s.emailField.textField)
        t.type("nobody")
        t.tapReturn()
        t.tapReturn()                                             // from the password: submit, refused
        #expect(s.submissions == 0)
        #expect(!s.emailField.errorLabel.isHidden)
        #expect(s.keyboard.phase != .hidden)
        t.tap(s.emailField.textField)
        t.type("@x.uz")
        #expect(s.emailField.errorLabel.isHidden)
        t.settle()
        #expect(t.violations.isEmpty, "\(t.violations.map(\.description))")
    }

    @Test func theClearButtonEmptiesTheFocusedField() throws {
        let t = SceneTester(try SignInScene(environment: SceneEnvironment()))
        let s = t.scene
        t.tap(s.emailField.textField)
        t.type("abc")
        let field = s.emailField.textField
        let f = field.screenFrame                                 // the clear button: its trailing 28 pt
        let p = Point(x: f.maxX - 10, y: f.midY)
        t.tap(at: p)
        #expect(field.text == "")
        #expect(field.isFirstResponder)
    }

    @Test func aTapOnTheBackgroundEndsEditingAndTheKeyboardGoesDown() throws {
        let t = SceneTester(try SignInScene(environment: SceneEnvironment()))
        let s = t.scene
        t.tap(s.passwordField.textField)
        t.settle()
        t.tap(at: Point(x: 200, y: 350))
        #expect(s.root.firstResponder == nil)
        #expect(s.keyboard.phase == .hiding)
        t.settle()
        #expect(s.keyboard.phase == .hidden)
        #expect(t.frame(of: s.submitButton).maxY == 818 - 16)
    }

    @Test func theNormalTraceFocusesAndTheButtonNeverGoesUnderTheKeyboard() throws {
        let r = try replay("sign-in-normal.trace", scene: "sign-in")
        #expect(modelViolations(r).isEmpty, "\(modelViolations(r).map(\.description))")
        #expect(r.settled)
    }
}
