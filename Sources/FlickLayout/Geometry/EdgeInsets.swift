import FlickCore

/// Insets in points, by absolute edge (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// The same inset on every edge.
    public init(_ all: Double) { self.init(top: all, left: all, bottom: all, right: all) }
    public static let zero = EdgeInsets(0)
    public var description: String { "{t \(Format.points(top)) l \(Format.points(left)) b \(Format.points(bottom)) r \(Format.points(right))}" }
}

/// Insets in points, by leading/trailing edge (UIKit's `NSDirectionalEdgeInsets`): leading is
/// left under left-to-right and right under right-to-left.
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    public var top: Double, leading: Double, bottom: Double, trailing: Double
    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }
    public init(_ all: Double) { self.init(top: all, leading: all, bottom: all, trailing: all) }
    public static let zero = DirectionalEdgeInsets(0)

    /// The absolute insets under `direction`.
    public func resolved(_ direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
    public var description: String { "{t \(Format.points(top)) lead \(Format.points(leading)) b \(Format.points(bottom)) trail \(Format.points(trailing))}" }
}
