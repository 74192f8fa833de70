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

    /// How many bytes of a file format detection looks at: 4 KiB.
    public static let detectionPrefix = 4096

    /// Recognises the format of the file at `path` from its first 4 KiB.
    /// - Throws: `InputError` with `.io`, `.empty` or `.unknownFormat`.
    public static func detect(path: String) throws(InputError) -> InputFormat {
        try detect(try LineReader(path: path))
    }

    /// Recognises the format of what `lines` has still to read, from its next 4 KiB, without
    /// consuming them: the format's reader goes on from the same reader (a pipe is read once).
    /// - Throws: `InputError` with `.io`, `.empty` or `.unknownFormat`.
    public static func detect(_ lines: LineReader) throws(InputError) -> InputFormat {
        let prefix = try lines.peek(detectionPrefix)
        guard prefix.contains(where: { $0 != 0x0A && $0 != 0x0D && $0 != 0x20 && $0 != 0x09 }) else {
            throw InputError(path: lines.displayName, .empty)
        }
        guard let format = detect(prefix: prefix) else { throw InputError(path: lines.displayName, .unknownFormat) }
        return format
    }
}
