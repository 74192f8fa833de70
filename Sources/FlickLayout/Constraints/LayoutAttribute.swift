/// The attribute of a layout item that a constraint relates (NSLayoutConstraint.Attribute, same
/// raw values).
public enum LayoutAttribute: Int, Sendable, CaseIterable, CustomStringConvertible {
    case notAnAttribute = 0
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline = 11, firstBaseline
    case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins = 19, centerYWithinMargins

    /// UIKit's alias of `lastBaseline`.
    public static let baseline = LayoutAttribute.lastBaseline

    /// The kind of value the attribute is: a position on an axis, or a size.
    public enum Kind: Sendable { case horizontalPosition, verticalPosition, width, height, none }

    public var kind: Kind {
        switch self {
        case .left, .right, .leading, .trailing, .centerX, .leftMargin, .rightMargin,
             .leadingMargin, .trailingMargin, .centerXWithinMargins: return .horizontalPosition
        case .top, .bottom, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
             .centerYWithinMargins: return .verticalPosition
        case .width: return .width
        case .height: return .height
        case .notAnAttribute: return .none
        }
    }

    /// The axis this attribute lies on (nil for notAnAttribute).
    public var axis: LayoutAxis? {
        switch kind {
        case .horizontalPosition, .width: return .horizontal
        case .verticalPosition, .height: return .vertical
        case .none: return nil
        }
    }

    public var isSize: Bool { self == .width || self == .height }
    public var isPosition: Bool { kind == .horizontalPosition || kind == .verticalPosition }
    /// leading, trailing and their margins: resolved under a layout direction.
    public var isDirectional: Bool {
        switch self { case .leading, .trailing, .leadingMargin, .trailingMargin: return true; default: return false }
    }
    /// left, right and their margins.
    public var isAbsoluteHorizontal: Bool {
        switch self { case .left, .right, .leftMargin, .rightMargin: return true; default: return false }
    }
    /// The margin variant's plain edge (leftMargin → left …), or self.
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }
    /// The plain edge's margin variant (left → leftMargin …), or self.
    public var withMargin: LayoutAttribute {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        default: return self
        }
    }
    public var isMargin: Bool { withoutMargin != self }

    public var description: String {
        switch self {
        case .notAnAttribute: return "notAnAttribute"
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
    }
}

/// An axis of layout (NSLayoutConstraint.Axis).
public enum LayoutAxis: Int, Sendable, CaseIterable, CustomStringConvertible {
    case horizontal = 0, vertical = 1
    public var other: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
    public var description: String { self == .horizontal ? "horizontal" : "vertical" }
}

/// The direction leading → trailing runs in (UIUserInterfaceLayoutDirection).
public enum LayoutDirection: Sendable, CustomStringConvertible {
    case leftToRight, rightToLeft
    public var description: String { self == .leftToRight ? "LTR" : "RTL" }
}

/// The relation of a layout constraint (NSLayoutConstraint.Relation, same raw values).
public enum LayoutRelation: Int, Sendable, CustomStringConvertible {
    case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    public var description: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
