import FlickLayout
@testable import FlickSim

/// A screen with one 50 pt box, 100 pt from the top, its leading edge at `left`'s offset
/// (0 until a test moves it): the scene of the tests that animate, stop or move one view.
final class OneBoxScene: SceneHost {
    let box = View()
    var left: Constraint?

    init() throws(SceneError) {
        try super.init(environment: SceneEnvironment())
        root.addSubview(box)
        box.snp.makeConstraints { make in
            make.size.equalTo(50)
            left = make.left.equalToSuperview().constraint
            make.top.equalToSuperview().offset(100)
        }
        finishBuilding()
    }

    /// The box's left edge as shown on this tick (presentation values), nil off screen.
    func shownX() -> Double? {
        var frames: [FrameSample] = []
        collectFrames(into: &frames)
        return sample(of: box, in: frames)?.x
    }
}
