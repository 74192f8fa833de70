import FlickLayout

// A small UIKit component library in the common BaseView style, ported with mechanical
// renames (UIView → View, UILabel → Label, UITextField → TextField, UIImageView → ImageView,
// UIStackView → StackView, UIImage → Image, UIColor → Color); target/action replaced by
// recognizers attached by the scenes.

/// The base of every component: subviews, then constraints, then bindings.
open class BaseView: View {
    public override init(frame: Rect) {
        super.init(frame: frame)
        setupSubviews()
        setupConstraints()
        setupBindings()
    }
    open func setupSubviews() {}
    open func setupConstraints() {}
    open func setupBindings() {}
}

/// The components' spacing scale, points.
enum Spacing {
    static let xs: Double = 4
    static let sm: Double = 8
    static let md: Double = 16
    static let lg: Double = 24
    static let xl: Double = 32
}
