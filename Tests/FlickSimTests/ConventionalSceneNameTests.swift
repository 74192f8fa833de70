import Testing
@testable import FlickSim

private final class ProfileFormScene {}
private final class FABScene {}
private final class HTTPListScene {}
private final class Scene2DChart {}
private final class Scene {}

/// The name a scene type's messages suggest for `--scene` (it once suggested the class name,
/// which no executable registers).
@Suite struct ConventionalSceneNameTests {
    @Test func typeNamesBecomeRegisteredNames() {
        #expect(ConventionalSceneName.of(ProfileFormScene.self) == "profile-form")
        #expect(ConventionalSceneName.of(FABScene.self) == "fab")
        #expect(ConventionalSceneName.of(HTTPListScene.self) == "http-list")
        #expect(ConventionalSceneName.of(Scene2DChart.self) == "scene2-dchart" || ConventionalSceneName.of(Scene2DChart.self) == "scene2-d-chart")
        #expect(ConventionalSceneName.of(Scene.self) == "scene")
        #expect(ConventionalSceneName.of([Int].self) == "array")
    }
}
