import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim

/// A list of messages with pull-to-refresh, under a bottom sheet that a pan drags between two
/// detents — the kind of screen an app has, written as its UIKit + SnapKit code would be, with
/// Flick's names:
///
/// | UIKit / SnapKit | here |
/// |---|---|
/// | `UIScrollView`, `UIScrollViewDelegate` | `InteractiveScrollView`, `ScrollViewDelegate` |
/// | `UIStackView`, `UILabel`, `UIView` | `StackView`, `Label`, `View` |
/// | `UIPanGestureRecognizer(target:action:)`, `view.addGestureRecognizer` | `PanGestureRecognizer(name:)` + `addTarget`, `router.attach(_:to:)` |
/// | `UIView.animate(withDuration:…usingSpringWithDamping:…)` | `engine.animate(withDuration:…usingSpringWithDamping:…)` |
/// | `view.layoutIfNeeded()` | `root.layoutIfNeeded()` |
///
/// The sheet: its top is `collapsedHeight` above the screen's bottom (collapsed) or
/// `expandedHeight` (expanded); a pan follows the finger (rubber-banded past either detent)
/// and on release springs to the detent the position and velocity point at.
/// The list: pulled down past `refreshThreshold` and released, it refreshes — the content is
/// held `refreshHeight` lower for `refreshDuration` while a "Refreshing" label shows.
/// Rules: the sheet never leaves the band between its detents by more than the rubber band
/// allows, and rows never overlap.
public final class SheetOverListScene: SceneHost, ScrollViewDelegate {
    public let list = InteractiveScrollView()
    public let rows = StackView()
    public let refreshLabel = Label()
    public let sheet = View()
    public let handle = View()
    public private(set) var isRefreshing = false
    public private(set) var refreshCount = 0
    public private(set) var isExpanded = false
    /// The sheet's height above the bottom edge as laid out (the model value), pt.
    public private(set) var sheetHeight = 0.0

    /// Sheet heights above the bottom edge, pt.
    public var collapsedHeight = 120.0
    public var expandedHeight = 560.0
    /// How far past a detent the sheet may be dragged before it resists fully, pt.
    public let rubberBand = 40.0
    /// Pull distance that arms a refresh, pt; content held this far down while refreshing.
    public let refreshThreshold = 80.0
    public let refreshHeight = 60.0
    /// How long a refresh takes, s.
    public let refreshDuration = 1.0

    private var sheetTop: Constraint?
    private var panStartHeight = 0.0
    private var armed = false

    public override init(environment: SceneEnvironment = SceneEnvironment()) throws(SceneError) {
        try super.init(environment: environment)
        buildList(count: environment.itemCount ?? 30)
        buildSheet()
        finishBuilding()
    }

