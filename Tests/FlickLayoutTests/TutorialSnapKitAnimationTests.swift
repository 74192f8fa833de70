import Testing
import Foundation
@testable import FlickLayout
import FlickTestSupport

// The stretchy header of the constraint-animation screens, its layout alone: the header's
// height constraint follows the scroll offset, with mechanical renames only (UIView → View,
// UIViewController → ViewController, UIImage → Image, UIEdgeInsets → EdgeInsets) and
// `@MainActor` dropped. The other screens (a box, a remade card, an accordion, a floating
// action button, a drawer) are ported whole, with their animations, target-action and pan, in
// FlickTestingTests (`ConstraintAnimationScreens.swift`); the header scrolled by a real pan is
// in FlickGesturesTests (`TutorialStretchyHeaderTests.swift`).

final class StretchyHeaderController: ViewController {
    let scrollView = ScrollView()
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

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        let offsetY = scrollView.contentOffset.y
        if offsetY < -headerMaxHeight {
            let stretchAmount = abs(offsetY)
            headerHeightConstraint?.update(offset: stretchAmount)
        } else {
            headerHeightConstraint?.update(offset: headerMaxHeight)
        }
    }
}

@Suite struct TutorialSnapKitAnimationTests {
    @Test func stretchyHeaderFollowsTheOffset() {
        let vc = StretchyHeaderController(screen: Screen(.iPhone15Pro))
        vc.loadViewIfNeeded()
        vc.view.layoutIfNeeded()
        #expect(vc.headerImageView.frame == R(0, 0, 393, 250))
        #expect(vc.scrollView.contentSize == Size(width: 393, height: 1000))
        vc.scrollView.contentOffset = Point(x: 0, y: -320)
        vc.scrollViewDidScroll(vc.scrollView)
        let pass = vc.view.layoutIfNeeded()
        #expect(vc.headerImageView.frame.height == 320)
        #expect(pass.changedViews.count == 1)
    }
}
