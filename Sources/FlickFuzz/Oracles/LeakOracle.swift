import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim

/// The leak oracle: once a run and its simulator are gone, nothing the run built may be alive
/// (`LeakWatch` keeps weak references to it). When something is, it says which objects, what
/// holds them as far as Flick can tell, and whose defect it is.
///
/// **Whose.** Flick's objects never hold a scene (its handlers capture it unowned), so a scene
/// alive after its run is held by the scene's own code: a `leak` finding of the scene. Flick's
/// objects (screen, views, engine, animators, recognizers, router) alive with the scene freed
/// are held by nothing of the scene's — a `flick-internal` finding: Flick's defect (the one
/// exception: scene code that keeps them in a global), which a campaign reports as an internal
/// error, never as a finding of the scene (`Finding.isInternal`).
///
/// **What holds what.** Swift has no heap walker, so the holders come from the part of the
/// object graph Flick knows: the scene keeps its screen, engine, presentation and router (and,
/// read by reflection, the animators and recognizers in its own stored properties); the screen
/// its tree; the engine its active and stopped animators; the presentation its engine; the
/// router its recognizers. Each leaked object is listed with the leaked objects that hold it
/// there; one with none is held from outside that graph.
///
/// **Which closure.** What a closure captures is opaque. To find the closure that keeps a
/// leaked scene, the oracle drops, one at a time, the closures the scene gave Flick's leaked
/// objects — each animator's animation blocks not yet run, then its completions, then each
/// recognizer's actions — and names the one whose drop frees the scene. (The objects are
/// garbage by then: nothing runs again.) When none does, the scene is held by a reference
/// Flick cannot see — a closure it stores itself (named, when reflection finds closure
/// properties on the scene), an object of its own, or a global.
///
/// **Not seen.** Objects the run built that Flick did not hand out (a scene's own model
/// objects), a view that outlives the run without its screen (views are read from the tree
/// of a screen that outlived it),
/// and, when several closures each keep the scene, all but the last dropped (the finding
/// names the one whose drop freed it).
package struct LeakOracle: OracleRule {
    package init() {}
    package var oracle: Oracle { .leak }
    package var meaning: String { "the scene, its views, engine, animators or recognizers outlived the run (a retain cycle), named with what holds them" }
    package var kinds: Set<ViolationKind> { [] }

    /// The kind of a finding of the scene's code: the scene outlived its run.
    static let sceneKind = "leak"
    /// The kind of a finding of Flick's own: its objects outlived a freed scene.
    static let internalKind = "flick-internal"
    /// Views listed one by one in a finding's details; the rest are counted.
    static let viewsListed = 8

    /// The finding for what outlived the run `watch` watched of `scene`, nil when nothing did.
    /// May drop closures of the leaked objects (see the type's doc).
    /// - Complexity: O(leaked objects + closures dropped × 1).
    static func judge(_ watch: LeakWatch, scene: String) -> Finding? {
        var leaked = watch.alive.map { LeakedObject(object: $0.object, role: $0.role) }
        guard !leaked.isEmpty else { return nil }
        let details = holderLines(leaked)
        guard let i = leaked.firstIndex(where: { $0.role == .scene }) else {
            return internalFinding(leaked, details: details, scene: scene)
        }
        let typeName = leaked[i].typeName
        let fields = SceneFields(of: leaked[i].object)
        // From here on only weak references reach the scene, so dropping its holder frees it.
        leaked.remove(at: i)
        return sceneFinding(typeName, fields: fields, others: leaked, details: details, watch: watch, scene: scene)
    }

    // MARK: Findings

    private static func sceneFinding(_ typeName: String, fields: SceneFields, others leaked: [LeakedObject], details: [String],
                                     watch: LeakWatch, scene: String) -> Finding {
        let others = summary(leaked)
        let what = "the scene (\(typeName)) outlived its run" + (others.isEmpty ? "" : ", with \(others)")
        let holder = SceneHolder.find(leaked, fields: fields, isFreed: { watch.sceneIsFreed })
        let message = "\(what): a retain cycle in the scene's code. \(holder.sentence)"
        return Finding(oracle: .leak, kind: sceneKind, tick: nil, message: message, details: details + holder.how,
                       signature: Signature(oracle: .leak, scene: scene, kind: sceneKind, location: "scene held by \(holder.kind)"))
    }

    private static func internalFinding(_ leaked: [LeakedObject], details: [String], scene: String) -> Finding {
        let roots = self.roots(leaked)
        let held = leaked.count - roots.count
        let message = "Flick's own objects outlived the run though the scene was freed: "
            + roots.map(\.label).joined(separator: ", ") + (held > 0 ? " (holding \(summary(leaked.filter { o in !roots.contains { $0.object === o.object } })))" : "")
            + ". Nothing of the scene's holds them, so this is a defect in Flick, not in the scene (an internal error: please report it), unless the scene's code keeps them in a global."
        let location = Array(Set(roots.map(\.typeName))).sorted().joined(separator: ",")
        return Finding(oracle: .leak, kind: internalKind, tick: nil, message: message, details: details,
                       signature: Signature(oracle: .leak, scene: scene, kind: internalKind, location: location))
    }

    // MARK: The known graph

    /// The leaked objects that hold `o` in the part of the graph Flick knows.
    static func holders(of o: LeakedObject, in leaked: [LeakedObject], fields: SceneFields?) -> [LeakedObject] {
        leaked.filter { h in h.object !== o.object && holds(h, o, fields: fields) }
    }

    private static func holds(_ h: LeakedObject, _ o: LeakedObject, fields: SceneFields?) -> Bool {
        switch (h.role, o.role) {
        case (.scene, .screen), (.scene, .engine), (.scene, .presentation), (.scene, .router):
            guard let host = h.object as? SceneHost else { return false }
            return host.root === o.object || host.engine === o.object || host.presentation === o.object || host.router === o.object
        case (.scene, .animator), (.scene, .recognizer):
            return fields?.name(holding: o.object) != nil
        case (.screen, .view):
            guard let screen = h.object as? View else { return false }
            var found = false
            screen.forEachInSubtree { v in if v === o.object { found = true } }
            return found
        case (.presentation, .engine):
            return (h.object as? ViewPresentation<PresentedView>)?.engine === o.object
        case (.engine, .animator):
            guard let a = o.object as? PropertyAnimator, a.isKeptByEngine else { return false }
            return a.engineIfBound === h.object
        case (.router, .recognizer):
            return (h.object as? TouchRouter)?.recognizers.contains { $0 === o.object } ?? false
        default:
            return false
        }
    }

    /// The leaked objects no other leaked object holds (in the known graph): held from outside it.
    static func roots(_ leaked: [LeakedObject]) -> [LeakedObject] {
        let fields = leaked.first { $0.role == .scene }.map { SceneFields(of: $0.object) }
        return leaked.filter { holders(of: $0, in: leaked, fields: fields).isEmpty }
    }

    /// One line per leaked object (views past `viewsListed` counted in one line): what it is
    /// and what holds it.
    static func holderLines(_ leaked: [LeakedObject]) -> [String] {
        let fields = leaked.first { $0.role == .scene }.map { SceneFields(of: $0.object) }
        var lines: [String] = []
        var views = 0
        for o in leaked {
            if o.role == .view {
                views += 1
                if views > viewsListed { continue }
            }
            let by = holders(of: o, in: leaked, fields: fields)
            let held = by.isEmpty ? "held from outside what Flick can follow"
                : "held by " + by.map { h in
                    if h.role == .scene { return fields?.name(holding: o.object).map { "the scene's `\($0)`" } ?? "the scene" }
                    return h.role == .screen ? "the screen's tree" : h.label
                }.joined(separator: ", ")
            lines.append("leaked: \(o.label), \(held)")
        }
        if views > viewsListed { lines.append("leaked: \(views - viewsListed) more views in the screen's tree") }
        return lines
    }

    /// `its screen, 3 views, its engine, 2 animators`.
    static func summary(_ objects: [LeakedObject]) -> String {
        func count(_ role: LeakWatch.Role) -> Int { objects.filter { $0.role == role }.count }
        var parts: [String] = []
        if count(.screen) > 0 { parts.append("its screen") }
        let n = count(.view)
        if n > 0 { parts.append("\(n) view\(n == 1 ? "" : "s")") }
        if count(.engine) > 0 { parts.append("its animation engine") }
        if count(.presentation) > 0 { parts.append("its presentation layers") }
        if count(.router) > 0 { parts.append("its touch router") }
        let a = count(.animator), r = count(.recognizer)
        if a > 0 { parts.append("\(a) animator\(a == 1 ? "" : "s")") }
        if r > 0 { parts.append("\(r) recognizer\(r == 1 ? "" : "s")") }
        guard let last = parts.popLast() else { return "" }
        return parts.isEmpty ? last : parts.joined(separator: ", ") + " and " + last
    }
}

