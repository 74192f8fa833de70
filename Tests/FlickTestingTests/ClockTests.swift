import Testing
import FlickCore
import FlickAnimation
import FlickLayout
import FlickSim
import FlickTesting

@Suite("SceneTester time: advance, settle, animators")
struct ClockTests {
    @Test func theTesterStartsAtTickZeroAndAdvancesInTicks() throws {
        let t = SceneTester(try ToggleScene())
        #expect(t.tick == 0)
        #expect(t.time == 0)
        t.advance(by: 0.1)
        #expect(t.tick == 12)
        #expect(t.seconds == 0.1)
        t.advance(ticks: 3)
        #expect(t.tick == 15)
        var o = TesterOptions()
        o.simulation.rate = try #require(RefreshRate(hz: 60))
        let slow = SceneTester(try ToggleScene(), options: o)
        slow.advance(by: 0.1)
        #expect(slow.tick == 6)
    }

    /// The typed forms run the same ticks as the seconds forms.
    @Test func typedDurationsAdvanceAsSecondsDo() throws {
        let t = SceneTester(try ToggleScene())
        t.advance(by: .milliseconds(100))
        #expect(t.tick == 12)
        #expect(t.instant == VirtualInstant(nanoseconds: t.time))
        #expect(t.instant.seconds == t.seconds)
        let u = SceneTester(try ToggleScene())
        u.advance(by: 0.1)
        #expect(u.instant == t.instant)
    }

    @Test func typedSettleFailsOnTimeoutAsTheSecondsFormDoes() throws {
        let t = SceneTester(try ToggleScene(spins: true))
        t.tap(t.scene.button)
        withKnownIssue {
            #expect(!t.settle(timeout: .seconds(1)))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("not settled after 1 s") }
        }
        #expect(t.seconds > 1 && t.seconds < 1.3)
        let failures = Failures()
        let u = SceneTester(try ToggleScene(), options: failures.options())
        u.advance(by: .seconds(-1))
        #expect(failures.messages.first?.contains("advance(by:) needs a time ≥ 0 s") == true)
        #expect(u.tick == 0)
    }

    @Test func settleRunsTheAnimatorToItsEnd() throws {
        let t = SceneTester(try ToggleScene())
        t.tap(t.scene.button)
        let a = try #require(t.scene.animator)
        #expect(t.animators.map(\.id) == [a.id])
        #expect(a.state == .active && a.isRunning)
        // The model is at the end at once; the presentation moves.
        #expect(t.frame(of: t.scene.box).minX == 220)
        t.advance(by: 0.15)
        #expect(abs(a.fractionComplete - 0.5) < 0.03)
        let mid = try #require(t.presentation(of: t.scene.box))
        #expect(mid.frame.minX > 60 && mid.frame.minX < 180)
        #expect(mid.alpha == 1)
        let label = try #require(t.presentation(of: t.scene.label))
        #expect(label.alpha > 0.2 && label.alpha < 0.8)
        #expect(t.model(of: t.scene.label).alpha == 1)
        #expect(t.settle())
        #expect(a.state == .inactive)
        #expect(t.animators.isEmpty)
        #expect(t.presentation(of: t.scene.box)?.frame.minX == 220)
        #expect(t.seconds < 0.5)
    }

    @Test func settleFailsOnTimeoutSayingWhatStillMoves() throws {
        let t = SceneTester(try ToggleScene(spins: true))
        t.tap(t.scene.button)
        withKnownIssue {
            #expect(!t.settle(timeout: 1))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("not settled after 1 s") && $0.rawValue.contains("animator 3 running") }
        }
        #expect(t.seconds > 1 && t.seconds < 1.3)
    }

    @Test func badTimesFailTheTest() throws {
        let failures = Failures()
        let t = SceneTester(try ToggleScene(), options: failures.options())
        t.advance(by: -1)
        t.settle(timeout: .nan)
        t.tap(at: Point(x: .infinity, y: 0))
        t.drag(from: Point(x: 10, y: 10), by: Point(x: 10, y: 0), duration: 0)
        t.tap(at: Point(x: 10, y: 10), fingers: 0)
        #expect(failures.list.count == 5)
        #expect(failures.messages[0].contains("advance(by:) needs a finite time"))
        #expect(t.tick == 0)
        #expect(t.input.isEmpty)
    }
}
