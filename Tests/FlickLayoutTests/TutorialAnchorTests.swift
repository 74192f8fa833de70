import Testing
@testable import FlickLayout
import FlickTestSupport

// Introductory Auto Layout tutorial code: the stack-view and anchor snippets, with mechanical
// renames (UIViewController → ViewController, UIStackView → StackView, UILabel → Label,
// UIButton → Button, UIView → View, UIFont → Font, NSLayoutConstraint → LayoutConstraint).

final class StackViewController: ViewController {
    let stack = StackView()
    let label = Label()
    let button = Button(type: .system)
    override func viewDidLoad() {
        super.viewDidLoad()
        stack.axis = LayoutConstraint.Axis.vertical
        stack.distribution = .fillEqually
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false

        label.text = "Auto Layout Qo'llanma"
        label.font = Font.preferredFont(forTextStyle: .headline)

        button.setTitle("Qo'llash", for: .normal)

        stack.addArrangedSubview(label)
        stack.addArrangedSubview(button)
        view.addSubview(stack)

        LayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: view.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -16)
        ])
    }
}

final class ConstraintViewController: ViewController {
    let childView = View()
    override func viewDidLoad() {
        super.viewDidLoad()
        childView.backgroundColor = .systemBlue
        childView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(childView)
        LayoutConstraint.activate([
            childView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            childView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            childView.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            childView.heightAnchor.constraint(equalToConstant: 120),
            childView.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor, constant: -24)
        ])
    }
}

@Suite struct TutorialAnchorTests {
    @Test func centeredFillEquallyStack() {
        let vc = StackViewController(screen: Screen(.iPhone15Pro))
        vc.loadViewIfNeeded()
        vc.view.layoutIfNeeded()
        // Label: 21 glyphs at 17 pt semibold, 3 narrow (l, l, ') and 2 spaces → 16 × 9.35 + 5 × 4.25;
        // button: 30 high. fillEqually makes both 30 high; the stack is as wide as the label.
        let labelWidth = 16 * 9.35 + 5 * 4.25
        #expect(abs(vc.stack.frame.width - labelWidth) <= 0.34)
        #expect(vc.stack.frame.height == 68)
        #expect(vc.label.frame.height == 30 && vc.button.frame.minY == 38)
        #expect(abs(vc.stack.frame.midX - 196.5) <= 0.34 && abs(vc.stack.frame.midY - 426) <= 0.34)
        #expect(vc.view.events.isEmpty)
    }

    @Test func stackRespectsTheSideInsetsWhenTextIsLong() {
        let vc = StackViewController(screen: Screen(.iPhoneSE))
        vc.loadViewIfNeeded()
        vc.label.text = String(repeating: "W", count: 60)
        vc.view.layoutIfNeeded()
        #expect(vc.stack.frame == R(16, vc.stack.frame.minY, 343, 68))
    }

    @Test func anchoredChildView() {
        let vc = ConstraintViewController(screen: Screen(.iPhone15Pro))
        vc.loadViewIfNeeded()
        vc.view.layoutIfNeeded()
        #expect(vc.childView.frame == R(16, 59 + 24, 361, 120))
        #expect(!vc.childView.hasAmbiguousLayout)
        vc.view.layoutDirection = .rightToLeft
        vc.view.layoutIfNeeded()
        #expect(vc.childView.frame == R(16, 83, 361, 120))       // symmetric insets: same frame
    }
}
