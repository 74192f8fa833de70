import FlickCore
import FlickGestures
import FlickLayout
import FlickSim

/// An edit-profile screen built from reusable `BaseView` components (avatar, two
/// floating-label fields, a card holding a rating, a primary button) inside an interactive
/// scroll view. Taps on a field begin editing it (its label floats), a tap on the save button
/// shows its spinner, scrolling bounces at the ends. `textLength` pre-fills the name field,
/// `dynamicTypeScale` scales the text.
/// Rules: every component stays inside the content's width, in top-to-bottom order.
package final class EditProfileScene: SceneHost {
    let scrollView = InteractiveScrollView()
    let contentView = View()
    let avatarView = AvatarView()
    let nameField = CustomTextField()
    let emailField = CustomTextField()
    let ratingView = RatingView()
    let cardView = CardView()
    let saveButton = PrimaryButton()
    @exclusivity(unchecked)
    var editing: CustomTextField?

    package override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        let view = root
        for (v, n) in [(scrollView, "scrollView"), (contentView, "content"), (avatarView, "avatar"), (nameField, "nameField"),
                       (emailField, "emailField"), (cardView, "card"), (saveButton, "saveButton")] as [(View, String)] {
            v.name = n
        }
        view.addSubview(scrollView)
        scrollView.alwaysBounceVertical = true
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

        avatarView.configure(image: nil, initials: "AZ", isOnline: true)
        nameField.configure(placeholder: "Ismingiz", icon: Image(systemName: "person"))
        emailField.configure(placeholder: "Email manzilingiz", icon: Image(systemName: "envelope"))
        cardView.setHeader(title: "Foydalanuvchi darajasi")
        ratingView.setRating(4)
        saveButton.configure(title: "Saqlash")
        saveButton.tapAction = { [unowned self] in self.saveButton.setLoading(true) }
        if let n = environment.textLength, n > 0 { nameField.textField.text = String(repeating: "A", count: n) }

        for field in [nameField, emailField] {
            let tap = TapGestureRecognizer(name: "\(field.layoutName).tap")
            tap.addTarget { [unowned self, unowned field] _ in self.beginEditing(field) }
            router.attach(tap, to: field)
        }
        let save = TapGestureRecognizer(name: "save.tap")
        save.addTarget { [unowned self] _ in self.saveButton.tapAction?() }
        router.attach(save, to: saveButton)
        scrollView.attachGestures(to: router)
        finishBuilding()
    }

    func beginEditing(_ field: CustomTextField) {
        guard editing !== field else { return }
        editing?.editingDidEnd(engine: engine)
        editing = field
        field.editingDidBegin(engine: engine)
    }

    /// The components top to bottom, as the rules check them.
    private lazy var components: [View] = [avatarView, nameField, emailField, cardView, saveButton]

    package override func rules(frames: [FrameSample]) -> [String] {
        guard let content = sample(of: contentView, in: frames) else { return [] }
        var out: [String] = []
        var lastBottom = -Double.infinity
        // Each view read without a retain (`unretained(at:)`; a `for v in list` loop retains and
        // releases every element, on the runtime's slow path for the text fields): `list`, a
        // local copy of the scene's list, holds them all.
        let list = components
        for i in list.indices {
            let sampled = list.unretained(at: i)._withUnsafeGuaranteedRef { sample(of: $0, in: frames) }
            guard let f = sampled else { continue }
            if f.x < content.x - 0.5 || f.maxX > content.maxX + 0.5 { out.append("\(list[i].layoutName) outside the content width: \(f.x)…\(f.maxX)") }
            if f.y < lastBottom - 0.5 { out.append("\(list[i].layoutName) overlaps the component above") }
            lastBottom = f.maxY
        }
        return out
    }
}
