import FlickCore

extension Comparison {
    /// The comparison as the `comparison` member of a `--json` document: the gate's settings,
    /// every row, the warnings, the summary and the exit code it gives.
    package func jsonValue(baseline: String) -> JSONValue {
        func number(_ v: Double?) -> JSONValue { .optional(v, { JSONValue.number($0) }) }
        return .object([
            ("baseline", .string(baseline)),
            ("alpha", .number(settings.alpha)), ("threshold", .number(settings.threshold)),
            ("clock", .string(settings.clock)), ("gates_timings", .bool(settings.gatesTimings)),
            ("timings_compared", .bool(timingsCompared)),
            ("rows", .array(rows.map { r in
                var members: [(String, JSONValue)] = [
                    ("benchmark", .string(r.benchmark)), ("metric", .string(r.metric)), ("kind", .string(r.kind.rawValue)),
                    ("gates", .bool(r.gates)), ("baseline", number(r.baseline)), ("current", number(r.current)),
                    ("change", number(r.change)), ("lower", number(r.lower)), ("upper", number(r.upper)),
                    ("p", number(r.pValue)), ("verdict", .string(r.verdict.rawValue)), ("note", .optional(r.note, JSONValue.string)),
                ]
                // `--against` only: the spread of per-process medians, a fraction of the median.
                if let noise = r.processNoise { members.append(("process_noise", .number(noise))) }
                return .object(members)
            })),
            ("warnings", .array(warnings.map(JSONValue.string))),
            ("summary", .object([
                ("regressed_counters", .int(summary.regressedCounters)), ("regressed_timings", .int(summary.regressedTimings)),
                ("improved", .int(summary.improved)), ("same", .int(summary.same)), ("not_compared", .int(summary.notCompared)),
                ("new", .int(summary.new)), ("missing", .int(summary.missing)), ("other_changes", .int(summary.otherChanges)),
            ])),
            ("exit_code", .int(failed ? 1 : 0)),
        ])
    }
}
