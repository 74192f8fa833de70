import Testing
import FlickLayout
import FlickSim
import FlickTesting

private func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// The reusable components and the profile-editing screen, ported with renames only (see
/// `EditProfileScreen.swift` and `ProfileComponentsScene.swift`): frames hand-computed from the
/// constraints, the measured text (Flick's text policy) and the iPhone SE's 375 × 667 pt screen.
@Suite struct ReusableComponentsTests {
    @Test func theProfileScreenLaysOutAsHandComputed() {
        let vc = EditProfileViewController(screen: Screen(.iPhoneSE))
        vc.loadViewIfNeeded()
        vc.view.layoutIfNeeded()
        let s = vc.view
        #expect(vc.title == "Profil")
        // The save button has no icon: its hidden 20 pt icon conflicts with the stack's hiding
        // constraint, as it would in UIKit; the user's width breaks and the icon collapses.
        #expect(s.events.count == 1)
        #expect(s.events.first?.kind == .unsatisfiable)
        #expect(s.events.first?.broken?.constant == 20)
        #expect(s.events.first?.constraints.contains { $0.identifier == "stack-hiding" } == true)
        #expect(vc.save.icon.frame.width == 0)
        #expect(vc.scroll.frame == R(0, 0, 375, 667))
        #expect(vc.avatar.frame == R(137.5, 32, 100, 100))
        #expect(vc.avatar.layer.cornerRadius == 50)                // its layoutSubviews
        #expect(vc.avatar.indicator.frame == R(86, 86, 14, 14))
        #expect(vc.avatar.indicator.layer.cornerRadius == 7)
        // Text field: 16 + 48 container + 4 + error label (hidden, 0 text → 0 high) = 68.
        #expect(vc.name.frame == R(16, 164, 343, 68))
        #expect(vc.name.container.frame == R(0, 16, 343, 48))
        #expect(vc.name.icon.frame == R(12, 14, 20, 20))
        #expect(vc.name.inputField.frame.minX == 40)
        #expect(vc.email.frame.minY == 164 + 68 + 16)
        // Card: 16 inset; header (18 pt bold: 21.6 high), 12 spacing, rating container (16 + 30 + 16).
        #expect(vc.card.frame.minY == 248 + 68 + 32)
        #expect(vc.card.header.frame == R(0, 0, 311, 21.5))
        #expect(vc.rating.frame.size == Size(width: 166, height: 30))   // 5 × 30 + 4 × 4
        #expect(vc.rating.stars[4].frame == R(136, 0, 30, 30))
        #expect(vc.rating.stars.map(\.isSelected) == [true, true, true, true, false])
        let cardHeight = 16 + 21.5 + 12 + 62 + 16
        #expect(abs(vc.card.frame.height - cardHeight) <= 0.5)
        #expect(vc.save.frame.height == 50)
        #expect(vc.scroll.contentSize.height == vc.save.frame.maxY + 32)
        #expect(!vc.content.hasAmbiguousLayout)
    }

    /// The screen's save action as written: the spinner for two seconds of the scene's clock.
    @Test func theProfileScreensSaveLoadsForTwoSeconds() throws {
        // The icon-less button's conflict (above) shows on the first tick, as UIKit logs it;
        // the test collects it instead of failing on it.
        final class Collected { var failures: [TestFailure] = [] }
        let collected = Collected()
        var options = TesterOptions()
        options.onFailure = { collected.failures.append($0) }
        let t = SceneTester(try ControllerScene(.iPhoneSE) { EditProfileViewController(screen: $0) }, options: options)
        let save = t.scene.controller.save
        t.tap(save)
        t.advance(by: 0.25)
        #expect(save.alpha == 0.7 && save.spinner.isAnimating && save.stack.isHidden)
        t.advance(by: 1.5)
        #expect(save.alpha == 0.7)
        t.settle()
        #expect(save.alpha == 1 && !save.spinner.isAnimating && !save.stack.isHidden)
        #expect(save.isUserInteractionEnabled)
        #expect(collected.failures.map { $0.violation?.kind } == [.unsatisfiable])
        #expect(collected.failures.first?.violation?.tick == 0)
    }

