import Foundation
import Testing
@testable import FlickAnimation

@Suite struct TransitionTests {
    @Test func builtInActiveStates() {
        #expect(Transition.opacity.insertion.active(100, 50).opacity == 0)
        #expect(Transition.scale.insertion.active(100, 50).scaleX == 1e-5)
        let half = Transition.scale(0.5, anchor: .topLeading).insertion.active(10, 10)
        #expect(half.scaleX == 0.5 && half.anchor == .topLeading)
        #expect(Transition.move(edge: .top).insertion.active(100, 50).offsetY == -50)
        #expect(Transition.move(edge: .bottom).insertion.active(100, 50).offsetY == 50)
        #expect(Transition.move(edge: .leading).insertion.active(100, 50).offsetX == -100)
        #expect(Transition.move(edge: .trailing).insertion.active(100, 50).offsetX == 100)
        #expect(Transition.move(edge: .leading, rightToLeft: true).insertion.active(100, 50).offsetX == 100)
        let o = Transition.offset(x: 3, y: -4).removal.active(1, 1)
        #expect(o.offsetX == 3 && o.offsetY == -4)
        // slide: in from leading, out to trailing
        #expect(Transition.slide.insertion.active(80, 10).offsetX == -80)
        #expect(Transition.slide.removal.active(80, 10).offsetX == 80)
        #expect(Transition.identity.insertion.active(1, 1) == .identity)
        let push = Transition.push(from: .bottom)
        #expect(push.insertion.active(10, 20).offsetY == 20 && push.insertion.active(10, 20).opacity == 0)
        #expect(push.removal.active(10, 20).offsetY == -20)
    }

    @Test func combinedAndAsymmetric() {
        let t = Transition.move(edge: .leading).combined(with: .opacity).combined(with: .scale(0.5))
        let a = t.insertion.active(40, 10)
        #expect(a.offsetX == -40 && a.opacity == 0 && a.scaleX == 0.5)
        #expect(t.insertion.identity(40, 10) == .identity)
        // A custom transition built from a modifier: insertion rotates in from off-screen,
        // removal moves off to the leading edge
        let rotating = Transition.modifier(active: TransitionEffect(offsetX: 390, offsetY: 844, rotation: 1080 * .pi / 180))
        let rotateOnMoveOff = Transition.asymmetric(insertion: rotating, removal: .move(edge: .leading))
        #expect(rotateOnMoveOff.insertion.active(250, 350).rotation == 6 * .pi)
        #expect(rotateOnMoveOff.removal.active(250, 350).offsetX == -250)
        #expect(rotateOnMoveOff.removal.active(250, 350).rotation == 0)
    }

    @Test func insertionAnimatesActiveToIdentityThenRemovalKeepsTheViewUntilDone() {
        let e = AnimationEngine()
        let c = TransitionCoordinator(engine: e)
        let t = Transition.asymmetric(insertion: .opacity, removal: .move(edge: .trailing))
        c.insert(7, width: 100, height: 40, transition: t, animation: .linear(duration: 1))
        #expect(c.phase(of: 7) == .willAppear && c.effect(of: 7)?.opacity == 0)
        e.advance(toSeconds: 0.5)
        #expect(abs((c.effect(of: 7)?.opacity ?? -1) - 0.5) < 1e-12)
        e.advance(toSeconds: 1)
        #expect(c.phase(of: 7) == .identity && c.effect(of: 7) == .identity)
        c.remove(7, animation: .easeInOut(duration: 1))
        #expect(c.phase(of: 7) == .didDisappear && c.ids == [7])
        e.advance(toSeconds: 1.5)
        #expect(abs((c.effect(of: 7)?.offsetX ?? 0) - 50) < 1e-9) // ease-in-out is half-way at half time
        #expect(c.effect(of: 7)?.opacity == 1) // the removal side has no fade
        e.advance(toSeconds: 2)
        #expect(c.ids.isEmpty && c.drainRemoved() == [7] && c.phase(of: 7) == nil)
    }

    @Test func withoutAnimationChangesAreImmediate() {
        let e = AnimationEngine()
        let c = TransitionCoordinator(engine: e)
        c.insert(1, width: 10, height: 10, transition: .scale, animation: nil)
        #expect(c.phase(of: 1) == .identity && c.effect(of: 1) == .identity)
        c.remove(1, animation: nil)
        #expect(c.ids.isEmpty && c.drainRemoved() == [1])
        // a transition's own animation wins even when the change had none
        c.insert(2, width: 10, height: 10, transition: Transition.opacity.animation(.linear(duration: 0.2)), animation: nil)
        #expect(c.phase(of: 2) == .willAppear)
    }

    @Test func removedWhileAppearingAndReinsertedWhileDisappearing() {
        let e = AnimationEngine()
        let c = TransitionCoordinator(engine: e)
        c.insert(3, width: 10, height: 10, transition: .opacity, animation: .linear(duration: 1))
        e.advance(toSeconds: 0.4)
        c.remove(3, animation: .linear(duration: 1))
        #expect(c.phase(of: 3) == .didDisappear)
        let o = c.effect(of: 3)?.opacity ?? -1
        #expect(abs(o - 0.4) < 1e-9) // continuous
        e.advance(toSeconds: 0.6)
        c.insert(3, width: 10, height: 10, transition: .opacity, animation: .linear(duration: 1))
        #expect(c.phase(of: 3) == .identity)
        e.advance(toSeconds: 3)
        #expect(c.ids == [3] && c.drainRemoved().isEmpty)
        #expect(abs((c.effect(of: 3)?.opacity ?? 0) - 1) < 1e-12)
    }

    @Test func effectGeometry() {
        let e = TransitionEffect(scaleX: 0.5, scaleY: 0.5, anchor: .topLeading)
        let f = e.apply(toFrame: (x: 10, y: 10, width: 100, height: 40))
        #expect(abs(f.x - 10) < 1e-9 && abs(f.y - 10) < 1e-9 && abs(f.width - 50) < 1e-9 && abs(f.height - 20) < 1e-9)
        let r = TransitionEffect(rotation: .pi / 2).apply(toFrame: (x: 0, y: 0, width: 100, height: 40))
        #expect(abs(r.width - 40) < 1e-9 && abs(r.height - 100) < 1e-9 && abs(r.x - 30) < 1e-9)
    }

    @Test func transformComponentsRoundTripAndStayRigid() {
        let angle = Double.pi / 4
        let m = TransformComponents(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 5, ty: -3)
        #expect(abs(m.rotation - angle) < 1e-12 && abs(m.scaleX - 1) < 1e-12 && abs(m.scaleY - 1) < 1e-12 && abs(m.shear) < 1e-12)
        let back = m.matrix
        #expect(abs(back.a - cos(angle)) < 1e-12 && abs(back.c + sin(angle)) < 1e-12 && back.tx == 5)
        // Half-way between identity and a rotation is a rotation by half the angle, not a squashed matrix.
        let mid = TransformComponents.interpolate(.identity, m, 0.5).matrix
        #expect(abs(mid.a * mid.a + mid.b * mid.b - 1) < 1e-12)
        let sheared = TransformComponents(a: 2, b: 0.5, c: 0.3, d: 1.5, tx: 0, ty: 0).matrix
        #expect(abs(sheared.a - 2) < 1e-12 && abs(sheared.b - 0.5) < 1e-12 && abs(sheared.c - 0.3) < 1e-12 && abs(sheared.d - 1.5) < 1e-12)
    }
}
