/// The input file formats FlickInput reads, recognised from their content (not their name).
public enum InputFormat: String, Sendable, CaseIterable {
    /// Flick's own JSON Lines trace.
    case trace
    /// An evemu recording (`E:` lines, optionally with its `N:/I:/P:/B:/A:` description).
    case evemu
    /// A `libinput record` YAML file.
    case libinputRecord = "libinput-record"

    /// Recognises the format from the first bytes of a file.
    /// - Returns: nil when the content is none of the known formats.
    public static func detect(prefix: [UInt8]) -> InputFormat? {
        let text = String(decoding: prefix, as: UTF8.self)
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let line = rawLine.drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\u{FEFF}" }
            if line.isEmpty { continue }
            if line.hasPrefix("{") { return .trace }
            if line.hasPrefix("# EVEMU") { return .evemu }
            if line.hasPrefix("# libinput record") { return .libinputRecord }
            for tag in ["N:", "I:", "P:", "B:", "A:", "E:", "L:", "S:"] where line.hasPrefix(tag) { return .evemu }
            for key in ["version:", "ndevices:", "libinput:", "system:", "devices:", "---"] where line.hasPrefix(key) {
                return .libinputRecord
            }
            if line.hasPrefix("#") { continue }
            return nil
        }
        return nil
    }

    /// Recognises the format of the file at `path` from its first 4 KiB.
    /// - Throws: `InputError` with `.io`, `.empty` or `.unknownFormat`.
    public static func detect(path: String) throws(InputError) -> InputFormat {
        let lines = try LineReader(path: path)
        var prefix: [UInt8] = []
        while prefix.count < 4096, let line = try lines.withNextLine({ Array($0) }) {
            prefix += line + [0x0A]
        }
        guard prefix.contains(where: { $0 != 0x0A && $0 != 0x20 }) else { throw InputError(path: path, .empty) }
        guard let format = detect(prefix: prefix) else { throw InputError(path: path, .unknownFormat) }
        return format
    }
}
