import Testing
import Foundation
@testable import FlickLayout
import FlickTestSupport

// SnapKit reusable-components tutorial code: the BaseView components (text field with a
// floating label, primary button, badge, rating, avatar, card, empty state) and the profile
// screen, with mechanical renames (UIView → View, UILabel → Label, UITextField → TextField,
// UIImageView → ImageView, UIStackView → StackView, UIActivityIndicatorView →
// ActivityIndicatorView, UIScrollView → ScrollView, UIImage → Image, UIColor → Color,
// CGRect → Rect, UIViewController → ViewController), `@MainActor` and `init?(coder:)` dropped,
// target/action, gesture and dispatch lines omitted.

open class BaseView: View {
    public override init(frame: Rect) {
        super.init(frame: frame)
        setupSubviews()
        setupConstraints()
        setupBindings()
    }
    open func setupSubviews() {}
    open func setupConstraints() {}
    open func setupBindings() {}
}

final class CustomTextField: BaseView {
    let iconImageView = ImageView()
    let textField = TextField()
    let floatingLabel = Label()
    let errorLabel = Label()
    let containerView = View()
    var topConstraint: Constraint?

    override func setupSubviews() {
        addSubview(containerView)
        addSubview(floatingLabel)
        addSubview(errorLabel)
        containerView.addSubview(iconImageView)
        containerView.addSubview(textField)
        containerView.layer.borderWidth = 1
        containerView.layer.borderColor = Color.systemGray4.cgColor
        containerView.layer.cornerRadius = 8
        floatingLabel.font = .systemFont(ofSize: 12)
        floatingLabel.textColor = .systemGray
        floatingLabel.alpha = 0
        errorLabel.font = .systemFont(ofSize: 12)
        errorLabel.textColor = .systemRed
        errorLabel.isHidden = true
    }

    override func setupConstraints() {
        containerView.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(16)
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(48)
        }
        iconImageView.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(12)
            make.centerY.equalToSuperview()
            make.size.equalTo(20)
        }
        textField.snp.makeConstraints { make in
            make.leading.equalTo(iconImageView.snp.trailing).offset(8)
            make.trailing.equalToSuperview().offset(-12)
            make.centerY.equalToSuperview()
        }
        floatingLabel.snp.makeConstraints { make in
            make.leading.equalTo(containerView.snp.leading).offset(4)
            self.topConstraint = make.centerY.equalTo(containerView.snp.centerY).constraint
        }
        errorLabel.snp.makeConstraints { make in
            make.top.equalTo(containerView.snp.bottom).offset(4)
            make.leading.trailing.bottom.equalToSuperview()
        }
    }

    func configure(placeholder: String, icon: Image?) {
        textField.placeholder = placeholder
        floatingLabel.text = placeholder
        iconImageView.image = icon
        iconImageView.isHidden = icon == nil
        if icon == nil {
            textField.snp.remakeConstraints { make in
                make.leading.equalToSuperview().offset(12)
                make.trailing.equalToSuperview().offset(-12)
                make.centerY.equalToSuperview()
            }
        }
    }

    func setError(_ message: String?) {
        if let message = message {
            errorLabel.text = message
            errorLabel.isHidden = false
        } else {
            errorLabel.isHidden = true
        }
    }

    func animateFloatingLabel(isFloating: Bool) {
        if isFloating {
            self.topConstraint?.update(inset: 32)
            self.floatingLabel.alpha = 1
            self.textField.placeholder = ""
        } else {
            self.topConstraint?.update(inset: 0)
            self.floatingLabel.alpha = 0
            self.textField.placeholder = self.floatingLabel.text
        }
        self.layoutIfNeeded()
    }
}

final class PrimaryButton: BaseView {
    let titleLabel = Label()
    let iconImageView = ImageView()
    let activityIndicator = ActivityIndicatorView(style: .medium)
    let stackView = StackView()
    var tapAction: (() -> Void)?

