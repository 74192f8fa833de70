import FlickCore

/// Why a baseline cannot be used; `flick bench` exits 2 with the message.
package struct BaselineError: Error, Sendable, CustomStringConvertible, Equatable {
    /// What is wrong, naming the file.
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}

extension BenchDocument {
    // MARK: Writing

    /// The document as JSON text, with a final newline; `comparison` is added when given.
    /// - Complexity: O(size).
    package func json(comparison: JSONValue? = nil) -> String {
        var members: [(String, JSONValue)] = [
            ("schema", .string(Self.schema)),
            ("version", .int(Self.version)),
            ("environment", environment.jsonValue),
            ("settings", .object(settingsMembers)),
            ("notes", .array(notes.map(JSONValue.string))),
            ("benchmarks", .array(results.map(\.jsonValue))),
        ]
        if !kiwi.isEmpty {
            members.append(("kiwisolver", .array(kiwi.map { k in
                .object([("benchmark", .string(k.benchmark)), ("seconds", .array(k.seconds.map({ JSONValue.number($0) }))),
                         ("note", .optional(k.note, JSONValue.string))])
            })))
        }
        if let comparison { members.append(("comparison", comparison)) }
        return JSONValue.object(members).text(.indented) + "\n"
    }

    // MARK: Reading

    /// Reads a document written by `json(comparison:)` (the comparison, if any, is ignored).
    /// - Parameter source: the file's name, for messages.
    /// - Throws: `BaselineError` saying what is wrong: not JSON, not a bench document, another
    ///   schema version, a malformed benchmark.
    /// - Complexity: O(size).
    package static func parse(_ text: String, source: String) throws(BaselineError) -> BenchDocument {
        let root: JSONValue
        do throws(JSONParseError) {
            root = try JSONParser.parse(text)
        } catch {
            throw BaselineError("\(source):\(error.line(in: text)): not JSON: \(error)")
        }
        guard root["schema"]?.string == schema else {
            throw BaselineError("\(source): not a flick bench document (no \"schema\": \"\(schema)\")")
        }
        guard let version = root["version"]?.int, version == Self.version else {
            throw BaselineError("\(source): incompatible baseline: schema version \(root["version"].map(describe) ?? "missing"), this flick reads version \(Self.version); save a new one with --save-baseline")
        }
        var document = BenchDocument(environment: BenchEnvironment(jsonValue: root["environment"]), settings: RunSettings(),
                                     results: [])
        if let s = root["settings"] {
            document.settings.warmup = s["warmup"]?.int ?? 0
            document.settings.samples = s["samples"]?.string ?? ""
            document.settings.quick = s["quick"]?.bool ?? false
            document.settings.filter = s["filter"]?.string
            document.settings.countersOnly = s["counters_only"]?.bool ?? false
            document.settings.processes = s["processes_per_build"]?.int
            document.settings.orderSeed = s["order_seed"]?.string.flatMap { UInt64($0) }
        }
        document.notes = array(root["notes"]).compactMap(\.string)
        for (i, b) in array(root["benchmarks"]).enumerated() {
            document.results.append(try BenchmarkResult(jsonValue: b, index: i + 1, source: source))
        }
        for k in array(root["kiwisolver"]) {
            guard let name = k["benchmark"]?.string else { continue }
            document.kiwi.append(KiwiResult(benchmark: name, seconds: array(k["seconds"]).compactMap(\.doubleOrNonFinite), note: k["note"]?.string))
        }
        return document
    }

    static func array(_ v: JSONValue?) -> [JSONValue] { v?.array ?? [] }

    static func describe(_ v: JSONValue) -> String {
        switch v {
        case .number(let n): return n
        case .string(let s): return "\"\(s)\""
        default: return "not a number"
        }
    }
}

extension BenchDocument {
    /// The `settings` member; `processes_per_build` and `order_seed` only after `--against`.
    fileprivate var settingsMembers: [(String, JSONValue)] {
        var members: [(String, JSONValue)] = [
            ("warmup", .int(settings.warmup)), ("samples", .string(settings.samples)), ("quick", .bool(settings.quick)),
            ("filter", .optional(settings.filter, JSONValue.string)), ("counters_only", .bool(settings.countersOnly)),
        ]
        if let p = settings.processes { members.append(("processes_per_build", .int(p))) }
        // A string: a 64-bit seed does not fit every reader's numbers.
        if let seed = settings.orderSeed { members.append(("order_seed", .string(String(seed)))) }
        return members
    }
}

