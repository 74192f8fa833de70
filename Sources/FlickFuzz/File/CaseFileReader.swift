import FlickCore
import FlickInput
import FlickLayout
import FlickSim

extension CaseFile {
    /// Whether `text` looks like a case file (its first JSON key is `"format"` with the value
    /// `"flick-case"`), without parsing it all: how `flick replay` tells a case from a trace.
    package static func looksLikeCase(_ prefix: String) -> Bool {
        let compact = prefix.prefix(200).filter { !$0.isWhitespace }
        return compact.hasPrefix("{\"format\":\"\(formatName)\"")
    }

    /// Reads a case file's text.
    /// - Throws: `CaseFileError` naming `path`, the field (or `line:column` of malformed JSON)
    ///   and the reason: a missing or unknown key, a value of the wrong type or out of range,
    ///   an unsupported version, touch events that break the trace format's rules.
    /// - Complexity: O(length of the text).
    package static func read(_ text: String, path: String) throws(CaseFileError) -> FuzzCase {
        let root: JSONValue
        do throws(JSONParseError) {
            root = try JSONParser.parse(text)
        } catch {
            throw CaseFileError(path: path, field: lineColumn(text, byte: error.column), reason: "not JSON: \(error.message)")
        }
        var r = Reader(path: path)
        return try r.fuzzCase(root)
    }

    /// `line:column` (1-based) of the 1-based byte offset `byte` in `text`.
    static func lineColumn(_ text: String, byte: Int) -> String {
        var line = 1, column = 1, k = 1
        for b in text.utf8 {
            if k >= byte { break }
            if b == 0x0A { line += 1; column = 1 } else { column += 1 }
            k += 1
        }
        return "\(line):\(column)"
    }
}

/// Reads the JSON tree of a case file, field by field, with a path for every error.
private struct Reader {
    let path: String

    func fail(_ field: String, _ reason: String) -> CaseFileError { CaseFileError(path: path, field: field, reason: reason) }

    func object(_ v: JSONValue, _ field: String, keys allowed: Set<String>) throws(CaseFileError) -> [(String, JSONValue)] {
        guard case .object(let members) = v else { throw fail(field, "expected an object") }
        for (k, _) in members where !allowed.contains(k) {
            throw fail(field.isEmpty ? k : "\(field).\(k)", "unknown key (known: \(allowed.sorted().joined(separator: ", ")))")
        }
        return members
    }

    func member(_ v: JSONValue, _ key: String, _ field: String) throws(CaseFileError) -> JSONValue {
        guard let m = v[key] else { throw fail(join(field, key), "missing") }
        return m
    }

    func join(_ field: String, _ key: String) -> String { field.isEmpty ? key : "\(field).\(key)" }

    func string(_ v: JSONValue?, _ field: String) throws(CaseFileError) -> String {
        guard let v else { throw fail(field, "missing") }
        guard let s = v.string else { throw fail(field, "expected a string") }
        return s
    }

    func int(_ v: JSONValue?, _ field: String, in range: ClosedRange<Int> = 0...Int(Int32.max)) throws(CaseFileError) -> Int {
        guard let v else { throw fail(field, "missing") }
        guard let i = v.int else { throw fail(field, "expected an integer") }
        guard range.contains(i) else { throw fail(field, "\(i) is out of range \(range.lowerBound)…\(range.upperBound)") }
        return i
    }

    func double(_ v: JSONValue?, _ field: String, finite: Bool = true) throws(CaseFileError) -> Double {
        guard let v else { throw fail(field, "missing") }
        guard let d = v.doubleOrNonFinite else { throw fail(field, "expected a number") }
        if finite && !d.isFinite { throw fail(field, "must be a finite number") }
        return d
    }

    func bool(_ v: JSONValue?, _ field: String) throws(CaseFileError) -> Bool {
        guard let v else { throw fail(field, "missing") }
        guard case .bool(let b) = v else { throw fail(field, "expected true or false") }
        return b
    }

    func array(_ v: JSONValue, _ field: String) throws(CaseFileError) -> [JSONValue] {
        guard case .array(let items) = v else { throw fail(field, "expected an array") }
        return items
    }

