/// The one JSON parser every Flick format reads with (trace lines, case files, fuzz state,
/// bench baselines and worker answers): strict RFC 8259 over UTF-8 bytes. Numbers keep their
/// text (`JSONValue.number`); the strings `"nan"`, `"inf"`, `"-inf"` that stand for numbers
/// JSON cannot carry are read by `JSONValue.doubleOrNonFinite`, not here.
///
/// - Complexity: O(n) in the length of the text; nesting is limited to `maxDepth`.
public struct JSONParser {
    /// Deepest nesting accepted; deeper input is an error rather than a stack overflow.
    public static let maxDepth = 64

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    /// Parses `bytes` as exactly one JSON value (surrounding whitespace allowed).
    /// - Throws: a message saying what was expected and at which byte column (1-based).
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSONValue {
        var parser = JSONParser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the value") }
        return value
    }

    /// Parses a string as one JSON value.
    public static func parse(_ text: String) throws(JSONParseError) -> JSONValue {
        var copy = Array(text.utf8)
        return try copy.withUnsafeMutableBufferPointer { (buffer) throws(JSONParseError) -> JSONValue in
            try parse(UnsafeBufferPointer(buffer))
        }
    }

    private init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    private func error(_ message: String) -> JSONParseError {
        JSONParseError(message: message, column: index + 1)
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipSpace() {
        while let b = current, b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D { index += 1 }
    }

    private mutating func value(depth: Int) throws(JSONParseError) -> JSONValue {
        guard depth < Self.maxDepth else { throw error("nested deeper than \(Self.maxDepth)") }
        guard let b = current else { throw error("expected a value, found the end of the line") }
        switch b {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default:
            let shown = b >= 0x21 && b < 0x7F ? "'\(Character(Unicode.Scalar(b)))'" : "byte 0x\(String(b, radix: 16, uppercase: true))"
            throw error("unexpected character \(shown)")
        }
    }

    private mutating func literal(_ word: String) throws(JSONParseError) {
        for b in word.utf8 {
            guard current == b else { throw error("expected \(word)") }
            index += 1
        }
    }

    private mutating func object(depth: Int) throws(JSONParseError) -> JSONValue {
        index += 1
        var members: [(String, JSONValue)] = []
        skipSpace()
        if current == UInt8(ascii: "}") { index += 1; return .object(members) }
        while true {
            skipSpace()
            guard current == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
            let key = try string()
            skipSpace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after key \"\(Format.excerpt(key))\"") }
            index += 1
            skipSpace()
            members.append((key, try value(depth: depth + 1)))
            skipSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "}"): index += 1; return .object(members)
            default: throw error("expected ',' or '}'")
            }
        }
    }

    private mutating func array(depth: Int) throws(JSONParseError) -> JSONValue {
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if current == UInt8(ascii: "]") { index += 1; return .array(items) }
        while true {
            skipSpace()
            items.append(try value(depth: depth + 1))
            skipSpace()
            switch current {
            case UInt8(ascii: ","): index += 1
            case UInt8(ascii: "]"): index += 1; return .array(items)
            default: throw error("expected ',' or ']'")
            }
        }
    }

    private mutating func number() throws(JSONParseError) -> String {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        guard let first = current, isDigit(first) else { throw error("expected a digit") }
        index += 1
        if first != UInt8(ascii: "0") { while let b = current, isDigit(b) { index += 1 } }
        if current == UInt8(ascii: ".") {
            index += 1
            guard let b = current, isDigit(b) else { throw error("expected a digit after '.'") }
            while let b = current, isDigit(b) { index += 1 }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard let b = current, isDigit(b) else { throw error("expected a digit in the exponent") }
            while let b = current, isDigit(b) { index += 1 }
        }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private mutating func string() throws(JSONParseError) -> String {
        index += 1
        var scalars: [UInt8] = []
        let start = index
        // Fast path: no escapes.
        while let b = current, b != UInt8(ascii: "\""), b != UInt8(ascii: "\\"), b >= 0x20 { index += 1 }
        if current == UInt8(ascii: "\"") {
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            index += 1
            return text
        }
        scalars.append(contentsOf: bytes[start..<index])
        while true {
            guard let b = current else { throw error("unterminated string") }
            index += 1
            switch b {
            case UInt8(ascii: "\""):
                return String(decoding: scalars, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard let e = current else { throw error("unterminated escape") }
                index += 1
                switch e {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): scalars.append(e)
                case UInt8(ascii: "b"): scalars.append(0x08)
                case UInt8(ascii: "f"): scalars.append(0x0C)
                case UInt8(ascii: "n"): scalars.append(0x0A)
                case UInt8(ascii: "r"): scalars.append(0x0D)
                case UInt8(ascii: "t"): scalars.append(0x09)
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code), current == UInt8(ascii: "\\"),
                       index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") {
                        index += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("bad surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("bad \\u escape") }
                    scalars.append(contentsOf: Array(String(Character(scalar)).utf8))
                default: throw error("bad escape")
                }
            default:
                guard b >= 0x20 else { throw error("control character in string") }
                scalars.append(b)
            }
        }
    }

    private mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("short \\u escape") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let b = bytes[index]
            let digit: UInt32
            switch b {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - UInt8(ascii: "A") + 10)
            default: throw error("bad hex digit in \\u escape")
            }
            code = code * 16 + digit
            index += 1
        }
        return code
    }
}
