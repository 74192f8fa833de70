import FlickGestures
import FlickLayout
import FlickSim

/// A box a tap moves, a spinner that turns on every tick, and a clock label whose text (and so
/// its width) changes four times a second: the parts a golden timeline should be able to leave
/// out. `phase` (radians) and `clockOffset` (seconds) make two runs differ only there.
final class SpinnerScene: SceneHost {
    let box = View()
    let spinner = View()
    let clock = Label()
    let button = View()
    let phase: Double
    let clockOffset: Int
    var moved = false

    init(phase: Double = 0, clockOffset: Int = 0) throws(SceneError) {
        self.phase = phase
        self.clockOffset = clockOffset
        try super.init(environment: SceneEnvironment())
        box.name = "box"; spinner.name = "spinner"; clock.name = "clock"; button.name = "button"
        [box, spinner, clock, button].forEach { root.addSubview($0) }
        box.snp.makeConstraints { make in make.size.equalTo(80); make.left.equalToSuperview().offset(40); make.top.equalToSuperview().offset(300) }
        spinner.snp.makeConstraints { make in make.size.equalTo(40); make.right.equalToSuperview().offset(-20); make.top.equalToSuperview().offset(70) }
        clock.snp.makeConstraints { make in make.left.equalToSuperview().offset(20); make.top.equalToSuperview().offset(70) }
        button.snp.makeConstraints { make in make.size.equalTo(60); make.centerX.equalToSuperview(); make.bottom.equalToSuperview().offset(-100) }
        let tap = TapGestureRecognizer(name: "buttonTap")
        tap.addTarget { [unowned self] _ in
            self.moved.toggle()
            self.box.snp.updateConstraints { make in make.left.equalToSuperview().offset(self.moved ? 200 : 40) }
        }
        button.addGestureRecognizer(tap)
        clock.text = Self.clockText(seconds: clockOffset)
        finishBuilding()
    }

    /// The spinner turns 2π a second; the clock shows quarter seconds with a growing text.
    override func advance(to time: Int64) {
        super.advance(to: time)
        let seconds = Double(time) / 1e9
        spinner.transform = Transform(rotationAngle: phase + 2 * .pi * seconds)
        let text = Self.clockText(seconds: clockOffset + Int(seconds * 4))
        if clock.text != text { clock.text = text }
    }

    override func nextWakeTime(after time: Int64) -> Int64? { time }

    static func clockText(seconds quarters: Int) -> String { String(repeating: "1", count: 1 + quarters % 5) + ":00" }
}
