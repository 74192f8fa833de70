extension JSONValue {
    /// How `number(_:style:)` writes a finite Double.
    package enum NumberStyle: Sendable {
        /// Swift's shortest text that reads back to the same value: `1.0`, `0.1`, `1e-05`.
        case shortest
        /// Whole values below 10¹⁵ in magnitude without a fraction (`390`, `-3`), others as
        /// `shortest`: the fuzz files' form, for reading.
        case integerWhenWhole
    }

    /// The strings that stand for the numbers JSON cannot carry (see `JSONValue`).
    package enum NonFinite {
        package static let nan = "nan"
        package static let infinity = "inf"
        package static let negativeInfinity = "-inf"
    }

    /// An integer.
    package static func int(_ v: some BinaryInteger) -> JSONValue { .number(String(v)) }

    /// A Double: a JSON number in `style` when finite, else the string `"nan"`, `"inf"` or
    /// `"-inf"` (the one policy for non-finite numbers, see `JSONValue`).
    package static func number(_ v: Double, style: NumberStyle = .shortest) -> JSONValue {
        if v.isNaN { return .string(NonFinite.nan) }
        if v.isInfinite { return .string(v < 0 ? NonFinite.negativeInfinity : NonFinite.infinity) }
        if style == .integerWhenWhole, v == v.rounded(), abs(v) < 1e15 { return .number(String(Int64(v))) }
        return .number("\(v)")
    }

    /// `make(v)`, or `null` when `v` is nil.
    package static func optional<T>(_ v: T?, _ make: (T) -> JSONValue) -> JSONValue { v.map(make) ?? .null }

    /// An array of strings.
    package static func strings(_ items: some Sequence<String>) -> JSONValue { .array(items.map(JSONValue.string)) }
}

extension JSONValue {
    /// An array of integers.
    package static func ints(_ items: some Sequence<Int>) -> JSONValue { .array(items.map { .int($0) }) }

    /// An array of integers, nil as `null`.
    package static func ints(_ items: some Sequence<Int?>) -> JSONValue {
        .array(items.map { $0.map { .int($0) } ?? .null })
    }
}
