import FlickCore
import Testing

@Suite("OutputFile: files that appear whole or not at all")
struct OutputFileTests {
    /// The names a killed writer can leave, which a campaign removes when it resumes.
    @Test func temporaryNames() {
        #expect(OutputFile.isTemporaryName(".state.json.aB3xYz"))
        #expect(!OutputFile.isTemporaryName("state.json"))
        #expect(!OutputFile.isTemporaryName(".hidden"))
        #expect(!OutputFile.isTemporaryName(".state.json.ab-xyz"))
    }
}
