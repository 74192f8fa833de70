import Testing
@testable import FlickLayout
import FlickTestSupport

/// A fixed-size box (intrinsic size w×h).
final class Box: View {
    let size: Size
    init(_ w: Double, _ h: Double, _ name: String) { size = Size(width: w, height: h); super.init(frame: .zero); self.name = name }
    override init(frame: Rect) { size = .zero; super.init(frame: frame) }
    override var intrinsicContentSize: Size { size }
}

@Suite struct StackViewTests {
    /// A horizontal stack of boxes, 300 wide at (0, 0), laid out.
    func row(_ boxes: [Box], _ d: StackView.Distribution, _ a: StackView.Alignment = .fill, spacing: Double = 10,
             width: Double? = 300) -> (Screen, StackView) {
        let screen = makeScreen()
        let s = StackView(arrangedSubviews: boxes)
        s.name = "stack"
        s.distribution = d; s.alignment = a; s.spacing = spacing
        screen.addSubview(s)
        s.snp.makeConstraints { make in
            make.left.top.equalToSuperview()
            if let width { make.width.equalTo(width) }
        }
        screen.layoutIfNeeded()
        return (screen, s)
    }

    @Test func fillStretchesTheLowestHugging() {
        let a = Box(50, 20, "a"), b = Box(60, 30, "b")
        b.setContentHuggingPriority(200, for: .horizontal)
        let (_, s) = row([a, b], .fill)
        #expect(a.frame == R(0, 0, 50, 30))
        #expect(b.frame == R(60, 0, 240, 30))
        #expect(s.frame == R(0, 0, 300, 30))
    }

    /// A non-finite spacing (set by code, or by the fuzzer's stack-spacing mutation) makes
    /// recipe constraints with a non-finite constant: refused and reported as an invalid change
    /// naming the stack, in debug and release builds alike (it once trapped a debug-only
    /// assert), and the rest of the layout stays finite.
    @Test(arguments: [Double.infinity, -Double.infinity, Double.nan])
    func nonFiniteSpacingIsAnInvalidChange(spacing: Double) {
        let a = Box(50, 20, "a"), b = Box(60, 30, "b")
        b.setContentHuggingPriority(200, for: .horizontal)
        let (screen, s) = row([a, b], .fill)
        let before = [a.frame, b.frame, s.frame]
        s.spacing = spacing
        screen.layoutIfNeeded()
        let refused = screen.events.filter { $0.kind == .invalidChange }
        #expect(!refused.isEmpty)
        #expect(refused.allSatisfy { $0.message.hasPrefix("stack: ") && $0.message.contains("non-finite") })
        #expect([a.frame, b.frame, s.frame].allSatisfy { $0.origin.x.isFinite && $0.size.width.isFinite })
        s.spacing = 10
        screen.layoutIfNeeded()
        #expect([a.frame, b.frame, s.frame] == before)
    }

    @Test func fillEquallyGivesEqualSizes() {
        let a = Box(50, 20, "a"), b = Box(60, 30, "b"), c = Box(10, 10, "c")
        _ = row([a, b, c], .fillEqually)
        #expect(a.frame == R(0, 0, 280.0 / 3, 30).roundedToPixels(scale: 2))
        #expect(c.frame.maxX == 300)
        #expect(abs(a.frame.width - b.frame.width) <= 0.5)
    }

    @Test func fillProportionallyFollowsIntrinsicSizes() {
        let a = Box(100, 20, "a"), b = Box(50, 20, "b")
        _ = row([a, b], .fillProportionally, spacing: 0)
        #expect(a.frame.width == 200)
        #expect(b.frame.width == 100)
    }

    @Test func equalSpacingSpreadsTheGaps() {
        let a = Box(50, 20, "a"), b = Box(50, 20, "b"), c = Box(50, 20, "c")
        _ = row([a, b, c], .equalSpacing)
        #expect(a.frame.minX == 0 && b.frame.minX == 125 && c.frame.minX == 250)
    }

    @Test func equalCenteringSpacesTheCenters() {
        let a = Box(20, 20, "a"), b = Box(60, 20, "b"), c = Box(20, 20, "c")
        _ = row([a, b, c], .equalCentering)
        #expect(a.frame.midX == 10 && c.frame.midX == 290)
        #expect(b.frame.midX == 150)
    }

    @Test func alignmentsOnTheCrossAxis() {
        for (alignment, expectA) in [(StackView.Alignment.leading, 0.0), (.center, 5), (.trailing, 10)] {
            let a = Box(50, 20, "a"), b = Box(50, 30, "b")
            b.setContentHuggingPriority(200, for: .horizontal)   // b takes the extra width (no tie)
            let (_, s) = row([a, b], .fill, alignment)
            #expect(s.frame.height == 30)
            #expect(a.frame == R(0, expectA, 50, 20), "\(alignment)")
            #expect(b.frame.height == 30)
        }
    }

    @Test func firstBaselineAlignsLabels() {
        let big = Label(text: "A", font: .systemFont(ofSize: 40)), small = Label(text: "a", font: .systemFont(ofSize: 10))
        let screen = makeScreen()
        let s = StackView(arrangedSubviews: [big, small])
        s.alignment = .firstBaseline
        s.spacing = 4
        screen.addSubview(s)
        s.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        screen.layoutIfNeeded()
        #expect(big.frame.minY + 38 == small.frame.minY + 9.5)
        #expect(s.frame.height == 48)
    }

    @Test func hiddenArrangedViewsCollapseWithTheirSpacing() {
        let a = Box(50, 20, "a"), b = Box(50, 20, "b"), c = Box(50, 20, "c")
        let (screen, s) = row([a, b, c], .fill, width: nil)
        #expect(s.frame.width == 170)
        b.isHidden = true
        let pass = screen.layoutIfNeeded()
        #expect(b.frame.width == 0)
        #expect(c.frame.minX == 60)
        #expect(s.frame.width == 110)
        #expect(pass.changedViews.contains { $0 === c })
        b.isHidden = false
        screen.layoutIfNeeded()
        #expect(s.frame.width == 170)
    }

    @Test func customSpacingAndVerticalAxis() {
        let a = Box(50, 20, "a"), b = Box(50, 20, "b"), c = Box(50, 20, "c")
        let screen = makeScreen()
        let s = StackView(arrangedSubviews: [a, b, c])
        s.axis = .vertical; s.spacing = 8; s.alignment = .leading
        s.setCustomSpacing(30, after: a)
        screen.addSubview(s)
        s.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        screen.layoutIfNeeded()
        #expect(b.frame.minY == 50 && c.frame.minY == 78)
        #expect(s.frame == R(0, 0, 50, 98))
    }

    @Test func marginsRelativeArrangement() {
        let a = Box(50, 20, "a")
        let screen = makeScreen()
        let s = StackView(arrangedSubviews: [a])
        s.isLayoutMarginsRelativeArrangement = true
        s.insetsLayoutMarginsFromSafeArea = false     // at the top of an iPhone SE it would add 20
        s.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        screen.addSubview(s)
        s.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        screen.layoutIfNeeded()
        #expect(a.frame == R(2, 1, 50, 20))
        #expect(s.frame.size == Size(width: 56, height: 24))
    }
}
