/// A color, by name (appearance is not simulated; kept so UIKit code reads the same).
public struct Color: Hashable, Sendable {
    public var name: String
    public init(name: String) { self.name = name }
    public init(red: Double, green: Double, blue: Double, alpha: Double = 1) { name = "rgba(\(red),\(green),\(blue),\(alpha))" }
    /// This color as a layer color (identity here).
    public var cgColor: Color { self }
    public func withAlphaComponent(_ a: Double) -> Color { Color(name: "\(name)@\(a)") }

    public static let clear = Color(name: "clear"), black = Color(name: "black"), white = Color(name: "white")
    public static let red = Color(name: "red"), blue = Color(name: "blue"), gray = Color(name: "gray")
    public static let label = Color(name: "label"), secondaryLabel = Color(name: "secondaryLabel")
    public static let systemBackground = Color(name: "systemBackground")
    public static let secondarySystemBackground = Color(name: "secondarySystemBackground")
    public static let systemGroupedBackground = Color(name: "systemGroupedBackground")
    public static let systemBlue = Color(name: "systemBlue"), systemRed = Color(name: "systemRed")
    public static let systemGreen = Color(name: "systemGreen"), systemPink = Color(name: "systemPink")
    public static let systemYellow = Color(name: "systemYellow"), systemIndigo = Color(name: "systemIndigo")
    public static let systemGray = Color(name: "systemGray"), systemGray3 = Color(name: "systemGray3")
    public static let systemGray4 = Color(name: "systemGray4"), systemGray5 = Color(name: "systemGray5")
}

/// A view's drawing properties (CALayer's, recorded only).
public final class Layer {
    @exclusivity(unchecked)
    public var cornerRadius: Double = 0
    @exclusivity(unchecked)
    public var borderWidth: Double = 0
    @exclusivity(unchecked)
    public var borderColor: Color?
    @exclusivity(unchecked)
    public var shadowColor: Color?
    @exclusivity(unchecked)
    public var shadowOpacity: Double = 0
    @exclusivity(unchecked)
    public var shadowOffset: Size = .zero
    @exclusivity(unchecked)
    public var shadowRadius: Double = 0
    @exclusivity(unchecked)
    public var masksToBounds = false
    init() {}
}
