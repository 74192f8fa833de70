import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim

/// A feed for scale: `itemCount` rows (default 1200), each a row view with a title label,
/// 2 views per row, in an interactive scroll view (drag, fling, rubber band). Rows are placed
/// as a table view places its cells, each at a fixed offset from the content's top (so the
/// constraints are independent and the layout scales linearly); a tap on a row fades it to
/// half opacity and back (0.2 s).
/// Rows clip their content (as table cells do), so rows off screen cost one frame read a tick.
/// Rules: rows never overlap and keep the content's width.
package final class FeedScene: SceneHost {
    let scrollView = InteractiveScrollView()
    let contentView = View()
    @exclusivity(unchecked)
    var rows: [View] = []
    static let rowHeight = 64.0

    package override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        let count = environment.itemCount ?? 1200
        guard count >= 1, count <= 20_000 else { throw .badEnvironment("feed item count must be 1…20000, got \(count)") }
        let view = root
        scrollView.name = "scrollView"
        contentView.name = "content"
        view.addSubview(scrollView)
        scrollView.snp.makeConstraints { make in make.edges.equalToSuperview() }
        scrollView.addSubview(contentView)
        contentView.snp.makeConstraints { make in
            make.edges.width.equalToSuperview()
            make.height.equalTo(Double(count) * FeedScene.rowHeight)
        }
        rows.reserveCapacity(count)
        for i in 0..<count {
            let row = View()
            row.name = "row\(i)"
            row.clipsToBounds = true
            let title = Label()
            title.name = "row\(i).title"
            title.text = "Item \(i + 1)"
            row.addSubview(title)
            contentView.addSubview(row)
            row.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(Double(i) * FeedScene.rowHeight)
                make.leading.trailing.equalToSuperview()
                make.height.equalTo(FeedScene.rowHeight - 1)
            }
            title.snp.makeConstraints { make in
                make.leading.equalToSuperview().offset(16)
                make.centerY.equalToSuperview()
            }
            rows.append(row)
        }
        let tap = TapGestureRecognizer(name: "rowTap")
        tap.addTarget { [unowned self, unowned tap] _ in
            let p = tap.location(in: self.contentView)
            let i = Int(p.y / FeedScene.rowHeight)
            guard i >= 0, i < self.rows.count else { return }
            let row = self.rows[i]
            _ = self.engine.animate(withDuration: 0.2, animations: { row.alpha = row.alpha < 1 ? 1 : 0.5 })
        }
        router.attach(tap, to: contentView)
        scrollView.attachGestures(to: router)
        finishBuilding()
    }

    /// Per frame id: 0 not yet known, 1 a row (a subview of the content), 2 anything else.
    @exclusivity(unchecked)
    private var rowKind: [UInt8] = []

    /// Whether frame `id` is a row (memoized: rows never move to another superview).
    private func isRow(_ id: Int32) -> Bool {
        let i = Int(id)
        guard i >= 0 else { return false }
        if i >= rowKind.count { rowKind += repeatElement(0, count: i - rowKind.count + 1) }
        if rowKind[i] == 0 { rowKind[i] = view(ofFrame: id)?.superview === contentView ? 1 : 2 }
        return rowKind[i] == 1
    }

    package override func rules(frames: [FrameSample]) -> [String] {
        // Only the rows on screen are in `frames`; they come in row order (preorder walk).
        var out: [String] = []
        var last: FrameSample?
        let width = screen.width    // the screen as it is now (a rotation changes it)
        for f in frames {
            guard isRow(f.id) else { continue }
            if let l = last, f.y < l.maxY - 0.5 { out.append("\(frameName(f.id)) overlaps \(frameName(l.id))") }
            if abs(f.width - width) > 0.5 { out.append("\(frameName(f.id)) width \(f.width) ≠ \(width)") }
            if out.count >= 3 { break }
            last = f
        }
        return out
    }
}
