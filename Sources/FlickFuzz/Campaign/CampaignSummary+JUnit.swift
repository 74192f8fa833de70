import FlickCore

extension CampaignSummary {
    /// The summary as a JUnit report, so CI test reporters show findings as they show `flick
    /// replay --junit` results: one suite, `flick fuzz`, with one failed test case per finding
    /// (internal errors of Flick included) — class `fuzz.SCENE`, name `ORACLE HASH` (the case
    /// file's), the message, and in the failure text the case file, the command that replays it
    /// and the signature. A finding `known` lists is a skipped case instead; with no finding at
    /// all the suite holds one passed case, so a report is never empty.
    /// - Parameters:
    ///   - replay: the command that replays a case file (default `flick replay`; a user's
    ///     executable has its own name).
    /// - Complexity: O(findings).
    package func junit(known: KnownFindings? = nil, replay: String = "flick replay") -> JUnitDocument {
        var cases: [JUnitDocument.TestCase] = []
        for f in findings + internalErrors {
            let file = f.file.isEmpty ? "(no case file was saved)" : f.file
            let name = "\(f.oracle.rawValue) \(Signature(text: f.signature).hash.prefix(12))"
            let details = ["case file: \(file)",
                           "replay: " + (f.file.isEmpty ? "(none)" : "\(replay) \(f.file)"),
                           "signature: \(f.signature)",
                           "cases that hit it: \(f.count)" + (f.origin == .flick ? " (an internal error of Flick, not of the scene)" : "")]
                .joined(separator: "\n")
            var c = JUnitDocument.TestCase(className: "fuzz.\(f.scene)", name: name,
                                           outcome: .failed(type: f.oracle.rawValue, message: f.message, details: details))
            if let known, known.lists(f.signature) {
                c.outcome = .skipped(message: "a known finding (\(f.message)); \(file)")
            }
            cases.append(c)
        }
        if cases.isEmpty {
            cases.append(JUnitDocument.TestCase(className: "fuzz", name: "no findings in \(totalCases) cases"))
        }
        let properties = [("cases", String(totalCases)), ("ticks", String(totalTicks))]
            + merged.map { ("merged", $0) }
        return JUnitDocument(name: "flick fuzz", suites: [
            JUnitDocument.Suite(name: "flick fuzz", time: Double(sessionWall) / 1e9,
                                properties: properties.map { (name: $0.0, value: $0.1) }, cases: cases),
        ])
    }
}
