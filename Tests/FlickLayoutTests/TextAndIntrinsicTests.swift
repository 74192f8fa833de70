import Testing
@testable import FlickLayout
import FlickTestSupport

@Suite struct TextAndIntrinsicTests {
    @Test func labelMetricsAreDeterministic() {
        let l = Label(text: "Hello world", font: .systemFont(ofSize: 20))
        // 7 letters × 10, three narrow `l` × 5, one space × 5
        #expect(l.intrinsicContentSize == Size(width: 90, height: 24))
        #expect(l.firstBaselineOffsetFromTop == 19)
        #expect(l.lastBaselineOffsetFromBottom == 5)
        #expect(Label().intrinsicContentSize == .zero)
    }

    /// The one-line fast path gives exactly (to the bit) what the general layout gives, and
    /// leaves every other text to it.
    @Test func oneLineFastPathMatchesTheGeneralLayout() {
        let texts = ["Hello world", "Name 7", "user12@example.com", "Save", "i.l,:;'!|x", "a b c d e f g",
                     " lead", "trail ", "two  spaces", "tab\there", "new\nline", "naïve", "", " ", "x"]
        let fonts: [Font] = [.systemFont(ofSize: 17), .boldSystemFont(ofSize: 18), .systemFont(ofSize: 13.3)]
        for text in texts {
            for font in fonts {
                for maxWidth in [Double.infinity, 1000, 60, 20, 3] {
                    for lines in [1, 0, 2] {
                        let size = font.effectiveSize(dynamicTypeScale: 1)
                        let fast = TextLayout(text: text, font: font, size: size, maxWidth: maxWidth, numberOfLines: lines)
                        let general = TextLayout(general: text, font: font, size: size, maxWidth: maxWidth, numberOfLines: lines)
                        #expect(fast == general, "\(text) \(font) \(maxWidth) \(lines)")
                    }
                }
            }
        }
        #expect(TextLayout.oneLineWidth("Name 7", font: .systemFont(ofSize: 10), size: 10, maxWidth: .infinity) == 27.5)   // 4 × 5 + 2.5 + 5
        #expect(TextLayout.oneLineWidth("two  spaces", font: .systemFont(ofSize: 10), size: 10, maxWidth: .infinity) == nil)
        #expect(TextLayout.oneLineWidth("naïve", font: .systemFont(ofSize: 10), size: 10, maxWidth: .infinity) == nil)
        #expect(TextLayout.oneLineWidth("aaaa bbbb", font: .systemFont(ofSize: 10), size: 10, maxWidth: 30) == nil)
    }

    @Test func wrappingAtPreferredWidthAndLineLimit() {
        let l = Label(text: "aaaa bbbb cccc dddd", font: .systemFont(ofSize: 10))  // words 20 pt, space 2.5
        l.numberOfLines = 0
        l.preferredMaxLayoutWidth = 45
        #expect(l.textLayout.lines == ["aaaa bbbb", "cccc dddd"])
        #expect(l.intrinsicContentSize == Size(width: 42.5, height: 24))
        l.numberOfLines = 1
        #expect(l.intrinsicContentSize.height == 12)
        l.numberOfLines = 0
        l.preferredMaxLayoutWidth = 15      // a word wider than the line breaks between characters
        #expect(l.textLayout.lines.first == "aaa")
    }

    @Test func multilineLabelRewrapsAtItsLaidOutWidth() {
        let screen = makeScreen()
        let l = Label(text: String(repeating: "word ", count: 40), font: .systemFont(ofSize: 10))
        l.numberOfLines = 0
        screen.addSubview(l)
        l.snp.makeConstraints { make in make.top.left.equalToSuperview(); make.width.equalTo(100) }
        let pass = screen.layoutIfNeeded()
        // 40 words of 20 pt + 2.5 spaces at 100 pt: 4 words per line → 10 lines of 12 pt.
        #expect(l.frame.height == 120)
        #expect(pass.rounds >= 2)
    }

    @Test func dynamicTypeScalesPreferredFonts() {
        let screen = makeScreen()
        let l = Label(text: "ab", font: .preferredFont(forTextStyle: .body))
        screen.addSubview(l)
        l.snp.makeConstraints { make in make.top.left.equalToSuperview() }
        screen.layoutIfNeeded()
        #expect(l.frame.size == Size(width: 17, height: 20.5))
        screen.dynamicTypeScale = 2
        screen.layoutIfNeeded()
        #expect(l.frame.size == Size(width: 34, height: 41))
    }

    @Test func huggingAndCompressionDecideWhoStretches() {
        // Two labels in a 300 pt row; the lower hugging priority stretches.
        let screen = makeScreen()
        let a = Label(text: "aaaa", font: .systemFont(ofSize: 10)), b = Label(text: "bb", font: .systemFont(ofSize: 10))
        screen.addSubview(a); screen.addSubview(b)
        b.setContentHuggingPriority(251, for: .horizontal)
        a.snp.makeConstraints { make in make.left.top.equalToSuperview() }
        b.snp.makeConstraints { make in make.left.equalTo(a.snp.right); make.top.equalToSuperview(); make.right.equalTo(screen.snp.left).offset(300) }
        screen.layoutIfNeeded()
        #expect(b.frame.width == 10)
        #expect(a.frame.width == 290)
        // Squeezed to 15 pt: the lower compression resistance gives way.
        a.setContentCompressionResistancePriority(740, for: .horizontal)
        b.snp.remakeConstraints { make in make.left.equalTo(a.snp.right); make.top.equalToSuperview(); make.right.equalTo(screen.snp.left).offset(15) }
        screen.layoutIfNeeded()
        #expect(b.frame.width == 10)
        #expect(a.frame.width == 5)
    }

    @Test func imageViewAndControlsHaveIntrinsicSizes() {
        #expect(ImageView(image: Image(size: Size(width: 40, height: 30))).intrinsicContentSize == Size(width: 40, height: 30))
        #expect(ImageView().intrinsicContentSize.width == View.noIntrinsicMetric)
        let b = Button(type: .system)
        b.setTitle("Save", for: .normal)   // 4 × 7.5 = 30 wide, 18 + 12 = 30 high
        #expect(b.intrinsicContentSize == Size(width: 30, height: 30))
        #expect(ActivityIndicatorView(style: .large).intrinsicContentSize == Size(width: 37, height: 37))
    }
}
