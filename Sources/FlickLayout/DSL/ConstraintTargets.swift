import Foundation

/// A constant a SnapKit sentence relates to or offsets by, resolved per attribute.
public enum ConstraintConstant: Sendable, Equatable {
    case number(Double)
    case size(Size)
    case point(Point)
    case insets(EdgeInsets)
    case directionalInsets(DirectionalEdgeInsets)

    /// The constant for a constraint whose (resolved) second attribute is `a` (first attribute when
    /// there is no second), under `dir` — SnapKit's per-attribute table: insets always move edges
    /// inward, numbers are used as they are.
    func value(for a: LayoutAttribute, direction dir: LayoutDirection) -> Double {
        switch self {
        case .number(let n): return n
        case .size(let s):
            return a == .width ? s.width : a == .height ? s.height : 0
        case .point(let p):
            switch a.kind {
            case .horizontalPosition: return p.x
            case .verticalPosition: return p.y
            default: return 0
            }
        case .directionalInsets(let d): return ConstraintConstant.insets(d.resolved(dir)).value(for: a, direction: dir)
        case .insets(let i):
            switch a {
            case .left, .leftMargin: return i.left
            case .top, .topMargin, .firstBaseline: return i.top
            case .right, .rightMargin: return -i.right
            case .bottom, .bottomMargin, .lastBaseline: return -i.bottom
            case .leading, .leadingMargin: return dir == .leftToRight ? i.left : i.right
            case .trailing, .trailingMargin: return dir == .leftToRight ? -i.right : -i.left
            case .centerX, .centerXWithinMargins: return (i.left - i.right) / 2
            case .centerY, .centerYWithinMargins: return (i.top - i.bottom) / 2
            case .width: return -(i.left + i.right)
            case .height: return -(i.top + i.bottom)
            case .notAnAttribute: return 0
            }
        }
    }
}

/// What `equalTo` & co. accept: an item's attribute (`other.snp.bottom`), a view or guide, a
/// number, a `Size`, a `Point`, `EdgeInsets` or `DirectionalEdgeInsets`.
public protocol ConstraintRelatableTarget {
    var constraintTarget: ConstraintTarget { get }
}

/// A resolved relation target.
public enum ConstraintTarget {
    /// An item; `attributes` nil means "the same attribute as the source".
    case item(LayoutItem, ConstraintAttributes?)
    case constant(ConstraintConstant)
}

/// What `offset(_:)` accepts: numbers.
public protocol ConstraintOffsetTarget { var constraintOffsetValue: Double { get } }
/// What `inset(_:)` accepts: numbers (all edges), `EdgeInsets`, `DirectionalEdgeInsets`.
public protocol ConstraintInsetTarget { var constraintInsetValue: ConstraintConstant { get } }
/// What `priority(_:)` accepts: `LayoutPriority` and numbers.
public protocol ConstraintPriorityTarget { var constraintPriorityValue: LayoutPriority { get } }

extension View: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .item(self, nil) }
}
extension LayoutGuide: ConstraintRelatableTarget {
    public var constraintTarget: ConstraintTarget { .item(self, nil) }
}
extension Size: ConstraintRelatableTarget { public var constraintTarget: ConstraintTarget { .constant(.size(self)) } }
extension Point: ConstraintRelatableTarget { public var constraintTarget: ConstraintTarget { .constant(.point(self)) } }
extension EdgeInsets: ConstraintRelatableTarget, ConstraintInsetTarget {
    public var constraintTarget: ConstraintTarget { .constant(.insets(self)) }
    public var constraintInsetValue: ConstraintConstant { .insets(self) }
}
extension DirectionalEdgeInsets: ConstraintRelatableTarget, ConstraintInsetTarget {
    public var constraintTarget: ConstraintTarget { .constant(.directionalInsets(self)) }
    public var constraintInsetValue: ConstraintConstant { .directionalInsets(self) }
}

/// Numbers are targets, offsets, insets and priorities.
public protocol ConstraintNumber: ConstraintRelatableTarget, ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintPriorityTarget {
    var constraintDouble: Double { get }
}
extension ConstraintNumber {
    public var constraintTarget: ConstraintTarget { .constant(.number(constraintDouble)) }
    public var constraintOffsetValue: Double { constraintDouble }
    public var constraintInsetValue: ConstraintConstant { .insets(EdgeInsets(constraintDouble)) }
    public var constraintPriorityValue: LayoutPriority { LayoutPriority(constraintDouble) }
}
extension Int: ConstraintNumber { public var constraintDouble: Double { Double(self) } }
extension UInt: ConstraintNumber { public var constraintDouble: Double { Double(self) } }
extension Double: ConstraintNumber { public var constraintDouble: Double { self } }
extension Float: ConstraintNumber { public var constraintDouble: Double { Double(self) } }
extension CGFloat: ConstraintNumber { public var constraintDouble: Double { Double(self) } }

extension LayoutPriority: ConstraintPriorityTarget {
    public var constraintPriorityValue: LayoutPriority { self }
}

/// An item's attribute(s) as a target: `other.snp.bottom`, `view.snp.edges`.
public struct ConstraintItem: ConstraintRelatableTarget {
    public let target: LayoutItem
    public let attributes: ConstraintAttributes
    public var constraintTarget: ConstraintTarget { .item(target, attributes) }
}
