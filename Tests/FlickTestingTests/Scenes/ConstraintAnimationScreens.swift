import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim

// The constraint-animation screens — a box moved by its stored constraint, a card remade
// between two states, an accordion, a floating action button that fans out, a drawer scrubbed
// by a pan — ported as UIKit code with renames only: UIViewController → ViewController, UIView
// → View, UIButton → Button, UILabel → Label, UIImage → Image, CGAffineTransform → Transform,
// UIView.animate → View.animate, UIViewPropertyAnimator → PropertyAnimator,
// UIPanGestureRecognizer → PanGestureRecognizer, and a selector `#selector(toggleMenu)` → the
// method `FABViewController.toggleMenu` given to `addTarget` (Swift on Linux has no selectors;
// so `UIPanGestureRecognizer(target:action:)` is `PanGestureRecognizer()` + `addTarget`);
// `@MainActor` and `@objc` dropped. `ControllerScene` hosts one on a scene's screen.

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
            // Constraint reference'ni saqlaymiz
            self.topConstraint = make.top.equalTo(view.safeAreaLayoutGuide).offset(50).constraint
        }
    }

    func moveBox() {
        // 1. Constraint'ni o'zgartirish (animatsiyadan TASHQARIDA)
        topConstraint?.update(offset: 200)

        // 2. Animatsiya bloki ichida yangi layoutni vizual ko'rsatish
        View.animate(withDuration: 0.35) {
            self.view.layoutIfNeeded()
        }
    }

    /// The same move with the spring form of `animate` and an option.
    func moveBoxWithSpring() {
        topConstraint?.update(offset: 200)

        // Spring (kamon kabi) animatsiya bilan yangilash
        View.animate(
            withDuration: 0.5,
            delay: 0,
            usingSpringWithDamping: 0.7,   // Prujina qattiqligi (0 dan 1 gacha)
            initialSpringVelocity: 0.5,    // Boshlang'ich tezlik
            options: .curveEaseInOut,
            animations: {
                self.view.layoutIfNeeded()
            }
        )
    }

    /// The same move on a property animator, behind the availability check as written.
    func moveBoxOnAnimator() {
        topConstraint?.update(offset: 200)

        if #available(iOS 15.0, *) {
            let propertyAnimator = PropertyAnimator(duration: 0.5, curve: .easeInOut) {
                self.view.layoutIfNeeded()
            }
            propertyAnimator.startAnimation()
        }
    }
}

