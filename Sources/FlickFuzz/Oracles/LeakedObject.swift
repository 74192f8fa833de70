import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim

/// One object that outlived its run, described as the user wrote it: its type, and its name
/// where it has one (a view's `name`, a recognizer's `name`, an animator's id and state).
struct LeakedObject {
    let object: AnyObject
    let role: LeakWatch.Role

    /// The type's name, without module (`DrawerScene`, `PanGestureRecognizer`).
    var typeName: String { String(describing: type(of: object)) }

    /// One line: `View 'drawer'`, `PropertyAnimator #2 (inactive, 1 animation block not run)`.
    var label: String {
        switch role {
        case .scene: return "\(typeName) (the scene)"
        case .screen: return "Screen (the scene's screen)"
        case .view: return (object as? View).map { "\(typeName) '\($0.layoutName)'" } ?? typeName
        case .engine: return "AnimationEngine (the scene's)"
        case .presentation: return "\(typeName) (the screen's presentation layers)"
        case .router: return "TouchRouter (the scene's)"
        case .recognizer: return (object as? GestureRecognizer).map { "\(typeName) '\($0.name)'" } ?? typeName
        case .animator:
            guard let a = object as? PropertyAnimator else { return typeName }
            var parts = [a.state.description]
            if a.pendingBlockCount > 0 { parts.append("\(a.pendingBlockCount) animation block\(a.pendingBlockCount == 1 ? "" : "s") not run") }
            if a.completionCount > 0 { parts.append("\(a.completionCount) completion\(a.completionCount == 1 ? "" : "s")") }
            return "\(Self.name(of: a)) (\(parts.joined(separator: ", ")))"
        }
    }

    /// `PropertyAnimator #2`, or `a PropertyAnimator` before it was bound to an engine.
    static func name(of a: PropertyAnimator) -> String {
        a.idIfBound.map { "PropertyAnimator #\($0)" } ?? "a PropertyAnimator never used"
    }
}