    override func setupSubviews() {
        backgroundColor = .systemBlue
        layer.cornerRadius = 12
        addSubview(stackView)
        addSubview(activityIndicator)
        stackView.axis = .horizontal
        stackView.spacing = 8
        stackView.alignment = .center
        stackView.addArrangedSubview(iconImageView)
        stackView.addArrangedSubview(titleLabel)
        titleLabel.font = .boldSystemFont(ofSize: 16)
        titleLabel.textColor = .white
        iconImageView.tintColor = .white
        activityIndicator.color = .white
        activityIndicator.hidesWhenStopped = true
        isUserInteractionEnabled = true
    }

    override func setupConstraints() {
        snp.makeConstraints { make in make.height.equalTo(50) }
        stackView.snp.makeConstraints { make in make.center.equalToSuperview() }
        iconImageView.snp.makeConstraints { make in make.size.equalTo(20) }
        activityIndicator.snp.makeConstraints { make in make.center.equalToSuperview() }
    }

    func configure(title: String, icon: Image? = nil) {
        titleLabel.text = title
        iconImageView.image = icon
        iconImageView.isHidden = icon == nil
    }

    func setLoading(_ isLoading: Bool) {
        isUserInteractionEnabled = !isLoading
        alpha = isLoading ? 0.7 : 1.0
        if isLoading {
            stackView.isHidden = true
            activityIndicator.startAnimating()
        } else {
            stackView.isHidden = false
            activityIndicator.stopAnimating()
        }
    }
}

final class BadgeView: BaseView {
    let textLabel = Label()
    override func setupSubviews() {
        backgroundColor = .systemRed
        addSubview(textLabel)
        textLabel.textColor = .white
        textLabel.font = .systemFont(ofSize: 12, weight: .bold)
        textLabel.textAlignment = .center
    }
    override func setupConstraints() {
        textLabel.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(6)
            make.top.bottom.equalToSuperview().inset(2)
        }
    }
    func setNumber(_ count: Int) {
        if count <= 0 { isHidden = true } else { isHidden = false; textLabel.text = count > 99 ? "99+" : "\(count)" }
        setNeedsLayout()
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}

final class RatingView: BaseView {
    let stackView = StackView()
    var starButtons: [Button] = []
    var currentRating = 0
    override func setupSubviews() {
        addSubview(stackView)
        stackView.axis = .horizontal
        stackView.spacing = 4
        stackView.distribution = .fillEqually
        for i in 0..<5 {
            let btn = Button()
            btn.setImage(Image(systemName: "star"), for: .normal)
            btn.setImage(Image(systemName: "star.fill"), for: .selected)
            btn.tintColor = .systemYellow
            btn.name = "star\(i + 1)"
            stackView.addArrangedSubview(btn)
            starButtons.append(btn)
        }
    }
    override func setupConstraints() {
        stackView.snp.makeConstraints { make in make.edges.equalToSuperview() }
        for btn in starButtons { btn.snp.makeConstraints { make in make.size.equalTo(30) } }
    }
    func setRating(_ rating: Int) {
        currentRating = rating
        for (index, button) in starButtons.enumerated() { button.isSelected = index < rating }
    }
}

final class AvatarView: BaseView {
    let imageView = ImageView()
    let initialsLabel = Label()
    let onlineIndicator = View()
    override func setupSubviews() {
        backgroundColor = .systemGray5
        addSubview(initialsLabel)
        addSubview(imageView)
        addSubview(onlineIndicator)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        initialsLabel.textColor = .systemGray
        initialsLabel.font = .systemFont(ofSize: 20, weight: .bold)
        initialsLabel.textAlignment = .center
        onlineIndicator.backgroundColor = .systemGreen
        onlineIndicator.layer.borderColor = Color.white.cgColor
        onlineIndicator.layer.borderWidth = 2
    }
    override func setupConstraints() {
        imageView.snp.makeConstraints { make in make.edges.equalToSuperview() }
        initialsLabel.snp.makeConstraints { make in make.center.equalToSuperview() }
        onlineIndicator.snp.makeConstraints { make in
            make.size.equalTo(14)
            make.bottom.trailing.equalToSuperview()
        }
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
        imageView.layer.cornerRadius = bounds.height / 2
        onlineIndicator.layer.cornerRadius = onlineIndicator.bounds.height / 2
    }
    func configure(image: Image?, initials: String, isOnline: Bool) {
        if let img = image {
            imageView.image = img
            initialsLabel.isHidden = true
        } else {
            imageView.image = nil
            initialsLabel.text = initials
            initialsLabel.isHidden = false
        }
        onlineIndicator.isHidden = !isOnline
    }
}

