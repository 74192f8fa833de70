import FlickAnimation
import FlickLayout

/// A text field with an icon, a floating label and an error line, as the tutorial writes it:
/// the field's `editingDidBegin` / `editingDidEnd` / `editingChanged` actions (target-action,
/// as UIKit code adds them) float the label when editing begins — it fades in over 0.2 s
/// (`animateFloatingLabel`); the `update(inset: 32)` meant to raise it sets a `centerY`
/// constraint's constant to SnapKit's (top − bottom) / 2 = 0, so it stays on the center line,
/// as on a device — fade it out when editing ends on an empty field, and clear the error as the
/// user types. Scenes that predate text input
/// begin and end editing from their own taps (`editingDidBegin(engine:)`).
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
        textField.addTarget(self, action: CustomTextField.textDidChange, for: .editingChanged)
        textField.addTarget(self, action: CustomTextField.textEditingDidBegin, for: .editingDidBegin)
        textField.addTarget(self, action: CustomTextField.textEditingDidEnd, for: .editingDidEnd)
    }

    /// The field's `editingDidBegin` action: the label floats up.
    func textEditingDidBegin() { animateFloatingLabel(isFloating: true) }

    /// The field's `editingDidEnd` action: the label drops back when the field is empty.
    func textEditingDidEnd() {
        if textField.text?.isEmpty == true { animateFloatingLabel(isFloating: false) }
    }

    /// The field's `editingChanged` action: typing clears the error.
    func textDidChange() { setError(nil) }

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

    /// `View.animate` on the scene's engine, as the tutorial writes it.
    func animateFloatingLabel(isFloating: Bool) {
        View.animate(withDuration: 0.2) { [unowned self] in self.floatingLabelChanges(isFloating: isFloating) }
    }

    func animateFloatingLabel(isFloating: Bool, engine: AnimationEngine) {
        _ = engine.animate(withDuration: 0.2, animations: { [unowned self] in self.floatingLabelChanges(isFloating: isFloating) })
    }

    /// What the label animation changes: the label's offset and alpha, the placeholder.
    private func floatingLabelChanges(isFloating: Bool) {
        if isFloating {
            topConstraint?.update(inset: 32)
            floatingLabel.alpha = 1
            textField.placeholder = ""
        } else {
            topConstraint?.update(inset: 0)
            floatingLabel.alpha = 0
            textField.placeholder = floatingLabel.text
        }
        _ = layoutIfNeeded()
    }
}
