import Testing
@testable import FlickLayout
import FlickTestSupport

@Suite struct GuideTests {
    @Test func rootMarginsIncludeTheSafeArea() {
        let screen = makeScreen(.iPhone15Pro)
        let v = V("v")
        screen.addSubview(v)
        v.snp.makeConstraints { make in
            make.leading.trailing.equalTo(screen.layoutMarginsGuide)
            make.top.equalTo(screen.snp.topMargin)
            make.height.equalTo(10)
        }
        screen.layoutIfNeeded()
        #expect(v.frame == R(16, 59, 393 - 32, 10))
    }

    @Test func subviewSafeAreaIsItsOverlapWithTheUnsafeEdges() {
        let screen = makeScreen(.iPhone15Pro)
        let full = V("full"), content = V("content")
        screen.addSubview(full)
        full.addSubview(content)
        full.snp.makeConstraints { $0.edges.equalToSuperview() }
        content.snp.makeConstraints { $0.edges.equalTo(full.safeAreaLayoutGuide) }
        let pass = screen.layoutIfNeeded()
        #expect(full.safeAreaInsets == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(content.frame == R(0, 59, 393, 852 - 93))
        #expect(pass.rounds >= 2)
    }

    @Test func directionalMarginsGuide() {
        let screen = makeScreen(.iPhoneSE, direction: .rightToLeft)
        let box = V("box"), inner = V("inner")
        screen.addSubview(box); box.addSubview(inner)
        box.snp.makeConstraints { make in make.left.equalToSuperview(); make.top.equalTo(100); make.size.equalTo(100) }
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 10, bottom: 2, trailing: 20)
        inner.snp.makeConstraints { $0.edges.equalTo(box.layoutMarginsGuide) }
        screen.layoutIfNeeded()
        #expect(inner.frame == R(20, 1, 70, 97))
        box.directionalLayoutMargins = DirectionalEdgeInsets(5)
        screen.layoutIfNeeded()
        #expect(inner.frame == R(5, 5, 90, 90))
    }

    @Test func marginAttributesUseCurrentMargins() {
        let screen = makeScreen()
        let box = V("box"), inner = V("inner")
        screen.addSubview(box); box.addSubview(inner)
        box.snp.makeConstraints { make in make.left.equalToSuperview(); make.top.equalTo(100); make.size.equalTo(100) }
        inner.snp.makeConstraints { $0.edges.equalTo(box.snp.margins) }
        screen.layoutIfNeeded()
        #expect(inner.frame == R(8, 8, 84, 84))
        box.layoutMargins = EdgeInsets(top: 0, left: 4, bottom: 0, right: 0)
        screen.layoutIfNeeded()
        #expect(inner.frame == R(4, 0, 96, 100))
    }

    @Test func customGuideAsSpacer() {
        let screen = makeScreen()
        let a = V("a"), b = V("b"), gap = LayoutGuide(identifier: "gap")
        screen.addSubview(a); screen.addSubview(b); screen.addLayoutGuide(gap)
        for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: screen.leftAnchor), a.widthAnchor.constraint(equalToConstant: 50),
            gap.leftAnchor.constraint(equalTo: a.rightAnchor), gap.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.leftAnchor.constraint(equalTo: gap.rightAnchor), b.widthAnchor.constraint(equalToConstant: 5),
            a.topAnchor.constraint(equalTo: screen.topAnchor), a.heightAnchor.constraint(equalToConstant: 5),
            b.topAnchor.constraint(equalTo: a.topAnchor), b.heightAnchor.constraint(equalToConstant: 5),
        ])
        screen.layoutIfNeeded()
        #expect(b.frame.minX == 75)
    }
}
