import FlickCore
import FlickInput

/// Small pieces of JSON text with a fixed key order, so equal values give equal bytes.
enum JSONText {
    /// A JSON string literal.
    static func string(_ s: String) -> String {
        JSONString.literal(s)
    }

    /// A number in Swift's shortest round-trip form; integers below 10¹⁵ without a fraction;
    /// NaN and the infinities, which JSON numbers cannot carry, as the strings `"nan"`,
    /// `"inf"`, `"-inf"` (`number(_:)` reads them back).
    static func number(_ v: Double) -> String {
        if v.isNaN { return "\"nan\"" }
        if v.isInfinite { return v < 0 ? "\"-inf\"" : "\"inf\"" }
        if v == v.rounded(), abs(v) < 1e15 { return String(Int64(v)) }
        return "\(v)"
    }

    /// `{"k":v,…}` from members already encoded, in the given order.
    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    /// The Double of a JSON number, or of `"nan"`, `"inf"`, `"-inf"`.
    static func double(_ v: JSONValue) -> Double? {
        switch v {
        case .number(let text): return Double(text)
        case .string("nan"): return .nan
        case .string("inf"): return .infinity
        case .string("-inf"): return -.infinity
        default: return nil
        }
    }

    /// An integer JSON number (no fraction, no exponent), or nil.
    static func int(_ v: JSONValue) -> Int? {
        guard case .number(let text) = v else { return nil }
        return Int(text)
    }
}
