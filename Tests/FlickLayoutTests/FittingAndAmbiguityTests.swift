import Testing
@testable import FlickLayout
import FlickTestSupport

/// `systemLayoutSizeFitting` (UIKit's compressed/expanded targets and per-axis fitting
/// priorities) and `exerciseAmbiguityInLayout`, against hand-computed sizes and frames.
@Suite struct FittingAndAmbiguityTests {
    /// "Hello world" at 20 pt: 7 letters × 10 + three narrow `l` × 5 + a space × 5 = 90 wide,
    /// one line of 1.2 × 20 = 24.
    func hello() -> Label { let l = Label(text: "Hello world", font: .systemFont(ofSize: 20)); l.name = "hello"; return l }

    /// A view holding `content` inset by 8 on every side.
    func padded(_ content: View) -> View {
        let box = V("box")
        box.addSubview(content)
        content.snp.makeConstraints { $0.edges.equalToSuperview().inset(8) }
        return box
    }

    @Test func compressedSizeIsTheContentPlusItsInsets() {
        let box = padded(hello())
        // Detached: 90 + 16 by 24 + 16.
        #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 106, height: 40))
        // On a screen, pinned to a much larger area: constraints outside the subtree do not count.
        let screen = makeScreen()
        screen.addSubview(box)
        box.snp.makeConstraints { $0.edges.equalToSuperview() }
        screen.layoutIfNeeded()
        #expect(box.frame.size == screen.bounds.size)
        #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 106, height: 40))
        #expect(box.frame.size == screen.bounds.size)    // fitting does not change the view
        // Hugging (250) beats the fitting level (50): the expanded size is the same.
        #expect(box.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 106, height: 40))
    }

    @Test func expandedSizeGrowsWhatDoesNotHug() {
        let label = hello()
        label.setContentHuggingPriority(10, for: .horizontal)    // below the fitting level
        let box = padded(label)
        #expect(box.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 106, height: 40))
        #expect(box.systemLayoutSizeFitting(View.layoutFittingExpandedSize) == Size(width: 10_000_000, height: 40))
        // Without any content, a view collapses to nothing or grows to the target.
        #expect(V("empty").systemLayoutSizeFitting(View.layoutFittingCompressedSize) == .zero)
        #expect(V("empty").systemLayoutSizeFitting(Size(width: 30, height: 40)) == Size(width: 30, height: 40))
    }

    @Test func requiredWidthGivesTheHeightAMultiLineLabelNeeds() {
        // Words of 4 × 5 = 20 pt and spaces of 2.5 at 10 pt; inset 5 on each side.
        let label = Label(text: "aaaa bbbb cccc dddd", font: .systemFont(ofSize: 10))
        label.numberOfLines = 0
        let cell = V("cell")
        cell.addSubview(label)
        label.snp.makeConstraints { $0.edges.equalToSuperview().inset(5) }
        // At 60 wide the label gets 50: "aaaa bbbb" (42.5) then "cccc dddd": 2 lines of 12.
        let fitted = cell.systemLayoutSizeFitting(Size(width: 60, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(fitted == Size(width: 60, height: 34))
        // At 200 wide one line of 87.5 fits: 12 + 10.
        let wide = cell.systemLayoutSizeFitting(Size(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel)
        #expect(wide == Size(width: 200, height: 22))
        // The label itself was not re-wrapped.
        #expect(label.textLayout.lines == ["aaaa bbbb cccc dddd"])
    }

    @Test func stackContentSizesTheStack() {
        let hi = Label(text: "Hi", font: .systemFont(ofSize: 20))    // 10 + 5 = 15 by 24
        let stack = StackView(arrangedSubviews: [hello(), hi])
        stack.axis = .vertical
        stack.spacing = 8
        // Fill alignment: the wider label's compression resistance (750) sets the width over the
        // narrower one's hugging (250); heights 24 + 8 + 24.
        #expect(stack.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 90, height: 56))
        // A required height the content cannot fill: the fitting size follows it.
        let tall = stack.systemLayoutSizeFitting(Size(width: 0, height: 100), withHorizontalFittingPriority: .fittingSizeLevel,
                                                 verticalFittingPriority: .required)
        #expect(tall == Size(width: 90, height: 100))
    }

    @Test func exercisingAnEqualHuggingTieFlipsWhichLabelStretches() throws {
        let screen = makeScreen()    // iPhone SE: 375 wide
        let a = Label(text: "aa"), b = Label(text: "bb")    // 2 × 8.5 = 17 wide at 17 pt
        a.name = "a"; b.name = "b"
        screen.addSubview(a); screen.addSubview(b)
        a.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        b.snp.makeConstraints { make in make.left.equalTo(a.snp.right); make.top.right.equalToSuperview() }
        screen.layoutIfNeeded()
        #expect(a.ambiguousAttributes == [.width])
        let before = a.frame.width
        #expect(Set([before, b.frame.width]) == [17, 358])
        #expect(a.exerciseAmbiguityInLayout())
        screen.layoutIfNeeded()
        #expect(a.frame.width == (before == 17 ? 358 : 17))
        #expect(a.frame.width + b.frame.width == 375)
        #expect(a.hasAmbiguousLayout && b.hasAmbiguousLayout)
        #expect(a.frame.width == (before == 17 ? 358 : 17))
        #expect(b.frame.minX == a.frame.width)
        // Again: back to the first solution.
        #expect(a.exerciseAmbiguityInLayout())
        screen.layoutIfNeeded()
        #expect(a.frame.width == before)
    }

    @Test func exercisingMovesAFreePositionOneScreenLengthAndLeavesDeterminedViewsAlone() {
        let screen = makeScreen()
        let free = V("free"), pinned = V("pinned")
        screen.addSubview(free); screen.addSubview(pinned)
        free.snp.makeConstraints { make in make.top.equalToSuperview(); make.size.equalTo(10) }
        pinned.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(10) }
        screen.layoutIfNeeded()
        #expect(free.ambiguousAttributes == [.left])
        let x = free.frame.minX
        #expect(free.exerciseAmbiguityInLayout())
        let pass = screen.layoutIfNeeded()
        #expect(free.frame.minX == x + 375)
        #expect(pass.changedViews.map(\.layoutName) == ["free"])
        #expect(free.ambiguousAttributes == [.left])    // still ambiguous, only settled
        #expect(screen.layoutIfNeeded().changes.isEmpty)
        #expect(free.frame.minX == x + 375)
        #expect(!pinned.exerciseAmbiguityInLayout())
        #expect(!V("detached").exerciseAmbiguityInLayout())
    }
}
