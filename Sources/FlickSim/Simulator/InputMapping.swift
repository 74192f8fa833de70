import FlickCore
import FlickInput

/// How touches recorded on one screen are placed on the scene's: each axis scaled by the ratio
/// of the two sizes, when a side differs by more than a point (else every touch stays where
/// it is). The simulator applies it to each input frame it delivers (`Simulator.mapInput(from:)`);
/// recorders read it to place touches as the scene saw them.
public struct InputMapping: Sendable, Hashable {
    /// The factors applied to `x` and `y` (1 when unmapped).
    public let x: Double
    public let y: Double
    /// The sizes mapped from and onto, points (equal when unmapped).
    private let fromWidth: Double, fromHeight: Double
    private let ontoWidth: Double, ontoHeight: Double

    /// No mapping: every touch stays where the input put it.
    public static let identity = InputMapping(x: 1, y: 1, from: (0, 0), onto: (0, 0))

    private init(x: Double, y: Double, from: (Double, Double), onto: (Double, Double)) {
        self.x = x; self.y = y
        fromWidth = from.0; fromHeight = from.1
        ontoWidth = onto.0; ontoHeight = onto.1
    }

    /// The mapping from a trace recorded on `input` onto `screen`: identity when `input` is not
    /// valid or neither side differs by more than a point.
    public init(from input: ScreenGeometry, onto screen: SceneScreen) {
        guard input.isValid, abs(input.width - screen.width) > 1 || abs(input.height - screen.height) > 1 else {
            self = .identity
            return
        }
        self.init(x: screen.width / input.width, y: screen.height / input.height,
                  from: (input.width, input.height), onto: (screen.width, screen.height))
    }

    /// Whether touches stay where the input put them.
    public var isIdentity: Bool { x == 1 && y == 1 }

    /// `frame` with each touch placed on the scene's screen (the frame itself when unmapped).
    /// - Complexity: O(touches) when mapped, O(1) otherwise.
    public func apply(_ frame: InputFrame) -> InputFrame {
        guard !isIdentity else { return frame }
        var f = frame
        for i in f.touches.indices { f.touches[i].x *= x; f.touches[i].y *= y }
        return f
    }

    /// `touches scaled from 200x400 to 393x852`, or nil when unmapped (what results and reports print).
    public var note: String? {
        guard !isIdentity else { return nil }
        return "touches scaled from \(Format.number(fromWidth))x\(Format.number(fromHeight)) to \(Format.number(ontoWidth))x\(Format.number(ontoHeight))"
    }
}
