import FlickCore
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
///     ]},
///     {"kind": "type", "events": [
///       {"t":0.5,"id":2,"phase":"down","x":60.0,"y":120.0},
///       {"t":0.6,"id":2,"phase":"up","x":60.0,"y":120.0},
///       {"t":0.8,"text":"héllo 🙂"},
///       {"t":0.9,"key":"delete"}
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
/// `"nan"`, `"inf"`, `"-inf"` (`JSONValue`'s policy); whole numbers are written without a
/// fraction (`JSONValue.NumberStyle.integerWhenWhole`). Unknown keys are errors, so a typo never passes silently.
/// See docs/FUZZING.md for every mutation's keys.
public enum CaseFile {
    public static let formatName = "flick-case"
    public static let currentVersion = 1

    // MARK: Writing

    /// The file's text (ends with a newline). Equal cases give equal bytes.
    public static func text(_ c: FuzzCase) -> String {
        var members: [String] = []
        func member(_ key: String, _ value: JSONValue, _ layout: JSONWriter.Layout = .compact) {
            members.append("  " + JSONWriter.string(key) + ": " + value.text(layout))
        }
        member("format", .string(formatName))
        member("version", .int(currentVersion))
        member("scene", .string(c.scene))
        if let o = c.origin { member("origin", .object([("seed", .int(o.seed)), ("index", .int(o.index))]), .spaced) }
        member("environment", environment(c.environment))
        if let e = c.expectation { member("expect", expectation(e)) }
        var g = "  \"gestures\": ["
        if c.gestures.isEmpty { g += "]" } else {
            g += "\n" + c.gestures.map { gesture($0) }.joined(separator: ",\n") + "\n  ]"
        }
        members.append(g)
        var m = "  \"mutations\": ["
        if c.mutations.isEmpty { m += "]" } else {
            m += "\n" + c.mutations.map { "    " + mutation($0).text(.spaced) }.joined(separator: ",\n") + "\n  ]"
        }
        members.append(m)
        return "{\n" + members.joined(separator: ",\n") + "\n}\n"
    }

    /// A case on one line (the worker protocol's form).
    public static func line(_ c: FuzzCase) -> String {
        text(c).split(separator: "\n").map { $0.trimmingPrefixSpaces() }.joined()
    }

    static func environment(_ e: FuzzEnvironment) -> JSONValue {
        var m: [(String, JSONValue)] = []
        if e.profile != FuzzEnvironment.defaultProfile { m.append(("profile", .string(e.profile))) }
        if e.landscape { m.append(("landscape", .bool(true))) }
        if let s = e.safeArea {
            m.append(("safeArea", .object([("top", number(s.top)), ("left", number(s.left)),
                                           ("bottom", number(s.bottom)), ("right", number(s.right))])))
        }
        if let n = e.itemCount { m.append(("itemCount", .int(n))) }
        if let n = e.textLength { m.append(("textLength", .int(n))) }
        if e.typeScale != 1 { m.append(("typeScale", number(e.typeScale))) }
        if e.hz != FuzzEnvironment.defaultHz { m.append(("hz", .int(e.hz))) }
        return .object(m)
    }

    static func expectation(_ e: Expectation) -> JSONValue {
        var m: [(String, JSONValue)] = [("oracle", .string(e.oracle.rawValue)), ("kind", .string(e.kind))]
        if let t = e.tick { m.append(("tick", .int(t))) }
        m.append(("message", .string(e.message)))
        m.append(("signature", .string(e.signature)))
        return .object(m)
    }

    /// A gesture: its touch events and text events (a `type` gesture's typing) as trace
    /// lines, in time order, touches before text at one time.
    static func gesture(_ g: CaseGesture) -> String {
        var s = "    {\"kind\": \(JSONWriter.string(g.kind)), \"events\": ["
        if g.events.isEmpty && g.text.isEmpty { return s + "]}" }
        var lines: [String] = []
        lines.reserveCapacity(g.events.count + g.text.count)
        var k = 0
        for e in g.events {
            while k < g.text.count && g.text[k].timestamp < e.timestamp {
                lines.append(TraceEncoding.line(for: g.text[k].event, at: g.text[k].timestamp)); k += 1
            }
            lines.append(TraceEncoding.line(for: e))
        }
        for t in g.text[k...] { lines.append(TraceEncoding.line(for: t.event, at: t.timestamp)) }
        s += "\n" + lines.map { "      " + $0 }.joined(separator: ",\n") + "\n    ]}"
        return s
    }

    static func mutation(_ m: Mutation) -> JSONValue {
        var f: [(String, JSONValue)] = [("tick", .int(m.tick)), ("op", .string(m.op.name))]
        f += fields(m.op)
        if let note = m.note, !note.isEmpty { f.append(("note", .string(note))) }
        return .object(f)
    }

    /// An operation's fields as the case file writes them, `name: value, …` (empty for one
    /// without any), for people reading a report.
    static func parameters(_ op: MutationOp) -> String {
        fields(op).map { "\($0.0): \($0.1.text())" }.joined(separator: ", ")
    }

    /// A number as the case file writes it.
    static func number(_ v: Double) -> JSONValue { .number(v, style: .integerWhenWhole) }

    /// An operation's fields after `tick` and `op`, in the file's order, values as JSON.
    private static func fields(_ op: MutationOp) -> [(String, JSONValue)] {
        var f: [(String, JSONValue)] = []
        func n(_ k: String, _ v: Double) { f.append((k, number(v))) }
        func i(_ k: String, _ v: Int) { f.append((k, .int(v))) }
        func s(_ k: String, _ v: String) { f.append((k, .string(v))) }
        func b(_ k: String, _ v: Bool) { f.append((k, .bool(v))) }
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
        case .editText(let input, let delete, let text): i("input", input); i("delete", delete); s("text", text)
        }
        return f
    }
}

extension Substring {
    fileprivate func trimmingPrefixSpaces() -> Substring { drop { $0 == " " } }
}
