/// How device coordinates become screen points: `point = device × scale + offset` per axis.
public struct ScreenMapping: Sendable, Hashable {
    public var scaleX: Double
    public var offsetX: Double
    public var scaleY: Double
    public var offsetY: Double

    /// An explicit mapping.
    public init(scaleX: Double, offsetX: Double, scaleY: Double, offsetY: Double) {
        self.scaleX = scaleX
        self.offsetX = offsetX
        self.scaleY = scaleY
        self.offsetY = offsetY
    }

    /// Fits the device's surface into `screen`, preserving its physical aspect (from the axes'
    /// resolutions in units/mm; square units when a resolution is 0) and centring it.
    package static func fit(x: AbsInfo, y: AbsInfo, into screen: ScreenGeometry) -> ScreenMapping {
        let unitsX = Double(max(1, Int64(x.maximum) - Int64(x.minimum)))
        let unitsY = Double(max(1, Int64(y.maximum) - Int64(y.minimum)))
        let physical = x.resolution > 0 && y.resolution > 0
        let mmX = physical ? unitsX / Double(x.resolution) : unitsX
        let mmY = physical ? unitsY / Double(y.resolution) : unitsY
        let pointsPerMM = min(screen.width / mmX, screen.height / mmY)
        let sx = physical ? pointsPerMM / Double(x.resolution) : pointsPerMM
        let sy = physical ? pointsPerMM / Double(y.resolution) : pointsPerMM
        let usedW = unitsX * sx, usedH = unitsY * sy
        return ScreenMapping(scaleX: sx, offsetX: (screen.width - usedW) / 2 - Double(x.minimum) * sx,
                             scaleY: sy, offsetY: (screen.height - usedH) / 2 - Double(y.minimum) * sy)
    }

    /// Stretches the device's range over the whole screen (aspect not preserved).
    package static func stretch(x: AbsInfo, y: AbsInfo, onto screen: ScreenGeometry) -> ScreenMapping {
        let sx = screen.width / Double(max(1, Int64(x.maximum) - Int64(x.minimum)))
        let sy = screen.height / Double(max(1, Int64(y.maximum) - Int64(y.minimum)))
        return ScreenMapping(scaleX: sx, offsetX: -Double(x.minimum) * sx, scaleY: sy, offsetY: -Double(y.minimum) * sy)
    }

    /// Device units as they are (1 unit = 1 point).
    public static let identity = ScreenMapping(scaleX: 1, offsetX: 0, scaleY: 1, offsetY: 0)

    /// Maps a device x to points.
    @inline(__always) public func x(_ device: Int32) -> Double { Double(device) * scaleX + offsetX }
    /// Maps a device y to points.
    @inline(__always) public func y(_ device: Int32) -> Double { Double(device) * scaleY + offsetY }
    /// Maps a contact size in device units to points (geometric mean of the axis scales).
    @inline(__always) public func size(_ device: Int32) -> Double { Double(device) * (scaleX * scaleY).squareRoot() }
}

/// How to choose a `ScreenMapping` for a recording or device.
public enum MappingPolicy: Sendable, Hashable {
    /// Fit preserving aspect (the default).
    case fit
    /// Stretch over the whole screen.
    case stretch
    /// Exactly this mapping.
    case explicit(ScreenMapping)

    /// The mapping for a device with position axes `x`, `y` onto `screen`.
    package func mapping(x: AbsInfo, y: AbsInfo, screen: ScreenGeometry) -> ScreenMapping {
        switch self {
        case .fit: return .fit(x: x, y: y, into: screen)
        case .stretch: return .stretch(x: x, y: y, onto: screen)
        case .explicit(let m): return m
        }
    }
}
