import Testing
import FlickLayout
import FlickSim
import FlickTesting

@Suite("SceneTester fails a test on a violated invariant")
struct ViolationTests {
    @Test func aPlantedConflictFailsTheTestWithItsTickAndCause() throws {
        let t = SceneTester(try ConflictScene(), name: "conflict")
        let line = #line + 2
        withKnownIssue {
            t.tap(t.scene.button)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.hasPrefix("conflict: tick 7 (0.058s) unsatisfiable")
                && text.contains("after input t=0.058s touch 1 up at (196.7, 426.0)")
                && text.contains("minimal conflicting set")
                && text.contains("flick replay")
                && issue.sourceLocation?.line == line
        }
        #expect(t.violations.contains { $0.kind == .unsatisfiable && $0.tick == 7 })
    }

    @Test func theFailureCarriesTheViolation() throws {
        let failures = Failures()
        let t = SceneTester(try ConflictScene(), options: failures.options())
        t.tap(t.scene.button)
        let v = try #require(failures.list.first?.violation)
        #expect(v.kind == .unsatisfiable)
        #expect(v.cause?.phase == .up)
        #expect(failures.list.count == 1)
        // The suggested command names the scene as an executable registers it, not by its class.
        #expect(failures.messages.first?.contains("--scene conflict") == true, "\(failures.messages)")
        #expect(failures.messages.first?.contains("--scene ConflictScene") == false)
    }

    @Test func expectedViolationsDoNotFail() throws {
        let t = SceneTester(try ConflictScene())
        let found = t.expectViolations(of: .unsatisfiable) { t.tap(t.scene.button) }
        #expect(found.count == 1)
        withKnownIssue {
            t.expectViolations(of: .sceneRule) { t.advance(by: 0.1) }
        } matching: { $0.comments.contains { $0.rawValue.contains("expected a scene-rule violation, found none") } }
    }

    @Test func frameBudgetViolationsAreListedButDoNotFailByDefault() throws {
        var o = TesterOptions()
        o.simulation.budget = 1    // 1 ns: every tick is over budget
        let failures = Failures()
        let t = SceneTester(try CardScene(), options: failures.options(o))
        t.drag(t.scene.card, by: Point(x: 20, y: 0))
        #expect(t.violations.contains { $0.kind == .frameBudget })
        #expect(failures.list.isEmpty)

        o.failsOnFrameBudget = true
        let strict = Failures()
        let s = SceneTester(try CardScene(), options: strict.options(o))
        s.advance(ticks: 2)
        #expect(strict.list.count == 3)
        #expect(strict.messages.allSatisfy { $0.contains("frame-budget") })
    }

    @Test func aSceneRuleOfTheTestsOwnFailsToo() throws {
        struct CardStaysLeft: Invariant {
            mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
                for f in tick.frames where tick.scene.frameName(f.id) == "card" && f.x > 100 {
                    report.report(.sceneRule, "card past x = 100", persistent: true)
                }
            }
        }
        let failures = Failures()
        let t = SceneTester(try CardScene(), options: failures.options(), invariants: [CardStaysLeft()])
        t.drag(t.scene.card, by: Point(x: 100, y: 0))
        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("scene-rule: card past x = 100") == true)
    }

    @Test func aGestureAimedAtACoveredViewFails() throws {
        let failures = Failures()
        let t = SceneTester(try CardScene(), options: failures.options())
        t.tap(t.scene.covered)
        #expect(failures.messages.count == 1)
        #expect(failures.messages.first?.contains("tap(covered): a touch at (180, 80) would reach 'banner'") == true)
        #expect(t.input.count == 2)

        var o = TesterOptions()
        o.checksHitTargets = false
        let quiet = Failures()
        let u = SceneTester(try CardScene(), options: quiet.options(o))
        u.tap(u.scene.covered)
        #expect(quiet.list.isEmpty)
    }

    @Test func aFailedRunIsSavedAsATraceWhenAskedTo() throws {
        let dir = FileSupport.temporaryDirectory("tester-traces")
        defer { FileSupport.remove(dir) }
        var o = TesterOptions()
        o.traceDirectory = dir
        let failures = Failures()
        let t = SceneTester(try ConflictScene(), name: "conflict", options: failures.options(o))
        t.tap(t.scene.button)
        let message = try #require(failures.messages.first)
        #expect(message.contains("replay it: flick replay \(dir)/conflict-aFailedRunIsSavedAsATraceWhenAskedTo.trace --scene conflict"))
        #expect(FileSupport.exists("\(dir)/conflict-aFailedRunIsSavedAsATraceWhenAskedTo.trace"))
    }
}
