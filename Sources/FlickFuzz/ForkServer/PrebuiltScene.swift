import FlickSim

/// A scene built before the run that takes it: a forked case's copy of its template. The
/// first run of a case with the same build key takes it (once); any later run of the case
/// builds its own.
package final class PrebuiltScene: @unchecked Sendable {
    /// The build key the scene was built for.
    package let key: BuildKey
    private var scene: (any Scene)?
    /// The scene's active constraints, listed when it was built (`ActiveConstraints`), or nil.
    let listedConstraints: ActiveConstraints?

    package convenience init(key: BuildKey, scene: any Scene) {
        self.init(key: key, scene: scene, listed: nil)
    }

    /// - Parameter listed: the scene's active constraints listed once it was built, for the
    ///   run's first mutation (`Mutator`); nil when not listed.
    init(key: BuildKey, scene: any Scene, listed: ActiveConstraints?) {
        self.key = key
        self.scene = scene
        listedConstraints = listed
    }

    /// The scene, when `c` has its key and it was not taken yet; then nil.
    func take(for c: FuzzCase) -> (any Scene)? {
        guard scene != nil, BuildKey(c) == key else { return nil }
        defer { scene = nil }
        return scene
    }
}
