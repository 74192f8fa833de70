import Testing
import Foundation
@testable import FlickLayout
import FlickTestSupport

// SnapKit constraint-based animation tutorial code: every snippet (basic animation, remade
// card, accordion, FAB, stretchy header, drawer), with mechanical renames only (UIView → View,
// UIViewController → ViewController, UIButton → Button, UIImage → Image, CGAffineTransform →
// Transform, UIEdgeInsets → EdgeInsets) and `@MainActor` dropped (Flick views are not bound
// to the main actor, so many screens can be simulated on many threads). Animation blocks are
// replaced by `layoutIfNeeded()` (their model values); target/action lines are omitted.

final class BasicAnimationViewController: ViewController {
    let boxView = View()
    var topConstraint: Constraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        boxView.backgroundColor = .systemBlue
        view.addSubview(boxView)
        boxView.snp.makeConstraints { make in
            make.width.height.equalTo(100)
            make.centerX.equalToSuperview()
            self.topConstraint = make.top.equalTo(view.safeAreaLayoutGuide).offset(50).constraint
        }
    }

    func moveBox() {
        topConstraint?.update(offset: 200)
        self.view.layoutIfNeeded()
    }
}

final class CardViewController: ViewController {
    let cardView = View()
    override func viewDidLoad() { view.addSubview(cardView); toggleCardState(isExpanded: false) }
    func toggleCardState(isExpanded: Bool) {
        cardView.snp.remakeConstraints { make in
            if isExpanded {
                make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
                make.leading.trailing.equalToSuperview().inset(20)
                make.height.equalTo(300)
            } else {
                make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-20)
                make.leading.trailing.equalToSuperview().inset(20)
                make.height.equalTo(80)
            }
        }
        self.view.layoutIfNeeded()
    }
}

final class AccordionViewController: ViewController {
    let headerButton = Button(type: .system)
    let contentLabel = Label()
    let containerView = View()
    var isExpanded = false
    var contentHeightConstraint: Constraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        setupViews()
    }

    private func setupViews() {
        view.addSubview(containerView)
        containerView.backgroundColor = .secondarySystemBackground
        containerView.layer.cornerRadius = 12
        containerView.clipsToBounds = true

        containerView.addSubview(headerButton)
        headerButton.setTitle("Tafsilotlarni ko'rsatish", for: .normal)
        headerButton.titleLabel?.font = .boldSystemFont(ofSize: 16)

        containerView.addSubview(contentLabel)
        contentLabel.text = "SnapKit orqali qilingan ushbu animatsiya juda silliq va ishlashga qulay. Bu yerda siz xohlagancha tekst yozishingiz mumkin."
        contentLabel.numberOfLines = 0
        contentLabel.alpha = 0

        containerView.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(40)
            make.leading.trailing.equalToSuperview().inset(20)
        }
        headerButton.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(50)
        }
        contentLabel.snp.makeConstraints { make in
            make.top.equalTo(headerButton.snp.bottom)
            make.leading.trailing.equalToSuperview().inset(16)
            self.contentHeightConstraint = make.height.equalTo(0).constraint
            make.bottom.equalToSuperview().offset(-16).priority(.low)
        }
    }

    func toggleAccordion() {
        isExpanded.toggle()
        let targetHeight = isExpanded ? contentLabel.intrinsicContentSize.height : 0
        contentHeightConstraint?.update(offset: targetHeight)
        headerButton.setTitle(isExpanded ? "Tafsilotlarni yashirish" : "Tafsilotlarni ko'rsatish", for: .normal)
        self.contentLabel.alpha = self.isExpanded ? 1 : 0
        self.view.layoutIfNeeded()
    }
}

