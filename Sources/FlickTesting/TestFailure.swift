#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif
#if canImport(Glibc)
import Glibc
#endif
import FlickSim

/// One failure a tester found: a violated invariant, a scene that did not settle, a golden
/// timeline that differs, a gesture that could not be made.
public struct TestFailure: Sendable, CustomStringConvertible {
    /// The whole message, starting with the tester's name.
    public var message: String
    /// The violation, when an invariant broke.
    public var violation: Violation?
    /// The test line the failing call was made from.
    public var site: CallSite

    public init(message: String, violation: Violation? = nil, site: CallSite) {
        self.message = message; self.violation = violation; self.site = site
    }

    public var description: String { message }

    /// Reports the failure to the test framework running the caller: Swift Testing's
    /// `Issue.record` inside a Swift Testing test (`Test.current` is set), else XCTest's
    /// `XCTFail`; without either, standard error.
    public func record() {
        #if canImport(Testing)
        if Test.current != nil {
            let location = SourceLocation(fileID: site.fileID, filePath: site.path, line: Int(site.line), column: Int(site.column))
            _ = Issue.record(Comment(rawValue: message), sourceLocation: location)
            return
        }
        #endif
        #if canImport(XCTest)
        XCTFail(message, file: site.filePath, line: site.line)
        #else
        var text = Array("\(site.path):\(site.line): error: \(message)\n".utf8)
        _ = text.withUnsafeMutableBytes { write(2, $0.baseAddress, $0.count) }
        #endif
    }
}

/// The running Swift Testing test's name, if any (for file names).
func currentTestName() -> String? {
    #if canImport(Testing)
    return Test.current?.name
    #else
    return nil
    #endif
}
