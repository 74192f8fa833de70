import Testing
@testable import FlickLayout
import FlickTestSupport

/// Activation queues a constraint; the engine adds the queue to the solver at the next pass or
/// query, in a fill-reducing order (see `LayoutEngine`).
@Suite struct ActivationQueueTests {
    @Test func queuedConstraintsShowWhenAnythingLooks() {
        let screen = makeScreen()
        let box = V("box")
        screen.addSubview(box)
        box.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(10) }
        let before = screen.constraintCount
        // A conflict shows without a layout pass: reading isBroken, events or counts flushes.
        var clash: Constraint?
        box.snp.makeConstraints { make in clash = make.width.equalTo(20).constraint }
        #expect(clash?.layoutConstraints.first?.isBroken == true)
        #expect(screen.events.last?.kind == .unsatisfiable)
        #expect(screen.constraintCount == before)    // the broken one is not in the solver
        // Deactivated before the flush: it never reaches the solver.
        var transient: Constraint?
        box.snp.makeConstraints { make in transient = make.height.equalTo(30).constraint }
        transient?.deactivate()
        #expect(screen.constraintCount == before)
        let pass = screen.layoutIfNeeded()
        #expect(pass.events.count == 1)              // only the clash
        #expect(box.frame == R(0, 0, 10, 10))
    }

    /// A vertical stack of `n` labels on a screen, generated constraints made but not flushed.
    func stack(_ n: Int) -> (Screen, StackView, [Label]) {
        let screen = makeScreen()
        let labels = (0..<n).map { i -> Label in let l = Label(text: "Row \(i)"); l.name = "row\(i)"; return l }
        let list = StackView(arrangedSubviews: labels)
        list.name = "list"
        list.axis = .vertical
        list.spacing = 4
        screen.addSubview(list)
        list.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        screen.engine.updateGeneratedConstraints()
        return (screen, list, labels)
    }

    @Test func aLongStackIsLinkedAfterItsViewsSettleAndAlignedBefore() {
        let (screen, list, _) = stack(12)
        let queue = screen.engine.queue
        let order = screen.engine.flushOrder(queue).map { queue[$0] }
        func position(_ where: (LayoutConstraint) -> Bool) -> [Int] { order.indices.filter { `where`(order[$0]) } }
        func isContent(_ c: LayoutConstraint, _ axis: LayoutAxis) -> Bool {
            switch c.origin { case .contentHugging, .contentCompression: return c.firstAttribute.axis == axis; default: return false }
        }
        let spacing = position { $0.identifier == "stack-spacing" }
        let heights = position { isContent($0, .vertical) }
        let alignment = position { $0.identifier == "stack-alignment" && $0.holder === list }
        let widths = position { isContent($0, .horizontal) }
        // Each axis's hugging and compression resistance (both optional) go in as one pair: only
        // the hugging constraint is queued.
        #expect(spacing.count == 11 && heights.count == 12 && alignment.count == 24 && widths.count == 12)
        #expect(spacing.min()! > heights.max()!)      // the chain after the heights it sums
        #expect(alignment.max()! < widths.min()!)     // the widths the stack gives before the labels'
        screen.layoutIfNeeded()
        // Rows of 20.4 pt (1.2 × 17) and 4 pt gaps: row 11 at 268.4, on the @2x grid 268.5.
        #expect(list.arrangedSubviews[11].frame.minY == 268.5)
    }

    @Test func aShortStackKeepsTheOrderFromTheScreenDown() {
        let (screen, _, _) = stack(3)
        let queue = screen.engine.queue
        let order = screen.engine.flushOrder(queue).map { queue[$0] }
        let spacing = order.indices.filter { order[$0].identifier == "stack-spacing" }
        let heights = order.indices.filter { if case .contentHugging = order[$0].origin { return order[$0].firstAttribute == .height }; return false }
        #expect(spacing.max()! < heights.min()!)
        screen.layoutIfNeeded()
    }
}
