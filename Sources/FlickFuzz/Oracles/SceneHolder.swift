import FlickAnimation
import FlickGestures

/// Which closure keeps a leaked scene alive, found by dropping, one at a time, the closures
/// the scene gave its leaked animators and recognizers until the scene is freed (see
/// `LeakOracle`): each animator's animation blocks not yet run, then its completions, then
/// each recognizer's actions, in the order they were watched.
struct SceneHolder {
    /// For the signature: what holds the scene, without numbers that vary
    /// (`an animation block of PropertyAnimator`, `a closure stored in onLayout`).
    let kind: String
    /// For the message: what holds it, who keeps that, and what to do.
    let sentence: String
    /// For the details: how this was told.
    let how: [String]

    /// Drops closures of `leaked` until `isFreed()`; the holder is the last dropped.
    /// - Complexity: O(animators + recognizers) drops, each followed by one `isFreed()`.
    static func find(_ leaked: [LeakedObject], fields: SceneFields, isFreed: () -> Bool) -> SceneHolder {
        var tried: [String] = []
        for o in leaked {
            for candidate in closures(of: o) {
                candidate.drop()
                tried.append(candidate.what)
                if isFreed() { return found(candidate, of: o, leaked: leaked, fields: fields, tried: tried) }
            }
        }
        return unseen(fields: fields, tried: tried)
    }

    /// A closure slot of a leaked object: what it is, in words, and how to empty it.
    private struct Candidate {
        let what: String
        let kind: String
        let drop: () -> Void
    }

    private static func closures(of o: LeakedObject) -> [Candidate] {
        if let a = o.object as? PropertyAnimator {
            let name = LeakedObject.name(of: a)
            var out: [Candidate] = []
            if a.pendingBlockCount > 0 {
                out.append(Candidate(what: "an animation block of \(name) (not run yet)", kind: "an animation block of PropertyAnimator",
                                     drop: { a.dropPendingBlocks() }))
            }
            if a.completionCount > 0 {
                out.append(Candidate(what: "a completion of \(name)", kind: "a completion of PropertyAnimator",
                                     drop: { a.dropCompletions() }))
            }
            return out
        }
        if let r = o.object as? GestureRecognizer, r.targetCount > 0 {
            let name = "\(o.typeName) '\(r.name)'"
            return [Candidate(what: "an action of \(name)", kind: "an action of \(name)", drop: { r.dropTargets() })]
        }
        return []
    }

    private static func found(_ c: Candidate, of o: LeakedObject, leaked: [LeakedObject], fields: SceneFields, tried: [String]) -> SceneHolder {
        let keeper: String
        if let name = fields.name(holding: o.object) {
            keeper = "which the scene keeps in `\(name)`"
        } else if let a = o.object as? PropertyAnimator, a.isKeptByEngine {
            keeper = "which the scene's engine keeps while it is \(a.state)"
        } else if o.role == .recognizer {
            keeper = "which the scene's router keeps"
        } else {
            keeper = "which the scene holds"
        }
        return SceneHolder(kind: c.kind,
                           sentence: "It is held by \(c.what), \(keeper): capture self weakly in it ([weak self] or [unowned self]).",
                           how: ["how: after the run Flick dropped \(tried.joined(separator: ", then ")); the scene was freed when it dropped \(c.what)"])
    }

    private static func unseen(fields: SceneFields, tried: [String]) -> SceneHolder {
        let none = tried.isEmpty ? "It gave Flick's animators and recognizers no closure that could hold it"
            : "None of the closures it gave Flick's animators and recognizers holds it"
        let how = tried.isEmpty ? [] : ["how: after the run Flick dropped \(tried.joined(separator: ", then ")), and the scene stayed"]
        if !fields.closures.isEmpty {
            let names = fields.closures.map { "`\($0)`" }.joined(separator: ", ")
            return SceneHolder(kind: "a closure stored in \(fields.closures.joined(separator: ","))",
                               sentence: "\(none); it stores closures in \(names): one that captures self strongly is the cycle (capture self weakly in it).",
                               how: how)
        }
        return SceneHolder(kind: "an unseen reference",
                           sentence: "\(none): a reference Flick cannot see keeps it (a closure or object of the scene's code, or a global).",
                           how: how)
    }
}
