/// A JUnit XML report as CI systems read it: test suites of test cases, each passed, failed
/// or skipped. `flick replay --junit` and `flick bench --junit` both write one (`xml`).
package struct JUnitDocument: Sendable {
    /// One test case.
    package struct TestCase: Sendable {
        /// How a case ended.
        package enum Outcome: Sendable {
            case passed
            /// `type` (optional) and `message` go to attributes, `details` to the element's text.
            case failed(type: String?, message: String, details: String)
            case skipped(message: String)
        }
        package var className: String
        package var name: String
        /// Seconds, or nil to leave the attribute out.
        package var time: Double?
        package var outcome: Outcome
        /// Text for the case's `<system-out>`, or nil for none.
        package var systemOut: String?

        package init(className: String, name: String, time: Double? = nil, outcome: Outcome = .passed, systemOut: String? = nil) {
            self.className = className
            self.name = name
            self.time = time
            self.outcome = outcome
            self.systemOut = systemOut
        }

        var isFailure: Bool { if case .failed = outcome { return true } else { return false } }
        var isSkipped: Bool { if case .skipped = outcome { return true } else { return false } }
    }

    /// One test suite.
    package struct Suite: Sendable {
        package var name: String
        /// Seconds, or nil to leave the attribute out.
        package var time: Double?
        /// `<property name value>` pairs, in order.
        package var properties: [(name: String, value: String)]
        package var cases: [TestCase]

        package init(name: String, time: Double? = nil, properties: [(name: String, value: String)] = [], cases: [TestCase]) {
            self.name = name
            self.time = time
            self.properties = properties
            self.cases = cases
        }
    }

    /// The `<testsuites>` element's name.
    package var name: String
    package var suites: [Suite]

    package init(name: String, suites: [Suite]) {
        self.name = name
        self.suites = suites
    }
}
