/// What decides how a case's scene is built: the scene's name and every `FuzzEnvironment`
/// field that `sceneEnvironment` passes to its `make` (profile, orientation, safe area, item
/// count, text length, type scale). The refresh rate is not part of it: it only decides how
/// the built scene is ticked.
///
/// Two cases with the same key build identical scenes (the same first layout, the same
/// frame digests), so a worker's fork-server may run either in a copy of one scene built
/// before (`TemplateCache`).
package struct BuildKey: Sendable, Hashable, CustomStringConvertible {
    /// The scene's registry name.
    package let scene: String
    /// The case's environment with `hz` at its default: only the fields a build reads.
    package let environment: FuzzEnvironment

    /// The key of `c`.
    package init(_ c: FuzzCase) {
        scene = c.scene
        var e = c.environment
        e.hz = FuzzEnvironment.defaultHz
        environment = e
    }

    /// The scene and its build fields, for logs and tests (`feed itemCount=40 …`).
    package var description: String {
        let e = environment
        var parts = [scene, e.profile, e.landscape ? "landscape" : "portrait", "typeScale=\(e.typeScale)"]
        if let n = e.itemCount { parts.append("itemCount=\(n)") }
        if let n = e.textLength { parts.append("textLength=\(n)") }
        if let s = e.safeArea { parts.append("safeArea=\(s.top),\(s.left),\(s.bottom),\(s.right)") }
        return parts.joined(separator: " ")
    }
}
