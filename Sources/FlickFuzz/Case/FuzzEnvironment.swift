import FlickLayout
import FlickSim

/// What a fuzz case builds its scene for: the `SceneEnvironment` fields and the refresh rate.
///
/// Every field has the simulator's default; a case file writes only the fields that differ.
public struct FuzzEnvironment: Sendable, Hashable {
    /// The default device profile.
    public static let defaultProfile = "iPhone15Pro"
    /// The default refresh rate, Hz.
    public static let defaultHz = 120

    /// A device profile name (`DeviceProfile.named`, matched loosely). Default `iPhone15Pro`.
    public var profile: String = FuzzEnvironment.defaultProfile
    /// Landscape instead of portrait. Default false.
    public var landscape = false
    /// Safe-area insets replacing the profile's, points; nil keeps the profile's.
    public var safeArea: Insets?
    /// Items of list-like scenes; nil is the scene's own default.
    public var itemCount: Int?
    /// Characters of body text; nil is the scene's own default.
    public var textLength: Int?
    /// Dynamic-type multiplier, > 0. Default 1.
    public var typeScale: Double = 1
    /// Ticks per second, one of `RefreshRate.supported`. Default 120.
    public var hz: Int = FuzzEnvironment.defaultHz

    public init() {}

    /// Insets in points by absolute edge.
    public struct Insets: Sendable, Hashable {
        public var top: Double, left: Double, bottom: Double, right: Double
        public init(top: Double, left: Double, bottom: Double, right: Double) {
            self.top = top; self.left = left; self.bottom = bottom; self.right = right
        }
    }

    /// The environment a scene is built with.
    public var sceneEnvironment: SceneEnvironment {
        var e = SceneEnvironment()
        e.profile = profile
        e.landscape = landscape
        if let s = safeArea { e.safeArea = (s.top, s.left, s.bottom, s.right) }
        e.itemCount = itemCount
        e.textLength = textLength
        e.dynamicTypeScale = typeScale
        return e
    }

    /// The refresh rate, or nil when `hz` is not supported.
    public var rate: RefreshRate? { RefreshRate(hz: hz) }

    /// The screen size in points after orientation, or nil for an unknown profile.
    public var screenSize: Size? {
        guard let p = DeviceProfile.named(profile) else { return nil }
        return p.size(landscape ? .landscape : .portrait)
    }

    /// Whether every field is the default.
    public var isDefault: Bool { self == FuzzEnvironment() }
}
