import FlickCore
/// A named scene the simulator can build: what `flick scenes` lists and `--scene` selects.
public struct SceneDescriptor: Sendable {
    /// The name `--scene` takes.
    public let name: String
    /// One line: what the scene is and what it checks.
    public let summary: String
    /// The violations the scene is built to show (default none): the fuzzer does not report
    /// them as findings. See `ExpectedViolation`.
    public let expects: [ExpectedViolation]
    /// Builds the scene for an environment.
    /// - Throws: `SceneError` when the environment does not fit (unknown profile, bad content).
    public let make: @Sendable (SceneEnvironment) throws(SceneError) -> any Scene

    public init(name: String, summary: String, expects: [ExpectedViolation] = [],
                make: @escaping @Sendable (SceneEnvironment) throws(SceneError) -> any Scene) {
        self.name = name; self.summary = summary; self.expects = expects; self.make = make
    }

    /// Whether `v` is one of the violations the scene is built to show.
    public func expects(_ v: Violation) -> Bool { expects.contains { $0.matches(v) } }
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
