import FlickGestures
import FlickLayout
import FlickSim

/// A scroll view over a tall column of 40 rows, 60 pt each.
final class ListScene: SceneHost {
    let scrollView = InteractiveScrollView()
    let content = View()

    init() throws(SceneError) {
        try super.init(environment: SceneEnvironment())
        scrollView.name = "list"
        content.name = "content"
        root.addSubview(scrollView)
        scrollView.snp.makeConstraints { $0.edges.equalToSuperview() }
        scrollView.addSubview(content)
        content.snp.makeConstraints { make in
            make.edges.width.equalToSuperview()
            make.height.equalTo(2400)
        }
        var above: View?
        for i in 0..<40 {
            let row = View()
            row.name = "row\(i)"
            content.addSubview(row)
            row.snp.makeConstraints { make in
                make.left.right.equalToSuperview()
                make.height.equalTo(60)
                if let above { make.top.equalTo(above.snp.bottom) } else { make.top.equalToSuperview() }
            }
            above = row
        }
        scrollView.attachGestures(to: router)
        finishBuilding()
    }
}
