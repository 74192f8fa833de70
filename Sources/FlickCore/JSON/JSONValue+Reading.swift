extension JSONValue {
    /// The member `key` of an object (the last one when a key repeats), or nil.
    /// - Complexity: O(members).
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.last { $0.0 == key }?.1
    }

    /// The number as a Double, or nil when not a JSON number (the strings that stand for NaN
    /// and the infinities included: see `doubleOrNonFinite`).
    public var double: Double? {
        guard case .number(let text) = self else { return nil }
        return Double(text)
    }

    /// A JSON number, or one of the strings `"nan"`, `"inf"`, `"-inf"` that Flick writes for
    /// the numbers JSON cannot carry (see `JSONValue`), as a Double; nil otherwise.
    package var doubleOrNonFinite: Double? {
        switch self {
        case .number(let text): return Double(text)
        case .string(NonFinite.nan): return .nan
        case .string(NonFinite.infinity): return .infinity
        case .string(NonFinite.negativeInfinity): return -.infinity
        default: return nil
        }
    }

    /// An integer JSON number (no fraction, no exponent) that fits an `Int`, or nil.
    package var int: Int? {
        guard case .number(let text) = self else { return nil }
        return Int(text)
    }

    /// The string, or nil when not a string.
    public var string: String? {
        guard case .string(let s) = self else { return nil }
        return s
    }

    /// The Boolean, or nil when not `true` or `false`.
    package var bool: Bool? {
        guard case .bool(let b) = self else { return nil }
        return b
    }

    /// The items of an array, or nil when not an array.
    package var array: [JSONValue]? {
        guard case .array(let items) = self else { return nil }
        return items
    }
}
