import Testing
import Foundation
import FlickFuzz

/// The case files the fuzzer saved, read and written again, give their own bytes: the JSON
/// writer keeps the case file's layout, its number forms and its spelling of NaN.
@Suite("Bundled case files rewrite to their own bytes")
struct CaseFileBytesTests {
    @Test func everyBundledCaseFileRewritesToItsOwnBytes() throws {
        var url = URL(fileURLWithPath: #filePath)
        url.deleteLastPathComponent()
        let directory = url.appendingPathComponent("Cases").path
        let names = try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasSuffix(".json") }.sorted()
        #expect(!names.isEmpty)
        for name in names {
            let path = directory + "/" + name
            let text = try String(contentsOfFile: path, encoding: .utf8)
            #expect(CaseFile.text(try CaseFile.read(text, path: path)) == text, "\(name)")
        }
    }
}
