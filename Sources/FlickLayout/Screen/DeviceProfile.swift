import FlickCore

/// A device's screen: size in points (portrait), scale (pixels per point), safe-area insets per
/// orientation and the system minimum layout margins of a full-screen root view.
///
/// Values are those of the shipping devices' portrait and landscape layouts as commonly
/// measured (status bar / Dynamic Island / home indicator); see `ProfileTests` for the numbers.
public struct DeviceProfile: Hashable, Sendable, CustomStringConvertible {
    public var name: String
    /// Portrait size in points.
    public var portraitSize: Size
    /// Pixels per point: 1, 2 or 3.
    public var scale: Double
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// Leading/trailing margin of the root view in portrait and in landscape.
    public var rootMargins: (portrait: Double, landscape: Double)

    public init(name: String, portraitSize: Size, scale: Double, portraitSafeArea: EdgeInsets,
                landscapeSafeArea: EdgeInsets, rootMargins: (portrait: Double, landscape: Double)) {
        self.name = name; self.portraitSize = portraitSize; self.scale = scale
        self.portraitSafeArea = portraitSafeArea; self.landscapeSafeArea = landscapeSafeArea
        self.rootMargins = rootMargins
    }

    /// iPhone SE (2nd/3rd generation): 375×667 @2x, status bar 20 pt, no home indicator.
    public static let iPhoneSE = DeviceProfile(
        name: "iPhone SE", portraitSize: Size(width: 375, height: 667), scale: 2,
        portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeArea: .zero, rootMargins: (16, 16))
    /// iPhone 15 Pro (Dynamic Island): 393×852 @3x; portrait top 59, bottom 34; landscape 59
    /// left/right and 21 bottom.
    public static let iPhone15Pro = DeviceProfile(
        name: "iPhone 15 Pro", portraitSize: Size(width: 393, height: 852), scale: 3,
        portraitSafeArea: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59), rootMargins: (16, 20))
    /// iPad Pro 12.9": 1024×1366 @2x; status bar 24, home indicator 20 in both orientations.
    public static let iPadPro12_9 = DeviceProfile(
        name: "iPad Pro 12.9", portraitSize: Size(width: 1024, height: 1366), scale: 2,
        portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), rootMargins: (20, 20))

    /// All shipped profiles.
    public static let all: [DeviceProfile] = [.iPhoneSE, .iPhone15Pro, .iPadPro12_9]

    /// The profile whose name matches (case-insensitive, spaces and punctuation ignored).
    public static func named(_ name: String) -> DeviceProfile? {
        func key(_ s: String) -> String { s.lowercased().filter { $0.isLetter || $0.isNumber } }
        return all.first { key($0.name) == key(name) }
    }

    public func size(_ o: Orientation) -> Size {
        o == .portrait ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    }
    public func safeArea(_ o: Orientation) -> EdgeInsets { o == .portrait ? portraitSafeArea : landscapeSafeArea }
    public func margin(_ o: Orientation) -> Double { o == .portrait ? rootMargins.portrait : rootMargins.landscape }

    /// The software keyboard's height in `o`, points, home-indicator area included (policy:
    /// the English keyboard with its suggestion bar as commonly measured — iPhone SE 260
    /// portrait and 200 landscape, iPhone 15 Pro 336 and 209, iPad Pro 12.9" 378 and 471; any
    /// other profile 40 % of its portrait height in portrait and 55 % of its landscape height
    /// in landscape, rounded to whole points).
    public func keyboardHeight(_ o: Orientation) -> Double {
        // A switch over the built-in profiles, not a dictionary: the keyboard asks every tick
        // while it is up, and a dictionary literal would allocate each time.
        let known: (portrait: Double, landscape: Double)?
        if matchesSizeAndName(of: .iPhoneSE) { known = (260, 200) }
        else if matchesSizeAndName(of: .iPhone15Pro) { known = (336, 209) }
        else if matchesSizeAndName(of: .iPadPro12_9) { known = (378, 471) }
        else { known = nil }
        if let k = known { return o == .portrait ? k.portrait : k.landscape }
        return o == .portrait ? (portraitSize.height * 0.4).rounded() : (portraitSize.width * 0.55).rounded()
    }

    /// Whether this profile has `other`'s name and portrait size (a renamed or resized copy
    /// of a built-in profile is not that device).
    private func matchesSizeAndName(of other: DeviceProfile) -> Bool {
        portraitSize == other.portraitSize && name == other.name
    }

    public static func == (a: DeviceProfile, b: DeviceProfile) -> Bool {
        a.name == b.name && a.portraitSize == b.portraitSize && a.scale == b.scale
            && a.portraitSafeArea == b.portraitSafeArea && a.landscapeSafeArea == b.landscapeSafeArea
            && a.rootMargins == b.rootMargins
    }
    public func hash(into h: inout Hasher) { h.combine(name); h.combine(portraitSize); h.combine(scale) }
    public var description: String { "\(name) \(portraitSize) @\(Format.points(scale))x" }
}

/// Interface orientation of a screen.
public enum Orientation: String, Sendable, CaseIterable {
    case portrait, landscape
}