    @Test func theFloatingLabelStaysCentredWithoutAnIcon() {
        let screen = Screen(.iPhoneSE)
        let field = CustomTextField()
        screen.addSubview(field)
        field.snp.makeConstraints { make in make.top.leading.trailing.equalToSuperview() }
        field.configure(placeholder: "Ism", icon: nil)
        screen.layoutIfNeeded()
        #expect(field.floatingLabelView.frame.midY == field.container.frame.midY)
        #expect(field.inputField.frame.minX == 12)                 // remade without the icon
        field.setError("Xato")
        screen.layoutIfNeeded()
        #expect(field.errorLabelView.frame.height == 14.5)
        #expect(field.container.layer.borderColor == .systemRed)
    }

    @Test func thePrimaryButtonCentersItsContentAndLoadingHidesIt() {
        let screen = Screen(.iPhoneSE)
        let b = PrimaryButton()
        screen.addSubview(b)
        b.snp.makeConstraints { make in make.leading.trailing.equalToSuperview().inset(16); make.top.equalTo(100) }
        b.configure(title: "Saqlash", icon: Image(systemName: "checkmark"))
        screen.layoutIfNeeded()
        // Title: 6 glyphs at 16 pt bold (8.8 each) + a narrow `l` (4) = 56.8; icon 20; gap 8 → 84.8.
        #expect(b.frame == R(16, 100, 343, 50))
        #expect(abs(b.stack.frame.width - 84.8) <= 0.5)
        #expect(b.icon.frame.size == Size(width: 20, height: 20))
        #expect(abs(b.stack.frame.midX - 171.5) <= 0.25)
        b.setLoading(true)
        screen.layoutIfNeeded()
        #expect(screen.hitTest(screenPoint: Point(x: 100, y: 125)) === screen)
        #expect(b.spinner.frame == R(161.5, 15, 20, 20))
        b.configure(title: "OK")              // no icon: the hidden icon collapses
        b.setLoading(false)
        screen.layoutIfNeeded()
        #expect(b.icon.frame.width == 0)
        #expect(abs(b.stack.frame.width - 17.6) <= 0.5)
    }

    @Test func theBadgeHugsItsNumber() {
        let screen = Screen(.iPhoneSE)
        let badge = BadgeView()
        screen.addSubview(badge)
        badge.snp.makeConstraints { make in make.top.leading.equalToSuperview().offset(50) }
        badge.setNumber(120)
        screen.layoutIfNeeded()
        // "99+" at 12 pt bold: 3 × 6.6 = 19.8 → 31.8 wide; 14.4 + 4 high.
        #expect(badge.label.text == "99+")
        #expect(abs(badge.frame.width - 31.8) <= 0.5)
        #expect(abs(badge.frame.height - 18.4) <= 0.5)
        #expect(badge.layer.cornerRadius == badge.frame.height / 2)
        badge.setNumber(0)
        #expect(badge.isHidden)
    }

    @Test func theEmptyStateStacksItsPartsAndItsButtonRunsTheAction() throws {
        let screen = Screen(.iPhoneSE)
        let empty = EmptyStateView()
        screen.addSubview(empty)
        empty.snp.makeConstraints { make in make.leading.trailing.equalToSuperview(); make.centerY.equalToSuperview() }
        var retries = 0
        empty.configure(icon: Image(systemName: "tray"), title: "Hech narsa yo'q", subtitle: String(repeating: "Matn ", count: 30),
                        buttonTitle: "Qayta", action: { retries += 1 })
        screen.layoutIfNeeded()
        #expect(empty.icon.frame == R(147.5, 24, 80, 80))
        #expect(empty.title.frame.minY == 120)
        #expect(empty.subtitle.frame.width == 327)
        #expect(empty.subtitle.textLayout.lines.count > 1)     // wrapped at its laid-out width
        #expect(empty.button.frame.maxY == empty.frame.height - 24)
        #expect(screen.events.map(\.kind) == [.unsatisfiable])  // the button's hidden icon, as above
        empty.button.tapAction?()
        #expect(retries == 1)
    }
}
