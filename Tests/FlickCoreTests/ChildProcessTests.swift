import FlickCore
import Testing

@Suite("ChildProcess: pipes, bounded reads, timeouts and wait statuses")
struct ChildProcessTests {
    @Test func runCapturesOutputAndExitStatus() throws {
        let ok = try ChildProcess.run("sh", ["-c", "printf 'one\\ntwo'; echo oops >&2; exit 3"], timeout: 30)
        #expect(ok.stdout == "one\ntwo")
        #expect(ok.stderr == "oops\n")
        #expect(ok.status?.exitStatus == 3)
        #expect(ok.status?.signal == nil)
        #expect(ok.status?.shellStatus == 3)
    }

    @Test func runKillsAChildPastItsTimeout() throws {
        let slow = try ChildProcess.run("sleep", ["30"], timeout: 0.2)
        #expect(slow.status == nil)
    }

    @Test func aMissingExecutableIsASpawnError() {
        #expect(throws: ProcessError.self) { try ChildProcess("/nonexistent/flick-no-such-tool", []) }
    }

    @Test func linesGoBothWaysAndASignalShowsInTheStatus() throws {
        let child = try ChildProcess("cat", [])
        #expect(child.writeLine("hello"))
        #expect(child.readLine() == "hello")
        child.kill()
        #expect(child.waitForExit().signal == 9)
        #expect(child.waitForExit().shellStatus == 128 + 9)
        #expect(!child.writeLine("gone"))
    }

    @Test func standardErrorKeepsOnlyItsEnd() throws {
        var options = ChildProcess.Options()
        options.errorTailLimit = 10
        let child = try ChildProcess("sh", ["-c", "printf 0123456789abcdef >&2"], options: options)
        _ = child.finish()
        #expect(child.errorText == "6789abcdef")
    }

    @Test func environmentOverridesSetAndUnset() throws {
        var options = ChildProcess.Options()
        options.environment = ["FLICK_TEST_SET": "yes", "HOME": ""]
        let child = try ChildProcess("sh", ["-c", "echo \"$FLICK_TEST_SET ${HOME-unset}\""], options: options)
        #expect(child.readLine() == "yes unset")
        #expect(child.finish().exitStatus == 0)
    }
}