final class CardView: BaseView {
    let headerLabel = Label()
    let contentView = View()
    let containerStack = StackView()
    override func setupSubviews() {
        backgroundColor = .systemBackground
        layer.cornerRadius = 16
        layer.shadowColor = Color.black.cgColor
        layer.shadowOpacity = 0.1
        layer.shadowOffset = Size(width: 0, height: 4)
        layer.shadowRadius = 8
        addSubview(containerStack)
        containerStack.axis = .vertical
        containerStack.spacing = 12
        headerLabel.font = .boldSystemFont(ofSize: 18)
        containerStack.addArrangedSubview(headerLabel)
        containerStack.addArrangedSubview(contentView)
    }
    override func setupConstraints() {
        containerStack.snp.makeConstraints { make in make.edges.equalToSuperview().inset(16) }
    }
    func setHeader(title: String) { headerLabel.text = title }
    func setContent(_ view: View) {
        contentView.subviews.forEach { $0.removeFromSuperview() }
        contentView.addSubview(view)
        view.snp.makeConstraints { make in make.edges.equalToSuperview() }
    }
}

final class EmptyStateView: BaseView {
    let iconImageView = ImageView()
    let titleLabel = Label()
    let subtitleLabel = Label()
    let actionButton = PrimaryButton()
    override func setupSubviews() {
        addSubview(iconImageView); addSubview(titleLabel); addSubview(subtitleLabel); addSubview(actionButton)
        iconImageView.tintColor = .systemGray3
        iconImageView.contentMode = .scaleAspectFit
        titleLabel.font = .systemFont(ofSize: 20, weight: .bold)
        titleLabel.textAlignment = .center
        subtitleLabel.font = .systemFont(ofSize: 14)
        subtitleLabel.textColor = .systemGray
        subtitleLabel.textAlignment = .center
        subtitleLabel.numberOfLines = 0
    }
    override func setupConstraints() {
        iconImageView.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(24)
            make.centerX.equalToSuperview()
            make.size.equalTo(80)
        }
        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(iconImageView.snp.bottom).offset(16)
            make.leading.trailing.equalToSuperview().inset(24)
        }
        subtitleLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview().inset(24)
        }
        actionButton.snp.makeConstraints { make in
            make.top.equalTo(subtitleLabel.snp.bottom).offset(24)
            make.leading.trailing.equalToSuperview().inset(40)
            make.bottom.equalToSuperview().offset(-24)
        }
    }
    func configure(icon: Image?, title: String, subtitle: String, buttonTitle: String, action: @escaping () -> Void) {
        iconImageView.image = icon
        titleLabel.text = title
        subtitleLabel.text = subtitle
        actionButton.configure(title: buttonTitle)
        actionButton.tapAction = action
    }
}

enum Spacing {
    static let xs: CGFloat = 4
    static let sm: CGFloat = 8
    static let md: CGFloat = 16
    static let lg: CGFloat = 24
    static let xl: CGFloat = 32
}

