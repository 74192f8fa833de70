/// A set of attributes named in one SnapKit sentence (`make.top.left`, `make.edges`).
public struct ConstraintAttributes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    init(_ a: LayoutAttribute) { rawValue = a == .notAnAttribute ? 0 : 1 << UInt32(a.rawValue) }

    public static let left = ConstraintAttributes(.left)
    public static let top = ConstraintAttributes(.top)
    public static let right = ConstraintAttributes(.right)
    public static let bottom = ConstraintAttributes(.bottom)
    public static let leading = ConstraintAttributes(.leading)
    public static let trailing = ConstraintAttributes(.trailing)
    public static let width = ConstraintAttributes(.width)
    public static let height = ConstraintAttributes(.height)
    public static let centerX = ConstraintAttributes(.centerX)
    public static let centerY = ConstraintAttributes(.centerY)
    public static let lastBaseline = ConstraintAttributes(.lastBaseline)
    public static let firstBaseline = ConstraintAttributes(.firstBaseline)
    public static let leftMargin = ConstraintAttributes(.leftMargin)
    public static let rightMargin = ConstraintAttributes(.rightMargin)
    public static let topMargin = ConstraintAttributes(.topMargin)
    public static let bottomMargin = ConstraintAttributes(.bottomMargin)
    public static let leadingMargin = ConstraintAttributes(.leadingMargin)
    public static let trailingMargin = ConstraintAttributes(.trailingMargin)
    public static let centerXWithinMargins = ConstraintAttributes(.centerXWithinMargins)
    public static let centerYWithinMargins = ConstraintAttributes(.centerYWithinMargins)

    public static let edges: ConstraintAttributes = [.left, .top, .right, .bottom]
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let directionalEdges: ConstraintAttributes = [.leading, .top, .trailing, .bottom]
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
    public static let size: ConstraintAttributes = [.width, .height]
    public static let center: ConstraintAttributes = [.centerX, .centerY]
    public static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    public static let directionalMargins: ConstraintAttributes = [.leadingMargin, .topMargin, .trailingMargin, .bottomMargin]
    public static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// The members in NSLayoutConstraint.Attribute order (the order constraints are generated in).
    public var layoutAttributes: [LayoutAttribute] {
        LayoutAttribute.allCases.filter { $0 != .notAnAttribute && contains(ConstraintAttributes($0)) }
    }

    /// Each member replaced by its margin variant (edges → margins) or plain edge.
    var toggledMargins: ConstraintAttributes {
        var out: ConstraintAttributes = []
        for a in layoutAttributes { out.insert(ConstraintAttributes(a.isMargin ? a.withoutMargin : a.withMargin)) }
        return out
    }
}

/// The attribute vocabulary shared by `make`, `view.snp` and chained attributes: one list of
/// names over one primitive, `attribute(_:)`, instead of thirty duplicated properties.
public protocol ConstraintAttributesDSL {
    associatedtype AttributeResult
    func attribute(_ a: ConstraintAttributes) -> AttributeResult
}

extension ConstraintAttributesDSL {
    public var left: AttributeResult { attribute(.left) }
    public var top: AttributeResult { attribute(.top) }
    public var right: AttributeResult { attribute(.right) }
    public var bottom: AttributeResult { attribute(.bottom) }
    public var leading: AttributeResult { attribute(.leading) }
    public var trailing: AttributeResult { attribute(.trailing) }
    public var width: AttributeResult { attribute(.width) }
    public var height: AttributeResult { attribute(.height) }
    public var centerX: AttributeResult { attribute(.centerX) }
    public var centerY: AttributeResult { attribute(.centerY) }
    public var lastBaseline: AttributeResult { attribute(.lastBaseline) }
    @available(*, deprecated, renamed: "lastBaseline")
    public var baseline: AttributeResult { attribute(.lastBaseline) }
    public var firstBaseline: AttributeResult { attribute(.firstBaseline) }
    public var leftMargin: AttributeResult { attribute(.leftMargin) }
    public var rightMargin: AttributeResult { attribute(.rightMargin) }
    public var topMargin: AttributeResult { attribute(.topMargin) }
    public var bottomMargin: AttributeResult { attribute(.bottomMargin) }
    public var leadingMargin: AttributeResult { attribute(.leadingMargin) }
    public var trailingMargin: AttributeResult { attribute(.trailingMargin) }
    public var centerXWithinMargins: AttributeResult { attribute(.centerXWithinMargins) }
    public var centerYWithinMargins: AttributeResult { attribute(.centerYWithinMargins) }
    public var edges: AttributeResult { attribute(.edges) }
    public var horizontalEdges: AttributeResult { attribute(.horizontalEdges) }
    public var verticalEdges: AttributeResult { attribute(.verticalEdges) }
    public var directionalEdges: AttributeResult { attribute(.directionalEdges) }
    public var directionalHorizontalEdges: AttributeResult { attribute(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: AttributeResult { attribute(.directionalVerticalEdges) }
    public var size: AttributeResult { attribute(.size) }
    public var center: AttributeResult { attribute(.center) }
    public var margins: AttributeResult { attribute(.margins) }
    public var directionalMargins: AttributeResult { attribute(.directionalMargins) }
    public var centerWithinMargins: AttributeResult { attribute(.centerWithinMargins) }
}
