import FlickLayout

/// A primary button: a centered icon + title stack and a spinner while loading (the icon's
/// size constraint is at priority 999 instead of the usual required; see below).
final class PrimaryButton: BaseView {
    let titleLabel = Label()
    let iconImageView = ImageView()
    let activityIndicator = ActivityIndicatorView(style: .medium)
    let stackView = StackView()
    @exclusivity(unchecked)
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
        activityIndicator.hidesWhenStopped = true
    }

    override func setupConstraints() {
        snp.makeConstraints { make in make.height.equalTo(50) }
        stackView.snp.makeConstraints { make in make.center.equalToSuperview() }
        // The icon is usually pinned at 20 pt as required; with the icon hidden (a title-only
        // button) that contradicts the stack's hiding constraint (width 0) and UIKit logs an
        // unsatisfiable layout — Flick reports it too. The usual fix, used here: 999.
        iconImageView.snp.makeConstraints { make in make.size.equalTo(20).priority(999) }
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

/// A five-star rating row.
final class RatingView: BaseView {
    let stackView = StackView()
    @exclusivity(unchecked)
    var starButtons: [Button] = []
    @exclusivity(unchecked)
    var currentRating = 0
    override func setupSubviews() {
        addSubview(stackView)
        stackView.axis = .horizontal
        stackView.spacing = 4
        stackView.distribution = .fillEqually
        for i in 0..<5 {
            let btn = Button()
            btn.setImage(Image(systemName: "star"), for: .normal)
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

/// A round avatar with initials and an online dot.
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
        initialsLabel.font = .systemFont(ofSize: 20, weight: .bold)
        initialsLabel.textAlignment = .center
        onlineIndicator.backgroundColor = .systemGreen
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

/// A card: a header label over arbitrary content in a vertical stack.
final class CardView: BaseView {
    let headerLabel = Label()
    let contentView = View()
    let containerStack = StackView()
    override func setupSubviews() {
        backgroundColor = .systemBackground
        layer.cornerRadius = 16
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