final class EditProfileViewController: ViewController {
    let scrollView = ScrollView()
    let contentView = View()
    let avatarView = AvatarView()
    let nameField = CustomTextField()
    let emailField = CustomTextField()
    let ratingView = RatingView()
    let cardView = CardView()
    let saveButton = PrimaryButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        title = "Profil"
        setupViews()
        setupConstraints()
        configureComponents()
    }

    private func setupViews() {
        view.addSubview(scrollView)
        scrollView.addSubview(contentView)
        contentView.addSubview(avatarView)
        contentView.addSubview(nameField)
        contentView.addSubview(emailField)
        contentView.addSubview(cardView)
        contentView.addSubview(saveButton)
        let ratingContainer = View()
        ratingContainer.addSubview(ratingView)
        ratingView.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.top.bottom.equalToSuperview().inset(Spacing.md)
        }
        cardView.setContent(ratingContainer)
    }

    private func setupConstraints() {
        scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
        contentView.snp.makeConstraints { make in make.edges.width.equalToSuperview() }
        avatarView.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(Spacing.xl)
            make.centerX.equalToSuperview()
            make.size.equalTo(100)
        }
        nameField.snp.makeConstraints { make in
            make.top.equalTo(avatarView.snp.bottom).offset(Spacing.xl)
            make.leading.trailing.equalToSuperview().inset(Spacing.md)
        }
        emailField.snp.makeConstraints { make in
            make.top.equalTo(nameField.snp.bottom).offset(Spacing.md)
            make.leading.trailing.equalToSuperview().inset(Spacing.md)
        }
        cardView.snp.makeConstraints { make in
            make.top.equalTo(emailField.snp.bottom).offset(Spacing.xl)
            make.leading.trailing.equalToSuperview().inset(Spacing.md)
        }
        saveButton.snp.makeConstraints { make in
            make.top.equalTo(cardView.snp.bottom).offset(Spacing.xl)
            make.leading.trailing.equalToSuperview().inset(Spacing.md)
            make.bottom.equalToSuperview().offset(-Spacing.xl)
        }
    }

    private func configureComponents() {
        avatarView.configure(image: nil, initials: "AZ", isOnline: true)
        nameField.configure(placeholder: "Ismingiz", icon: Image(systemName: "person"))
        emailField.configure(placeholder: "Email manzilingiz", icon: Image(systemName: "envelope"))
        cardView.setHeader(title: "Foydalanuvchi darajasi")
        ratingView.setRating(4)
        saveButton.configure(title: "Saqlash")
        saveButton.tapAction = { [weak self] in self?.saveButton.setLoading(true) }
    }
}

@Suite struct TutorialComponentsTests {
    @Test func editProfileScreenLaysOutAsHandComputed() {
        let vc = EditProfileViewController(screen: Screen(.iPhoneSE))
        vc.loadViewIfNeeded()
        vc.view.layoutIfNeeded()
        let s = vc.view
        // The save button has no icon: its hidden 20 pt icon conflicts with the stack's hiding
        // constraint, as it would in UIKit; the user's width breaks and the icon collapses.
        #expect(s.events.count == 1)
        #expect(s.events.first?.kind == .unsatisfiable)
        #expect(s.events.first?.broken?.constant == 20)
        #expect(s.events.first?.constraints.contains { $0.identifier == "stack-hiding" } == true)
        #expect(vc.saveButton.iconImageView.frame.width == 0)
        #expect(vc.scrollView.frame == R(0, 0, 375, 667))
        #expect(vc.avatarView.frame == R(137.5, 32, 100, 100))
        #expect(vc.avatarView.layer.cornerRadius == 50)
        #expect(vc.avatarView.onlineIndicator.frame == R(86, 86, 14, 14))
        // Text field: 16 + 48 container + 4 + error label (hidden, 0 text → 0 high) = 68.
        #expect(vc.nameField.frame == R(16, 164, 343, 68))
        #expect(vc.nameField.containerView.frame == R(0, 16, 343, 48))
        #expect(vc.nameField.iconImageView.frame == R(12, 14, 20, 20))
        #expect(vc.nameField.textField.frame.minX == 40)
        #expect(vc.emailField.frame.minY == 164 + 68 + 16)
        // Card: 16 inset; header (18 pt bold: 21.6 high), 12 spacing, rating container (16 + 30 + 16).
        #expect(vc.cardView.frame.minY == 248 + 68 + 32)
        #expect(vc.cardView.headerLabel.frame == R(0, 0, 311, 21.5))
        #expect(vc.ratingView.frame.size == Size(width: 166, height: 30))   // 5 × 30 + 4 × 4
        #expect(vc.ratingView.starButtons[4].frame == R(136, 0, 30, 30))
        let cardHeight = 16 + 21.5 + 12 + 62 + 16
        #expect(abs(vc.cardView.frame.height - cardHeight) <= 0.5)
        #expect(vc.saveButton.frame.height == 50)
        #expect(vc.scrollView.contentSize.height == vc.saveButton.frame.maxY + 32)
        #expect(!vc.contentView.hasAmbiguousLayout)
    }

