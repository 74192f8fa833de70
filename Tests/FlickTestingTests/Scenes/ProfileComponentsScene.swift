import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim

// The reusable-components tutorial's interactive components, ported as UIKit code would be
// with renames only: UIView → View, UILabel → Label, UIImageView → ImageView, UIStackView →
// StackView, UIActivityIndicatorView → ActivityIndicatorView, UIButton → Button, UIImage →
// Image, UIColor → Color, UITextField → TextField, CGRect → Rect, CGAffineTransform → Transform,
// UIView.animate → View.animate, UITapGestureRecognizer → TapGestureRecognizer, and a selector
// `#selector(handleTap)` → the method `PrimaryButton.handleTap` (Swift on Linux has no selectors);
// `@MainActor`, `@objc` and `init?(coder:)` dropped. The text field with a floating label listens
// to its field's editing events by target-action; the primary button adds its own tap
// recognizer; the rating's stars are buttons found by `tag`, with target-action on
// touch-up inside.

open class BaseView: View {
    public override init(frame: Rect) {
        super.init(frame: frame)
        setupSubviews()
        setupConstraints()
        setupBindings()
    }

    /// View'larni qo'shish uchun (addSubview)
    open func setupSubviews() {}
    /// SnapKit constraint'larini o'rnatish uchun
    open func setupConstraints() {}
    /// Target-action, gesture recognizers va callback'larni sozlash uchun
    open func setupBindings() {}
}

final class CustomTextField: BaseView {

    private let iconImageView = ImageView()
    private let textField = TextField()
    private let floatingLabel = Label()
    private let errorLabel = Label()
    private let containerView = View()

    private var topConstraint: Constraint?

    override func setupSubviews() {
        addSubview(containerView)
        addSubview(floatingLabel)
        addSubview(errorLabel)

        containerView.addSubview(iconImageView)
        containerView.addSubview(textField)

        // Stil sozlamalari
        containerView.layer.borderWidth = 1
        containerView.layer.borderColor = Color.systemGray4.cgColor
        containerView.layer.cornerRadius = 8

        floatingLabel.font = .systemFont(ofSize: 12)
        floatingLabel.textColor = .systemGray
        floatingLabel.alpha = 0

        errorLabel.font = .systemFont(ofSize: 12)
        errorLabel.textColor = .systemRed
        errorLabel.isHidden = true

        textField.addTarget(self, action: CustomTextField.textDidChange, for: .editingChanged)
        textField.addTarget(self, action: CustomTextField.editingDidBegin, for: .editingDidBegin)
        textField.addTarget(self, action: CustomTextField.editingDidEnd, for: .editingDidEnd)
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
            // Boshlang'ich holatda container markazida, float bo'lganda tepaga chiqadi
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
            containerView.layer.borderColor = Color.systemRed.cgColor
        } else {
            errorLabel.isHidden = true
            containerView.layer.borderColor = textField.isEditing ? Color.systemBlue.cgColor : Color.systemGray4.cgColor
        }
    }

    private func editingDidBegin() {
        containerView.layer.borderColor = Color.systemBlue.cgColor
        animateFloatingLabel(isFloating: true)
    }

    private func editingDidEnd() {
        containerView.layer.borderColor = Color.systemGray4.cgColor
        if textField.text?.isEmpty == true {
            animateFloatingLabel(isFloating: false)
        }
    }

    private func textDidChange() {
        setError(nil) // Yozganda xatoni tozalash
    }

    private func animateFloatingLabel(isFloating: Bool) {
        View.animate(withDuration: 0.2) {
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
}

/// What the tests read of the components' private parts (the components stay as written).
extension CustomTextField {
    var inputField: TextField { textField }
    var floatingLabelView: Label { floatingLabel }
    var errorLabelView: Label { errorLabel }
    var container: View { containerView }
    var icon: ImageView { iconImageView }
}
extension PrimaryButton {
    var stack: StackView { stackView }
    var icon: ImageView { iconImageView }
    var spinner: ActivityIndicatorView { activityIndicator }
}
extension CardView { var header: Label { headerLabel } }
extension RatingView { var stars: [Button] { starButtons } }

final class PrimaryButton: BaseView {

    private let titleLabel = Label()
    private let iconImageView = ImageView()
    private let activityIndicator = ActivityIndicatorView(style: .medium)
    private let stackView = StackView()

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

        let tap = TapGestureRecognizer()
        tap.addTarget(self, action: PrimaryButton.handleTap)
        addGestureRecognizer(tap)
        isUserInteractionEnabled = true
    }

    override func setupConstraints() {
        snp.makeConstraints { make in
            make.height.equalTo(50)
        }

        stackView.snp.makeConstraints { make in
            make.center.equalToSuperview()
        }

        iconImageView.snp.makeConstraints { make in
            make.size.equalTo(20)
        }

        activityIndicator.snp.makeConstraints { make in
            make.center.equalToSuperview()
        }
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

    private func handleTap() {
        // Kichik click animatsiyasi
        View.animate(withDuration: 0.1, animations: {
            self.transform = Transform(scaleX: 0.95, y: 0.95)
        }) { _ in
            View.animate(withDuration: 0.1) {
                self.transform = .identity
            }
            self.tapAction?()
        }
    }
}

final class RatingView: BaseView {

    private let stackView = StackView()
    private var starButtons: [Button] = []

    var didChangeRating: ((Int) -> Void)?
    var currentRating: Int = 0

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
            btn.tag = i + 1
            btn.addTarget(self, action: RatingView.starTapped, for: .touchUpInside)
            stackView.addArrangedSubview(btn)
            starButtons.append(btn)
        }
    }

    override func setupConstraints() {
        stackView.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }

        for btn in starButtons {
            btn.snp.makeConstraints { make in
                make.size.equalTo(30)
            }
        }
    }

    private func starTapped(_ sender: Button) {
        let rating = sender.tag
        setRating(rating)
        didChangeRating?(rating)
    }

    func setRating(_ rating: Int) {
        currentRating = rating
        for (index, button) in starButtons.enumerated() {
            button.isSelected = index < rating
        }
    }
}