final class FABViewController: ViewController {
    let mainFab = Button(type: .custom)
    let action1 = Button(type: .custom)
    let action2 = Button(type: .custom)
    var isMenuOpen = false

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        setupFAB()
    }

    private func setupFAB() {
        [action1, action2, mainFab].forEach {
            $0.backgroundColor = .systemBlue
            $0.layer.cornerRadius = 28
            $0.tintColor = .white
            view.addSubview($0)
            $0.snp.makeConstraints { make in
                make.size.equalTo(56)
                make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-30)
                make.trailing.equalToSuperview().offset(-30)
            }
        }
        mainFab.setImage(Image(systemName: "plus"), for: .normal)
        action1.setImage(Image(systemName: "camera"), for: .normal)
        action2.setImage(Image(systemName: "photo"), for: .normal)
        action1.alpha = 0; action2.alpha = 0
    }

    func toggleMenu() {
        isMenuOpen.toggle()
        action1.snp.remakeConstraints { make in
            make.size.equalTo(56)
            make.centerX.equalTo(mainFab)
            if isMenuOpen {
                make.bottom.equalTo(mainFab.snp.top).offset(-20)
            } else {
                make.bottom.equalTo(mainFab.snp.bottom)
            }
        }
        action2.snp.remakeConstraints { make in
            make.size.equalTo(56)
            make.centerY.equalTo(mainFab)
            if isMenuOpen {
                make.trailing.equalTo(mainFab.snp.leading).offset(-20)
            } else {
                make.trailing.equalTo(mainFab.snp.trailing)
            }
        }
        self.mainFab.transform = self.isMenuOpen ? Transform(rotationAngle: .pi / 4) : .identity
        self.action1.alpha = self.isMenuOpen ? 1 : 0
        self.action2.alpha = self.isMenuOpen ? 1 : 0
        self.view.layoutIfNeeded()
    }
}

final class StretchyHeaderController: ViewController {
    let scrollView = ScrollView()
    let contentView = View()
    let headerImageView = ImageView()
    let headerMaxHeight: CGFloat = 250
    var headerHeightConstraint: Constraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        setupViews()
    }

    private func setupViews() {
        view.addSubview(scrollView)
        scrollView.alwaysBounceVertical = true
        scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }
        scrollView.addSubview(contentView)
        contentView.snp.makeConstraints { make in
            make.edges.width.equalToSuperview()
            make.height.equalTo(1000)
        }
        headerImageView.image = Image(systemName: "photo.artframe")
        headerImageView.contentMode = .scaleAspectFill
        headerImageView.clipsToBounds = true
        headerImageView.backgroundColor = .systemIndigo
        view.addSubview(headerImageView)
        headerImageView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            self.headerHeightConstraint = make.height.equalTo(headerMaxHeight).constraint
        }
        scrollView.contentInset = EdgeInsets(top: headerMaxHeight, left: 0, bottom: 0, right: 0)
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        let offsetY = scrollView.contentOffset.y
        if offsetY < -headerMaxHeight {
            let stretchAmount = abs(offsetY)
            headerHeightConstraint?.update(offset: stretchAmount)
        } else {
            headerHeightConstraint?.update(offset: headerMaxHeight)
        }
    }
}

final class DrawerViewController: ViewController {
    let drawerView = View()
    var topConstraint: Constraint?
    override func viewDidLoad() {
        super.viewDidLoad()
        drawerView.backgroundColor = .systemPink
        drawerView.layer.cornerRadius = 20
        view.addSubview(drawerView)
        drawerView.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
            self.topConstraint = make.top.equalTo(view.snp.bottom).offset(-100).constraint
        }
    }
}

@Suite struct TutorialSnapKitAnimationTests {
    @Test func basicAnimationMovesTheBox() {
        let vc = BasicAnimationViewController(screen: Screen(.iPhone15Pro))
        vc.loadViewIfNeeded()
        vc.view.layoutIfNeeded()
        #expect(vc.boxView.frame == R(440.0 / 3, 59 + 50, 100, 100))   // 146.5 on the 1/3 pt grid
        vc.moveBox()
        #expect(vc.boxView.frame == R(440.0 / 3, 59 + 200, 100, 100))
    }

