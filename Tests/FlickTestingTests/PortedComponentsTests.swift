import Testing
import FlickGestures
import FlickLayout
import FlickSim
import FlickTesting

/// The reusable components — the floating-label text field, the primary button with a loading
/// state, the rating — ported with renames only (see `ProfileComponentsScene.swift`), behave as
/// on a device.
@Suite("Ported components: recognizers on views, buttons with target-action, tags")
struct PortedComponentsTests {
    @Test func tappingAStarRatesAndTheCardsOwnTapDoesNotStealIt() throws {
        let t = SceneTester(try ProfileComponentsScene())
        let star3 = try #require(t.scene.ratingView.viewWithTag(3) as? Button)
        t.tap(star3)
        #expect(t.scene.ratingView.currentRating == 3)
        #expect(t.scene.ratings == [3])
        #expect(t.scene.cardTaps == 0)
        let stars = (1...5).compactMap { t.scene.ratingView.viewWithTag($0) as? Button }
        #expect(stars.map(\.isSelected) == [true, true, true, false, false])
        #expect(stars.map { $0.currentImage?.name } == ["star.fill", "star.fill", "star.fill", "star", "star"])
        // A tap on the card's header (no star there) is the card's.
        t.tap(at: Point(x: t.scene.card.screenFrame.midX, y: t.scene.card.screenFrame.minY + 20))
        #expect(t.scene.cardTaps == 1)
        #expect(t.scene.ratings == [3])
    }

    @Test func thePrimaryButtonsOwnTapLoadsForTwoSecondsOfTheScenesClock() throws {
        let t = SceneTester(try ProfileComponentsScene())
        let button = t.scene.saveButton
        #expect(button.gestureRecognizers?.count == 1)
        t.tap(button)
        let lifted = t.seconds
        // The action runs when the 0.1 s press animation completes; the scale-down is undone by
        // the second 0.1 s animation.
        t.advance(by: 0.05)
        #expect(t.scene.saves == 0)
        #expect(button.transform == Transform(scaleX: 0.95, y: 0.95))     // the model value
        t.advance(by: 0.2)
        #expect(t.scene.saves == 1)
        #expect(button.alpha == 0.7 && !button.isUserInteractionEnabled)
        #expect(button.transform.isIdentity)
        // Loading turns interaction off: a tap lands on the screen behind it.
        t.tap(at: Point(x: button.screenFrame.midX, y: button.screenFrame.midY))
        #expect(t.scene.saves == 1)
        // The fake request ends two seconds after the action, on the scene's clock.
        t.advance(by: lifted + 0.1 + 2 - 0.05 - t.seconds)
        #expect(button.alpha == 0.7)
        t.advance(by: 0.1)
        #expect(button.alpha == 1.0 && button.isUserInteractionEnabled)
        t.tap(button)
        t.settle()
        #expect(t.scene.saves == 2)
        #expect(button.alpha == 1.0)
        #expect(t.violations.filter { $0.kind != .frameBudget }.isEmpty)
    }

    /// The floating-label field, driven through its text field's editing events: the border
    /// follows editing and errors, the label fades in over 0.2 s — and stays centred, because
    /// SnapKit's `update(inset: 32)` on a `centerY` constraint sets (top − bottom) / 2 = 0.
    @Test func theFloatingLabelFieldFollowsItsFieldsEditingEvents() throws {
        let t = SceneTester(try ProfileComponentsScene())
        let field = t.scene.nameField
        #expect(field.container.layer.borderColor == Color.systemGray4)
        #expect(field.inputField.placeholder == "Ismingiz")
        let resting = field.floatingLabelView.frame.midY
        #expect(resting == field.container.frame.midY)

        t.tap(field.inputField)
        #expect(field.inputField.isFirstResponder && field.inputField.isEditing)
        #expect(field.container.layer.borderColor == Color.systemBlue)         // editingDidBegin
        #expect(field.inputField.placeholder == "")
        t.advance(by: 0.1)
        let halfway = try #require(t.presentation(of: field.floatingLabelView)).alpha
        #expect(halfway > 0 && halfway < 1)
        t.advance(by: 0.15)
        #expect(t.presentation(of: field.floatingLabelView)?.alpha == 1)
        #expect(field.floatingLabelView.frame.midY == resting)

        field.setError("Ism kerak")
        #expect(field.container.layer.borderColor == Color.systemRed)
        #expect(!field.errorLabelView.isHidden)
        t.type("Az")                                                            // editingChanged
        #expect(field.inputField.text == "Az")
        #expect(field.errorLabelView.isHidden)
        #expect(field.container.layer.borderColor == Color.systemBlue)         // still editing

        t.scene.withAmbient { _ = t.scene.root.endEditing(true) }               // editingDidEnd
        #expect(!field.inputField.isEditing)
        #expect(field.container.layer.borderColor == Color.systemGray4)
        t.settle()
        #expect(field.floatingLabelView.alpha == 1)                              // not empty: stays up
        #expect(t.scene.keyboard.phase == .hidden)

        // Emptied and ended again: the label fades out and the placeholder comes back.
        t.tap(field.inputField)
        t.deleteBackward(); t.deleteBackward()
        t.scene.withAmbient { _ = t.scene.root.endEditing(true) }
        t.settle()
        #expect(field.floatingLabelView.alpha == 0)
        #expect(field.inputField.placeholder == "Ismingiz")
        #expect(t.violations.filter { $0.kind != .frameBudget }.isEmpty)
    }
}
