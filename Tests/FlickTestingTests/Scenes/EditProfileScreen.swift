import Foundation
import FlickAnimation
import FlickLayout
import FlickSim

// The rest of the reusable components — a badge, an avatar, an empty state — the design
// tokens, and the profile-editing screen that composes them with the text fields, rating, card
// and primary button of `ProfileComponentsScene.swift`, ported as UIKit code with the same
// renames (UIViewController → ViewController, UIScrollView → ScrollView); `import UIKit`
// becomes Foundation (which UIKit re-exports; `CGFloat` is its) and the Flick modules.

final class BadgeView: BaseView {

    private let textLabel = Label()

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
        if count <= 0 {
            isHidden = true
        } else {
            isHidden = false
            textLabel.text = count > 99 ? "99+" : "\(count)"
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // Aylana yoki capsule shakliga o'tkazish
        let radius = bounds.height / 2
        layer.cornerRadius = radius
    }
}

final class AvatarView: BaseView {

    private let imageView = ImageView()
    private let initialsLabel = Label()
    private let onlineIndicator = View()

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
        imageView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }

        initialsLabel.snp.makeConstraints { make in
            make.center.equalToSuperview()
        }

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

final class EmptyStateView: BaseView {

    private let iconImageView = ImageView()
    private let titleLabel = Label()
    private let subtitleLabel = Label()
    private let actionButton = PrimaryButton()

    override func setupSubviews() {
        addSubview(iconImageView)
        addSubview(titleLabel)
        addSubview(subtitleLabel)
        addSubview(actionButton)

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

enum AppColors {
    static let primary = Color.systemBlue
    static let background = Color.systemGroupedBackground
    static let textMain = Color.label
    static let textSecondary = Color.secondaryLabel
}

/// `@unchecked Sendable`: its save action hands `[weak self]` to `DispatchQueue.main.asyncAfter`,
/// whose closure may capture only Sendable values (UIKit's view controllers are main-actor
/// isolated, hence Sendable); a scene is confined to the thread that drives it.
final class EditProfileViewController: ViewController, @unchecked Sendable {

    private let scrollView = ScrollView()
    private let contentView = View()

    private let avatarView = AvatarView()
    private let nameField = CustomTextField()
    private let emailField = CustomTextField()
    private let ratingView = RatingView()
    private let cardView = CardView()
    private let saveButton = PrimaryButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = AppColors.background
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

        // RatingView ni Card ichiga joylashtiramiz
        let ratingContainer = View()
        ratingContainer.addSubview(ratingView)
        ratingView.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.top.bottom.equalToSuperview().inset(Spacing.md)
        }
        cardView.setContent(ratingContainer)
    }

    private func setupConstraints() {
        scrollView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }

        contentView.snp.makeConstraints { make in
            make.edges.width.equalToSuperview()
        }

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
            make.bottom.equalToSuperview().offset(-Spacing.xl) // ScrollView chegarasi
        }
    }

    private func configureComponents() {
        avatarView.configure(image: nil, initials: "AZ", isOnline: true)

        nameField.configure(placeholder: "Ismingiz", icon: Image(systemName: "person"))
        emailField.configure(placeholder: "Email manzilingiz", icon: Image(systemName: "envelope"))

        cardView.setHeader(title: "Foydalanuvchi darajasi")
        ratingView.setRating(4)

        saveButton.configure(title: "Saqlash")
        saveButton.tapAction = { [weak self] in
            self?.saveButton.setLoading(true)
            // Fake network request
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                self?.saveButton.setLoading(false)
            }
        }
    }
}

// What the tests read of the components' private parts (the components above stay as written).
extension BadgeView { var label: Label { textLabel } }
extension AvatarView { var indicator: View { onlineIndicator } }
extension EmptyStateView {
    var icon: ImageView { iconImageView }
    var title: Label { titleLabel }
    var subtitle: Label { subtitleLabel }
    var button: PrimaryButton { actionButton }
}
extension EditProfileViewController {
    var scroll: ScrollView { scrollView }
    var content: View { contentView }
    var avatar: AvatarView { avatarView }
    var name: CustomTextField { nameField }
    var email: CustomTextField { emailField }
    var rating: RatingView { ratingView }
    var card: CardView { cardView }
    var save: PrimaryButton { saveButton }
}
