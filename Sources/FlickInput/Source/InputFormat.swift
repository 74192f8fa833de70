/// The input file formats FlickInput reads, recognised from their content (not their name).
package enum InputFormat: String, Sendable, CaseIterable {
    /// Flick's own JSON Lines trace.
    case trace
    /// An evemu recording (`E:` lines, optionally with its `N:/I:/P:/B:/A:` description).
    case evemu
    /// A `libinput record` YAML file.
    case libinputRecord = "libinput-record"
    /// An Android `getevent` log (plain, `-t`, `-l` or `-lt`; `add device` headers and
    /// `-p` descriptions allowed).
    case getevent

    /// Recognises the format from the first bytes of a file.
    /// - Returns: nil when the content is none of the known formats.
    package static func detect(prefix: [UInt8]) -> InputFormat? {
        if case .format(let f) = decide(prefix, complete: true) { return f }
        return nil
    }

    /// What the first meaningful line of `prefix` says: a format, none, or (when `complete`
    /// is false and the prefix holds only blank and comment lines and a line still being
    /// written) not yet.
    private enum Decision { case format(InputFormat), unknown, undecided }

    private static func decide(_ prefix: [UInt8], complete: Bool) -> Decision {
        let pieces = prefix.split(separator: 0x0A, omittingEmptySubsequences: false)
        for (k, piece) in pieces.enumerated() {
            let isLast = k == pieces.count - 1
            let partial = isLast && !complete
            let text = String(decoding: piece, as: UTF8.self)
            let line = text.drop { $0 == " " || $0 == "\t" || $0 == "\r" || $0 == "\u{FEFF}" }
            if line.isEmpty { if partial { return .undecided }; continue }
            if line.hasPrefix("{") { return .format(.trace) }
            if line.hasPrefix("# EVEMU") { return .format(.evemu) }
            if line.hasPrefix("# libinput record") { return .format(.libinputRecord) }
            for tag in ["N:", "I:", "P:", "B:", "A:", "E:", "L:", "S:"] where line.hasPrefix(tag) { return .format(.evemu) }
            if isGeteventLine(line) { return .format(.getevent) }
            for key in ["version:", "ndevices:", "libinput:", "system:", "devices:", "---"] where line.hasPrefix(key) {
                return .format(.libinputRecord)
            }
            // A line still arriving may yet start one of the above ("# EVE", "vers").
            if partial { return .undecided }
            if line.hasPrefix("#") { continue }
            return .unknown
        }
        return complete ? .unknown : .undecided
    }

    /// Whether `line` (without leading space) starts as a getevent log line does: a header
    /// (`add device`, `could not`), a time (`[   12.345678]`), a device path, a type name
    /// (`EV_ABS`) or `0003 0035 …` (4 hex digits, a space, 4 hex digits, a space).
    private static func isGeteventLine(_ line: Substring) -> Bool {
        if line.hasPrefix("add device ") || line.hasPrefix("could not ") || line.hasPrefix("/dev/input/") || line.hasPrefix("EV_") {
            return true
        }
        if line.hasPrefix("[") {
            let rest = line.dropFirst().drop { $0 == " " }
            return rest.first.map { ("0"..."9").contains($0) } ?? false
        }
        let bytes = Array(line.utf8.prefix(10))
        func hex(_ b: UInt8) -> Bool { (0x30...0x39).contains(b) || (0x61...0x66).contains(b) || (0x41...0x46).contains(b) }
        return bytes.count == 10 && bytes[0..<4].allSatisfy(hex) && bytes[4] == 0x20 && bytes[5..<9].allSatisfy(hex) && bytes[9] == 0x20
    }

    /// How many bytes of a file format detection looks at: 4 KiB.
    package static let detectionPrefix = 4096

    /// Recognises the format of the file at `path` from its first 4 KiB.
    /// - Throws: `InputError` with `.io`, `.empty` or `.unknownFormat`.
    package static func detect(path: String) throws(InputError) -> InputFormat {
        try detect(try LineReader(path: path))
    }

    /// Recognises the format of what `lines` has still to read, from its next 4 KiB, without
    /// consuming them: the format's reader goes on from the same reader (a pipe is read once).
    /// - Throws: `InputError` with `.io`, `.empty` or `.unknownFormat`.
    /// - Complexity: reads only until the first meaningful line is complete (a live pipe is
    ///   recognised as soon as its first line arrives), at most `detectionPrefix` bytes.
    package static func detect(_ lines: LineReader) throws(InputError) -> InputFormat {
        var prefix = try lines.peekAvailable(readingMore: false)
        while true {
            let complete = lines.isAtEnd || prefix.count >= detectionPrefix
            let window = Array(prefix.prefix(detectionPrefix))
            switch decide(window, complete: complete) {
            case .format(let f): return f
            case .unknown:
                guard window.contains(where: { $0 != 0x0A && $0 != 0x0D && $0 != 0x20 && $0 != 0x09 }) else {
                    throw InputError(path: lines.displayName, .empty)
                }
                throw InputError(path: lines.displayName, .unknownFormat)
            case .undecided:
                prefix = try lines.peekAvailable(readingMore: true)
            }
        }
    }
}