    mutating func fuzzCase(_ root: JSONValue) throws(CaseFileError) -> FuzzCase {
        _ = try object(root, "", keys: ["format", "version", "scene", "origin", "environment", "expect", "gestures", "mutations"])
        let format = try string(root["format"], "format")
        guard format == CaseFile.formatName else { throw fail("format", "expected \"\(CaseFile.formatName)\", got \"\(format)\"") }
        let version = try int(root["version"], "version", in: 0...Int.max)
        guard version == CaseFile.currentVersion else {
            throw fail("version", "unsupported version \(version) (this reader knows version \(CaseFile.currentVersion))")
        }
        var c = FuzzCase(scene: try string(root["scene"], "scene"))
        guard !c.scene.isEmpty else { throw fail("scene", "must not be empty") }
        if let o = root["origin"] {
            _ = try object(o, "origin", keys: ["seed", "index"])
            guard case .number(let text)? = o["seed"], let seed = UInt64(text) else { throw fail("origin.seed", "expected an unsigned 64-bit integer") }
            c.origin = CaseOrigin(seed: seed, index: try int(o["index"], "origin.index", in: 0...Int.max))
        }
        if let e = root["environment"] { c.environment = try environment(e) }
        if let e = root["expect"] { c.expectation = try expectation(e) }
        let gestures = try array(try member(root, "gestures", ""), "gestures")
        for (g, item) in gestures.enumerated() { c.gestures.append(try gesture(item, "gestures[\(g)]")) }
        if let problem = c.gestures.validationProblem() {
            throw fail("gestures[\(problem.gesture)].events[\(problem.event)]", problem.reason.description)
        }
        let mutations = try array(try member(root, "mutations", ""), "mutations")
        for (k, item) in mutations.enumerated() { c.mutations.append(try mutation(item, "mutations[\(k)]")) }
        for k in c.mutations.indices.dropFirst() where c.mutations[k].tick < c.mutations[k - 1].tick {
            throw fail("mutations[\(k)].tick", "ticks must not decrease (\(c.mutations[k].tick) after \(c.mutations[k - 1].tick))")
        }
        return c
    }

    func environment(_ v: JSONValue) throws(CaseFileError) -> FuzzEnvironment {
        let f = "environment"
        _ = try object(v, f, keys: ["profile", "landscape", "safeArea", "itemCount", "textLength", "typeScale", "hz"])
        var e = FuzzEnvironment()
        if let p = v["profile"] {
            e.profile = try string(p, "\(f).profile")
            guard DeviceProfile.named(e.profile) != nil else {
                throw fail("\(f).profile", "unknown device profile '\(e.profile)' (known: \(DeviceProfile.all.map(\.name).joined(separator: ", ")))")
            }
        }
        if let l = v["landscape"] { e.landscape = try bool(l, "\(f).landscape") }
        if let s = v["safeArea"] {
            _ = try object(s, "\(f).safeArea", keys: ["top", "left", "bottom", "right"])
            e.safeArea = FuzzEnvironment.Insets(top: try double(s["top"], "\(f).safeArea.top"), left: try double(s["left"], "\(f).safeArea.left"),
                                                bottom: try double(s["bottom"], "\(f).safeArea.bottom"), right: try double(s["right"], "\(f).safeArea.right"))
        }
        if let n = v["itemCount"] { e.itemCount = try int(n, "\(f).itemCount", in: 0...100_000) }
        if let n = v["textLength"] { e.textLength = try int(n, "\(f).textLength", in: 0...100_000) }
        if let s = v["typeScale"] {
            e.typeScale = try double(s, "\(f).typeScale")
            guard e.typeScale > 0, e.typeScale <= 10 else { throw fail("\(f).typeScale", "must be in (0, 10]") }
        }
        if let h = v["hz"] {
            e.hz = try int(h, "\(f).hz")
            guard RefreshRate(hz: e.hz) != nil else {
                throw fail("\(f).hz", "must be one of \(RefreshRate.supported.map(String.init).joined(separator: ", "))")
            }
        }
        return e
    }

    func expectation(_ v: JSONValue) throws(CaseFileError) -> Expectation {
        _ = try object(v, "expect", keys: ["oracle", "kind", "tick", "message", "signature"])
        let name = try string(v["oracle"], "expect.oracle")
        // An open set: a scene's own invariant names its oracle; the name must only be one.
        guard Oracle.isValidName(name) else {
            throw fail("expect.oracle", "'\(Format.excerpt(name))' is not an oracle name (lower-case letters, digits and '-'; built in: \(Oracles.builtIn.map(\.oracle.rawValue).joined(separator: ", ")))")
        }
        let oracle = Oracle(name)
        return Expectation(oracle: oracle, kind: try string(v["kind"], "expect.kind"),
                           tick: try v["tick"].map { (t) throws(CaseFileError) -> Int in try int(t, "expect.tick", in: 0...Int.max) },
                           message: try string(v["message"], "expect.message"), signature: try string(v["signature"], "expect.signature"))
    }

