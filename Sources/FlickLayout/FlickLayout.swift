/// FlickLayout: the view tree, constraints with NSLayoutConstraint semantics, the SnapKit-style DSL, stack views and the layout pass.
///
/// Module dependencies point one way only; see README.md "Architecture".
