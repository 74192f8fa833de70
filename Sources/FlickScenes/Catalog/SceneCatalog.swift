import FlickSim

/// The built-in scenes, in the order `flick scenes` lists them.
public enum SceneCatalog {
    public static let all: [SceneDescriptor] = [
        SceneDescriptor(name: "drawer", summary: "bottom drawer scrubbed by a pan through a property animator; rule: its top stays between the detents") { env throws(SceneError) in
            try DrawerScene(environment: env, conflict: false)
        },
        SceneDescriptor(name: "drawer-conflict", summary: "drawer variant: a two-finger pan adds a required height that contradicts the drawer's edges (expects unsatisfiable)",
                        expects: [.conflict(involving: "'\(DrawerScene.plantedConflict)'")]) { env throws(SceneError) in
            try DrawerScene(environment: env, conflict: true)
        },
        SceneDescriptor(name: "stretchy-header", summary: "header image stretched by pulling a scroll view past its top; rule: never shorter than its resting height") { env throws(SceneError) in
            try StretchyHeaderScene(environment: env)
        },
        SceneDescriptor(name: "accordion", summary: "panels (items, default 3) toggled by a tap, label height and alpha in a spring; rule: no overlap, height within 0…text") { env throws(SceneError) in
            try AccordionScene(environment: env)
        },
        SceneDescriptor(name: "fab", summary: "floating action button fanning out two actions by remake, spring and π/4 rotation; rule: the main button never moves") { env throws(SceneError) in
            try FABScene(environment: env)
        },
        SceneDescriptor(name: "floating-label", summary: "text field whose label floats up while editing (0.2 s); rule: the label stays inside the component") { env throws(SceneError) in
            try FloatingLabelScene(environment: env)
        },
        SceneDescriptor(name: "expanding-card", summary: "card remade between an 80 pt bar and a 300 pt panel with a spring; rule: side insets kept, height within 80…300") { env throws(SceneError) in
            try ExpandingCardScene(environment: env)
        },
        SceneDescriptor(name: "edit-profile", summary: "edit-profile screen of reusable components in a scroll view (fields, rating card, save); rule: components in order, inside the width") { env throws(SceneError) in
            try EditProfileScene(environment: env)
        },
        SceneDescriptor(name: "sign-in", summary: "sign-in form of the tutorial components (email, secure password, loading button) with the keyboard; rule: the button is never under the keyboard") { env throws(SceneError) in
            try SignInScene(environment: env)
        },
        SceneDescriptor(name: "feed", summary: "a feed of 1200 rows (2400 views; items sets it) in a scroll view, for scale; rule: rows never overlap") { env throws(SceneError) in
            try FeedScene(environment: env)
        },
        SceneDescriptor(name: "slider", summary: "a knob dragged along a track, straight on the solver; rule: the knob stays on the track") { env throws(SceneError) in
            try SliderScene(environment: env, conflict: false)
        },
        SceneDescriptor(name: "slider-conflict", summary: "slider variant: a second finger adds a required lock that contradicts the knob's bound (expects unsatisfiable)",
                        expects: [.conflict(involving: SliderScene.lockName)]) { env throws(SceneError) in
            try SliderScene(environment: env, conflict: true)
        },
    ]

    /// The built-in scenes as a registry, to which a user's scenes are added.
    public static var registry: SceneRegistry {
        // The built-in names are unique (tested), so this cannot throw.
        (try? SceneRegistry(all)) ?? SceneRegistry.empty
    }

    /// The scene named `name`.
    /// - Throws: `SceneError.unknownScene` listing the known names.
    public static func descriptor(named name: String) throws(SceneError) -> SceneDescriptor {
        try registry.descriptor(named: name)
    }

    /// Builds the scene named `name` for `environment`.
    public static func make(_ name: String, environment: SceneEnvironment = SceneEnvironment()) throws(SceneError) -> any Scene {
        try registry.make(name, environment: environment)
    }
}
