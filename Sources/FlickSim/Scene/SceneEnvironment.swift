import FlickLayout

/// What a scene is built for, so the fuzzer can vary it: the device and orientation, an
/// optional safe-area override, content (text lengths, item counts) and the dynamic-type scale.
///
/// Every field has a default; scenes read only what applies to them. The device is a
/// `DeviceProfile` (FlickLayout) given by name — the profile's `name` — or typed:
///
///     var environment = SceneEnvironment(profile: .iPhoneSE, landscape: true)
///     environment.safeArea = (top: 0, left: 44, bottom: 21, right: 44)
///     let scene = try MyScene(environment: environment)
public struct SceneEnvironment: Sendable, Hashable {
    /// A device profile name (`iPhone15Pro`, `iPhoneSE`, `iPadPro12_9`; matched loosely).
    public var profile: String = "iPhone15Pro"
    /// `portrait` or `landscape`.
    public var landscape: Bool = false
    /// Safe-area insets (top, left, bottom, right, points) replacing the profile's, or nil.
    public var safeArea: (top: Double, left: Double, bottom: Double, right: Double)? {
        get { safeAreaStorage.map { ($0[0], $0[1], $0[2], $0[3]) } }
        set { safeAreaStorage = newValue.map { [$0.top, $0.left, $0.bottom, $0.right] } }
    }
    private var safeAreaStorage: [Double]?
    /// How many items list-like scenes show (the feed: default 1200; accordions: sections).
    public var itemCount: Int?
    /// Characters of body text in text-bearing scenes (labels, the text field).
    public var textLength: Int?
    /// Dynamic-type multiplier (1 = the default content size).
    public var dynamicTypeScale: Double = 1

    public init() {}

    /// An environment for `profile` (a built-in `DeviceProfile`: `.iPhoneSE`, `.iPhone15Pro`,
    /// `.iPadPro12_9`), in portrait unless `landscape`; the other fields at their defaults.
    public init(profile: DeviceProfile, landscape: Bool = false) {
        self.profile = profile.name
        self.landscape = landscape
    }
}