    @Test func floatingLabelMovesUpByItsInset() {
        let screen = Screen(.iPhoneSE)
        let field = CustomTextField()
        screen.addSubview(field)
        field.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        field.configure(placeholder: "Ism", icon: nil)
        screen.layoutIfNeeded()
        let resting = field.floatingLabel.frame.midY
        #expect(resting == field.containerView.frame.midY)
        #expect(field.textField.frame.minX == 12)
        field.animateFloatingLabel(isFloating: true)
        // update(inset: 32) on a centerY constraint: (top − bottom)/2 = 0 → unchanged (SnapKit's table).
        #expect(field.floatingLabel.frame.midY == resting)
        field.setError("Xato")
        screen.layoutIfNeeded()
        #expect(field.errorLabel.frame.height == 14.5)
    }

    @Test func primaryButtonCentersItsContentAndLoadingHidesIt() {
        let screen = Screen(.iPhoneSE)
        let b = PrimaryButton()
        screen.addSubview(b)
        b.snp.makeConstraints { make in make.leading.trailing.equalToSuperview().inset(16); make.top.equalTo(100) }
        b.configure(title: "Saqlash", icon: Image(systemName: "checkmark"))
        screen.layoutIfNeeded()
        // Title: 6 glyphs at 16 pt bold (8.8 each) + a narrow `l` (4) = 56.8; icon 20; gap 8 → 84.8.
        #expect(b.frame == R(16, 100, 343, 50))
        #expect(abs(b.stackView.frame.width - 84.8) <= 0.5)
        #expect(b.iconImageView.frame.size == Size(width: 20, height: 20))
        #expect(abs(b.stackView.frame.midX - 171.5) <= 0.25)
        b.setLoading(true)
        screen.layoutIfNeeded()
        #expect(screen.hitTest(screenPoint: Point(x: 100, y: 125)) === screen)
        #expect(b.activityIndicator.frame == R(161.5, 15, 20, 20))
        b.configure(title: "OK")              // no icon: the hidden icon collapses
        b.setLoading(false)
        screen.layoutIfNeeded()
        #expect(b.iconImageView.frame.width == 0)
        #expect(abs(b.stackView.frame.width - 17.6) <= 0.5)
    }

    @Test func badgeHugsItsNumber() {
        let screen = Screen(.iPhoneSE)
        let badge = BadgeView()
        screen.addSubview(badge)
        badge.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(50) }
        badge.setNumber(120)
        screen.layoutIfNeeded()
        // "99+" at 12 pt bold: 3 × 6.6 = 19.8 → 31.8 wide; 14.4 + 4 high.
        #expect(abs(badge.frame.width - 31.8) <= 0.5)
        #expect(abs(badge.frame.height - 18.4) <= 0.5)
        #expect(badge.layer.cornerRadius == badge.frame.height / 2)
    }

    @Test func emptyStateStacksItsParts() {
        let screen = Screen(.iPhoneSE)
        let empty = EmptyStateView()
        screen.addSubview(empty)
        empty.snp.makeConstraints { make in make.leading.trailing.equalToSuperview(); make.centerY.equalToSuperview() }
        empty.configure(icon: Image(systemName: "tray"), title: "Hech narsa yo'q", subtitle: String(repeating: "Matn ", count: 30),
                        buttonTitle: "Qayta", action: {})
        screen.layoutIfNeeded()
        #expect(empty.iconImageView.frame == R(147.5, 24, 80, 80))
        #expect(empty.titleLabel.frame.minY == 120)
        #expect(empty.subtitleLabel.frame.width == 327)
        #expect(empty.subtitleLabel.textLayout.lines.count > 1)     // wrapped at its laid-out width
        #expect(empty.actionButton.frame.maxY == empty.frame.height - 24)
        #expect(screen.events.map(\.kind) == [.unsatisfiable])     // the button's hidden icon, as above
    }
}
