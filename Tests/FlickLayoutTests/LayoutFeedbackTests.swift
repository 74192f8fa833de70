import Testing
@testable import FlickLayout
import FlickTestSupport

/// Feedback inside one layout pass (width-dependent text, safe areas and margins): the frames
/// one pass leaves are a fixed point, so what a screen shows after a display-link frame does
/// not depend on how many frames came before it.
@Suite struct LayoutFeedbackTests {
    /// A multi-line label of 40 ten-point words ("word ", 20 pt and a 2.5 pt space) whose width
    /// its constraints decide (its one-line width before the first wrap resists at priority 1).
    static func wordsLabel(_ name: String) -> Label {
        let l = Label(text: String(repeating: "word ", count: 40), font: .systemFont(ofSize: 10))
        l.numberOfLines = 0
        l.setContentCompressionResistancePriority(1, for: .horizontal)
        l.name = name
        return l
    }

    /// Six multi-line labels, each as wide as the one before is tall: every label's width is
    /// known only once the one before has re-wrapped, so the text feedback takes seven rounds.
    /// One pass reaches the fixed point; a second pass changes nothing.
    @Test func textFeedbackLongerThanAFewRoundsConvergesInOnePass() {
        let screen = makeScreen()
        let labels = (1...6).map { Self.wordsLabel("l\($0)") }
        for l in labels { screen.addSubview(l) }
        for (i, l) in labels.enumerated() {
            l.snp.makeConstraints { make in
                make.left.equalToSuperview()
                if i == 0 {
                    make.top.equalToSuperview()
                    make.width.equalTo(100)
                } else {
                    make.top.equalTo(labels[i - 1].snp.bottom)
                    make.width.equalTo(labels[i - 1].snp.height)
                }
            }
        }
        let first = screen.layoutIfNeeded()
        // At 100 pt four words fit a line (87.5 pt): 10 lines of 12 pt, so the next label is
        // 120 pt wide, where five fit (110 pt): 8 lines, 96 pt; at 96 pt four fit again.
        let sizes = labels.map(\.frame.size)
        #expect(sizes == [Size(width: 100, height: 120), Size(width: 120, height: 96), Size(width: 96, height: 120),
                          Size(width: 120, height: 96), Size(width: 96, height: 120), Size(width: 120, height: 96)])
        #expect(first.rounds > 4)
        #expect(!first.events.contains { $0.kind == .feedbackLoop })
        let second = screen.layoutIfNeeded()
        #expect(second.changes.isEmpty)
        #expect(labels.map(\.frame.size) == sizes)
    }

    /// The same chain in a container sized by `systemLayoutSizeFitting`, off screen: its
    /// re-wrapping runs as many rounds as a pass, so the fitting height is the chain's.
    @Test func fittingRunsTheSameTextFeedbackToItsEnd() {
        let container = V("container")
        let labels = (1...6).map { Self.wordsLabel("l\($0)") }
        for l in labels { container.addSubview(l) }
        for (i, l) in labels.enumerated() {
            l.snp.makeConstraints { make in
                make.left.equalToSuperview()
                make.right.lessThanOrEqualToSuperview()
                if i == 0 {
                    make.top.equalToSuperview()
                    make.width.equalTo(100)
                } else {
                    make.top.equalTo(labels[i - 1].snp.bottom)
                    make.width.equalTo(labels[i - 1].snp.height)
                }
                if i == labels.count - 1 { make.bottom.equalToSuperview() }
            }
        }
        #expect(container.systemLayoutSizeFitting(View.layoutFittingCompressedSize) == Size(width: 120, height: 648))
    }

    /// The floating-label field's error line as the fuzzer found it: a long multi-line label
    /// below a 238 pt top safe area, and a required constraint that keeps the screen's bottom
    /// above the label's center within its margins. The label's margins include its safe-area
    /// inset, which is its overlap with the 18 pt bottom unsafe edge, so every pixel the label
    /// grows by moves its bottom margin by as much: the center within the margins never comes
    /// down, and each round grows the label again. No layout satisfies it; the pass stops at
    /// its round limit, reports a feedback loop, and leaves frames a second pass keeps.
    @Test func aDivergentSafeAreaFeedbackStopsInOnePassAndIsReported() {
        var profile = DeviceProfile.iPhone15Pro
        profile.portraitSafeArea = EdgeInsets(top: 238, left: 0, bottom: 18, right: 36)
        let screen = Screen(profile)
        let label = Self.wordsLabel("errorLine")
        label.text = String(repeating: "word ", count: 220)
        screen.addSubview(label)
        label.snp.makeConstraints { make in
            make.top.equalTo(screen.safeAreaLayoutGuide).offset(120)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        let bottom = LayoutConstraint(item: screen, attribute: .bottom, relatedBy: .lessThanOrEqual,
                                      toItem: label, attribute: .centerYWithinMargins, constant: 4.5)
        bottom.isActive = true
        let first = screen.layoutIfNeeded()
        let frame = label.frame
        let loops = first.events.filter { $0.kind == .feedbackLoop }
        #expect(loops.count == 1)
        #expect(loops.first?.message.contains("errorLine") == true)
        #expect(first.rounds == LayoutEngine.maxRounds + 1)
        #expect(frame.height > 852)
        // The frames are the solution of the constraints as they stand (the last round's
        // margins): the label's center within those margins is where the solve put it.
        let margins = label.effectiveLayoutMargins
        #expect(abs(frame.minY + margins.top + (frame.height - margins.top - margins.bottom) / 2 + 4.5 - 852) < 0.5)
        for _ in 0..<3 {
            let again = screen.layoutIfNeeded()
            #expect(again.changes.isEmpty)
            #expect(again.events.isEmpty)
            #expect(label.frame == frame)
        }
    }
}
