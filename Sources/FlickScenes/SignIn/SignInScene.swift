import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim

/// A sign-in form made of the tutorial components, with the keyboard: a title, an email and a
/// secure password field (floating-label `CustomTextField`s, clear button while editing) and a
/// `PrimaryButton` whose bottom rides 16 pt above `root.keyboardLayoutGuide`, so it slides up
/// with the keyboard when a field is focused and back down when editing ends.
///
/// Written as the UIKit screen would be: the fields' delegate is the scene (the return key
/// moves from the email to the password, and from the password submits); a tap on the
/// background ends editing (`endEditing(true)`, from a tap recognizer on the root view that
/// does not cancel touches and, through its delegate's `shouldReceive`, ignores touches that
/// land on a text field); the button's tap recognizer submits: an email without "@" gets an error
/// under its field, else the button shows its spinner for 1 s of scene time
/// (`DispatchQueue.main.asyncAfter`) while the keyboard goes down.
///
/// Rules: the button is never under the keyboard (its shown bottom stays at or above the
/// keyboard's top at every tick, the keyboard mid-slide included) and its laid-out frame stays
/// on screen. The second rule reads the layout, not the shown frame: a rotation while the
/// keyboard slides in is laid out inside the keyboard's new slide, so the views animate from
/// where they were on the old screen (as inside UIKit's rotation animation) and the button's
/// shown frame may pass the new screen's edge for a few ticks (a fuzz case found it: a tap
/// into a field, then a rotation to landscape 50 ms into the keyboard's slide).
package final class SignInScene: SceneHost, TextFieldDelegate, GestureRecognizerDelegate, @unchecked Sendable {
    let titleLabel = Label()
    let emailField = CustomTextField()
    let passwordField = CustomTextField()
    let submitButton = PrimaryButton()
    /// Submissions so far (valid ones).
    @exclusivity(unchecked)
    private(set) var submissions = 0

    package override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        let view = root
        for (v, n) in [(titleLabel, "title"), (emailField, "emailField"), (passwordField, "passwordField"),
                       (submitButton, "submitButton"), (emailField.textField, "emailField.text"),
                       (passwordField.textField, "passwordField.text")] as [(View, String)] {
            v.name = n
        }
        view.addSubview(titleLabel)
        view.addSubview(emailField)
        view.addSubview(passwordField)
        view.addSubview(submitButton)
        titleLabel.text = "Kirish"
        titleLabel.font = .boldSystemFont(ofSize: 28)

        titleLabel.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(Spacing.lg)
            make.leading.equalToSuperview().offset(Spacing.md)
        }
        emailField.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(Spacing.md)
            make.leading.trailing.equalToSuperview().inset(Spacing.md)
        }
        passwordField.snp.makeConstraints { make in
            make.top.equalTo(emailField.snp.bottom).offset(Spacing.sm)
            make.leading.trailing.equalToSuperview().inset(Spacing.md)
        }
        submitButton.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview().inset(Spacing.md)
            make.bottom.equalTo(view.keyboardLayoutGuide.snp.top).offset(-Spacing.md)
        }

        emailField.configure(placeholder: "Email", icon: Image(systemName: "envelope"))
        passwordField.configure(placeholder: "Parol", icon: Image(systemName: "lock"))
        passwordField.textField.isSecureTextEntry = true
        emailField.textField.keyboardType = .emailAddress
        emailField.textField.autocapitalizationType = .none
        emailField.textField.autocorrectionType = .no
        emailField.textField.textContentType = .emailAddress
        emailField.textField.returnKeyType = .next
        passwordField.textField.textContentType = .password
        passwordField.textField.returnKeyType = .go
        for field in [emailField, passwordField] {
            field.textField.clearButtonMode = .whileEditing
            field.textField.delegate = self
        }
        submitButton.configure(title: "Kirish")

        let submit = TapGestureRecognizer(name: "submit.tap")
        submit.addTarget { [unowned self] _ in self.submit() }
        submitButton.addGestureRecognizer(submit)
        let background = TapGestureRecognizer(name: "background.tap")
        background.cancelsTouchesInView = false
        background.delegate = self
        background.addTarget { [unowned self] _ in _ = self.root.endEditing(true) }
        view.addGestureRecognizer(background)
        finishBuilding()
    }

    // MARK: TextFieldDelegate

    package func textFieldShouldReturn(_ textField: TextField) -> Bool {
        if textField === emailField.textField {
            passwordField.textField.becomeFirstResponder()
        } else {
            submit()
        }
        return false
    }

    // MARK: GestureRecognizerDelegate

    /// The background tap ignores touches on the text fields (they focus the field instead).
    package func gestureRecognizer(_ recognizer: GestureRecognizer, shouldReceive touch: GestureTouch) -> Bool {
        !(root.hitTest(touch.location) is TextField)
    }

    // MARK: Actions

    /// Validates the email, then shows the button's spinner for 1 s with the keyboard down.
    func submit() {
        let email = emailField.textField.text ?? ""
        guard email.contains("@") else {
            emailField.setError("Email noto'g'ri")
            return
        }
        submissions += 1
        _ = root.endEditing(true)
        submitButton.setLoading(true)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1.0) { [weak self] in self?.submitButton.setLoading(false) }
    }

    // MARK: Rules

    package override func rules(frames: [FrameSample]) -> [String] {
        guard let button = sample(of: submitButton, in: frames) else { return [] }
        var out: [String] = []
        let keyboardTop = keyboard.frame.minY
        if button.maxY > keyboardTop + 0.5 {
            out.append("submit button (bottom \(button.maxY)) under the keyboard (top \(keyboardTop))")
        }
        // On screen is judged on the laid-out frame (the root's subview, untransformed: its
        // frame is in screen points): mid-rotation the shown one may pass the edge (see the type).
        let laidOut = submitButton.frame
        if laidOut.minY < -0.5 || laidOut.maxY > screen.height + 0.5 {
            out.append("submit button off screen: \(laidOut.minY)…\(laidOut.maxY)")
        }
        return out
    }
}
