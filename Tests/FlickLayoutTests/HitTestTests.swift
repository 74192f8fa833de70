import Testing
@testable import FlickLayout
import FlickTestSupport

@Suite struct HitTestTests {
    func scene() -> (Screen, View, View, View) {
        let screen = makeScreen()
        let card = V("card"), button = V("button"), overlay = V("overlay")
        screen.addSubview(card); card.addSubview(button); screen.addSubview(overlay)
        card.snp.makeConstraints { make in make.left.top.equalTo(100); make.size.equalTo(100) }
        button.snp.makeConstraints { make in make.center.equalToSuperview(); make.size.equalTo(40) }
        overlay.snp.makeConstraints { make in make.left.top.equalTo(0); make.size.equalTo(50) }
        screen.layoutIfNeeded()
        return (screen, card, button, overlay)
    }

    @Test func deepestFrontMostViewWins() {
        let (screen, card, button, overlay) = scene()
        #expect(screen.hitTest(screenPoint: Point(x: 150, y: 150)) === button)
        #expect(screen.hitTest(screenPoint: Point(x: 105, y: 105)) === card)
        #expect(screen.hitTest(screenPoint: Point(x: 10, y: 10)) === overlay)
        #expect(screen.hitTest(screenPoint: Point(x: 300, y: 500)) === screen)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
        let (screen, card, button, _) = scene()
        button.isUserInteractionEnabled = false
        #expect(screen.hitTest(screenPoint: Point(x: 150, y: 150)) === card)
        button.isUserInteractionEnabled = true
        button.alpha = 0.005
        #expect(screen.hitTest(screenPoint: Point(x: 150, y: 150)) === card)
        button.alpha = 1
        card.isHidden = true
        #expect(screen.hitTest(screenPoint: Point(x: 150, y: 150)) === screen)
    }

    @Test func transformsApplyAboutTheCenter() {
        let (screen, card, button, _) = scene()
        card.transform = Transform(translationX: 100, y: 0)
        #expect(screen.hitTest(screenPoint: Point(x: 250, y: 150)) === button)
        #expect(button.screenFrame == R(230, 130, 40, 40))
        card.transform = Transform(scaleX: 2, y: 2)
        #expect(card.screenFrame == R(50, 50, 200, 200))
        #expect(screen.hitTest(screenPoint: Point(x: 60, y: 60)) === card)
        card.transform = Transform(rotationAngle: .pi / 4)
        // The rotated square's corner region at its old corner is empty now.
        #expect(screen.hitTest(screenPoint: Point(x: 102, y: 102)) === screen)
        let p = button.convert(Point(x: 20, y: 20), to: nil)
        #expect(abs((p?.x ?? 0) - 150) < 1e-9 && abs((p?.y ?? 0) - 150) < 1e-9)
    }

    @Test func scrollOffsetMovesContentWithoutRelayout() {
        let screen = makeScreen()
        let scroll = ScrollView(), content = V("content"), row = V("row")
        screen.addSubview(scroll); scroll.addSubview(content); content.addSubview(row)
        scroll.snp.makeConstraints { $0.edges.equalToSuperview() }
        content.snp.makeConstraints { make in make.edges.width.equalToSuperview(); make.height.equalTo(2000) }
        row.snp.makeConstraints { make in make.left.right.equalToSuperview(); make.top.equalTo(1000); make.height.equalTo(50) }
        screen.layoutIfNeeded()
        #expect(scroll.contentSize == Size(width: 375, height: 2000))
        #expect(content.frame == R(0, 0, 375, 2000))
        #expect(screen.hitTest(screenPoint: Point(x: 10, y: 20)) === content)
        scroll.contentOffset = Point(x: 0, y: 990)
        #expect(screen.layoutIfNeeded().changes.isEmpty)
        #expect(row.screenFrame == R(0, 10, 375, 50))
        #expect(screen.hitTest(screenPoint: Point(x: 10, y: 20)) === row)
    }
}
