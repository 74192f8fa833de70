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
