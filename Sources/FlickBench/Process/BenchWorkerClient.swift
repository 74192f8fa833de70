import FlickCore

extension BenchWorker {
    /// One worker process (`PROGRAM bench --worker`), started and past its handshake.
    ///
    /// Every wait on it is bounded (`Limits`): its handshake, each sample, each line's length
    /// and its exit after `quit`. A worker that does not answer in time, writes a line past
    /// the limit, answers something else than the protocol, or ends early is killed with its
    /// process group (it runs in one of its own, which a stop signal of this process also
    /// kills), and the error names the program, what it did and the end of its standard error.
    package final class Client {
        /// A group the worker offers.
        package struct Offer: Sendable {
            package var name: String
            package var version: Int
            package var quick: Bool
            package var benchmarks: [String]
        }

        package let executable: String
        /// The arguments after `bench --worker`.
        package let arguments: [String]
        package let environment: BenchEnvironment
        package let countsAllocations: Bool
        package let offers: [Offer]
        package let limits: Limits
        private let process: ChildProcess
        /// The slowest sample of each group so far, seconds of wall time.
        private var slowest: [String: Double] = [:]

        /// Starts `executable bench --worker ARGUMENTS` and reads its handshake.
        /// - Throws: `BenchError` (its `program` is `executable`) saying why it is not a usable
        ///   worker: it cannot start, gives no handshake within `limits.handshake`, exits first,
        ///   writes a line past `limits.lineLimit`, or speaks another protocol.
        package init(executable: String, arguments: [String], limits: Limits = Limits()) throws(BenchError) {
            self.executable = executable
            self.arguments = arguments
            self.limits = limits
            var options = ChildProcess.Options()
            options.capturesErrors = true
            options.isolatesSignals = true
            options.stopsWithThisProcess = true
            options.lineLimit = limits.lineLimit
            do throws(ProcessError) {
                process = try ChildProcess(executable, ["bench", "--worker"] + arguments, options: options)
            } catch {
                var e = BenchError(error)
                e.program = executable
                throw e
            }
            let line = try Self.reply(process, to: "`bench --worker`", within: limits.handshake,
                                      limit: "\(Limits.handshakeVariable) sets it", executable: executable, limits: limits)
            guard let json = try? JSONParser.parse(line), json["worker"]?.string == "flick-bench" else {
                throw Self.stop(process, executable, "answered `bench --worker` with something other than a bench worker handshake: \(Self.quote(line))")
            }
            guard let version = json["protocol"]?.int, version == protocolVersion else {
                throw Self.stop(process, executable, "speaks bench worker protocol \(json["protocol"].map(BenchDocument.describe) ?? "?"), this flick \(protocolVersion)")
            }
            environment = BenchEnvironment(jsonValue: json["environment"])
            countsAllocations = json["allocation_counting"]?.bool ?? false
            offers = BenchDocument.array(json["groups"]).compactMap { g in
                guard let name = g["name"]?.string, let v = g["version"]?.int else { return nil }
                return Offer(name: name, version: v, quick: g["quick"]?.bool ?? false,
                             benchmarks: BenchDocument.array(g["benchmarks"]).compactMap(\.string))
            }
        }

        /// A fresh worker process of the same build: same executable, arguments and limits.
        /// - Throws: `BenchError` as `init(executable:arguments:limits:)`.
        package func fresh() throws(BenchError) -> Client {
            try Client(executable: executable, arguments: arguments, limits: limits)
        }

        /// Asks the worker to quit, waits `limits.quit` for it, then kills what is left of
        /// its group.
        deinit {
            process.writeLine("quit", timeout: limits.quit)
            _ = process.finish(timeout: limits.quit)
        }

        /// The slowest sample of `group` so far, seconds of wall time (nil before the first).
        package func slowestSample(_ group: String) -> Double? { slowest[group] }

        /// One run of `group` in the worker, waiting at most `timeout` seconds for it (nil:
        /// `limits.sampleTimeout` of this worker's slowest sample of the group).
        /// - Throws: `BenchError` (its `program` is the worker's executable) when the worker
        ///   reports an error, or is killed for what it did: no answer in time, a line past
        ///   the limit, an answer that is not a sample, an early end.
        package func sample(_ group: String, timeout: Double? = nil) throws(BenchError) -> GroupSample {
            let limit = timeout ?? limits.sampleTimeout(slowest: slowest[group])
            let request = "`sample \(group)`"
            let start = WorkClock.monotonic.now()
            guard process.writeLine("sample \(group)", timeout: limit) else {
                throw Self.stop(process, executable, process.hasExited
                                ? "\(Self.ending(process)) before it read \(request)"
                                : "did not read \(request) within \(Format.number(limit, maxDecimals: 1)) s")
            }
            let note = "the larger of \(Limits.sampleVariable) (\(Format.number(limits.sample)) s) and \(Format.number(limits.sampleScale)) × the group's slowest sample so far"
            let line = try Self.reply(process, to: request, within: limit, limit: note,
                                      executable: executable, limits: limits)
            let took = Double(WorkClock.monotonic.now() - start) * 1e-9
            slowest[group] = max(slowest[group] ?? 0, took)
            guard let json = try? JSONParser.parse(line), case .object = json else {
                throw Self.stop(process, executable, "answered \(request) with something other than a bench worker reply: \(Self.quote(line))")
            }
            if let error = json["error"]?.string { throw BenchError(error, program: executable) }
            guard case .array(let items)? = json["measurements"] else {
                throw Self.stop(process, executable, "answered \(request) with something other than a bench worker reply: \(Self.quote(line))")
            }
            return GroupSample(measurements: items.compactMap(Self.measurement), peakRSS: json["peak_rss"]?.int)
        }

        // MARK: Steps

        /// The worker's next line, waiting at most `seconds`; a failure kills it and says why.
        private static func reply(_ process: ChildProcess, to request: String, within seconds: Double, limit variable: String,
                                  executable: String, limits: Limits) throws(BenchError) -> String {
            switch process.readLine(timeout: seconds) {
            case .line(let line):
                return line
            case .timedOut:
                throw stop(process, executable, "no answer to \(request) within \(Format.number(seconds, maxDecimals: 1)) s (the limit: \(variable))")
            case .tooLong:
                throw stop(process, executable, "answered \(request) with a line longer than \(limits.lineLimit) bytes (the most a worker's line may have)")
            case .end where request == "`bench --worker`":
                throw stop(process, executable, "does not run `bench --worker` (it \(ending(process)) before answering; a build without `flick bench`?)")
            case .end:
                throw stop(process, executable, "the worker ended while answering \(request) (it \(ending(process)))")
            }
        }

        /// Kills the worker and its group, and the error of `reason` with the end of its
        /// standard error.
        private static func stop(_ process: ChildProcess, _ executable: String, _ reason: String) -> BenchError {
            process.kill()
            let lines = process.errorText.split(separator: "\n", omittingEmptySubsequences: true).suffix(3)
            let tail = lines.isEmpty ? "" : "; its standard error ends: " + lines.map { Format.excerpt($0, limit: 160) }.joined(separator: " | ")
            return BenchError(reason + tail + "; it was stopped with its process group", program: executable)
        }

        /// How the worker ended (its output closes a moment before it exits: 1 s is given
        /// for that), or that it closed its output and lives on (it is killed then).
        private static func ending(_ process: ChildProcess) -> String {
            process.waitForExit(timeout: 1)?.phrase ?? "closed its output"
        }

        /// A line of the worker's quoted in a message (its start and its length).
        private static func quote(_ line: String) -> String { "'" + Format.excerpt(line) + "'" }

        /// One measurement of a sample reply, nil without a name.
        private static func measurement(_ m: JSONValue) -> Measurement? {
            guard let name = m["name"]?.string else { return nil }
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
            return Measurement(name: name, operations: m["operations"]?.int ?? 1, cost: cost, counters: counters, extras: extras)
        }
    }
}
