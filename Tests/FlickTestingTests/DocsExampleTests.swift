// The example of docs/TESTING.md, compiled and run: keep the two in step.
import Testing
import FlickGestures
import FlickLayout
import FlickSim
import FlickTesting

/// A like button: a tap fades a heart in above it, in 0.3 s.
final class LikeScene: SceneHost {
    let button = View()
    let heart = View()

    init() throws(SceneError) {
        try super.init(environment: SceneEnvironment())
        button.name = "like"
        heart.name = "heart"
        root.addSubview(button)
        root.addSubview(heart)
        button.snp.makeConstraints { make in
            make.size.equalTo(60)
            make.center.equalToSuperview()
        }
        heart.snp.makeConstraints { make in
            make.size.equalTo(120)
            make.centerX.equalToSuperview()
            make.bottom.equalTo(button.snp.top).offset(-20)
        }
        heart.alpha = 0
        let tap = TapGestureRecognizer(name: "likeTap")
        tap.addTarget { [unowned self] _ in
            self.engine.animate(withDuration: 0.3, animations: { self.heart.alpha = 1 })
        }
        router.attach(tap, to: button)
        finishBuilding()
    }
}

@Suite("docs/TESTING.md example")
struct DocsExampleTests {
    @Test func aTapFadesTheHeartIn() throws {
        let t = SceneTester(try LikeScene())
        t.tap(t.scene.button)
        t.advance(by: 0.15)
        let halfway = try #require(t.presentation(of: t.scene.heart)).alpha
        #expect(halfway > 0.2 && halfway < 0.8)
        t.settle()
        #expect(t.presentation(of: t.scene.heart)?.alpha == 1)
        #expect(t.recognitions(of: try #require(t.recognizer(named: "likeTap"))) == 1)
        t.expectGolden(named: "like-tap")
    }
}
