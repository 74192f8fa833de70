import Testing
@testable import FlickCLI

@Suite struct BenchAnimationCommandTests {
    @Test func runsASmallBenchmarkAndPrintsJSON() {
        let captured = CapturedConsole()
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

@Suite struct BenchAnimationRegistrationTests {
    @Test func reachableThroughFlickMain() {
        let captured = CapturedConsole()
        let code = FlickMain.run(["bench-animation", "--animators", "8", "--ticks", "4", "--runs", "1"], console: captured.console)
        #expect(code == .success && captured.stdout.contains("animators 8"))
        #expect(FlickMain.run(["bench-animation", "--runs", "0"], console: captured.console) == .badInput)
    }
}

@Suite struct BenchAnimationViewsTests {
    @Test func viewsModeRuns() {
        let captured = CapturedConsole()
        let code = FlickMain.run(["bench-animation", "--views", "20", "--ticks", "3", "--runs", "1", "--json"], console: captured.console)
        #expect(code == .success && captured.stdout.contains("\"views\":20"))
    }
}