    @Test func remakeSwitchesCardStates() {
        let vc = CardViewController(screen: Screen(.iPhone15Pro))
        vc.loadViewIfNeeded()
        #expect(vc.cardView.frame == R(20, 852 - 34 - 20 - 80, 353, 80))
        vc.toggleCardState(isExpanded: true)
        #expect(vc.cardView.frame == R(20, 59 + 20, 353, 300))
        #expect(vc.view.events.isEmpty)
    }

    @Test func accordionOpensToTheLabelsHeight() {
        let vc = AccordionViewController(screen: Screen(.iPhoneSE))
        vc.loadViewIfNeeded()
        vc.view.layoutIfNeeded()
        #expect(vc.containerView.frame == R(20, 20 + 40, 335, 66))
        #expect(vc.headerButton.frame == R(0, 0, 335, 50))
        #expect(vc.contentLabel.frame == R(16, 50, 303, 0))
        vc.toggleAccordion()
        // The label wraps at its laid-out width (303 pt): 17 pt text, 20.4 pt lines.
        let lines = vc.contentLabel.textLayout.lines.count
        #expect(lines > 1)
        #expect(vc.contentLabel.frame.height == (Double(lines) * 20.4 * 2).rounded() / 2)
        #expect(vc.containerView.frame.height == 50 + vc.contentLabel.frame.height + 16)
        vc.toggleAccordion()
        #expect(vc.containerView.frame.height == 66)
        #expect(vc.view.events.isEmpty)
    }

    @Test func fabFansOutAndTheRotatedButtonStillHits() {
        let vc = FABViewController(screen: Screen(.iPhone15Pro))
        vc.loadViewIfNeeded()
        vc.view.layoutIfNeeded()
        let fab = R(393 - 30 - 56, 852 - 34 - 30 - 56, 56, 56)
        #expect(vc.mainFab.frame == fab)
        #expect(vc.action1.frame == fab && vc.action2.frame == fab)
        vc.toggleMenu()
        #expect(vc.action1.frame == R(fab.minX, fab.minY - 20 - 56, 56, 56))
        #expect(vc.action2.frame == R(fab.minX - 20 - 56, fab.minY, 56, 56))
        // Rotated 45°: the center hits, a corner of the unrotated square does not.
        #expect(vc.view.hitTest(screenPoint: Point(x: fab.midX, y: fab.midY)) === vc.mainFab)
        #expect(vc.view.hitTest(screenPoint: Point(x: fab.minX + 1, y: fab.minY + 1)) !== vc.mainFab)
        vc.toggleMenu()
        #expect(vc.action1.frame == fab)
        #expect(vc.view.events.isEmpty)
    }

    @Test func stretchyHeaderFollowsTheOffset() {
        let vc = StretchyHeaderController(screen: Screen(.iPhone15Pro))
        vc.loadViewIfNeeded()
        vc.view.layoutIfNeeded()
        #expect(vc.headerImageView.frame == R(0, 0, 393, 250))
        #expect(vc.scrollView.contentSize == Size(width: 393, height: 1000))
        vc.scrollView.contentOffset = Point(x: 0, y: -320)
        vc.scrollViewDidScroll(vc.scrollView)
        let pass = vc.view.layoutIfNeeded()
        #expect(vc.headerImageView.frame.height == 320)
        #expect(pass.changedViews.count == 1)
    }

    @Test func drawerTopFollowsItsConstraint() {
        let vc = DrawerViewController(screen: Screen(.iPhoneSE))
        vc.loadViewIfNeeded()
        vc.view.layoutIfNeeded()
        #expect(vc.drawerView.frame == R(0, 567, 375, 100))
        vc.topConstraint?.update(offset: -500)
        vc.view.layoutIfNeeded()
        #expect(vc.drawerView.frame == R(0, 167, 375, 500))
    }
}
