import FlickAnimation
import FlickGestures
import FlickSim

/// What a scene's own stored properties hold, read by reflection (`Mirror`): the animators,
/// recognizers and closures its code keeps, by property name. A `SceneHost` subclass is read
/// down to `SceneHost` (whose own properties are Flick's plumbing); another scene, whole.
///
/// Reflection sees stored properties only, one level deep (an animator inside an array or
/// optional counts; one inside a struct or another object does not), and never what a
/// closure captures.
struct SceneFields {
    /// Animators in the scene's properties, with the property's name.
    private(set) var animators: [(name: String, animator: PropertyAnimator)] = []
    /// Recognizers in the scene's properties.
    private(set) var recognizers: [(name: String, recognizer: GestureRecognizer)] = []
    /// Properties holding a closure (or an optional one), by name.
    private(set) var closures: [String] = []

    /// - Complexity: O(stored properties of the scene's own classes).
    init(of scene: AnyObject) {
        var mirror: Mirror? = Mirror(reflecting: scene)
        while let m = mirror, m.subjectType != SceneHost.self {
            for child in m.children { read(child.label ?? "?", child.value) }
            mirror = m.superclassMirror
        }
    }

    /// The name of the scene's property that holds `object`, if one does.
    func name(holding object: AnyObject) -> String? {
        animators.first { $0.animator === object }?.name ?? recognizers.first { $0.recognizer === object }?.name
    }

    private mutating func read(_ label: String, _ value: Any) {
        // A lazy property's storage is named `$__lazy_storage_$_name`.
        let name = label.hasPrefix("$__lazy_storage_$_") ? String(label.dropFirst(18)) : label
        if let a = value as? PropertyAnimator { animators.append((name, a)); return }
        if let list = value as? [PropertyAnimator] { for a in list { animators.append((name, a)) }; return }
        if let r = value as? GestureRecognizer { recognizers.append((name, r)); return }
        if let list = value as? [GestureRecognizer] { for r in list { recognizers.append((name, r)) }; return }
        if String(describing: type(of: value)).contains("->") { closures.append(name) }
    }
}
