import FlickCore

/// One parsed line of an Android `getevent` log.
///
/// Event lines come in four forms, any mix of `-t` (a `[ seconds.micros]` time first) and `-l`
/// (names instead of hex numbers), with or without the device path that `getevent` prints
/// when it watches several devices:
///
///     /dev/input/event2: 0003 0035 000001c2
///     [   12345.678901] /dev/input/event2: EV_ABS       ABS_MT_POSITION_X    000001c2
///     0003 0039 ffffffff
///
/// Values are 32-bit hex (`ffffffff` is -1) or, for keys under `-l`, `UP`, `DOWN`, `REPEAT`;
/// a trailing ` rate N` (`-r`) is allowed. Every other line is a header line (`add device`,
/// `could not …`, the indented lines of a device block and of `-p` descriptions), read by
/// `GeteventDescriptionParser`. A line starting with `#` is a comment.
enum GeteventLine {
    case blank
    /// A header line, as text (without the line end).
    case header(String)
    case event(GeteventEvent)
    /// An event line whose type or code name libevdev does not know (getevent truncates
    /// long names to 20 characters); it is skipped and counted.
    case unknownName(String)

    /// Parses one line.
    /// - Throws: `.malformed` for a line that starts like an event line (a time, a device
    ///   path, a type) but is not one, or for any other line that is not a getevent line.
    /// - Complexity: O(line length).
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(InputError.Reason) -> GeteventLine {
        var cursor = Cursor(bytes: bytes)
        let indented = cursor.skipSpace()
        // `#` lines are notes a user added (getevent prints none).
        guard !cursor.atEnd, cursor.peek != UInt8(ascii: "#") else { return .blank }
        if indented { return .header(cursor.text(from: 0)) }
        var time: Int64?
        if cursor.peek == UInt8(ascii: "[") { time = try timestamp(&cursor) }
        var tokens: [Range<Int>] = []
        while let token = cursor.token() { tokens.append(token) }
        if time == nil, let first = tokens.first, !startsEvent(cursor, first) {
            let text = cursor.text(from: 0)
            for prefix in headerPrefixes where text.hasPrefix(prefix) { return .header(text) }
            throw .malformed("not a getevent line: \"\(Format.excerpt(text))\"")
        }
        var device: String?
        if let first = tokens.first, bytes[first.upperBound - 1] == UInt8(ascii: ":") {
            device = cursor.text(first.lowerBound..<(first.upperBound - 1))
            tokens.removeFirst()
        }
        // ` rate N` after a SYN_REPORT (`getevent -r`).
        if tokens.count == 5, cursor.text(tokens[3]) == "rate" { tokens.removeLast(2) }
        guard tokens.count == 3 else {
            throw .malformed("an event needs a type, a code and a value, got \(tokens.count) fields")
        }
        guard let type = number(cursor, tokens[0], hexDigits: 4) ?? named(cursor, tokens[0], { EventNames.type(named: $0) }) else {
            if isName(cursor, tokens[0]) { return .unknownName(cursor.text(tokens[0])) }
            throw .malformed("an event type must be 4 hex digits or a name such as EV_ABS, got \"\(Format.excerpt(cursor.text(tokens[0])))\"")
        }
        let eventType = UInt16(type)
        guard let code = number(cursor, tokens[1], hexDigits: 4) ?? named(cursor, tokens[1], { EventNames.code(named: $0, type: eventType) }) else {
            if isName(cursor, tokens[1]) { return .unknownName(cursor.text(tokens[1])) }
            throw .malformed("an event code must be 4 hex digits or a name such as ABS_MT_SLOT, got \"\(Format.excerpt(cursor.text(tokens[1])))\"")
        }
        guard let value = number(cursor, tokens[2], hexDigits: 8).map({ Int32(bitPattern: $0) }) ?? keyValue(cursor.text(tokens[2])) else {
            throw .malformed("an event value must be up to 8 hex digits (or UP, DOWN, REPEAT), got \"\(Format.excerpt(cursor.text(tokens[2])))\"")
        }
        return .event(GeteventEvent(time: time, device: device, type: eventType, code: UInt16(code), value: value))
    }

    /// How non-event lines that are not indented begin.
    private static let headerPrefixes = ["add device", "remove device", "could not", "getevent:", "inotify", "poll"]

    /// Whether a line whose first token is `token` is meant as an event line: a device path
    /// (`/dev/…:`), a type name (`EV_…`) or 4 hex digits.
    private static func startsEvent(_ c: Cursor, _ token: Range<Int>) -> Bool {
        let b = c.bytes
        if b[token.lowerBound] == UInt8(ascii: "/") { return true }
        if token.count >= 3, b[token.lowerBound] == UInt8(ascii: "E"), b[token.lowerBound + 1] == UInt8(ascii: "V"),
           b[token.lowerBound + 2] == UInt8(ascii: "_") { return true }
        return token.count == 4 && number(c, token, hexDigits: 4) != nil
    }