    func gesture(_ v: JSONValue, _ f: String) throws(CaseFileError) -> CaseGesture {
        _ = try object(v, f, keys: ["kind", "events"])
        let events = try array(try member(v, "events", f), "\(f).events")
        var g = CaseGesture(kind: try string(v["kind"], "\(f).kind"), events: [])
        for (k, e) in events.enumerated() {
            if e["text"] != nil || e["key"] != nil {
                g.text.append(try text(e, "\(f).events[\(k)]"))
            } else {
                g.events.append(try event(e, "\(f).events[\(k)]"))
            }
        }
        return g
    }

    /// A text line of a gesture (`{"t":…,"text":"…"}`, `{"t":…,"key":"delete"}`), checked as
    /// the trace reader checks one; time non-decreasing within the gesture's text.
    func text(_ v: JSONValue, _ f: String) throws(CaseFileError) -> CaseText {
        _ = try object(v, f, keys: ["t", "text", "key"])
        do throws(InputError.Reason) {
            let (event, t) = try TraceReader.textEvent(from: v)
            return CaseText(timestamp: t, event: event)
        } catch {
            throw fail(f, error.description)
        }
    }

    func event(_ v: JSONValue, _ f: String) throws(CaseFileError) -> TouchEvent {
        _ = try object(v, f, keys: ["t", "id", "phase", "x", "y", "force", "major", "minor"])
        guard case .number(let text)? = v["t"] else { throw fail("\(f).t", v["t"] == nil ? "missing" : "expected a number of seconds") }
        guard let t = TraceTime.nanoseconds(text: text), t >= 0 else { throw fail("\(f).t", "must be 0 or more seconds, within range") }
        let id = try int(v["id"], "\(f).id", in: Int(Int32.min)...Int(Int32.max))
        let phaseText = try string(v["phase"], "\(f).phase")
        guard let phase = TouchPhase(rawValue: phaseText) else { throw fail("\(f).phase", "must be one of down, move, up, cancel") }
        var e = TouchEvent(id: id, phase: phase, x: try double(v["x"], "\(f).x"), y: try double(v["y"], "\(f).y"), timestamp: t)
        if let x = v["force"] { e.force = try double(x, "\(f).force") }
        if let x = v["major"] { e.major = try double(x, "\(f).major") }
        if let x = v["minor"] { e.minor = try double(x, "\(f).minor") }
        return e
    }

    func selector(_ v: JSONValue, _ key: String, _ f: String) throws(CaseFileError) -> Int { try int(v[key], "\(f).\(key)") }

