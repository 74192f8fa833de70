import FlickGestures
import FlickLayout
import FlickSim

/// The stretchy header: a header image pinned above a scroll view whose content starts below it
/// (`contentInset.top = 250`); pulling the content down past its top stretches the header
/// (`scrollViewDidScroll` updates the height constraint), and the bounce-back brings it home.
/// Rules: the header is never shorter than its resting height and stays pinned to the top.
///
/// As in UIKit, the full-screen scroll view's default `.automatic` content-inset adjustment
/// adds the safe area to the 250 pt inset: on an iPhone 15 Pro it rests at −309, so the header
/// rests 309 pt tall (it reaches under the status bar) with the content right below it.
package final class StretchyHeaderScene: SceneHost, ScrollViewDelegate {
    let scrollView = InteractiveScrollView()
    let contentView = View()
    let headerImageView = ImageView()
    let headerMaxHeight: Double = 250
    @exclusivity(unchecked)
    var headerHeightConstraint: Constraint?

    package override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        let view = root
        scrollView.name = "scrollView"
        contentView.name = "content"
        headerImageView.name = "header"
        view.addSubview(scrollView)
        scrollView.delegate = self
        scrollView.alwaysBounceVertical = true
        scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }
        scrollView.addSubview(contentView)
        let contentHeight = Double(max(1, environment.itemCount ?? 20)) * 50
        contentView.snp.makeConstraints { make in
            make.edges.width.equalToSuperview()
            make.height.equalTo(contentHeight)
        }
        headerImageView.image = Image(systemName: "photo.artframe")
        headerImageView.contentMode = .scaleAspectFill
        headerImageView.clipsToBounds = true
        view.addSubview(headerImageView)
        headerImageView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            self.headerHeightConstraint = make.height.equalTo(headerMaxHeight).constraint
        }
        scrollView.contentInset = EdgeInsets(top: headerMaxHeight, left: 0, bottom: 0, right: 0)
        scrollView.attachGestures(to: router)
        finishBuilding()
    }

    package func scrollViewDidScroll(_ scrollView: InteractiveScrollView) {
        let offsetY = scrollView.contentOffset.y
        if offsetY < -headerMaxHeight {
            headerHeightConstraint?.update(offset: abs(offsetY))
        } else {
            headerHeightConstraint?.update(offset: headerMaxHeight)
        }
    }

    package override func rules(frames: [FrameSample]) -> [String] {
        guard let h = sample(of: headerImageView, in: frames) else { return [] }
        var out: [String] = []
        if h.height < headerMaxHeight - 0.5 { out.append("header shorter than its resting height: \(h.height) < \(headerMaxHeight)") }
        if abs(h.y) > 0.5 { out.append("header left the top: y = \(h.y)") }
        return out
    }
}
