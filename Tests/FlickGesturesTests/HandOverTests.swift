import Testing
import FlickInput
import FlickLayout
@testable import FlickGestures
import FlickTestSupport

/// Finger hand-overs: N fingers, each landing before the previous lifts, in one sequence that
/// never returns to zero fingers. What a recognizer has ever seen grows with N; what a frame
/// costs must not.
@Suite("finger hand-overs")
struct HandOverTests {
    /// A recognizer that stays possible (delaying every touch's end from the view) until the
    /// touch `failOn` moves.
    final class Holder: GestureRecognizer {
        var failOn = Int.max
        init() { super.init(kind: .discrete, name: "holder") }
        override func touchesMoved(_ touches: [GestureTouch], at time: Int64) {
            if touches.contains(where: { $0.id == failOn }) { fail(at: time, reason: "last finger") }
        }
    }

    /// `n` fingers handing over on one spot: finger i lands, then i − 1 lifts, then i moves.
    func handOver(_ n: Int) -> Script {
        var s = Script()
        var t = 0.0
        for i in 1...n {
            s.down(i, 100, 100, at: t); t += 4
            if i > 1 { s.up(i - 1, 100, 100, at: t); t += 4 }
            s.move(i, 101, 101, at: t); t += 4
        }
        s.up(n, 101, 101, at: t)
        return s
    }

    @Test func heldTouchesAreReleasedInEndOrderWhenTheHolderFails() {
        let (window, router) = makeWindow()
        let holder = Holder()
        holder.failOn = 40
        router.attach(holder, to: window)
        handOver(40).run(router)
        let ended = router.viewTouches.filter { $0.phase == .ended }
        #expect(ended.map(\.touchID) == Array(1...40))
        // The first 39 held until the last finger's move failed the holder, then released at once.
        #expect(Set(ended.dropLast().map(\.time)).count == 1)
        #expect(router.viewTouches.filter { $0.phase == .began }.count == 40)
    }

    /// The router looks at each held touch a bounded number of times, however long the
    /// hand-over (looking at every held touch on every frame would be N² work).
    @Test(arguments: [500, 2000])
    func heldTouchesAreLookedAtABoundedNumberOfTimes(_ n: Int) {
        let (window, router) = makeWindow()
        router.recordsViewTouches = false
        let holder = Holder()
        holder.failOn = n
        router.attach(holder, to: window)
        let pan = PanGestureRecognizer(name: "pan")
        router.attach(pan, to: window)
        let tap = TapGestureRecognizer(name: "tap")
        router.attach(tap, to: window)
        handOver(n).run(router)
        #expect(router.heldTouchesExamined <= 4 * n, "\(router.heldTouchesExamined) for \(n) touches")
    }

    @Test func touchIDSequenceKeepsArrivalOrderAndAnswersMembership() {
        var a = TouchIDSequence(), b = TouchIDSequence()
        for id in [5, 3, 9, 3] { a.append(id) }
        #expect(Array(a) == [5, 3, 9] && a.count == 3)
        #expect(a.contains(9) && !a.contains(4))
        #expect(a.containsAny(of: [1, 2, 9]) && !a.containsAny(of: [1, 2]))
        b.append(7)
        #expect(!a.sharesAny(with: b))
        b.append(5)
        #expect(a.sharesAny(with: b) && b.sharesAny(with: a))
        a.removeAll()
        #expect(a.isEmpty && !a.contains(5))
    }
}
