import FlickLayout
import FlickSim

/// Where a scene's text inputs are: what the case generator's `type` gestures tap. Measured
/// once per scene, built for the default environment (`FuzzEnvironment()`) and laid out;
/// each text input (a `KeyInput` view that can become first responder, not hidden) as its
/// frame in screen points, in preorder. Building is deterministic, so every process of a
/// campaign (the parent and its workers) measures the same frames and draws the same cases.
package enum TextInputTargets {
    /// The text inputs of each of `scenes` that has any (scenes without one are left out,
    /// so their cases are drawn exactly as before typing existed).
    /// - Complexity: one build and layout of each scene.
    package static func measure(_ scenes: [String], in registry: SceneRegistry) -> [String: [Rect]] {
        var out: [String: [Rect]] = [:]
        for name in Set(scenes) {
            let frames = measure(name, in: registry)
            if !frames.isEmpty { out[name] = frames }
        }
        return out
    }

    /// One scene's text input frames (empty when it cannot be built or is not a `SceneHost`).
    package static func measure(_ scene: String, in registry: SceneRegistry) -> [Rect] {
        guard let built = try? registry.make(scene, environment: FuzzEnvironment().sceneEnvironment),
              let host = built as? SceneHost else { return [] }
        host.withAmbient { host.layout() }
        return frames(in: host.root)
    }

    /// The screen frames of the text inputs under `root`, in preorder.
    package static func frames(in root: Screen) -> [Rect] {
        var out: [Rect] = []
        root.forEachInSubtree { v in
            guard v is KeyInput, v.canBecomeFirstResponder, !v.isHidden,
                  let origin = v.convert(Point(x: 0, y: 0), to: nil) else { return }
            out.append(Rect(origin: origin, size: v.bounds.size))
        }
        return out
    }
}
