import Foundation
import FlickInput
import FlickLayout
import Testing
@testable import FlickGestures
import FlickTestSupport

/// A stretchy header as tutorials write it (SnapKit DSL, `contentInset.top = 250`,
/// `alwaysBounceVertical`, the constraint updated from `scrollViewDidScroll`), with the
/// interactive scroll view and its delegate protocol in place of UIScrollView.
final class TutorialStretchyHeaderController: ViewController, ScrollViewDelegate {
    let scrollView = InteractiveScrollView()
    let contentView = View()
    let headerImageView = ImageView()

    let headerMaxHeight: CGFloat = 250
    var headerHeightConstraint: Constraint?

    override func viewDidLoad() {
        super.viewDidLoad()
        setupViews()
    }

    private func setupViews() {
        view.addSubview(scrollView)
        scrollView.delegate = self
        scrollView.alwaysBounceVertical = true

        scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }

        scrollView.addSubview(contentView)
        contentView.snp.makeConstraints { make in
            make.edges.width.equalToSuperview()
            make.height.equalTo(1000)
        }

        headerImageView.image = Image(systemName: "photo.artframe")
        headerImageView.contentMode = .scaleAspectFill
        headerImageView.clipsToBounds = true
        headerImageView.backgroundColor = .systemIndigo

        view.addSubview(headerImageView)
        headerImageView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            self.headerHeightConstraint = make.height.equalTo(headerMaxHeight).constraint
        }

        scrollView.contentInset = EdgeInsets(top: headerMaxHeight, left: 0, bottom: 0, right: 0)
    }

    func scrollViewDidScroll(_ scrollView: InteractiveScrollView) {
        let offsetY = scrollView.contentOffset.y

        if offsetY < -headerMaxHeight {
            let stretchAmount = abs(offsetY)
            headerHeightConstraint?.update(offset: stretchAmount)
        } else {
            headerHeightConstraint?.update(offset: headerMaxHeight)
        }
    }
}

@Suite struct TutorialStretchyHeaderTests {
    @Test func theTutorialHeaderStretchesUnderAPullAndSettlesBack() {
        let vc = TutorialStretchyHeaderController(screen: Screen(.iPhone15Pro))
        vc.loadViewIfNeeded()
        vc.view.layoutIfNeeded()
        let router = TouchRouter(root: vc.view)
        vc.scrollView.attachGestures(to: router)
        router.advance(to: 0)
        vc.view.layoutIfNeeded()
        // At rest: offset −(250 + 59 safe area) = the top of the content; the header covers it.
        let rest = -(250 + vc.scrollView.safeAreaInsets.top)
        #expect(vc.scrollView.effectiveContentSize.height == 1000)
        #expect(vc.scrollView.contentOffset.y == rest)
        #expect(vc.headerImageView.frame.height == -rest)
        #expect(vc.contentView.convertToScreen(.zero).y == -rest)

        // Pull down 120 pt: the content rubber-bands and the header grows with it.
        var s = Script()
        s.down(1, 200, 400, at: 0)
        for i in 1...12 { s.move(1, 200, 400 + 10 * Double(i), at: Double(i) * 10) }
        s.run(router)
        vc.view.layoutIfNeeded()
        let pulled = rest - RubberBand.offset(overshoot: 120, dimension: 852)
        #expect(abs(vc.scrollView.contentOffset.y - pulled) < 1e-9)
        #expect(abs(vc.headerImageView.frame.height - (-pulled)) <= 1.0 / 3)
        #expect(vc.headerImageView.frame.minY == 0)

        // Release: the bounce-back brings offset and header to rest, never below the resting height.
        router.process(InputFrame(timestamp: 200 * ms, touches: [TouchEvent(id: 1, phase: .up, x: 200, y: 520, timestamp: 200 * ms)]))
        var t: Int64 = 200 * ms
        var minimum = Double.infinity
        while vc.scrollView.isDecelerating {
            t += 8_333_333
            router.advance(to: t)
            vc.view.layoutIfNeeded()
            minimum = min(minimum, vc.headerImageView.frame.height)
        }
        #expect(vc.scrollView.contentOffset.y == rest)
        #expect(vc.headerImageView.frame.height == -rest)
        #expect(minimum >= -rest)
    }
}
