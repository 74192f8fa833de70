import FlickInput
import FlickLayout
import FlickSim

/// The case file: a fuzz case as a versioned JSON document, readable and diff-friendly (one
/// touch event per line, in the trace format's own line form), that `flick replay` runs.
///
/// ```
/// {
///   "format": "flick-case",
///   "version": 1,
///   "scene": "drawer",
///   "origin": {"seed": 1, "index": 4711},
///   "environment": {"profile": "iPhoneSE", "landscape": true},
///   "expect": {"oracle": "satisfiable", "kind": "unsatisfiable", "tick": 151, "message": "…", "signature": "…"},
///   "gestures": [
///     {"kind": "drag", "events": [
///       {"t":0.1,"id":1,"phase":"down","x":195.0,"y":700.0},
///       {"t":0.3,"id":1,"phase":"up","x":195.0,"y":500.0}
///     ]}
///   ],
///   "mutations": [
///     {"tick": 40, "op": "constant", "constraint": 3, "value": -50.5, "note": "…"}
///   ]
/// }
/// ```
/// `environment` lists only fields that differ from the defaults (profile `iPhone15Pro`,
/// portrait, the profile's safe area, the scene's item count and text length, type scale 1,
/// 120 Hz); `origin`, `expect` and each mutation's `note` are optional, and `note` is never
/// read back. Numbers that JSON cannot carry (a NaN or infinite constant) are the strings
/// `"nan"`, `"inf"`, `"-inf"`. Unknown keys are errors, so a typo never passes silently.
/// See docs/FUZZING.md for every mutation's keys.
public enum CaseFile {
    public static let formatName = "flick-case"
    public static let currentVersion = 1

    // MARK: Writing