    private func buildList(count: Int) {
        list.name = "list"
        list.alwaysBounceVertical = true
        list.delegate = self
        root.addSubview(list)
        list.snp.makeConstraints { $0.edges.equalToSuperview() }

        rows.name = "rows"
        rows.axis = .vertical
        rows.spacing = 1
        list.addSubview(rows)
        rows.snp.makeConstraints { make in
            make.edges.equalToSuperview()
            make.width.equalToSuperview()
        }
        for i in 0..<count {
            let row = Label()
            row.name = "row\(i)"
            row.text = "Message \(i + 1)"
            rows.addArrangedSubview(row)
            row.snp.makeConstraints { $0.height.equalTo(56) }
        }
        refreshLabel.name = "refresh"
        refreshLabel.text = "Pull to refresh"
        refreshLabel.alpha = 0
        list.addSubview(refreshLabel)
        refreshLabel.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.bottom.equalTo(rows.snp.top).offset(-16)
        }
        list.attachGestures(to: router)
    }

    private func buildSheet() {
        sheet.name = "sheet"
        sheet.layer.cornerRadius = 16
        root.addSubview(sheet)
        sheetHeight = collapsedHeight
        sheet.snp.makeConstraints { make in
            make.leading.trailing.equalToSuperview()
            make.height.equalTo(expandedHeight + rubberBand)
            self.sheetTop = make.top.equalTo(root.snp.bottom).offset(-collapsedHeight).constraint
        }
        handle.name = "handle"
        sheet.addSubview(handle)
        handle.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(8)
            make.centerX.equalToSuperview()
            make.width.equalTo(36)
            make.height.equalTo(5)
        }
        let pan = PanGestureRecognizer(name: "sheetPan")
        pan.addTarget { [unowned self, unowned pan] _ in self.handleSheetPan(pan) }
        router.attach(pan, to: sheet)
    }

    // MARK: The sheet


    private func handleSheetPan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            panStartHeight = sheetHeight
        case .changed:
            let wanted = panStartHeight - pan.translation(in: root).y
            setSheetHeight(rubberBanded(wanted))
        case .ended:
            let velocity = -pan.velocity(in: root).y
            let projected = sheetHeight + velocity * 0.2    // where a flick is heading, 0.2 s on
            settle(expanded: projected > (collapsedHeight + expandedHeight) / 2, velocity: velocity)
        case .cancelled, .failed:
            settle(expanded: isExpanded, velocity: 0)
        default:
            break
        }
    }

    /// Past a detent the sheet moves a third of the finger's travel, up to `rubberBand`.
    private func rubberBanded(_ height: Double) -> Double {
        if height > expandedHeight { return expandedHeight + min(rubberBand, (height - expandedHeight) / 3) }
        if height < collapsedHeight { return collapsedHeight - min(rubberBand, (collapsedHeight - height) / 3) }
        return height
    }

    private func setSheetHeight(_ height: Double) {
        sheetHeight = height
        sheetTop?.update(offset: -height)
    }

    private func settle(expanded: Bool, velocity: Double) {
        isExpanded = expanded
        let target = expanded ? expandedHeight : collapsedHeight
        let distance = target - sheetHeight
        let relative = abs(distance) > 1 ? velocity / distance : 0
        engine.animate(withDuration: 0.45, usingSpringWithDamping: 0.85, initialSpringVelocity: relative,
                       animations: { [unowned self] in
                           self.setSheetHeight(target)
                           self.root.layoutIfNeeded()
                       })
    }

    // MARK: Pull to refresh

    public func scrollViewDidScroll(_ scrollView: InteractiveScrollView) {
        let pulled = -(scrollView.contentOffset.y + scrollView.adjustedContentInset.top)
        guard !isRefreshing else { return }
        armed = scrollView.isDragging && pulled > refreshThreshold
        refreshLabel.text = armed ? "Release to refresh" : "Pull to refresh"
        refreshLabel.alpha = max(0, min(1, pulled / refreshThreshold))
    }

    public func scrollViewDidEndDragging(_ scrollView: InteractiveScrollView, willDecelerate decelerate: Bool) {
        guard armed, !isRefreshing else { return }
        armed = false
        beginRefreshing()
    }

    private func beginRefreshing() {
        isRefreshing = true
        refreshCount += 1
        refreshLabel.text = "Refreshing"
        refreshLabel.alpha = 1
        list.contentInset.top = refreshHeight
        // The fetch is simulated by a timed animation: its completion ends the refresh.
        engine.animate(withDuration: refreshDuration, animations: { [unowned self] in
            self.refreshLabel.alpha = 0.99
        }, completion: { [unowned self] _ in self.endRefreshing() })
    }

    private func endRefreshing() {
        isRefreshing = false
        list.contentInset.top = 0
        refreshLabel.text = "Pull to refresh"
        refreshLabel.alpha = 0
    }

    // MARK: Rules

    public override func rules(frames: [FrameSample]) -> [String] {
        var broken: [String] = []
        if let s = sample(of: sheet, in: frames) {
            let height = screen.height - s.y
            let low = collapsedHeight - rubberBand - 0.5, high = expandedHeight + rubberBand + 0.5
            if height < low || height > high { broken.append("sheet height \(height) outside \(low)…\(high)") }
        }
        var lastBottom = -Double.infinity
        for row in rows.arrangedSubviews {
            guard let f = sample(of: row, in: frames) else { continue }
            if f.y < lastBottom - 0.01 { broken.append("\(row.name ?? "row") overlaps the row above") }
            lastBottom = f.y + f.height
        }
        return broken
    }
}
