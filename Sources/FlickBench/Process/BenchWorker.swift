import FlickCore

/// The protocol between `flick bench --against OTHER` and its two workers (`flick bench
/// --worker`, one per build): line-based JSON over the workers' standard input and output.
///
/// A worker first prints its handshake — `{"worker": "flick-bench", "protocol": 1,
/// "environment": {…}, "allocation_counting": true, "groups": [{"name", "version",
/// "benchmarks"}]}` — then answers each `sample GROUP` line with one run of that group,
/// `{"group", "measurements": [{"name", "operations", "wall", "cpu", "allocations",
/// "allocated_bytes", "instructions", "counters", "extras"}], "peak_rss"}` or
/// `{"error": MESSAGE}`, and ends at `quit` or the end of its input. One sample at a time;
/// `InterleavedRun` starts a fresh worker of each build for every block of samples.
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
}
