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
    /// The view this layer draws (set by the view, cleared by its deinit; unowned, the view
    /// owns the layer).
    @exclusivity(unchecked)
    unowned(unsafe) var view: View?
    init() {}

    /// What is on screen for the layer's view now (CALayer's `presentation()`): while an
    /// animation runs, the in-flight frame, opacity and transform; otherwise the model values.
    /// Read from the presentation layer of the scene showing the view (FlickSim's `SceneHost`
    /// installs it on its screen); on a screen without one, the model values. Nil for a view on
    /// no screen (UIKit: a layer never committed has no presentation layer).
    public func presentation() -> PresentationLayer? {
        guard let view, let screen = view.screen else { return nil }
        let provider = screen.presentationProvider
        func values(_ v: View) -> PresentationLayer {
            provider?(v) ?? PresentationLayer(layoutSpaceFrame: v.layoutSpaceFrame, opacity: v.isHidden ? 0 : v.alpha,
                                              transform: v.transform)
        }
        // The frame is relative to the superview's presentation (a sublayer's frame is in its
        // superlayer's space, whatever the superlayer is doing).
        return values(view).relative(to: view.superview.map { values($0).layoutSpaceFrame.origin })
    }
}

/// The presentation values of a view's layer (what `Layer.presentation()` returns): the
/// spelling of CALayer's presentation copy for the properties Flick animates.
public struct PresentationLayer: Sendable, Equatable {
    /// The in-flight frame in layout-space (screen) coordinates, untransformed, points.
    public var layoutSpaceFrame: Rect
    /// The in-flight frame in the superview's coordinates (as `View.frame`), points.
    public var frame: Rect
    /// Alpha times any transition's opacity, 0…1 (0 when hidden).
    public var opacity: Double
    /// The in-flight transform.
    public var transform: Transform
    /// `(0, 0, frame.size)`.
    public var bounds: Rect { Rect(x: 0, y: 0, width: frame.width, height: frame.height) }
    /// The frame's center in the superview's coordinates (CALayer's default anchor point).
    public var position: Point { Point(x: frame.midX, y: frame.midY) }

    /// Values with `frame` equal to `layoutSpaceFrame` (call `relative(to:)` to fix `frame`).
    public init(layoutSpaceFrame: Rect, opacity: Double, transform: Transform) {
        self.layoutSpaceFrame = layoutSpaceFrame
        self.frame = layoutSpaceFrame
        self.opacity = opacity
        self.transform = transform
    }

    /// With `frame` relative to `o`, the superview's layout-space origin (nil: no superview).
    func relative(to origin: Point?) -> PresentationLayer {
        guard let o = origin else { return self }
        var p = self
        p.frame = Rect(x: layoutSpaceFrame.minX - o.x, y: layoutSpaceFrame.minY - o.y,
                       width: layoutSpaceFrame.width, height: layoutSpaceFrame.height)
        return p
    }
}
