/// The input file formats FlickInput reads, recognised from their content (not their name).
package enum InputFormat: String, Sendable, CaseIterable {
    /// Flick's own JSON Lines trace.
    case trace
    /// An evemu recording (`E:` lines, optionally with its `N:/I:/P:/B:/A:` description).
    case evemu
    /// A `libinput record` YAML file.
    case libinputRecord = "libinput-record"

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
