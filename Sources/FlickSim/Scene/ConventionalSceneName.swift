/// The name a scene type is conventionally registered under: its type name in kebab case,
/// without a `Scene` suffix — `ProfileFormScene` is `profile-form`, `FABScene` is `fab`, as
/// the built-in catalog and the example package name theirs. Messages that suggest a command
/// (`flick replay FILE --scene NAME`) use it when the caller gave no name, so they name the
/// scene as a user's executable knows it rather than by its class.
package enum ConventionalSceneName {
    /// The conventional name of `type` (generic arguments dropped).
    /// - Complexity: O(length of the type's name).
    package static func of(_ type: Any.Type) -> String {
        var base = String(String(describing: type).prefix { $0 != "<" })
        if base.hasSuffix("Scene"), base.count > "Scene".count { base.removeLast("Scene".count) }
        let chars = Array(base.filter { $0.isLetter || $0.isNumber })
        var out = ""
        for (i, c) in chars.enumerated() {
            if c.isUppercase, i > 0 {
                let previous = chars[i - 1]
                let nextIsLower = i + 1 < chars.count && chars[i + 1].isLowercase
                // A word starts at a capital after a lower-case letter or digit ("ProfileForm"),
                // or at the last capital of an acronym before a lower-case letter ("HTTPList").
                if previous.isLowercase || previous.isNumber || (previous.isUppercase && nextIsLower) { out.append("-") }
            }
            out.append(contentsOf: c.lowercased())
        }
        return out.isEmpty ? "scene" : out
    }
}
