import Foundation
import FlickSim

/// Which simulator violations of a fuzz run are findings, and their signatures.
///
/// A structural mutation (a constraint's constant or priority, an added or removed
/// constraint or view, a stack's properties — things no scene does to itself) makes some
/// violations the layout's *correct* response rather than a bug: a conflict with a drawn
/// required constraint, a refused change, a scene rule that no longer holds once its
/// constraints are gone, a layout feedback loop through a drawn constraint (one that no
/// layout satisfies together with the margins or text metrics it produces). From the first structural mutation on, violations of the kinds
/// `responseKinds` are therefore counted as responses, not findings; so is a negative model
/// size (a drawn constraint may ask for one). Everything else stays a finding whatever was
/// mutated: NaN or infinite frames, illegal states, a layout that differs from a fresh solve,
/// a broken contract, a crash, a hang, a nondeterministic run. Environmental mutations
/// (rotation, safe area, dynamic type, label text) are what a device does to any app: every
/// invariant keeps applying after them.
public enum FindingPolicy {
    /// Kinds that a structural mutation may legitimately cause.
    public static let responseKinds: Set<ViolationKind> = [.unsatisfiable, .invalidChange, .sceneRule, .ambiguous, .layoutFeedbackLoop]

    /// Whether `v` is the layout's expected response to a structural mutation applied on
    /// `structuralTick` (nil: none was).
    public static func isResponse(_ v: Violation, structuralTick: Int?) -> Bool {
        guard let s = structuralTick, v.tick >= s else { return false }
        if responseKinds.contains(v.kind) { return true }
        if v.kind == .nonFinite, let r = v.message.range(of: "negative or NaN size:") {
            let rest = v.message[r.upperBound...].lowercased()
            if !rest.contains("nan") && !rest.contains("inf") { return true }
        }
        return false
    }

    /// Whether `v`, a tick over the frame budget, is a tick on which a structurally mutated
    /// layout had a required conflict explained: finding the minimal conflicting set re-solves
    /// every required constraint connected to the conflict in scratch solvers (in a 1200-row
    /// feed, all of them: tens of milliseconds), which is diagnostic work an app pays only
    /// when it is already broken (UIKit's "Unable to simultaneously satisfy constraints" log).
    /// Such a tick is a response, not a frame-budget finding; a slow tick without a conflict,
    /// or one in a scene nobody mutated, still is one.
    public static func isConflictExplanation(_ v: Violation, in violations: [Violation], structuralTick: Int?) -> Bool {
        guard v.kind == .frameBudget, let s = structuralTick, v.tick >= s else { return false }
        return violations.contains { $0.kind == .unsatisfiable && $0.tick == v.tick }
    }

    /// The finding for `v` in `scene`.
    public static func finding(_ v: Violation, scene: String) -> Finding {
        let oracle = Oracle(v.kind)
        let location = location(of: v)
        return Finding(oracle: oracle, kind: v.kind.rawValue, tick: v.tick, message: v.message, details: v.details,
                       signature: Signature(oracle: oracle, scene: scene, kind: v.kind.rawValue, location: location))
    }

    /// What identifies where `v` happened: for a conflict, its cause (`conflictCause`); for a
    /// frame budget, nothing (the scene is the place); otherwise the message.
    static func location(of v: Violation) -> String {
        switch v.kind {
        case .unsatisfiable:
            return conflictCause(v)
        case .frameBudget:
            return "over budget"
        default:
            return Signature.normalize(v.message)
        }
    }

    /// A conflict's cause: the constraint broken (the one whose activation or change caused the
    /// conflict) and the constraints written in code that it conflicts with (those with a source
    /// location), as shapes with their source lines, sorted. Generated constraints — a stack's
    /// arrangement, content sizes, guides, the screen's own — are left out when the set has
    /// written ones: which of them a conflict drags in depends on the layout's state at that
    /// moment (a knock-on), not on the bug, and one cause must give one signature.
    static func conflictCause(_ v: Violation) -> String {
        func shape(_ line: String) -> String {
            Signature.normalize(line.replacingOccurrences(of: " BROKEN", with: ""))
        }
        let set = v.details.filter { $0.hasPrefix("  ") }.map(shape)
        guard !set.isEmpty else { return Signature.normalize(v.message) }
        let broken = v.details.first { $0.hasPrefix("broke: ") }.map { shape(String($0.dropFirst("broke: ".count))) }
        let written = set.filter { $0.contains(".swift#") }
        let others = (written.isEmpty ? set : written).filter { $0 != broken }.sorted()
        return "broke " + (broken ?? "?") + " ; with " + others.joined(separator: " ; ")
    }
}
