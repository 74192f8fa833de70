import Foundation
import Testing
@testable import FlickBench

/// The committed baseline, read and written again, gives its own bytes: the JSON writer keeps
/// the bench document's indented layout and number forms.
@Suite("The committed baseline rewrites to its own bytes")
struct BaselineBytesTests {
    @Test func theCommittedBaselineRewritesToItsOwnBytes() throws {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        let path = url.appendingPathComponent("Benchmarks/baseline.json").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(try BenchDocument.parse(text, source: path).json() == text)
    }
}
