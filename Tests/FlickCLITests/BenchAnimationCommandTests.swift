import Testing
@testable import FlickCLI

@Suite struct BenchAnimationCommandTests {
    @Test func runsASmallBenchmarkAndPrintsJSON() {
        let captured = CapturedConsole()
        // Called directly: its one-line registration in CommandRegistry lands with the lead.
        let code = try? BenchAnimationCommand.run(["--animators", "40", "--ticks", "10", "--runs", "1", "--json"],
                                                  console: captured.console)
        #expect(code == .success)
        #expect(captured.stdout.contains("\"animators\":40"))
        #expect(captured.stdout.contains("\"advanceAndReadMedianMicros\":"))
    }

    @Test func badArgumentsAreUsageErrors() {
        let captured = CapturedConsole()
        for argv in [["--animators", "0"], ["extra"], ["--bogus"]] {
            #expect(throws: CLIError.self) { try BenchAnimationCommand.run(argv, console: captured.console) }
        }
    }
}
