import FlickCore
/// A named scene the simulator can build: what `flick scenes` lists and `--scene` selects.
public struct SceneDescriptor: Sendable {
    /// The name `--scene` takes.
    public let name: String
    /// One line: what the scene is and what it checks.
    public let summary: String
    /// Builds the scene for an environment.
    /// - Throws: `SceneError` when the environment does not fit (unknown profile, bad content).
    public let make: @Sendable (SceneEnvironment) throws(SceneError) -> any Scene

    public init(name: String, summary: String, make: @escaping @Sendable (SceneEnvironment) throws(SceneError) -> any Scene) {
        self.name = name; self.summary = summary; self.make = make
    }
}

/// Why a scene could not be built.
public enum SceneError: Error, Sendable, Hashable, CustomStringConvertible {
    case unknownScene(String, known: [String])
    case unknownProfile(String, known: [String])
    case badEnvironment(String)
    /// Two scenes with one name (a user's scene named like a built-in one).
    case duplicateScene(String)

    public var description: String {
        switch self {
        case .unknownScene(let n, let known): return "unknown scene '\(Format.excerpt(n))' (known: \(known.joined(separator: ", ")))"
        case .unknownProfile(let n, let known): return "unknown device profile '\(Format.excerpt(n))' (known: \(known.joined(separator: ", ")))"
        case .badEnvironment(let why): return "bad scene environment: \(why)"
        case .duplicateScene(let n): return "two scenes are named '\(Format.excerpt(n))'; scene names must be unique (a scene of your own may not take a built-in scene's name)"
        }
    }
}
