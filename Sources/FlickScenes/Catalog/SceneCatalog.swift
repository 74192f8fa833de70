import FlickSim

/// The built-in scenes, in the order `flick scenes` lists them.
public enum SceneCatalog {
    public static let all: [SceneDescriptor] = [
        SceneDescriptor(name: "slider", summary: "a knob dragged along a track, straight on the solver; rule: the knob stays on the track") { env throws(SceneError) in
            try SliderScene(environment: env, conflict: false)
        },
        SceneDescriptor(name: "slider-conflict", summary: "slider variant: a second finger adds a required lock that contradicts the knob's bound (expects unsatisfiable)") { env throws(SceneError) in
            try SliderScene(environment: env, conflict: true)
        },
    ]

    /// The scene named `name`.
    /// - Throws: `SceneError.unknownScene` listing the known names.
    public static func descriptor(named name: String) throws(SceneError) -> SceneDescriptor {
        guard let d = all.first(where: { $0.name == name }) else { throw .unknownScene(name, known: all.map(\.name)) }
        return d
    }

    /// Builds the scene named `name` for `environment`.
    public static func make(_ name: String, environment: SceneEnvironment = SceneEnvironment()) throws(SceneError) -> any Scene {
        try descriptor(named: name).make(environment)
    }
}