final class CardView: BaseView {

    private let headerLabel = Label()
    private let contentView = View()
    private let containerStack = StackView()

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
        containerStack.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(16)
        }
    }

    func setHeader(title: String) {
        headerLabel.text = title
    }

    func setContent(_ view: View) {
        contentView.subviews.forEach { $0.removeFromSuperview() }
        contentView.addSubview(view)

        view.snp.makeConstraints { make in
            make.edges.equalToSuperview()
        }
    }
}

/// A name field over a card with the rating over a save button, as the profile-editing screen
/// composes them: a tap on the field edits it (the keyboard follows), a tap on a star rates, a
/// tap on the button shows its spinner for two seconds of fake network time. The card has a tap
/// recognizer of its own (it closes an imagined keyboard), which must not steal the stars' taps.
/// `@unchecked Sendable`: a closure given to `DispatchQueue.main.asyncAfter` is a main-actor
/// closure that may capture only Sendable values, as for UIKit's main-actor view controllers; a
/// scene is confined to the thread that drives it.
final class ProfileComponentsScene: SceneHost, @unchecked Sendable {
    let nameField = CustomTextField()
    let card = CardView()
    let ratingView = RatingView()
    let saveButton = PrimaryButton()
    private(set) var ratings: [Int] = []
    private(set) var saves = 0
    private(set) var cardTaps = 0

    init() throws(SceneError) {
        try super.init(environment: SceneEnvironment())
        root.addSubview(nameField)
        root.addSubview(card)
        root.addSubview(saveButton)
        nameField.name = "name"
        nameField.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(40)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        nameField.configure(placeholder: "Ismingiz", icon: Image(systemName: "person"))
        card.name = "card"; ratingView.name = "rating"; saveButton.name = "save"
        card.setHeader(title: "Foydalanuvchi darajasi")
        // As the tutorial's profile screen: the rating centred in a container in the card.
        let ratingContainer = View()
        ratingContainer.addSubview(ratingView)
        ratingView.snp.makeConstraints { make in
            make.center.equalToSuperview()
            make.top.bottom.equalToSuperview().inset(16)
        }
        card.setContent(ratingContainer)
        card.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(120)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        saveButton.snp.makeConstraints { make in
            make.top.equalTo(card.snp.bottom).offset(32)
            make.leading.trailing.equalToSuperview().inset(16)
        }
        saveButton.configure(title: "Saqlash", icon: Image(systemName: "checkmark"))
        saveButton.tapAction = { [weak self] in
            self?.saves += 1
            self?.saveButton.setLoading(true)
            // Fake network request
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                self?.saveButton.setLoading(false)
            }
        }
        ratingView.didChangeRating = { [unowned self] in self.ratings.append($0) }
        let dismiss = TapGestureRecognizer(name: "cardTap")
        dismiss.addTarget { [unowned self] _ in self.cardTaps += 1 }
        card.addGestureRecognizer(dismiss)
        finishBuilding()
    }
}