extension BenchEnvironment {
    var jsonValue: JSONValue {
        .object([
            ("host", .string(host)), ("cpu", .string(cpu)), ("cores", .int(cores)), ("os", .string(os)),
            ("build", .string(build)), ("commit", .string(commit)), ("date", .string(date)),
            ("load", .array(load.map({ JSONValue.number($0) }))), ("swift", .string(swift)),
            ("allocations", .string(allocations)), ("instructions", .string(instructions)),
            ("peak_memory", .string(peakMemory)), ("planted_regression", .optional(planted, JSONValue.string)),
        ])
    }

    init(jsonValue v: JSONValue?) {
        self.init()
        guard let v else { return }
        host = v["host"]?.string ?? host
        cpu = v["cpu"]?.string ?? cpu
        cores = v["cores"]?.int ?? 0
        os = v["os"]?.string ?? os
        build = v["build"]?.string ?? build
        commit = v["commit"]?.string ?? commit
        date = v["date"]?.string ?? ""
        load = BenchDocument.array(v["load"]).compactMap(\.doubleOrNonFinite)
        swift = v["swift"]?.string ?? swift
        allocations = v["allocations"]?.string ?? ""
        instructions = v["instructions"]?.string ?? ""
        peakMemory = v["peak_memory"]?.string ?? ""
        planted = v["planted_regression"]?.string
    }
}

extension BenchmarkResult {
    var jsonValue: JSONValue {
        var members: [(String, JSONValue)] = [
            ("name", .string(name)), ("group", .string(group)), ("version", .int(version)), ("operations", .int(operations)),
            ("counters", .object(counters.map { ($0.name, .int($0.value)) })),
        ]
        if !unstableCounters.isEmpty { members.append(("unstable_counters", .array(unstableCounters.map(JSONValue.string)))) }
        if !cpu.isEmpty { members.append(("cpu_ns", .array(cpu.map({ JSONValue.number($0) })))) }
        if !wall.isEmpty { members.append(("wall_ns", .array(wall.map({ JSONValue.number($0) })))) }
        if !instructions.isEmpty { members.append(("instructions", .array(instructions.map({ JSONValue.number($0) })))) }
        if !extras.isEmpty { members.append(("extras", .object(extras.map { ($0.name, .array($0.values.map({ JSONValue.number($0) }))) }))) }
        if let peakRSS { members.append(("peak_rss_bytes", .int(peakRSS))) }
        // `--against` only: how many consecutive samples each worker process took.
        if !processSizes.isEmpty { members.append(("process_samples", .array(processSizes.map(JSONValue.int)))) }
        return .object(members)
    }

    init(jsonValue b: JSONValue, index: Int, source: String) throws(BaselineError) {
        guard let name = b["name"]?.string, !name.isEmpty else {
            throw BaselineError("\(source): benchmark \(index) has no name")
        }
        guard let version = b["version"]?.int, let operations = b["operations"]?.int else {
            throw BaselineError("\(source): benchmark \(name) has no integer version or operations")
        }
        // Per-operation figures divide by it.
        guard operations >= 1 else { throw BaselineError("\(source): benchmark \(name): operations \(operations) (1 or more)") }
        var counters: [Counter] = []
        if case .object(let members)? = b["counters"] {
            for (key, value) in members {
                guard let v = value.int else { throw BaselineError("\(source): \(name): counter \(key) is not an integer") }
                guard v >= 0 else { throw BaselineError("\(source): \(name): counter \(key) is \(v) (a count: 0 or more)") }
                counters.append(Counter(name: key, value: v))
            }
        }
        func doubles(_ key: String) throws(BaselineError) -> [Double] {
            var out: [Double] = []
            for item in BenchDocument.array(b[key]) {
                if case .null = item { out.append(.nan); continue }
                guard let d = item.doubleOrNonFinite else { throw BaselineError("\(source): \(name): \(key) holds a value that is not a number") }
                out.append(d)
            }
            return out
        }
        var extras: [Series] = []
        if case .object(let members)? = b["extras"] {
            for (key, value) in members {
                extras.append(Series(name: key, values: BenchDocument.array(value).map { $0.doubleOrNonFinite ?? .nan }))
            }
        }
        self.init(name: name, group: b["group"]?.string ?? "", version: version, operations: operations,
                  wall: try doubles("wall_ns"), cpu: try doubles("cpu_ns"), instructions: try doubles("instructions"),
                  extras: extras, counters: counters,
                  unstableCounters: BenchDocument.array(b["unstable_counters"]).compactMap(\.string),
                  peakRSS: b["peak_rss_bytes"]?.int)
        // Kept only when it splits the samples exactly; otherwise the samples count as one process's.
        let sizes = BenchDocument.array(b["process_samples"]).compactMap(\.int)
        if sizes.count > 1, sizes.allSatisfy({ $0 >= 1 }), sizes.reduce(0, +) == cpu.count { processSizes = sizes }
    }
}
