/// Whose defect a finding is: the scene's (its author's code, the thing a user fuzzes) or
/// Flick's own. A campaign keeps Flick's out of the scene's findings and reports them apart as
/// internal errors, so a user's report lists only what is theirs to fix.
///
/// Flick's own: a leak of Flick's objects with the scene freed (`LeakOracle`'s
/// `flick-internal`), and a crash whose trap the runtime places in a Flick module
/// (`FlickLayout/StackView.swift:129: Assertion failed`): Flick's rule is that no trap of its
/// own is reachable from input. A trap in the scene's module, a runtime trap that names no
/// file (an overflow in arithmetic, whose stack is not kept), and everything else are the
/// scene's.
package enum FindingOrigin: String, Sendable {
    case scene
    case flick

    /// The modules Flick ships (its built-in scenes included): a trap located in one is Flick's.
    package static let flickModules: Set<String> = [
        "FlickCore", "FlickSolver", "FlickLayout", "FlickInput", "FlickEvdev", "FlickGestures", "FlickAnimation",
        "FlickSim", "FlickFuzz", "FlickBench", "FlickTesting", "FlickCLI", "FlickScenes",
    ]

    /// The origin of a finding of `oracle` and `kind` with `message`.
    /// - Complexity: O(length of the message).
    package static func of(oracle: Oracle, kind: String, message: String) -> FindingOrigin {
        if oracle == .leak && kind == LeakOracle.internalKind { return .flick }
        if oracle == .crash, let module = trapModule(message), flickModules.contains(module) { return .flick }
        return .scene
    }

    /// The module of the first `Module/File.swift:LINE:` location in `message`, if any.
    static func trapModule(_ message: String) -> String? {
        guard let r = message.range(of: ".swift:") else { return nil }
        let before = message[..<r.lowerBound]
        guard let slash = before.lastIndex(of: "/") else { return nil }
        let start = before[..<slash].lastIndex(where: { !($0.isLetter || $0.isNumber || $0 == "_") }).map { before.index(after: $0) } ?? before.startIndex
        let module = String(before[start..<slash])
        return module.isEmpty ? nil : module
    }
}
