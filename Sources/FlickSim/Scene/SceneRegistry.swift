/// A set of named scenes: what `flick scenes` lists and `--scene` selects — the built-in ones
/// and a user's own, added by `adding(_:)`.
///
/// Names are unique: adding a scene whose name is taken is refused (`SceneError.duplicateScene`),
/// so a user's scene never shadows a built-in one by accident. Order is kept: the listing shows
/// scenes in the order they were added.
public struct SceneRegistry: Sendable {
    /// Every scene, in listing order.
    public let descriptors: [SceneDescriptor]

    /// A registry of `descriptors`.
    /// - Throws: `SceneError.duplicateScene` when two share a name.
    public init(_ descriptors: [SceneDescriptor]) throws(SceneError) {
        var seen: Set<String> = []
        for d in descriptors {
            guard seen.insert(d.name).inserted else { throw .duplicateScene(d.name) }
        }
        self.descriptors = descriptors
    }

    /// This registry with `more` after its own scenes.
    /// - Throws: `SceneError.duplicateScene` for the first name already present (or repeated in `more`).
    public func adding(_ more: [SceneDescriptor]) throws(SceneError) -> SceneRegistry {
        try SceneRegistry(descriptors + more)
    }

    /// No scenes.
    public static let empty = SceneRegistry(validated: [])

    private init(validated descriptors: [SceneDescriptor]) { self.descriptors = descriptors }

    /// The names, in listing order.
    public var names: [String] { descriptors.map(\.name) }

    /// The scene named `name`.
    /// - Throws: `SceneError.unknownScene` listing the known names.
    public func descriptor(named name: String) throws(SceneError) -> SceneDescriptor {
        guard let d = descriptors.first(where: { $0.name == name }) else { throw .unknownScene(name, known: names) }
        return d
    }

    /// Builds the scene named `name` for `environment`.
    /// - Throws: `SceneError.unknownScene`, or what the scene's `make` throws.
    public func make(_ name: String, environment: SceneEnvironment = SceneEnvironment()) throws(SceneError) -> any Scene {
        try descriptor(named: name).make(environment)
    }
}
