import FlickLayout

/// A scrolling form of nested stacks — a profile screen (avatar, name and email rows,
/// a star rating, a save button) repeated — for benchmarks and scale tests.
///
/// Each section is 15 views: a card (vertical stack) holding a header label, a row
/// (horizontal stack) of an avatar image and a vertical stack of two labels, a rating row
/// (fillEqually stack) of five buttons and a button, plus a badge pinned to the card's corner by
/// a constraint whose constant `moveBadge(to:)` changes (the per-frame edit: one view moves).
package struct ProfileForm {
    package let screen: Screen
    package let scrollView: ScrollView
    /// The badge of the middle section and its top constraint.
    package let badge: View
    package let badgeTop: Constraint
    package let sections: Int

    /// Views per section.
    package static let viewsPerSection = 15

    /// A form of about `views` views (rounded to whole sections, at least one) on `profile`.
    package init(views: Int, profile: DeviceProfile = .iPhone15Pro) {
        let n = max(1, views / ProfileForm.viewsPerSection)
        sections = n
        screen = Screen(profile)
        scrollView = ScrollView()
        scrollView.name = "scroll"
        let content = StackView()
        content.name = "content"
        content.axis = .vertical
        content.spacing = 16
        screen.addSubview(scrollView)
        scrollView.addSubview(content)
        scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }
        content.snp.makeConstraints { make in
            make.top.bottom.equalToSuperview().inset(16)
            make.leading.trailing.equalToSuperview().inset(16)
            make.width.equalToSuperview().offset(-32)
        }
        var middle: (View, Constraint)?
        for i in 0..<n {
            let made = ProfileForm.section(i, in: content)
            if i == n / 2 { middle = made }
        }
        // n ≥ 1, so the middle section exists.
        badge = middle?.0 ?? View()
        badgeTop = middle?.1 ?? badge.snp.prepareConstraints { $0.top.equalTo(0) }[0]
    }

    private static func section(_ i: Int, in content: StackView) -> (View, Constraint) {
        let card = StackView()
        card.name = "card\(i)"
        card.axis = .vertical
        card.spacing = 8
        card.isLayoutMarginsRelativeArrangement = true
        card.directionalLayoutMargins = DirectionalEdgeInsets(12)
        content.addArrangedSubview(card)

        let header = Label(text: "Section \(i)", font: .boldSystemFont(ofSize: 18))
        header.name = "header\(i)"
        card.addArrangedSubview(header)

        let row = StackView()
        row.name = "row\(i)"
        row.spacing = 12
        row.alignment = .center
        let avatar = ImageView(image: Image(size: Size(width: 48, height: 48)))
        avatar.name = "avatar\(i)"
        avatar.setContentHuggingPriority(251, for: .horizontal)   // as Interface Builder's image views
        let texts = StackView()
        texts.name = "texts\(i)"
        texts.axis = .vertical
        texts.spacing = 2
        let name = Label(text: "Name \(i)")
        name.name = "name\(i)"
        let email = Label(text: "user\(i)@example.com", font: .systemFont(ofSize: 13))
        email.name = "email\(i)"
        texts.addArrangedSubview(name)
        texts.addArrangedSubview(email)
        row.addArrangedSubview(avatar)
        row.addArrangedSubview(texts)
        card.addArrangedSubview(row)

        let rating = StackView()
        rating.name = "rating\(i)"
        rating.distribution = .fillEqually
        rating.spacing = 4
        for s in 0..<5 {
            let star = Button()
            star.name = "star\(i).\(s)"
            star.setImage(Image(systemName: "star"), for: .normal)
            rating.addArrangedSubview(star)
        }
        card.addArrangedSubview(rating)

        let save = Button(type: .system)
        save.name = "save\(i)"
        save.setTitle("Save", for: .normal)
        card.addArrangedSubview(save)

        let badge = View()
        badge.name = "badge\(i)"
        card.addSubview(badge)
        var top: Constraint?
        badge.snp.makeConstraints { make in
            make.size.equalTo(16)
            make.trailing.equalToSuperview().offset(-4)
            top = make.top.equalToSuperview().offset(4).constraint
        }
        return (badge, top ?? badge.snp.prepareConstraints { $0.top.equalTo(0) }[0])
    }

    /// Moves the middle section's badge (one in-place constant update).
    package func moveBadge(to offset: Double) { badgeTop.update(offset: offset) }

    /// The number of views on the screen (the screen included).
    package var viewCount: Int { var n = 0; screen.forEachInSubtree { _ in n += 1 }; return n }
}
