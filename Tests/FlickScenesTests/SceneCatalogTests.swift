import Foundation
import Testing
import FlickScenes
import FlickSim
import FlickTestSupport

/// The catalog itself: every built-in scene builds and lays out before any input without an
/// unsatisfiable required constraint, and every scene but the planted-conflict variants has
/// its two bundled traces, the normal one pinned to its digest in `BuiltInSceneTests`.
@Suite("scene catalog")
struct SceneCatalogTests {
    /// The variants built to conflict under a given input (their base scene carries the traces).
    static let variants: Set<String> = ["drawer-conflict", "slider-conflict"]

    @Test(arguments: SceneCatalog.all.map(\.name))
    func buildsAndLaysOutWithoutAConflict(_ name: String) throws {
        let scene = try SceneCatalog.make(name)
        scene.withAmbient { scene.layout() }
        let issues = scene.drainIssues()
        #expect(issues.filter { $0.kind == .unsatisfiable }.isEmpty, "\(name): \(issues.map(\.message))")
        var frames: [FrameSample] = []
        scene.collectFrames(into: &frames)
        #expect(!frames.isEmpty, "\(name) shows no view")
        #expect(scene.checkRules(frames: frames).isEmpty, "\(name) breaks its own rule at rest")
    }

    @Test func namesAreUniqueAndEverySceneHasItsTracesPinned() {
        let names = SceneCatalog.all.map(\.name)
        #expect(Set(names).count == names.count)
        let pinned = Set(BuiltInSceneTests.pinned.map(\.0))
        for name in names where !Self.variants.contains(name) {
            #expect(pinned.contains(name), "\(name) has no pinned digest")
            for kind in ["normal", "abuse"] {
                #expect(FileManager.default.fileExists(atPath: tracePath("\(name)-\(kind).trace")), "\(name)-\(kind).trace")
            }
        }
    }
}
