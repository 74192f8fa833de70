/// Builds a `DeviceDescription` from the `N:/I:/P:/B:/A:` lines of an evemu file. `P:` and
/// `B:` lines of one type continue each other (8 bytes per line, little-endian bit order).
struct EvemuDescriptionBuilder {
    var name: String?
    var id: [Int] = []
    private var propertyBytes: [UInt8] = []
    private var bitBytes: [UInt16: [UInt8]] = [:]
    private var axes: [UInt16: AbsInfo] = [:]

    /// Whether any description line was seen.
    var isEmpty: Bool { name == nil && axes.isEmpty && bitBytes.isEmpty }
    /// Whether position axes were seen.
    var hasAxes: Bool { !axes.isEmpty }

    /// Takes one description line; returns false for lines that are not description lines.
    mutating func take(_ line: EvemuLine) -> Bool {
        switch line {
        case .name(let n): name = n
        case .id(let values): id = values
        case .properties(let bytes): propertyBytes += bytes
        case .bits(let type, let bytes): bitBytes[type, default: []] += bytes
        case .axis(let code, let info): axes[code] = info
        default: return false
        }
        return true
    }

    func build(fallbackName: String) -> DeviceDescription {
        var codes: [UInt16: Set<UInt16>] = [:]
        // `B: 00` is the bitmask of event types (what EVIOCGBIT(0) returns), not of EV_SYN
        // codes; the types follow from the other masks, so it is not kept as codes.
        for (type, bytes) in bitBytes where type != EventCodes.evSyn {
            codes[type] = Set(Self.bits(bytes).compactMap { $0 <= Int(UInt16.max) ? UInt16($0) : nil })
        }
        codes[EventCodes.evSyn] = [EventCodes.synReport]
        codes[EventCodes.evAbs, default: []].formUnion(axes.keys)
        return DeviceDescription(name: name ?? fallbackName, id: id, properties: Self.bits(propertyBytes),
                                 codes: codes, axes: axes)
    }

    private static func bits(_ bytes: [UInt8]) -> [Int] {
        var result: [Int] = []
        for (index, byte) in bytes.enumerated() {
            for bit in 0..<8 where byte & (1 << bit) != 0 { result.append(index * 8 + bit) }
        }
        return result
    }
}