final class CardViewController: ViewController {
    let cardView = View()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(cardView)
        cardView.snp.makeConstraints { make in
            make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-20)
            make.leading.trailing.equalToSuperview().inset(20)
            make.height.equalTo(80)
        }
    }

    func toggleCardState(isExpanded: Bool) {
        cardView.snp.remakeConstraints { make in
            if isExpanded {
                // Kengaytirilgan holat
                make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
                make.leading.trailing.equalToSuperview().inset(20)
                make.height.equalTo(300)
            } else {
                // Ixcham holat
                make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-20)
                make.leading.trailing.equalToSuperview().inset(20)
                make.height.equalTo(80)
            }
        }

        View.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0) {
            self.view.layoutIfNeeded()
        }
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
        headerButton.addTarget(self, action: AccordionViewController.toggleAccordion, for: .touchUpInside)

        containerView.addSubview(contentLabel)
        contentLabel.text = "SnapKit orqali qilingan ushbu animatsiya juda silliq va ishlashga qulay. Bu yerda siz xohlagancha tekst yozishingiz mumkin."
        contentLabel.numberOfLines = 0
        contentLabel.alpha = 0

        // Constraints
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

    private func toggleAccordion() {
        isExpanded.toggle()

        let targetHeight = isExpanded ? contentLabel.intrinsicContentSize.height : 0
        contentHeightConstraint?.update(offset: targetHeight)

        headerButton.setTitle(isExpanded ? "Tafsilotlarni yashirish" : "Tafsilotlarni ko'rsatish", for: .normal)

        View.animate(withDuration: 0.3, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0.5) {
            self.contentLabel.alpha = self.isExpanded ? 1 : 0
            self.view.layoutIfNeeded()
        }
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
                // Default holatda hammasi mainFab ustida turadi
                make.bottom.equalTo(view.safeAreaLayoutGuide).offset(-30)
                make.trailing.equalToSuperview().offset(-30)
            }
        }

        mainFab.setImage(Image(systemName: "plus"), for: .normal)
        action1.setImage(Image(systemName: "camera"), for: .normal)
        action2.setImage(Image(systemName: "photo"), for: .normal)

        action1.alpha = 0; action2.alpha = 0

        mainFab.addTarget(self, action: FABViewController.toggleMenu, for: .touchUpInside)
    }

    private func toggleMenu() {
        isMenuOpen.toggle()

        // Kichik tugmalarning yangi pozitsiyasini o'rnatish
        action1.snp.remakeConstraints { make in
            make.size.equalTo(56)
            make.centerX.equalTo(mainFab)
            if isMenuOpen {
                make.bottom.equalTo(mainFab.snp.top).offset(-20) // Yuqoriga
            } else {
                make.bottom.equalTo(mainFab.snp.bottom)
            }
        }

        action2.snp.remakeConstraints { make in
            make.size.equalTo(56)
            make.centerY.equalTo(mainFab)
            if isMenuOpen {
                make.trailing.equalTo(mainFab.snp.leading).offset(-20) // Chapga
            } else {
                make.trailing.equalTo(mainFab.snp.trailing)
            }
        }

        View.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0) {
            self.mainFab.transform = self.isMenuOpen ? Transform(rotationAngle: .pi / 4) : .identity
            self.action1.alpha = self.isMenuOpen ? 1 : 0
            self.action2.alpha = self.isMenuOpen ? 1 : 0
            self.view.layoutIfNeeded()
        }
    }
}

final class DrawerViewController: ViewController {

    let drawerView = View()
    var topConstraint: Constraint?
    var animator: PropertyAnimator!

    override func viewDidLoad() {
        super.viewDidLoad()

        drawerView.backgroundColor = .systemPink
        drawerView.layer.cornerRadius = 20
        view.addSubview(drawerView)

        drawerView.snp.makeConstraints { make in
            make.leading.trailing.bottom.equalToSuperview()
            self.topConstraint = make.top.equalTo(view.snp.bottom).offset(-100).constraint
        }

        let panGesture = PanGestureRecognizer()
        panGesture.addTarget(self, action: DrawerViewController.handlePan)
        drawerView.addGestureRecognizer(panGesture)
    }

    func handlePan(recognizer: PanGestureRecognizer) {
        switch recognizer.state {
        case .began:
            // Animatsiyani boshlaymiz, lekin darhol pauza qilamiz
            animator = PropertyAnimator(duration: 0.5, curve: .easeOut) {
                // Tepadagi joyni egallash uchun constraint'ni o'zgartiramiz
                self.topConstraint?.update(offset: -500)
                self.view.layoutIfNeeded()
            }
            animator.pauseAnimation()

        case .changed:
            let translation = recognizer.translation(in: view)
            // Barmoq harakatiga qarab progress'ni (0.0 dan 1.0 gacha) hisoblaymiz
            let fraction = -translation.y / 400
            animator.fractionComplete = max(0, min(1, fraction))

        case .ended:
            // Animatsiyani davom ettiramiz
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 0)

        default:
            break
        }
    }
}

/// A scene showing one view controller on its screen (the controller's `view` is the scene's
/// root), its view loaded on the scene's clock.
final class ControllerScene<Controller: ViewController>: SceneHost, @unchecked Sendable {
    @exclusivity(unchecked)
    private(set) var controller: Controller!

    init(_ profile: DeviceProfile, _ make: (Screen) -> Controller) throws(SceneError) {
        try super.init(environment: SceneEnvironment(profile: profile))
        controller = make(root)
        withAmbient { controller.loadViewIfNeeded() }
        finishBuilding()
    }
}
