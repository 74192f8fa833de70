import FlickCore

/// A finite number as JSON (`null` for NaN or infinity, which JSON cannot carry).
func json(_ value: Double) -> String { value.isFinite ? "\(value)" : "null" }

/// A string as a JSON string literal.
func jsonString(_ s: String) -> String {
    JSONString.literal(s)
}
