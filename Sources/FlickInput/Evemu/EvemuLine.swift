import FlickCore

/// One parsed line of an evemu file.
enum EvemuLine {
    case blank
    case name(String)
    case id([Int])
    case properties([UInt8])
    case bits(type: UInt16, [UInt8])
    case axis(code: UInt16, AbsInfo)
    case event(sec: Int64, nsec: Int64, type: UInt16, code: UInt16, value: Int32)
    case other

    /// Parses one line; `#` starts a comment anywhere except on an `N:` line.
    /// - Throws: the reason the line is malformed.
    static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(InputError.Reason) -> EvemuLine {
        var start = 0
        while start < bytes.count, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        guard start + 1 < bytes.count, bytes[start + 1] == UInt8(ascii: ":") else {
            if start >= bytes.count || bytes[start] == UInt8(ascii: "#") { return .blank }
            return .other
        }
        let tag = bytes[start]
        if tag == UInt8(ascii: "E") { return try event(bytes, from: start + 2) }
        if tag == UInt8(ascii: "N") {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[(start + 2)...]), as: UTF8.self)
            return .name(String(text.drop { $0 == " " || $0 == "\t" }))
        }
        let fields = Self.fields(bytes, from: start + 2)
        switch tag {
        case UInt8(ascii: "I"):
            let values = fields.compactMap { Int($0, radix: 16) }
            guard values.count == 4, fields.count == 4 else { throw .malformed("I: needs 4 hex numbers (bus vendor product version)") }
            return .id(values)
        case UInt8(ascii: "P"):
            return .properties(try hexBytes(fields, line: "P:"))
        case UInt8(ascii: "B"):
            guard let first = fields.first, let type = UInt16(first, radix: 16) else { throw .malformed("B: needs an event type in hex") }
            return .bits(type: type, try hexBytes(Array(fields.dropFirst()), line: "B:"))
        case UInt8(ascii: "A"):
            guard fields.count >= 5, let code = UInt16(fields[0], radix: 16) else {
                throw .malformed("A: needs code min max fuzz flat [resolution]")
            }
            let numbers = fields[1...].map { Int32($0) }
            guard numbers.allSatisfy({ $0 != nil }) else { throw .malformed("A: values must be decimal integers") }
            let n = numbers.map { $0! }
            return .axis(code: code, AbsInfo(minimum: n[0], maximum: n[1], fuzz: n[2], flat: n[3], resolution: n.count > 4 ? n[4] : 0))
        default:
            return .other
        }
    }

    /// The largest whole seconds of an event time (`TraceTime.maximumSeconds`), so the time
    /// in nanoseconds fits Int64.
    static let maximumWholeSeconds = Int64(TraceTime.maximumSeconds)

    /// `E: <sec>.<usec> <type hex> <code hex> <value dec>`; parsed byte by byte (hot path).
    private static func event(_ b: UnsafeBufferPointer<UInt8>, from start: Int) throws(InputError.Reason) -> EvemuLine {
        var i = start
        func skipSpace() { while i < b.count, b[i] == 0x20 || b[i] == 0x09 { i += 1 } }
        skipSpace()
        var sec: Int64 = 0
        var digits = 0
        var outOfRange = false
        let secStart = i
        while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
            // Bounded as it grows, so no number of digits overflows.
            if !outOfRange {
                sec = sec * 10 + Int64(b[i] - 0x30)
                outOfRange = sec > maximumWholeSeconds
            }
            i += 1
            digits += 1
        }
        guard digits > 0, i < b.count, b[i] == UInt8(ascii: ".") else { throw .malformed("E: needs a time as seconds.microseconds") }
        guard !outOfRange else {
            let text = String(decoding: UnsafeBufferPointer(rebasing: b[secStart..<i]), as: UTF8.self)
            throw .malformed("E: time \(Format.excerpt(text)) s is out of range (0 to \(maximumWholeSeconds) s)")
        }
        i += 1
        var frac: Int64 = 0
        var fracDigits = 0
        while i < b.count, b[i] >= 0x30, b[i] <= 0x39 {
            if fracDigits < 9 { frac = frac * 10 + Int64(b[i] - 0x30) }
            fracDigits += 1
            i += 1
        }
        guard fracDigits > 0 else { throw .malformed("E: needs a time as seconds.microseconds") }
        for _ in min(fracDigits, 9)..<9 { frac *= 10 }
        skipSpace()
        guard let type = hex(b, &i), type <= 0xFFFF else { throw .malformed("E: needs an event type in hex") }
        skipSpace()
        guard let code = hex(b, &i), code <= 0xFFFF else { throw .malformed("E: needs an event code in hex") }
        skipSpace()
        var negative = false
        if i < b.count, b[i] == UInt8(ascii: "-") { negative = true; i += 1 }
        var value: Int64 = 0
        digits = 0
        while i < b.count, b[i] >= 0x30, b[i] <= 0x39, digits < 11 { value = value * 10 + Int64(b[i] - 0x30); i += 1; digits += 1 }
        guard digits > 0 else { throw .malformed("E: needs a decimal value") }
        if negative { value = -value }
        guard value >= Int64(Int32.min), value <= Int64(Int32.max) else { throw .malformed("E: value \(value) does not fit 32 bits") }
        guard i >= b.count || b[i] == 0x20 || b[i] == 0x09 || b[i] == UInt8(ascii: "#") else {
            throw .malformed("E: unexpected text after the value")
        }
        return .event(sec: sec, nsec: frac, type: UInt16(type), code: UInt16(code), value: Int32(value))
    }

    private static func hex(_ b: UnsafeBufferPointer<UInt8>, _ i: inout Int) -> UInt32? {
        var value: UInt32 = 0
        var digits = 0
        while i < b.count, digits < 8 {
            let c = b[i]
            let d: UInt32
            switch c {
            case 0x30...0x39: d = UInt32(c - 0x30)
            case 0x61...0x66: d = UInt32(c - 0x61 + 10)
            case 0x41...0x46: d = UInt32(c - 0x41 + 10)
            default: return digits > 0 ? value : nil
            }
            value = value * 16 + d
            digits += 1
            i += 1
        }
        return digits > 0 ? value : nil
    }

    private static func fields(_ b: UnsafeBufferPointer<UInt8>, from start: Int) -> [String] {
        var end = start
        while end < b.count, b[end] != UInt8(ascii: "#") { end += 1 }
        let text = String(decoding: UnsafeBufferPointer(rebasing: b[start..<end]), as: UTF8.self)
        return text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
    }

    private static func hexBytes(_ fields: [String], line: String) throws(InputError.Reason) -> [UInt8] {
        var out: [UInt8] = []
        for f in fields {
            guard let v = UInt8(f, radix: 16) else { throw .malformed("\(line) values must be hex bytes, got \"\(Format.excerpt(f))\"") }
            out.append(v)
        }
        return out
    }
}
