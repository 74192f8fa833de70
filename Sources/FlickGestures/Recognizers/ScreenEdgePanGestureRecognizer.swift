import FlickLayout

/// Screen edges, as an option set (UIRectEdge).
public struct RectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = RectEdge(rawValue: 1)
    public static let left = RectEdge(rawValue: 2)
    public static let bottom = RectEdge(rawValue: 4)
    public static let right = RectEdge(rawValue: 8)
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// UIScreenEdgePanGestureRecognizer: a pan that can only begin from a touch that went
/// down within `edgeRegion` pt (default 20, `GestureConstants.screenEdgeRegion`) of one of
/// `edges` of the window, and that moves inwards at least as much as along the edge.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// Default: none (UIKit requires setting it).
    @exclusivity(unchecked)
    public var edges: RectEdge = []
    /// Band along the edge, pt.
    @exclusivity(unchecked)
    public var edgeRegion = GestureConstants.screenEdgeRegion
    /// The edge the current gesture started from.
    @exclusivity(unchecked)
    public private(set) var startEdge: RectEdge = []

    public override init(name: String? = nil) {
        super.init(name: name)
        maximumNumberOfTouches = 1
    }

    open override func touchesBegan(_ touches: [GestureTouch], at time: Int64) {
        if state == .possible, startEdge.isEmpty, let first = touches.first, let window = router?.root.hitBounds {
            let p = first.location
            if edges.contains(.left), p.x - window.minX <= edgeRegion { startEdge = .left }
            else if edges.contains(.right), window.maxX - p.x <= edgeRegion { startEdge = .right }
            else if edges.contains(.top), p.y - window.minY <= edgeRegion { startEdge = .top }
            else if edges.contains(.bottom), window.maxY - p.y <= edgeRegion { startEdge = .bottom }
            if startEdge.isEmpty { fail(at: time, reason: "not within \(short(edgeRegion)) pt of an edge"); return }
        }
        super.touchesBegan(touches, at: time)
    }

    open override func touchesMoved(_ touches: [GestureTouch], at time: Int64) {
        if state == .possible {
            let t = firstTouchDisplacement()
            let inward: Double, along: Double
            switch startEdge {
            case .left: (inward, along) = (t.x, abs(t.y))
            case .right: (inward, along) = (-t.x, abs(t.y))
            case .top: (inward, along) = (t.y, abs(t.x))
            default: (inward, along) = (-t.y, abs(t.x))
            }
            if length(t) >= hysteresis && (inward < along) { fail(at: time, reason: "moved along the edge, not inwards"); return }
        }
        super.touchesMoved(touches, at: time)
    }

    open override func reset() {
        startEdge = []
        super.reset()
    }

    /// The first touch's displacement from its touch-down point (window coordinates).
    private func firstTouchDisplacement() -> Point {
        guard let first = self.touches.first else { return .zero }
        return Point(x: first.location.x - first.startLocation.x, y: first.location.y - first.startLocation.y)
    }
}
