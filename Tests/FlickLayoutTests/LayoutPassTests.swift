import Testing
@testable import FlickLayout
import FlickTestSupport

@Suite struct LayoutPassTests {
    @Test func onlyChangedViewsAreReported() {
        let screen = makeScreen()
        var tops: [Constraint] = []
        var views: [View] = []
        for i in 0..<20 {
            let v = V("v\(i)")
            screen.addSubview(v)
            v.snp.makeConstraints { make in
                make.left.equalToSuperview().offset(Double(i * 10))
                tops.append(make.top.equalToSuperview().constraint!)
                make.size.equalTo(10)
            }
            views.append(v)
        }
        let first = screen.layoutIfNeeded()
        #expect(first.changes.count == 21)            // the screen itself, then the views
        tops[7].update(offset: 44)
        let pass = screen.layoutIfNeeded()
        #expect(pass.changes.count == 1)
        #expect(pass.changes[0].view === views[7])
        #expect(pass.changes[0].old == R(70, 0, 10, 10))
        #expect(pass.changes[0].new == R(70, 44, 10, 10))
        #expect(screen.layoutIfNeeded().changes.isEmpty)
    }

    /// A changed view whose nearest changed ancestor is two levels up, with nothing between
    /// them changed or moved: the pass must still come down to it (a fuzz case on edit-profile,
    /// two constant changes before one pass, left the avatar's image where it was).
    @Test func aChangedViewBelowAnUnchangedOneUnderAChangedAncestorIsPlaced() {
        let screen = makeScreen()
        let card = V("card"), avatar = V("avatar"), image = V("image")
        screen.addSubview(card)
        card.addSubview(avatar)
        avatar.addSubview(image)
        var cardWidth: Constraint?, imageLeft: Constraint?
        card.snp.makeConstraints { make in
            make.left.top.equalToSuperview().offset(10)
            cardWidth = make.width.equalTo(200).constraint
            make.height.equalTo(100)
        }
        avatar.snp.makeConstraints { make in make.left.top.equalToSuperview().offset(5); make.size.equalTo(60) }
        image.snp.makeConstraints { make in
            imageLeft = make.left.equalToSuperview().offset(1).constraint
            make.top.equalToSuperview(); make.size.equalTo(20)
        }
        screen.layoutIfNeeded()
        #expect(image.screenFrame == R(16, 15, 20, 20))
        // Both before one pass: the card only resizes (its origin stays), the avatar neither
        // moves nor resizes, the image moves inside it.
        cardWidth?.update(offset: 250)
        imageLeft?.update(offset: 7)
        let pass = screen.layoutIfNeeded()
        #expect(card.frame == R(10, 10, 250, 100))
        #expect(avatar.frame == R(5, 5, 60, 60))
        #expect(image.frame == R(7, 0, 20, 20))
        #expect(image.screenFrame == R(22, 15, 20, 20))
        #expect(pass.changes.map(\.view.layoutName).sorted() == ["card", "image"])
        // And deeper: the changed ancestor three levels up.
        let inner = V("inner")
        image.addSubview(inner)
        var innerTop: Constraint?
        inner.snp.makeConstraints { make in
            make.left.equalToSuperview(); innerTop = make.top.equalToSuperview().constraint; make.size.equalTo(4)
        }
        screen.layoutIfNeeded()
        cardWidth?.update(offset: 240)
        innerTop?.update(offset: 3)
        screen.layoutIfNeeded()
        #expect(inner.screenFrame == R(22, 18, 4, 4))
    }

    @Test(arguments: [(DeviceProfile.iPhoneSE, 2.0), (.iPhone15Pro, 3.0)])
    func framesAreRoundedToThePixelGrid(profile: DeviceProfile, scale: Double) {
        let screen = makeScreen(profile)
        #expect(screen.scale == scale)
        let views = (0..<3).map { V("third\($0)") }
        var prev: View?
        for v in views {
            screen.addSubview(v)
            v.snp.makeConstraints { make in
                make.top.equalToSuperview(); make.height.equalTo(10.1)
                make.width.equalToSuperview().dividedBy(3)
                if let prev { make.left.equalTo(prev.snp.right) } else { make.left.equalToSuperview() }
            }
            prev = v
        }
        screen.layoutIfNeeded()
        for v in views {
            #expect((v.frame.minX * scale).rounded() == v.frame.minX * scale)
            #expect((v.frame.width * scale).rounded() == v.frame.width * scale)
        }
        #expect(views[0].frame.maxX == views[1].frame.minX)
        #expect(views[2].frame.maxX == screen.frame.width)
    }

    @Test func scaleOneRoundsToWholePoints() {
        var p = DeviceProfile.iPhoneSE
        p.scale = 1
        let screen = makeScreen(p)
        let v = V("v")
        screen.addSubview(v)
        v.snp.makeConstraints { make in make.left.top.equalTo(0.4); make.width.equalTo(10.6); make.height.equalTo(1) }
        screen.layoutIfNeeded()
        #expect(v.frame == R(0, 0, 11, 1))
    }

    @Test func frameDumpAndDigestAreDeterministic() {
        func build() -> Screen {
            let screen = makeScreen()
            let a = V("a"), b = Label(text: "hi")
            b.name = "b"
            screen.addSubview(a); a.addSubview(b)
            a.snp.makeConstraints { $0.edges.equalToSuperview().inset(20) }
            b.snp.makeConstraints { $0.center.equalToSuperview() }
            screen.layoutIfNeeded()
            return screen
        }
        let s1 = build(), s2 = build()
        #expect(s1.frameDump() == s2.frameDump())
        #expect(s1.frameDigest() == s2.frameDigest())
        #expect(s1.frameDump() == "screen frame=(0 0; 375 667)\n  a frame=(20 20; 335 627)\n    b frame=(161 303.5; 13 20)\n")
        s2.subviews[0].alpha = 0.5
        #expect(s1.frameDigest() != s2.frameDigest())
    }

    @Test func profilesAndOrientationResizeTheScreen() {
        let screen = makeScreen(.iPhone15Pro)
        let v = V("v")
        screen.addSubview(v)
        v.snp.makeConstraints { $0.edges.equalTo(screen.safeAreaLayoutGuide) }
        screen.layoutIfNeeded()
        #expect(v.frame == R(0, 59, 393, 852 - 59 - 34))
        screen.setOrientation(.landscape)
        screen.layoutIfNeeded()
        #expect(v.frame == R(59, 0, 852 - 118, 393 - 21))
        screen.setProfile(.iPadPro12_9, orientation: .portrait)
        screen.layoutIfNeeded()
        #expect(v.frame == R(0, 24, 1024, 1366 - 44))
    }

    @Test func layoutSubviewsHookRunsForChangedViews() {
        final class Probe: View {
            var calls = 0
            override func layoutSubviews() { calls += 1; layer.cornerRadius = bounds.height / 2 }
        }
        let screen = makeScreen()
        let p = Probe()
        screen.addSubview(p)
        p.snp.makeConstraints { make in make.left.top.equalToSuperview(); make.size.equalTo(40) }
        screen.layoutIfNeeded()
        #expect(p.calls == 1 && p.layer.cornerRadius == 20)
        screen.layoutIfNeeded()
        #expect(p.calls == 1)
    }
}
