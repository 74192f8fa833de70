import FlickCore
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Seconds of wall time `body` takes.
private func timed(_ body: () -> Void) -> Double {
    let start = WorkClock.monotonic.now()
    body()
    return Double(WorkClock.monotonic.now() - start) * 1e-9
}

/// Whether `pid` is gone within 2 s (a killed process may take a moment to be reaped by init;
/// a zombie left to it counts as gone).
private func goneSoon(_ pid: pid_t) -> Bool {
    for _ in 0..<200 {
        if kill(pid, 0) != 0 { return true }
        if let stat = ProcessStats.readSmallFile("/proc/\(pid)/stat"), stat.contains(") Z ") { return true }
        usleep(10_000)
    }
    return false
}

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
        #expect(child.readLine() == .line("hello"))
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
        #expect(child.readLine() == .line("yes unset"))
        #expect(child.finish().exitStatus == 0)
    }

    // MARK: Bounded waits

    @Test func aLineLongerThanTheLimitIsRefusedWithoutReadingItAll() throws {
        var options = ChildProcess.Options()
        options.lineLimit = 1 << 20
        options.isolatesSignals = true
        let child = try ChildProcess("sh", ["-c", "head -c 50000000 /dev/zero; echo"], options: options)
        var got = ChildProcess.LineRead.end
        let seconds = timed { got = child.readLine(timeout: 20) }
        #expect(got == .tooLong)
        #expect(child.lineTooLong)
        #expect(seconds < 5)
        #expect(child.readLine(timeout: 1) == .tooLong)
        child.kill()
    }

    @Test func aLineOfExactlyTheLimitPasses() throws {
        var options = ChildProcess.Options()
        options.lineLimit = 4
        let child = try ChildProcess("sh", ["-c", "printf 'abcd\\nabcde\\n'"], options: options)
        #expect(child.readLine(timeout: 10) == .line("abcd"))
        #expect(child.readLine(timeout: 10) == .tooLong)
        #expect(child.readAvailableLines().isEmpty)
        _ = child.finish(timeout: 10)
    }

    @Test func readAvailableLinesStopsAtAnOverlongLine() throws {
        var options = ChildProcess.Options()
        options.lineLimit = 1000
        let child = try ChildProcess("sh", ["-c", "echo ok; head -c 5000 /dev/zero; exec sleep 1000"], options: options)
        var lines: [String] = []
        for _ in 0..<200 where !child.lineTooLong {
            lines += child.readAvailableLines()
            usleep(10_000)
        }
        #expect(lines == ["ok"])
        #expect(child.lineTooLong)
        child.kill()
    }

    @Test func aReadGivesUpAtItsTimeout() throws {
        let child = try ChildProcess("sleep", ["30"])
        var got = ChildProcess.LineRead.end
        let seconds = timed { got = child.readLine(timeout: 0.2) }
        #expect(got == .timedOut)
        #expect(seconds >= 0.19 && seconds < 3)
        child.kill()
        #expect(child.waitForExit().signal == SIGKILL)
    }

    @Test func aWriteToAChildThatDoesNotReadGivesUpAtItsTimeout() throws {
        let child = try ChildProcess("sleep", ["30"])
        var written = true
        let seconds = timed { written = child.writeLine(String(repeating: "x", count: 1 << 20), timeout: 0.2) }
        #expect(!written)
        #expect(seconds < 3)
        child.kill()
    }

    /// A child that exits leaving a grandchild holding its output: the read ends at the
    /// child's exit, and the wait kills the grandchild (the child's group).
    @Test func aGrandchildHoldingTheOutputDoesNotHoldTheReader() throws {
        var options = ChildProcess.Options()
        options.isolatesSignals = true
        let child = try ChildProcess("sh", ["-c", "sleep 1000 & echo $!; echo last; exit 4"], options: options)
        guard case .line(let text) = child.readLine(timeout: 10), let grandchild = pid_t(text) else {
            Issue.record("no pid")
            return
        }
        var got = ChildProcess.LineRead.timedOut
        let seconds = timed {
            #expect(child.readLine(timeout: 20) == .line("last"))
            got = child.readLine(timeout: 20)
        }
        #expect(got == .end)
        #expect(seconds < 5)
        #expect(child.waitForExit().exitStatus == 4)
        #expect(goneSoon(grandchild), "the grandchild \(grandchild) outlived its group")
    }

    @Test func killEndsTheWholeGroup() throws {
        var options = ChildProcess.Options()
        options.isolatesSignals = true
        let child = try ChildProcess("sh", ["-c", "sleep 1000 & echo $!; exec sleep 1000"], options: options)
        guard case .line(let text) = child.readLine(timeout: 10), let grandchild = pid_t(text) else {
            Issue.record("no pid")
            return
        }
        child.kill()
        #expect(goneSoon(grandchild))
    }

    @Test func finishKillsAChildThatDoesNotExitInTime() throws {
        let child = try ChildProcess("sh", ["-c", "trap '' TERM; exec sleep 1000"])
        var status: WaitStatus?
        let seconds = timed { status = child.finish(timeout: 0.3) }
        #expect(status?.signal == SIGKILL)
        #expect(seconds < 3)
    }

    @Test func aBoundedWaitForExitLeavesARunningChildRunning() throws {
        let child = try ChildProcess("sleep", ["30"])
        #expect(child.waitForExit(timeout: 0.2) == nil)
        #expect(!child.hasExited)
        child.kill()
        #expect(child.waitForExit(timeout: 0.2)?.signal == SIGKILL)
    }

    @Test func runEndsAtTheChildsExitNotAtTheEndOfItsOutput() throws {
        var outcome: ChildProcess.Outcome?
        let seconds = timed { outcome = try? ChildProcess.run("sh", ["-c", "sleep 1000 & echo done"], timeout: 30) }
        #expect(outcome?.stdout == "done\n")
        #expect(outcome?.status?.exitStatus == 0)
        #expect(seconds < 5)
    }

    @Test func waitStatusPhrases() {
        #expect(WaitStatus(raw: 3 << 8).phrase == "exited with status 3")
        #expect(WaitStatus(raw: 9).phrase == "was killed by signal 9")
    }
}