    /// `[   12345.678901]`: seconds and a fraction (up to 9 digits kept), as nanoseconds.
    private static func timestamp(_ c: inout Cursor) throws(InputError.Reason) -> Int64 {
        c.index += 1
        _ = c.skipSpace()
        let start = c.index
        var seconds: Int64 = 0
        var digits = 0
        var outOfRange = false
        while let d = c.digit {
            if !outOfRange {
                seconds = seconds * 10 + d
                outOfRange = seconds > EvemuLine.maximumWholeSeconds
            }
            c.index += 1
            digits += 1
        }
        guard digits > 0, c.peek == UInt8(ascii: ".") else { throw .malformed("a time must be [seconds.microseconds]") }
        guard !outOfRange else {
            throw .malformed("time \(Format.excerpt(c.text(start..<c.index))) s is out of range (0 to \(EvemuLine.maximumWholeSeconds) s)")
        }
        c.index += 1
        var fraction: Int64 = 0
        var fractionDigits = 0
        while let d = c.digit {
            if fractionDigits < 9 { fraction = fraction * 10 + d }
            fractionDigits += 1
            c.index += 1
        }
        guard fractionDigits > 0 else { throw .malformed("a time must be [seconds.microseconds]") }
        for _ in min(fractionDigits, 9)..<9 { fraction *= 10 }
        _ = c.skipSpace()
        guard c.peek == UInt8(ascii: "]") else { throw .malformed("a time must end with ]") }
        c.index += 1
        return seconds * 1_000_000_000 + fraction
    }

    /// The token as a hex number of 1 to `hexDigits` digits, or nil.
    private static func number(_ c: Cursor, _ token: Range<Int>, hexDigits: Int) -> UInt32? {
        guard token.count <= hexDigits else { return nil }
        var value: UInt32 = 0
        for i in token {
            let b = c.bytes[i]
            let d: UInt32
            switch b {
            case 0x30...0x39: d = UInt32(b - 0x30)
            case 0x61...0x66: d = UInt32(b - 0x61 + 10)
            case 0x41...0x46: d = UInt32(b - 0x41 + 10)
            default: return nil
            }
            value = value << 4 | d
        }
        return value
    }

    private static func named(_ c: Cursor, _ token: Range<Int>, _ lookup: (String) -> UInt16?) -> UInt32? {
        guard isName(c, token) else { return nil }
        return lookup(c.text(token)).map(UInt32.init)
    }

    /// Upper-case letters, digits and `_`, starting with a letter: the shape of an event name.
    private static func isName(_ c: Cursor, _ token: Range<Int>) -> Bool {
        guard let first = token.first, (0x41...0x5A).contains(c.bytes[first]) else { return false }
        return token.allSatisfy { i in
            let b = c.bytes[i]
            return (0x41...0x5A).contains(b) || (0x30...0x39).contains(b) || b == UInt8(ascii: "_")
        }
    }

    /// The values `getevent -l` prints for keys.
    private static func keyValue(_ text: String) -> Int32? {
        switch text {
        case "UP": return 0
        case "DOWN": return 1
        case "REPEAT": return 2
        default: return nil
        }
    }

    /// A position in a line's bytes, with the small steps the parser takes.
    private struct Cursor {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0

        var atEnd: Bool { index >= bytes.count }
        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }
        var digit: Int64? {
            guard let b = peek, b >= 0x30, b <= 0x39 else { return nil }
            return Int64(b - 0x30)
        }

        /// Skips spaces and tabs; returns whether there were any.
        mutating func skipSpace() -> Bool {
            let start = index
            while let b = peek, b == 0x20 || b == 0x09 { index += 1 }
            return index > start
        }

        /// The next run of non-space bytes, or nil at the end.
        mutating func token() -> Range<Int>? {
            _ = skipSpace()
            guard !atEnd else { return nil }
            let start = index
            while let b = peek, b != 0x20, b != 0x09 { index += 1 }
            return start..<index
        }

        func text(_ range: Range<Int>) -> String {
            String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        }

        func text(from start: Int) -> String { text(start..<bytes.count) }
    }
}

/// One kernel event of a getevent log, as printed.
struct GeteventEvent: Sendable, Hashable {
    /// Nanoseconds on the device's clock (`-t`), or nil when the log has no times.
    var time: Int64?
    /// The device path the line names (`/dev/input/event2`), or nil when it names none.
    var device: String?
    var type: UInt16
    var code: UInt16
    var value: Int32
}