    /// The file's text (ends with a newline). Equal cases give equal bytes.
    public static func text(_ c: FuzzCase) -> String {
        var lines: [String] = ["{"]
        var members: [String] = []
        members.append("  \"format\": \(JSONText.string(formatName))")
        members.append("  \"version\": \(currentVersion)")
        members.append("  \"scene\": \(JSONText.string(c.scene))")
        if let o = c.origin { members.append("  \"origin\": {\"seed\": \(o.seed), \"index\": \(o.index)}") }
        members.append("  \"environment\": \(environment(c.environment))")
        if let e = c.expectation { members.append("  \"expect\": \(expectation(e))") }
        var g = "  \"gestures\": ["
        if c.gestures.isEmpty { g += "]" } else {
            g += "\n" + c.gestures.map { gesture($0) }.joined(separator: ",\n") + "\n  ]"
        }
        members.append(g)
        var m = "  \"mutations\": ["
        if c.mutations.isEmpty { m += "]" } else {
            m += "\n" + c.mutations.map { "    " + mutation($0) }.joined(separator: ",\n") + "\n  ]"
        }
        members.append(m)
        lines.append(members.joined(separator: ",\n"))
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A case on one line (the worker protocol's form).
    public static func line(_ c: FuzzCase) -> String {
        text(c).split(separator: "\n").map { $0.trimmingPrefixSpaces() }.joined()
    }

    static func environment(_ e: FuzzEnvironment) -> String {
        var m: [(String, String)] = []
        if e.profile != FuzzEnvironment.defaultProfile { m.append(("profile", JSONText.string(e.profile))) }
        if e.landscape { m.append(("landscape", "true")) }
        if let s = e.safeArea {
            m.append(("safeArea", JSONText.object([("top", JSONText.number(s.top)), ("left", JSONText.number(s.left)),
                                                   ("bottom", JSONText.number(s.bottom)), ("right", JSONText.number(s.right))])))
        }
        if let n = e.itemCount { m.append(("itemCount", String(n))) }
        if let n = e.textLength { m.append(("textLength", String(n))) }
        if e.typeScale != 1 { m.append(("typeScale", JSONText.number(e.typeScale))) }
        if e.hz != FuzzEnvironment.defaultHz { m.append(("hz", String(e.hz))) }
        return JSONText.object(m)
    }

    static func expectation(_ e: Expectation) -> String {
        var m: [(String, String)] = [("oracle", JSONText.string(e.oracle.rawValue)), ("kind", JSONText.string(e.kind))]
        if let t = e.tick { m.append(("tick", String(t))) }
        m.append(("message", JSONText.string(e.message)))
        m.append(("signature", JSONText.string(e.signature)))
        return JSONText.object(m)
    }

    static func gesture(_ g: CaseGesture) -> String {
        var s = "    {\"kind\": \(JSONText.string(g.kind)), \"events\": ["
        if g.events.isEmpty { return s + "]}" }
        s += "\n" + g.events.map { "      " + TraceEncoding.line(for: $0) }.joined(separator: ",\n") + "\n    ]}"
        return s
    }

    static func mutation(_ m: Mutation) -> String {
        var f: [(String, String)] = [("tick", String(m.tick)), ("op", JSONText.string(m.op.name))]
        f += fields(m.op)
        if let note = m.note, !note.isEmpty { f.append(("note", JSONText.string(note))) }
        return JSONText.object(f).replacingColons()
    }

    /// An operation's fields as the case file writes them, `name: value, …` (empty for one
    /// without any), for people reading a report.
    static func parameters(_ op: MutationOp) -> String {
        fields(op).map { "\($0.0): \($0.1)" }.joined(separator: ", ")
    }

    /// An operation's fields after `tick` and `op`, in the file's order, values as JSON.
    private static func fields(_ op: MutationOp) -> [(String, String)] {
        var f: [(String, String)] = []
        func n(_ k: String, _ v: Double) { f.append((k, JSONText.number(v))) }
        func i(_ k: String, _ v: Int) { f.append((k, String(v))) }
        func s(_ k: String, _ v: String) { f.append((k, JSONText.string(v))) }
        func b(_ k: String, _ v: Bool) { f.append((k, v ? "true" : "false")) }
        switch op {
        case .constant(let c, let v): i("constraint", c); n("value", v)
        case .priority(let c, let v, let setter): i("constraint", c); n("value", v); b("setter", setter)
        case .deactivate(let c), .reactivate(let c): i("constraint", c)
        case .add(let a):
            i("first", a.first); s("firstAttribute", a.firstAttribute.description); s("relation", LayoutNames.relation(a.relation))
            if let second = a.second { i("second", second); s("secondAttribute", a.secondAttribute.description) }
            n("multiplier", a.multiplier); n("constant", a.constant); n("priority", a.priority)
        case .insert(let parent, let position, let size, let pinned, let arranged):
            i("parent", parent); i("position", position); n("width", size.width); n("height", size.height)
            b("pinned", pinned); b("arranged", arranged)
        case .remove(let v), .hidden(let v, _): i("view", v)
        case .stackAxis(let st, let axis): i("stack", st); s("axis", axis.description)
        case .stackDistribution(let st, let d): i("stack", st); s("distribution", LayoutNames.name(d))
        case .stackAlignment(let st, let a): i("stack", st); s("alignment", LayoutNames.name(a))
        case .stackSpacing(let st, let v): i("stack", st); n("value", v)
        case .labelText(let l, let length): i("label", l); i("length", length)
        case .typeScale(let v): n("value", v)
        case .rotate: break
        case .safeArea(let e): n("top", e.top); n("left", e.left); n("bottom", e.bottom); n("right", e.right)
        }
        return f
    }
}

extension Substring {
    fileprivate func trimmingPrefixSpaces() -> Substring { drop { $0 == " " } }
}

extension String {
    /// `{"a":1,"b":2}` as `{"tick": 1, "op": …}`: a space after each member's colon and
    /// comma at the top level of a one-line object, for reading.
    fileprivate func replacingColons() -> String {
        var out = ""
        var depth = 0
        var inString = false
        var escaped = false
        for ch in self {
            out.append(ch)
            if inString {
                if escaped { escaped = false } else if ch == "\\" { escaped = true } else if ch == "\"" { inString = false }
                continue
            }
            switch ch {
            case "\"": inString = true
            case "{", "[": depth += 1
            case "}", "]": depth -= 1
            case ":", ",": if depth == 1 { out.append(" ") }
            default: break
            }
        }
        return out
    }
}
