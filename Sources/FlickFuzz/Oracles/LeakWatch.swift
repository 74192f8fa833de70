import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim

/// Weak references to what one run of a case built — the scene and, for a `SceneHost`, its
/// screen, its animation engine, presentation layer and touch router, every animator bound to
/// the engine and every recognizer attached to the router — for the leak oracle
/// (`LeakOracle`) to look at once the run and its simulator are gone.
///
/// Recognizers are taken at the end of the run (the router as it is then); animators as they
/// bind to the engine, plus those the scene made before the run (stored on the scene, or
/// already active). Views are not watched one by one — a weak reference gives every view a
/// side table, which cost a 1200-row feed case about 10 % more CPU time in a debug build — but
/// read from the screen's tree when the screen outlives the run (`alive`).
/// - Complexity: O(recognizers + animators) weak references per run; O(views) for `alive`
///   only when the screen is alive.
final class LeakWatch {
    /// What an object is to the run.
    enum Role: Int, Comparable {
        case scene, screen, view, engine, presentation, router, animator, recognizer

        static func < (a: Role, b: Role) -> Bool { a.rawValue < b.rawValue }
    }

    struct Entry {
        weak var object: AnyObject?
        let role: Role
    }

    private(set) var entries: [Entry] = []
    private var seen: Set<ObjectIdentifier> = []

    /// Starts watching `scene` (call once it is built, before its run).
    func watch(scene: any Scene) {
        add(scene, .scene)
        guard let host = scene as? SceneHost else { return }
        add(host.root, .screen)
        add(host.engine, .engine)
        add(host.presentation, .presentation)
        add(host.router, .router)
        for a in host.engine.activeAnimators { add(a, .animator) }
        for a in SceneFields(of: scene).animators { add(a.animator, .animator) }
        // The hook holds the watch weakly: the engine must not keep it (or it would keep
        // every weak reference's side table) beyond the run.
        host.engine.onBind { [weak self] a in self?.add(a, .animator) }
    }

    /// Takes the scene's recognizers as they are at the end of its run.
    func runEnded(scene: any Scene) {
        guard let host = scene as? SceneHost else { return }
        for r in host.router.recognizers { add(r, .recognizer) }
    }

    /// Whether the scene is gone (true when no scene was watched).
    var sceneIsFreed: Bool { !entries.contains { $0.role == .scene && $0.object != nil } }

    /// The watched objects still alive, in the order watched, each alive screen followed by
    /// the views of its tree in preorder.
    var alive: [(object: AnyObject, role: Role)] {
        var out: [(object: AnyObject, role: Role)] = []
        for e in entries {
            guard let o = e.object else { continue }
            out.append((o, e.role))
            if e.role == .screen, let screen = o as? View {
                screen.forEachInSubtree { v in if v !== screen { out.append((v, .view)) } }
            }
        }
        return out
    }

    private func add(_ object: AnyObject?, _ role: Role) {
        guard let object, seen.insert(ObjectIdentifier(object)).inserted else { return }
        entries.append(Entry(object: object, role: role))
    }
}
