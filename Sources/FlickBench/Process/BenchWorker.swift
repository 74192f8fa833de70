import FlickCore

/// The protocol between `flick bench --against OTHER` and its two workers (`flick bench
/// --worker`, one per build): line-based JSON over the workers' standard input and output.
///
/// A worker first prints its handshake — `{"worker": "flick-bench", "protocol": 1,
/// "environment": {…}, "allocation_counting": true, "groups": [{"name", "version",
/// "benchmarks"}]}` — then answers each `sample GROUP` line with one run of that group,
/// `{"group", "measurements": [{"name", "operations", "wall", "cpu", "allocations",
/// "allocated_bytes", "instructions", "counters", "extras"}], "peak_rss"}` or
/// `{"error": MESSAGE}`, and ends at `quit` or the end of its input. One sample at a time, so
/// the two builds alternate run by run and see the same machine.
package enum BenchWorker {
    package static let protocolVersion = 1

    // MARK: The worker side

    /// Serves `suite` on standard input and output until `quit`.
    /// - Parameters:
    ///   - readLine: the next request line, nil at the end.
    ///   - writeLine: writes one response line.
    package static func serve(_ suite: BenchmarkSuite, environment: BenchEnvironment, readLine: () -> String?,
                              writeLine: (String) -> Void) {
        let groups: [JSONValue] = suite.groups.map { g in
            .object([("name", .string(g.name)), ("version", .int(g.version)), ("quick", .bool(g.isQuick)),
                     ("benchmarks", .array(g.benchmarks.map { .string($0.name) }))])
        }
        writeLine(JSONValue.object([
            ("worker", .string("flick-bench")), ("protocol", .int(protocolVersion)),
            ("environment", environment.jsonValue),
            ("allocation_counting", .bool(AllocationCounter.availability.isAvailable)),
            ("groups", .array(groups)),
        ]).text())
        let sampler = Sampler()
        while let line = readLine() {
            let words = line.split(separator: " ", maxSplits: 1).map(String.init)
            guard let verb = words.first, verb != "quit" else { return }
            guard verb == "sample", words.count == 2, let group = suite.group(named: words[1]) else {
                writeLine(oneLine(.object([("error", .string("bad request: \(line)"))])))
                continue
            }
            do throws(BenchError) {
                writeLine(oneLine(encode(try sampler.sampleOnce(group), group: group.name)))
            } catch {
                writeLine(oneLine(.object([("error", .string(error.message))])))
            }
        }
    }

    /// A message as one line of compact JSON.
    static func oneLine(_ v: JSONValue) -> String { v.text() }

    static func encode(_ s: GroupSample, group: String) -> JSONValue {
        .object([
            ("group", .string(group)),
            ("measurements", .array(s.measurements.map { m in
                .object([
                    ("name", .string(m.name)), ("operations", .int(m.operations)),
                    ("wall", .int(Int(m.cost.wall))), ("cpu", .int(Int(m.cost.cpu))),
                    ("allocations", .int(m.cost.allocations)), ("allocated_bytes", .int(m.cost.allocatedBytes)),
                    ("instructions", .optional(m.cost.instructions, { JSONValue.int($0) })),
                    ("counters", .object(m.counters.map { ($0.name, .int($0.value)) })),
                    ("extras", .object(m.extras.map { ($0.name, .number($0.value)) })),
                ])
            })),
            ("peak_rss", .optional(s.peakRSS, { JSONValue.int($0) })),
        ])
    }

    // MARK: The client side

    /// One worker process, started and past its handshake.
    package final class Client {
        /// A group the worker offers.
        package struct Offer: Sendable {
            package var name: String
            package var version: Int
            package var quick: Bool
            package var benchmarks: [String]
        }

        package let executable: String
        package let environment: BenchEnvironment
        package let countsAllocations: Bool
        package let offers: [Offer]
        private let process: ChildProcess

        /// Starts `executable bench --worker ARGUMENTS` and reads its handshake.
        /// - Throws: `BenchError` saying why it is not a usable worker (cannot start, exits,
        ///   speaks another protocol).
        package init(executable: String, arguments: [String]) throws(BenchError) {
            self.executable = executable
            // Its standard error is this process's: a worker's messages reach the terminal.
            var options = ChildProcess.Options()
            options.capturesErrors = false
            do throws(ProcessError) {
                process = try ChildProcess(executable, ["bench", "--worker"] + arguments, options: options)
            } catch {
                throw BenchError(error)
            }
            guard let line = process.readLine() else {
                let status = process.waitForExit().shellStatus
                throw BenchError("\(executable) does not run `bench --worker` (it exited with status \(status) before answering; a build without `flick bench`?)")
            }
            guard let json = try? JSONParser.parse(line), json["worker"]?.string == "flick-bench" else {
                throw BenchError("\(executable) answered `bench --worker` with something other than a bench worker handshake")
            }
            guard let version = json["protocol"]?.int, version == protocolVersion else {
                throw BenchError("\(executable) speaks bench worker protocol \(json["protocol"].map(BenchDocument.describe) ?? "?"), this flick \(protocolVersion)")
            }
            environment = BenchEnvironment(jsonValue: json["environment"])
            countsAllocations = json["allocation_counting"]?.bool ?? false
            offers = BenchDocument.array(json["groups"]).compactMap { g in
                guard let name = g["name"]?.string, let v = g["version"]?.int else { return nil }
                return Offer(name: name, version: v, quick: g["quick"]?.bool ?? false,
                             benchmarks: BenchDocument.array(g["benchmarks"]).compactMap(\.string))
            }
        }

        deinit {
            process.writeLine("quit")
            _ = process.finish()
        }

        /// One run of `group` in the worker.
        /// - Throws: `BenchError` when the worker fails or dies.
        package func sample(_ group: String) throws(BenchError) -> GroupSample {
            guard process.writeLine("sample \(group)"), let line = process.readLine() else {
                throw BenchError("\(executable): the worker ended while running \(group)")
            }
            guard let json = try? JSONParser.parse(line) else { throw BenchError("\(executable): unreadable worker answer for \(group)") }
            if let error = json["error"]?.string { throw BenchError("\(executable): \(error)") }
            var measurements: [Measurement] = []
            for m in BenchDocument.array(json["measurements"]) {
                guard let name = m["name"]?.string else { continue }
                var cost = PhaseCost()
                cost.wall = Int64(m["wall"]?.int ?? 0)
                cost.cpu = Int64(m["cpu"]?.int ?? 0)
                cost.allocations = m["allocations"]?.int ?? 0
                cost.allocatedBytes = m["allocated_bytes"]?.int ?? 0
                cost.instructions = m["instructions"]?.int
                var counters: [(name: String, value: Int)] = []
                if case .object(let members)? = m["counters"] {
                    for (k, v) in members { if let i = v.int { counters.append((k, i)) } }
                }
                var extras: [(name: String, value: Double)] = []
                if case .object(let members)? = m["extras"] {
                    for (k, v) in members { extras.append((k, v.doubleOrNonFinite ?? .nan)) }
                }
                measurements.append(Measurement(name: name, operations: m["operations"]?.int ?? 1,
                                                cost: cost, counters: counters, extras: extras))
            }
            return GroupSample(measurements: measurements, peakRSS: json["peak_rss"]?.int)
        }
    }
}
