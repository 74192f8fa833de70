import FlickCore

/// Reads the device blocks of a getevent log or of a `getevent -p` / `-lp` description:
///
///     add device 2: /dev/input/event2
///       name:     "synaptics_dsx"
///       events:
///         KEY (0001): 014a  0145
///         ABS (0003): 002f  : value 0, min 0, max 9, fuzz 0, flat 0, resolution 0
///                     ABS_MT_POSITION_X     : value 0, min 0, max 1079, fuzz 0, flat 0, resolution 0
///       input props:
///         INPUT_PROP_DIRECT
///
/// Codes are 4 hex digits or names (`-l`); an axis line is a code then `min`, `max` and
/// optionally `fuzz`, `flat`, `resolution` numbers, in any order and punctuation (older
/// getevent prints `0035  value 0, min 0, max 1079, fuzz 0 flat 0`). Lines it does not know
/// (bus, vendor, version, location, `could not …`) are skipped.
struct GeteventDescriptionParser {
    /// One device block.
    struct Block {
        var path: String
        var name: String?
        var properties: [Int] = []
        var codes: [UInt16: Set<UInt16>] = [:]
        var axes: [UInt16: AbsInfo] = [:]

        /// The block as a description (the path names it when it has no `name:` line).
        var description: DeviceDescription {
            var codes = codes
            codes[EventCodes.evSyn] = [EventCodes.synReport]
            codes[EventCodes.evAbs, default: []].formUnion(axes.keys)
            return DeviceDescription(name: name ?? path, properties: properties.sorted(), codes: codes, axes: axes)
        }
    }

    /// The blocks read so far, in order.
    private(set) var blocks: [Block] = []
    private var mode = Mode.device
    private var sectionType: UInt16?

    private enum Mode { case device, events, properties }

    /// Takes one header line.
    /// - Throws: `.malformed` for an axis line without `min` and `max` numbers, or with a
    ///   number that does not fit 32 bits.
    mutating func take(_ line: String) throws(InputError.Reason) {
        let text = line.drop { $0 == " " || $0 == "\t" }
        if text.hasPrefix("add device") {
            let path = text.split(separator: " ").last.map(String.init) ?? ""
            blocks.append(Block(path: path))
            mode = .device
            sectionType = nil
            return
        }
        guard !blocks.isEmpty else { return }
        if text.hasPrefix("name:") {
            let value = text.dropFirst(5).drop { $0 == " " || $0 == "\t" }
            var name = String(value)
            if name.count >= 2, name.hasPrefix("\""), name.hasSuffix("\"") { name = String(name.dropFirst().dropLast()) }
            blocks[blocks.count - 1].name = name
            mode = .device
        } else if text.hasPrefix("events:") {
            mode = .events
            sectionType = nil
        } else if text.hasPrefix("input props:") {
            mode = .properties
        } else if mode == .properties {
            for word in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
                if let property = EventNames.property(named: String(word)) { blocks[blocks.count - 1].properties.append(property) }
            }
        } else if mode == .events {
            try takeEventsLine(Substring(text))
        }
    }

    /// `KEY (0001): 014a …` (a section and its first codes) or a section's continuation.
    private mutating func takeEventsLine(_ text: Substring) throws(InputError.Reason) {
        var rest = text
        if let open = text.firstIndex(of: "("), let close = text[open...].firstIndex(of: ")"),
           text[close...].dropFirst().first == ":", let type = UInt16(text[text.index(after: open)..<close], radix: 16) {
            sectionType = type
            rest = text[text.index(close, offsetBy: 2)...]
        }
        guard let type = sectionType else { return }
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," })
        guard !words.isEmpty else { return }
        if type == EventCodes.evAbs, words.contains(where: { $0 == "min" || $0 == "max" || $0 == ":" || $0.hasSuffix(":") }) {
            try takeAxis(words, type: type)
            return
        }
        for word in words {
            let name = word.hasSuffix("*") ? word.dropLast() : word
            if let code = Self.code(name, type: type) { blocks[blocks.count - 1].codes[type, default: []].insert(code) }
        }
    }

    private mutating func takeAxis(_ words: [Substring], type: UInt16) throws(InputError.Reason) {
        let codeWord = words[0].hasSuffix(":") ? words[0].dropLast() : words[0]
        guard let code = Self.code(codeWord, type: type) else { return }
        var values: [Substring: Int32] = [:]
        var k = 1
        while k < words.count {
            let key = words[k]
            if ["value", "min", "max", "fuzz", "flat", "resolution"].contains(key), k + 1 < words.count {
                guard let number = Int32(words[k + 1]) else {
                    throw .malformed("axis \(Format.excerpt(String(codeWord))): \(key) must be a 32-bit integer, got \"\(Format.excerpt(String(words[k + 1])))\"")
                }
                values[key] = number
                k += 2
            } else {
                k += 1
            }
        }
        guard let minimum = values["min"], let maximum = values["max"] else {
            throw .malformed("axis \(Format.excerpt(String(codeWord))) needs min and max numbers")
        }
        blocks[blocks.count - 1].axes[code] = AbsInfo(minimum: minimum, maximum: maximum, fuzz: values["fuzz"] ?? 0,
                                                      flat: values["flat"] ?? 0, resolution: values["resolution"] ?? 0)
    }

    /// 4 hex digits or a name of `type`.
    private static func code(_ word: Substring, type: UInt16) -> UInt16? {
        if word.count == 4, let code = UInt16(word, radix: 16) { return code }
        return EventNames.code(named: String(word), type: type)
    }
}
