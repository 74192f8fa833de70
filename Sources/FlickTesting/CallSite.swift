/// Where in a test a tester call was written: the place a failure is reported at, for Swift
/// Testing (file ID, path, line, column) and XCTest (path, line). Every tester method that
/// can fail takes these as defaulted arguments, so failures point at the test's own line.
public struct CallSite: Sendable {
    public var fileID: String
    public var filePath: StaticString
    public var line: UInt
    public var column: UInt

    public init(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        self.fileID = fileID; self.filePath = filePath; self.line = line; self.column = column
    }

    /// The path as a string.
    public var path: String { "\(filePath)" }
}
