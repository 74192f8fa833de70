/// One view's frame as shown on a tick: screen coordinates, points, presentation values.
///
/// `id` is the scene's stable index for the view (names are looked up only for messages, so
/// collecting 1000 frames per tick allocates nothing).
public struct FrameSample: Sendable, Hashable {
    public var id: Int32
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// 0…1.
    public var alpha: Double
    /// Rotation in radians (0 when untransformed).
    public var rotation: Double

    public init(id: Int32, x: Double, y: Double, width: Double, height: Double, alpha: Double = 1, rotation: Double = 0) {
        self.id = id; self.x = x; self.y = y; self.width = width; self.height = height
        self.alpha = alpha; self.rotation = rotation
    }

    public var maxX: Double { x + width }
    public var maxY: Double { y + height }

    /// Whether every number is finite (the *finite* invariant on what is shown).
    ///
    /// Sizes are not required to be non-negative here: a presentation frame animated by an
    /// underdamped spring overshoots past its target, and a collapse to 0 briefly shows a
    /// slightly negative height, as Core Animation does. Non-negative sizes are checked on the
    /// model (layout) frames instead — see `SceneHost`.
    public var isWellFormed: Bool {
        x.isFinite && y.isFinite && width.isFinite && height.isFinite && alpha.isFinite && rotation.isFinite
    }
}
