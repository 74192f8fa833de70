extension JUnitDocument {
    /// The document as XML (UTF-8, ending with a newline): counts of tests, failures, errors
    /// (always 0: Flick reports its own errors through exit codes) and skipped cases on
    /// `<testsuites>` and on each `<testsuite>`, one element a line, every text through
    /// `Markup.escape`. Equal documents give equal bytes.
    /// - Complexity: O(size of the text).
    package var xml: String {
        let all = suites.flatMap(\.cases)
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites" + Self.attributes([("name", name)] + Self.counts(all)) + ">\n"
        for suite in suites { Self.write(suite, to: &out) }
        out += "</testsuites>\n"
        return out
    }

    private static func write(_ suite: Suite, to out: inout String) {
        var attributes = [("name", suite.name)] + counts(suite.cases)
        if let t = suite.time { attributes.append(("time", seconds(t))) }
        out += "  <testsuite" + Self.attributes(attributes) + ">\n"
        if !suite.properties.isEmpty {
            out += "    <properties>\n"
            for p in suite.properties { out += "      <property" + Self.attributes([("name", p.name), ("value", p.value)]) + "/>\n" }
            out += "    </properties>\n"
        }
        for c in suite.cases { write(c, to: &out) }
        out += "  </testsuite>\n"
    }

    private static func write(_ c: TestCase, to out: inout String) {
        var attributes = [("classname", c.className), ("name", c.name)]
        if let t = c.time { attributes.append(("time", seconds(t))) }
        var body: [String] = []
        switch c.outcome {
        case .passed: break
        case .failed(let type, let message, let details):
            var a: [(String, String)] = []
            if let type { a.append(("type", type)) }
            a.append(("message", message))
            body.append("<failure" + Self.attributes(a) + ">" + Markup.escape(details) + "</failure>")
        case .skipped(let message):
            body.append("<skipped" + Self.attributes([("message", message)]) + "/>")
        }
        if let text = c.systemOut { body.append("<system-out>" + Markup.escape(text) + "</system-out>") }
        out += "    <testcase" + Self.attributes(attributes) + ">"
        if !body.isEmpty { out += "\n" + body.map { "      " + $0 + "\n" }.joined() + "    " }
        out += "</testcase>\n"
    }

    private static func counts(_ cases: [TestCase]) -> [(String, String)] {
        [("tests", String(cases.count)), ("failures", String(cases.count { $0.isFailure })), ("errors", "0"),
         ("skipped", String(cases.count { $0.isSkipped }))]
    }

    private static func attributes(_ pairs: [(String, String)]) -> String {
        pairs.map { " " + $0.0 + "=\"" + Markup.escape($0.1) + "\"" }.joined()
    }

    private static func seconds(_ t: Double) -> String { Format.number(t) }
}
