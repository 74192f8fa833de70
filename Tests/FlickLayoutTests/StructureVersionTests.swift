import Testing
@testable import FlickLayout
import FlickTestSupport

/// `Screen.structureVersion` changes on every change a preorder walk of the tree and of each
/// view's held constraints could see (a view joining, leaving or moving; an activation or a
/// deactivation), and on nothing else a walk cannot see (a constant, a layout pass).
@Suite struct StructureVersionTests {
    @Test func changesExactlyWhenTheTreeOrItsHeldConstraintsChange() {
        let screen = makeScreen()
        let a = V("a"), b = V("b"), c = V("c")
        screen.addSubview(a)
        screen.addSubview(b)
        screen.layoutIfNeeded()
        var last = screen.structureVersion
        /// Whether the version changed since the last call.
        func changed() -> Bool {
            defer { last = screen.structureVersion }
            return screen.structureVersion != last
        }
        let w = a.widthAnchor.constraint(equalToConstant: 40)
        #expect(!changed())
        w.isActive = true
        #expect(changed(), "activation")
        w.constant = 50
        screen.layoutIfNeeded()
        #expect(!changed(), "a constant and a layout pass")
        w.isActive = false
        #expect(changed(), "deactivation")
        screen.insertSubview(b, at: 0)
        #expect(changed(), "a move within the same superview")
        a.addSubview(c)
        #expect(changed(), "a view joining")
        b.addSubview(c)
        #expect(changed(), "a view moving to another superview")
        c.removeFromSuperview()
        #expect(changed(), "a view leaving")
        // A detached view changes nothing the screen's walk sees until it joins.
        let d = V("d")
        d.widthAnchor.constraint(equalToConstant: 10).isActive = true
        #expect(!changed(), "a detached view")
        a.addSubview(d)
        #expect(changed(), "the detached view joining")
    }
}
