import Testing
import FlickGestures
import FlickLayout
import FlickSim
import FlickTesting

/// The tutorial's primary button and rating, ported with renames only (see
/// `ProfileComponentsScene.swift`), behave as on a device.
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

    @Test func thePrimaryButtonsOwnTapRunsItsActionAfterThePressAnimation() throws {
        let t = SceneTester(try ProfileComponentsScene())
        t.tap(t.scene.saveButton)
        t.settle()
        #expect(t.scene.saves == 1)
        #expect(t.scene.saveButton.alpha == 0.7)
        #expect(t.scene.saveButton.transform.isIdentity)
        #expect(t.scene.saveButton.gestureRecognizers?.count == 1)
        // Loading turns interaction off: another tap lands on the screen behind it.
        t.tap(at: Point(x: t.scene.saveButton.screenFrame.midX, y: t.scene.saveButton.screenFrame.midY))
        t.settle()
        #expect(t.scene.saves == 1)
        #expect(t.violations.filter { $0.kind != .frameBudget }.isEmpty)
    }
}
