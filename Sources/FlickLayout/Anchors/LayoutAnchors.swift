/// An X-axis anchor (NSLayoutXAxisAnchor): relates only to other X-axis anchors.
public struct LayoutXAxisAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute
    public func constraint(equalTo other: LayoutXAxisAnchor, constant: Double = 0, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, 1, constant, file, line)
    }
    public func constraint(greaterThanOrEqualTo other: LayoutXAxisAnchor, constant: Double = 0, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, other.item, other.attribute, 1, constant, file, line)
    }
    public func constraint(lessThanOrEqualTo other: LayoutXAxisAnchor, constant: Double = 0, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, other.item, other.attribute, 1, constant, file, line)
    }
    /// `self == other + 8 × multiplier` (system spacing is 8 pt here).
    public func constraint(equalToSystemSpacingAfter other: LayoutXAxisAnchor, multiplier: Double = 1, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, 1, LayoutAnchors.systemSpacing * multiplier, file, line)
    }
}

/// A Y-axis anchor (NSLayoutYAxisAnchor): relates only to other Y-axis anchors.
public struct LayoutYAxisAnchor {
    public let item: LayoutItem
    public let attribute: LayoutAttribute
    public func constraint(equalTo other: LayoutYAxisAnchor, constant: Double = 0, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, 1, constant, file, line)
    }
    public func constraint(greaterThanOrEqualTo other: LayoutYAxisAnchor, constant: Double = 0, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, other.item, other.attribute, 1, constant, file, line)
    }
    public func constraint(lessThanOrEqualTo other: LayoutYAxisAnchor, constant: Double = 0, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, other.item, other.attribute, 1, constant, file, line)
    }
    /// `self == other + 8 × multiplier`.
    public func constraint(equalToSystemSpacingBelow other: LayoutYAxisAnchor, multiplier: Double = 1, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, 1, LayoutAnchors.systemSpacing * multiplier, file, line)
    }
}

/// A width or height anchor (NSLayoutDimension): relates to dimensions, with multipliers, or to
/// constants.
public struct LayoutDimension {
    public let item: LayoutItem
    public let attribute: LayoutAttribute
    public func constraint(equalToConstant c: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(item, attribute, .equal, nil, .notAnAttribute, 1, c, file, line)
    }
    public func constraint(greaterThanOrEqualToConstant c: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, nil, .notAnAttribute, 1, c, file, line)
    }
    public func constraint(lessThanOrEqualToConstant c: Double, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, nil, .notAnAttribute, 1, c, file, line)
    }
    public func constraint(equalTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(item, attribute, .equal, other.item, other.attribute, multiplier, constant, file, line)
    }
    public func constraint(greaterThanOrEqualTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(item, attribute, .greaterThanOrEqual, other.item, other.attribute, multiplier, constant, file, line)
    }
    public func constraint(lessThanOrEqualTo other: LayoutDimension, multiplier: Double = 1, constant: Double = 0, file: String = #fileID, line: Int = #line) -> LayoutConstraint {
        make(item, attribute, .lessThanOrEqual, other.item, other.attribute, multiplier, constant, file, line)
    }
}

enum LayoutAnchors {
    /// Standard spacing in points used by the system-spacing anchors.
    static let systemSpacing = 8.0
}

private func make(_ a: LayoutItem, _ aa: LayoutAttribute, _ rel: LayoutRelation, _ b: LayoutItem?, _ ba: LayoutAttribute,
                  _ m: Double, _ c: Double, _ file: String, _ line: Int) -> LayoutConstraint {
    LayoutConstraint(item: a, attribute: aa, relatedBy: rel, toItem: b, attribute: ba, multiplier: m, constant: c,
                     file: file, line: line)
}

extension LayoutItem {
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }
}

extension View {
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .lastBaseline) }
}
