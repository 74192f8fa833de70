import Testing
@testable import FlickCLI

@Suite struct BenchAnimationCommandTests {
    @Test func runsASmallBenchmarkAndPrintsJSON() {
        let captured = CapturedConsole()
        let code = FlickMain.run(["bench-animation", "--animators", "40", "--ticks", "10", "--runs", "1", "--json"],
                                 console: captured.console)
        #expect(code == .success)
        #expect(captured.stdout.contains("\"animators\":40"))
        #expect(captured.stdout.contains("\"advanceAndReadMedianMicros\":"))
    }

    @Test func badArgumentsAreUsageErrors() {
        let captured = CapturedConsole()
        #expect(FlickMain.run(["bench-animation", "--animators", "0"], console: captured.console) == .badInput)
        #expect(FlickMain.run(["bench-animation", "extra"], console: captured.console) == .badInput)
        #expect(FlickMain.run(["bench-animation", "--bogus"], console: captured.console) == .badInput)
    }
}
