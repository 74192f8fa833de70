import FlickSim

/// A scene built before the run that takes it: a forked case's copy of its template. The
/// first run of a case with the same build key takes it (once); any later run of the case
/// builds its own.
package final class PrebuiltScene: @unchecked Sendable {
    /// The build key the scene was built for.
    package let key: BuildKey
    private var scene: (any Scene)?

    package init(key: BuildKey, scene: any Scene) {
        self.key = key
        self.scene = scene
    }

    /// The scene, when `c` has its key and it was not taken yet; then nil.
    func take(for c: FuzzCase) -> (any Scene)? {
        guard scene != nil, BuildKey(c) == key else { return nil }
        defer { scene = nil }
        return scene
    }
}