    func mutation(_ v: JSONValue, _ f: String) throws(CaseFileError) -> Mutation {
        let tick = try int(v["tick"], "\(f).tick")
        let op = try string(v["op"], "\(f).op")
        var keys: Set<String> = ["tick", "op", "note"]
        let result: MutationOp
        func allow(_ more: Set<String>) throws(CaseFileError) { keys.formUnion(more); _ = try object(v, f, keys: keys) }
        switch op {
        case "constant":
            try allow(["constraint", "value"])
            result = .constant(constraint: try selector(v, "constraint", f), value: try double(v["value"], "\(f).value", finite: false))
        case "priority":
            try allow(["constraint", "value", "setter"])
            let p = try double(v["value"], "\(f).value")
            result = .priority(constraint: try selector(v, "constraint", f), value: p, setter: try v["setter"].map { (b) throws(CaseFileError) -> Bool in try bool(b, "\(f).setter") } ?? false)
        case "deactivate":
            try allow(["constraint"]); result = .deactivate(constraint: try selector(v, "constraint", f))
        case "reactivate":
            try allow(["constraint"]); result = .reactivate(constraint: try selector(v, "constraint", f))
        case "add-constraint":
            try allow(["first", "firstAttribute", "relation", "second", "secondAttribute", "multiplier", "constant", "priority"])
            func attribute(_ key: String) throws(CaseFileError) -> LayoutAttribute {
                let name = try string(v[key], "\(f).\(key)")
                guard let a = LayoutNames.attribute(name) else { throw fail("\(f).\(key)", "unknown attribute '\(name)'") }
                return a
            }
            let relationText = try string(v["relation"], "\(f).relation")
            guard let relation = LayoutNames.relation(relationText) else { throw fail("\(f).relation", "must be ==, <= or >=") }
            let second = try v["second"].map { (s) throws(CaseFileError) -> Int in try int(s, "\(f).second") }
            result = .add(AddedConstraint(first: try selector(v, "first", f), firstAttribute: try attribute("firstAttribute"), relation: relation,
                                          second: second, secondAttribute: second == nil ? .notAnAttribute : try attribute("secondAttribute"),
                                          multiplier: try double(v["multiplier"], "\(f).multiplier", finite: false),
                                          constant: try double(v["constant"], "\(f).constant", finite: false),
                                          priority: try double(v["priority"], "\(f).priority")))
        case "insert-view":
            try allow(["parent", "position", "width", "height", "pinned", "arranged"])
            result = .insert(parent: try selector(v, "parent", f), position: try selector(v, "position", f),
                             size: Size(width: try double(v["width"], "\(f).width"), height: try double(v["height"], "\(f).height")),
                             pinned: try bool(v["pinned"], "\(f).pinned"), arranged: try bool(v["arranged"], "\(f).arranged"))
        case "remove-view":
            try allow(["view"]); result = .remove(view: try selector(v, "view", f))
        case "hide", "show":
            try allow(["view"]); result = .hidden(view: try selector(v, "view", f), hidden: op == "hide")
        case "stack-axis":
            try allow(["stack", "axis"])
            let name = try string(v["axis"], "\(f).axis")
            guard let axis = LayoutNames.axis(name) else { throw fail("\(f).axis", "must be horizontal or vertical") }
            result = .stackAxis(stack: try selector(v, "stack", f), axis: axis)
        case "stack-distribution":
            try allow(["stack", "distribution"])
            let name = try string(v["distribution"], "\(f).distribution")
            guard let d = LayoutNames.distribution(name) else {
                throw fail("\(f).distribution", "must be one of \(LayoutNames.distributions.map(\.0).joined(separator: ", "))")
            }
            result = .stackDistribution(stack: try selector(v, "stack", f), distribution: d)
        case "stack-alignment":
            try allow(["stack", "alignment"])
            let name = try string(v["alignment"], "\(f).alignment")
            guard let a = LayoutNames.alignment(name) else {
                throw fail("\(f).alignment", "must be one of \(LayoutNames.alignments.map(\.0).joined(separator: ", "))")
            }
            result = .stackAlignment(stack: try selector(v, "stack", f), alignment: a)
        case "stack-spacing":
            try allow(["stack", "value"])
            result = .stackSpacing(stack: try selector(v, "stack", f), value: try double(v["value"], "\(f).value", finite: false))
        case "label-text":
            try allow(["label", "length"])
            result = .labelText(label: try selector(v, "label", f), length: try int(v["length"], "\(f).length", in: 0...100_000))
        case "type-scale":
            try allow(["value"]); result = .typeScale(value: try double(v["value"], "\(f).value", finite: false))
        case "rotate":
            try allow([]); result = .rotate
        case "edit-text":
            try allow(["input", "delete", "text"])
            let text = try string(v["text"], "\(f).text")
            guard text.utf8.count <= TextEvent.maximumTextBytes else {
                throw fail("\(f).text", "\(text.utf8.count) bytes is over \(TextEvent.maximumTextBytes) (the limit)")
            }
            result = .editText(input: try selector(v, "input", f), delete: try int(v["delete"], "\(f).delete", in: 0...10_000), text: text)
        case "safe-area":
            try allow(["top", "left", "bottom", "right"])
            result = .safeArea(FuzzEnvironment.Insets(top: try double(v["top"], "\(f).top"), left: try double(v["left"], "\(f).left"),
                                                      bottom: try double(v["bottom"], "\(f).bottom"), right: try double(v["right"], "\(f).right")))
        default:
            throw fail("\(f).op", "unknown operation '\(op)' (known: constant, priority, deactivate, reactivate, add-constraint, insert-view, remove-view, hide, show, stack-axis, stack-distribution, stack-alignment, stack-spacing, label-text, type-scale, rotate, safe-area, edit-text)")
        }
        let note = try v["note"].map { (n) throws(CaseFileError) -> String in try string(n, "\(f).note") }
        return Mutation(tick: tick, op: result, note: note)
    }
}
