import FlickAnimation
import FlickLayout

/// A text field with an icon, a floating label and an error line. Editing begins and
/// ends by the scene's taps; the floating label rises 32 pt above the center and fades in over
/// 0.2 s (`animateFloatingLabel`).
final class CustomTextField: BaseView {
    let iconImageView = ImageView()
    let textField = TextField()
    let floatingLabel = Label()
    let errorLabel = Label()
    let containerView = View()
    @exclusivity(unchecked)
    var topConstraint: Constraint?

    override func setupSubviews() {
        addSubview(containerView)
        addSubview(floatingLabel)
        addSubview(errorLabel)
        containerView.addSubview(iconImageView)
        containerView.addSubview(textField)
        containerView.layer.borderWidth = 1
        containerView.layer.cornerRadius = 8
        floatingLabel.font = .systemFont(ofSize: 12)
        floatingLabel.alpha = 0
        errorLabel.font = .systemFont(ofSize: 12)
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
        if let message {
            errorLabel.text = message
            errorLabel.isHidden = false
        } else {
            errorLabel.isHidden = true
        }
    }

    /// The text field's `editingDidBegin` action.
    func editingDidBegin(engine: AnimationEngine) {
        textField.isEditing = true
        animateFloatingLabel(isFloating: true, engine: engine)
    }

    /// The text field's `editingDidEnd` action: the label drops back only when the field is empty.
    func editingDidEnd(engine: AnimationEngine) {
        textField.isEditing = false
        if textField.text?.isEmpty ?? true { animateFloatingLabel(isFloating: false, engine: engine) }
    }

    func animateFloatingLabel(isFloating: Bool, engine: AnimationEngine) {
        _ = engine.animate(withDuration: 0.2, animations: { [unowned self] in
            if isFloating {
                self.topConstraint?.update(inset: 32)
                self.floatingLabel.alpha = 1
                self.textField.placeholder = ""
            } else {
                self.topConstraint?.update(inset: 0)
                self.floatingLabel.alpha = 0
                self.textField.placeholder = self.floatingLabel.text
            }
            _ = self.layoutIfNeeded()
        })
    }
}
