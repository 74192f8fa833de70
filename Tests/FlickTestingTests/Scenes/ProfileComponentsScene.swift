import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim

// The reusable-components tutorial's interactive components, ported as UIKit code would be
// with renames only: UIView → View, UILabel → Label, UIImageView → ImageView, UIStackView →
// StackView, UIActivityIndicatorView → ActivityIndicatorView, UIButton → Button, UIImage →
// Image, UIColor → Color, CGRect → Rect, CGAffineTransform → Transform, UIView.animate →
// View.animate, UITapGestureRecognizer → TapGestureRecognizer, and a selector
// `#selector(handleTap)` → the method `PrimaryButton.handleTap` (Swift on Linux has no selectors);
// `@MainActor`, `@objc` and `init?(coder:)` dropped. The primary button adds its own tap
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

/// A card with the rating over a save button: a tap on a star rates, a tap on the button
/// starts loading. The card has a tap recognizer of its own (it closes an imagined keyboard),
/// which must not steal the stars' taps.
final class ProfileComponentsScene: SceneHost {
    let card = CardView()
    let ratingView = RatingView()
    let saveButton = PrimaryButton()
    private(set) var ratings: [Int] = []
    private(set) var saves = 0
    private(set) var cardTaps = 0

    init() throws(SceneError) {
        try super.init(environment: SceneEnvironment())
        root.addSubview(card)
        root.addSubview(saveButton)
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
        saveButton.tapAction = { [unowned self] in
            self.saves += 1
            self.saveButton.setLoading(true)
        }
        ratingView.didChangeRating = { [unowned self] in self.ratings.append($0) }
        let dismiss = TapGestureRecognizer(name: "cardTap")
        dismiss.addTarget { [unowned self] _ in self.cardTaps += 1 }
        card.addGestureRecognizer(dismiss)
        finishBuilding()
    }
}
