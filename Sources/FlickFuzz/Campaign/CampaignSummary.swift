import FlickCore

/// What a campaign did: this session's work and the output directory's totals.
package struct CampaignSummary: Sendable {
    /// One finding's line in the summary.
    package struct Entry: Sendable {
        package var signature: String
        package var oracle: Oracle
        package var scene: String
        package var kind: String
        package var message: String
        package var count: Int
        /// Path of its case file, empty when none could be saved.
        package var file: String
        package var minimized: Bool
        package var events: Int
        package var mutations: Int
        /// Found in this session.
        package var isNew: Bool
        /// Campaign time (wall, all sessions) when a case first hit it, ns; nil when unknown.
        package var foundAfter: Int64?
        /// In a merge (`FuzzMerge`): each campaign that hit it and when it first did there, in
        /// that campaign's time (nil: unknown); empty for a campaign's own summary.
        package var foundBy: [FoundBy] = []
        /// Whose defect it is (`FindingOrigin`).
        package var origin: FindingOrigin { FindingOrigin.of(oracle: oracle, kind: kind, message: message) }
    }

    /// One merged campaign's first hit of a finding.
    package struct FoundBy: Sendable, Hashable {
        /// `seed 1 shard 2/7`.
        package var campaign: String
        /// ns of that campaign's time; nil when unknown.
        package var after: Int64?
    }

    /// Cases run in this session and in all sessions.
    package var sessionCases = 0
    package var totalCases = 0
    /// Simulated ticks in this session and in all.
    package var sessionTicks = 0
    package var totalTicks = 0
    /// Case runs in this session (more than cases: determinism and budget re-runs).
    package var sessionRuns = 0
    /// Wall time of this session, ns; and CPU time its workers reported.
    package var sessionWall: Int64 = 0
    package var sessionCPU: Int64 = 0
    /// Cases a scene refused (an environment it does not support).
    package var rejected = 0
    /// Violations counted as responses to structural mutations.
    package var responses = 0
    /// Violations the scenes are built to show (`SceneDescriptor.expects`), not findings.
    package var expected = 0
    /// Corpus cases saved (all sessions).
    package var corpus = 0
    /// Workers started beyond the first `jobs` (after crashes, hangs and recycling).
    package var restarts = 0
    /// Workers replaced because their memory passed the limit.
    package var recycled = 0
    /// Why it stopped: `runs`, `time`, `signal`.
    package var stoppedBy = ""
    package var jobs = 0
    /// The scenes' findings: what a user has to fix.
    package var findings: [Entry] = []
    /// Flick's own defects the campaign ran into (`FindingOrigin.flick`), kept apart from the
    /// scenes' findings: internal errors to report to Flick, not failures of the scenes.
    package var internalErrors: [Entry] = []
    /// This session's work per scene.
    package var scenes: [String: SceneWork] = [:]
    /// The campaigns a merge joined (`seed 1 shard 2/7`…); empty for a campaign. A merge's
    /// summary counts all their cases as "this session", its wall time is the longest of
    /// theirs and its CPU time their sum.
    package var merged: [String] = []

    /// One scene's work: cases, simulated ticks, CPU time of their runs (ns).
    package struct SceneWork: Sendable, Hashable {
        package var cases = 0
        package var ticks = 0
        package var cpu: Int64 = 0
        /// Cases per second of one core's CPU time.
        package var casesPerCPUSecond: Double { cpu > 0 ? Double(cases) / (Double(cpu) / 1e9) : 0 }
        /// Simulated ticks per minute of one core's CPU time.
        package var ticksPerCoreMinute: Double { cpu > 0 ? Double(ticks) / (Double(cpu) / 6e10) : 0 }
    }

    package var casesPerSecond: Double { sessionWall > 0 ? Double(sessionCases) / (Double(sessionWall) / 1e9) : 0 }
    package var ticksPerSecond: Double { sessionWall > 0 ? Double(sessionTicks) / (Double(sessionWall) / 1e9) : 0 }
    package var newFindings: Int { findings.filter(\.isNew).count }

    /// A table for people.
    package var text: String {
        var lines: [String] = []
        if merged.isEmpty {
            lines.append("fuzz: \(sessionCases) cases this session (\(totalCases) in all), \(Format.number(casesPerSecond, maxDecimals: 1)) cases/s, \(sessionTicks) ticks (\(Format.number(ticksPerSecond, maxDecimals: 0)) ticks/s) on \(jobs) worker(s) in \(Format.seconds(nanoseconds: sessionWall)); stopped by \(stoppedBy)")
            lines.append("      \(rejected) cases refused by their scene, \(responses) violations taken as responses to mutations, \(expected) as what their scene is built to show, \(corpus) corpus cases, \(restarts) worker restarts (\(recycled) for memory)")
        } else {
            lines.append("fuzz merge: \(merged.count) campaign(s) (\(merged.joined(separator: ", "))): \(totalCases) cases, \(totalTicks) ticks, \(Format.seconds(nanoseconds: sessionCPU)) of worker CPU time, the longest campaign \(Format.seconds(nanoseconds: sessionWall))")
            lines.append("      \(rejected) cases refused by their scene, \(responses) violations taken as responses to mutations, \(expected) as what their scene is built to show, \(corpus) corpus cases")
        }
        for (name, w) in scenes.sorted(by: { $0.key < $1.key }) {
            lines.append("      \(name): \(w.cases) cases, \(Format.number(w.casesPerCPUSecond, maxDecimals: 1)) cases/s and \(Format.number(w.ticksPerCoreMinute / 1e6, maxDecimals: 2))M ticks/min per core (CPU time)")
        }
        if findings.isEmpty {
            lines.append("no findings")
        } else {
            lines.append("\(findings.count) finding(s), \(newFindings) new:")
        }
        for (heading, list) in [("", findings), ("\(internalErrors.count) internal error(s) of Flick itself, not of the scenes (please report them with the case file):", internalErrors)] where !list.isEmpty {
            if !heading.isEmpty { lines.append(heading) }
            for f in list {
                let size = f.minimized ? "minimized: \(f.events) events, \(f.mutations) mutations" : "not minimized"
                var when = f.foundAfter.map { ", first after \(Format.seconds(nanoseconds: $0))" } ?? ""
                if let first = f.foundBy.filter({ $0.after == f.foundAfter }).first, f.foundAfter != nil {
                    when += " on \(first.campaign)"
                }
                lines.append("  \(f.isNew ? "new " : "    ")\(f.oracle.rawValue) \(f.scene) ×\(f.count) (\(size)\(when))")
                lines.append("      \(f.message)")
                lines.append("      \(f.file.isEmpty ? "(no file)" : f.file)")
            }
        }
        return lines.joined(separator: "\n")
    }

    /// One JSON object for machines (numbers in the fuzz files' form,
    /// `JSONValue.NumberStyle.integerWhenWhole`).
    package var json: String {
        func number(_ v: Double) -> JSONValue { .number(v, style: .integerWhenWhole) }
        let m: [(String, JSONValue)] = [
            ("sessionCases", .int(sessionCases)), ("totalCases", .int(totalCases)),
            ("sessionTicks", .int(sessionTicks)), ("totalTicks", .int(totalTicks)), ("sessionRuns", .int(sessionRuns)),
            ("wallSeconds", number(Double(sessionWall) / 1e9)), ("cpuSeconds", number(Double(sessionCPU) / 1e9)),
            ("casesPerSecond", number(casesPerSecond)), ("ticksPerSecond", number(ticksPerSecond)),
            ("ticksPerMinutePerCore", number(sessionCPU > 0 ? Double(sessionTicks) / (Double(sessionCPU) / 6e10) : 0)),
            ("jobs", .int(jobs)), ("rejected", .int(rejected)), ("responses", .int(responses)), ("expected", .int(expected)),
            ("corpus", .int(corpus)), ("restarts", .int(restarts)), ("recycled", .int(recycled)), ("stoppedBy", .string(stoppedBy)),
        ] + (merged.isEmpty ? [] : [("merged", JSONValue.strings(merged))]) + [
            ("findings", .array(findings.map(Self.json))),
            ("internalErrors", .array(internalErrors.map(Self.json))),
            ("scenes", .array(scenes.sorted(by: { $0.key < $1.key }).map { name, w in
                .object([("scene", .string(name)), ("cases", .int(w.cases)), ("ticks", .int(w.ticks)),
                         ("cpuSeconds", number(Double(w.cpu) / 1e9)),
                         ("casesPerCPUSecond", number(w.casesPerCPUSecond)),
                         ("ticksPerMinutePerCore", number(w.ticksPerCoreMinute))])
            })),
        ]
        return JSONValue.object(m).text()
    }

    private static func json(_ f: Entry) -> JSONValue {
        var m = members(f)
        if !f.foundBy.isEmpty {
            m.append(("foundAfterByCampaign", .array(f.foundBy.map { b in
                .object([("campaign", .string(b.campaign)),
                         ("seconds", .optional(b.after) { .number(Double($0) / 1e9, style: .integerWhenWhole) })])
            })))
        }
        return .object(m)
    }

    private static func members(_ f: Entry) -> [(String, JSONValue)] {
        [("signature", .string(f.signature)), ("oracle", .string(f.oracle.rawValue)),
                 ("scene", .string(f.scene)), ("kind", .string(f.kind)),
                 ("message", .string(f.message)), ("count", .int(f.count)), ("file", .string(f.file)),
                 ("minimized", .bool(f.minimized)), ("events", .int(f.events)),
                 ("mutations", .int(f.mutations)), ("new", .bool(f.isNew)),
                 ("foundAfterSeconds", .optional(f.foundAfter) { .number(Double($0) / 1e9, style: .integerWhenWhole) })]
    }
}
