import FlickInput
import FlickLayout
import FlickTestSupport
import Testing
@testable import FlickGestures

/// Recognizers owned by views (`addGestureRecognizer`), found by hit testing up the chain.
@Suite struct ViewGestureRecognizerTests {
    /// A screen with a card at (20, 100, 200 × 200) holding an inner view at (50, 50, 40 × 40)
    /// of the card, and a router over the screen.
    private func makeTree() -> (Screen, View, View, TouchRouter) {
        let screen = makeScreen()
        let card = View(frame: R(20, 100, 200, 200)), inner = View(frame: R(50, 50, 40, 40))
        card.name = "card"; inner.name = "inner"
        screen.addSubview(card)
        card.addSubview(inner)
        screen.layoutIfNeeded()
        return (screen, card, inner, TouchRouter(root: screen))
    }

    private func tapAt(_ router: TouchRouter, at p: (Double, Double), start: Double = 0) {
        var s = Script()
        s.down(1, p.0, p.1, at: start)
        s.up(1, p.0, p.1, at: start + 50)
        s.run(router)
        router.advance(to: Int64((start + 400) * 1_000_000))
    }

    @Test func aTouchOnASubviewReachesTheRecognizerItsAncestorOwns() {
        let (_, card, _, router) = makeTree()
        let tap = TapGestureRecognizer(name: "cardTap")
        var fired = 0
        tap.addTarget { _ in fired += 1 }
        card.addGestureRecognizer(tap)
        #expect(card.gestureRecognizers?.count == 1)
        #expect(tap.view === card)
        #expect(router.recognizers.isEmpty)    // taken in at the first touch that reaches it
        tapAt(router, at: (90, 170))             // on the inner view
        #expect(fired == 1)
        #expect(router.recognizers.contains { $0 === tap })
        tapAt(router, at: (300, 500), start: 1000)    // outside the card
        #expect(fired == 1)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsKeepTheirRecognizersFromTouches() {
        let (_, card, _, router) = makeTree()
        let tap = TapGestureRecognizer()
        var fired = 0
        tap.addTarget { _ in fired += 1 }
        card.addGestureRecognizer(tap)
        var start = 0.0
        for exclude in [{ card.isHidden = true }, { card.alpha = 0.005 }, { card.isUserInteractionEnabled = false }] {
            card.isHidden = false; card.alpha = 1; card.isUserInteractionEnabled = true
            exclude()
            tapAt(router, at: (90, 170), start: start)
            start += 1000
        }
        #expect(fired == 0)
        card.isHidden = false; card.alpha = 1; card.isUserInteractionEnabled = true
        tapAt(router, at: (90, 170), start: start)
        #expect(fired == 1)
    }

    @Test func removingTheViewCancelsItsActiveRecognizerAndLetsGoOfIt() {
        let (screen, card, inner, router) = makeTree()
        let pan = PanGestureRecognizer(name: "innerPan")
        let log = ActionLog(pan)
        inner.addGestureRecognizer(pan)
        var s = Script()
        s.drag(1, from: (70, 170), to: (70, 260), start: 0, duration: 100, lift: false)
        s.run(router)
        #expect(pan.state == .changed)
        card.removeFromSuperview()
        #expect(log.states.last == .cancelled)
        #expect(!router.recognizers.contains { $0 === pan })
        #expect(inner.gestureRecognizers?.first === pan)    // the view keeps it
        var end = Script()
        end.up(1, 70, 260, at: 120)
        end.run(router)
        router.advance(to: 500 * ms)
        // Back on screen, the next touch reaches it again, fresh.
        screen.addSubview(card)
        screen.layoutIfNeeded()
        var again = Script()
        again.drag(2, from: (70, 170), to: (70, 260), start: 1000, duration: 100)
        again.run(router)
        #expect(log.states.suffix(2) == [.changed, .ended])
        #expect(router.recognizers.contains { $0 === pan })
    }

    @Test func removeGestureRecognizerStopsItAndAddingMovesItBetweenOwners() {
        let (_, card, inner, router) = makeTree()
        let tap = TapGestureRecognizer()
        var fired = 0
        tap.addTarget { _ in fired += 1 }
        router.attach(tap, to: card)              // the low-level form
        inner.addGestureRecognizer(tap)           // moves it to the inner view
        #expect(router.recognizers(on: card).isEmpty)
        #expect(tap.view === inner)
        card.addGestureRecognizer(tap)            // and on to the card
        #expect(inner.gestureRecognizers == nil)
        tapAt(router, at: (30, 110))                // on the card, outside the inner view
        #expect(fired == 1)
        card.removeGestureRecognizer(tap)
        #expect(card.gestureRecognizers == nil)
        #expect(tap.view == nil)
        #expect(!router.recognizers.contains { $0 === tap })
        tapAt(router, at: (30, 110), start: 1000)
        #expect(fired == 1)
    }

    @Test func theRoutersRecognizersComeBeforeTheViewsOwnAtEachView() {
        let (_, card, _, router) = makeTree()
        let owned = TapGestureRecognizer(name: "owned"), attached = TapGestureRecognizer(name: "attached")
        var order: [String] = []
        owned.addTarget { order.append($0.name) }
        attached.addTarget { order.append($0.name) }
        let delegate = TestDelegate()
        delegate.simultaneous = { _, _ in true }
        owned.delegate = delegate
        card.addGestureRecognizer(owned)
        router.attach(attached, to: card)
        tapAt(router, at: (30, 110))
        #expect(order == ["attached", "owned"])
    }

    @Test func targetActionOnARecognizerCallsTheMethodAndHoldsTheTargetWeakly() {
        final class Handler {
            var taps = 0
            func handleTap() { taps += 1 }
        }
        let (_, card, _, router) = makeTree()
        var handler: Handler? = Handler()
        let tap = TapGestureRecognizer()
        tap.addTarget(handler!, action: Handler.handleTap)
        card.addGestureRecognizer(tap)
        tapAt(router, at: (30, 110))
        #expect(handler?.taps == 1)
        weak var gone = handler
        handler = nil
        #expect(gone == nil)
        tapAt(router, at: (30, 110), start: 1000)    // nothing to call, nothing breaks
    }
}
