import Testing
@testable import FlickLayout
import FlickTestSupport

@Suite struct SmokeTests {
    @Test func centeredBox() {
        let screen = makeScreen()
        let box = V("box")
        screen.addSubview(box)
        box.snp.makeConstraints { make in
            make.size.equalTo(100)
            make.center.equalToSuperview()
        }
        let pass = screen.layoutIfNeeded()
        #expect(box.frame == R(137.5, 283.5, 100, 100))
        #expect(pass.changedViews.contains { $0 === box })
        #expect(screen.events.isEmpty)
    }
}
