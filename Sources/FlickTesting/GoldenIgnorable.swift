import FlickLayout
import FlickSim

/// What `SceneTester.expectGolden(named:ignoring:)` accepts in its list: a view (left out
/// whole), or a `GoldenIgnore` made with `.property(view, "frame")` or `.region(rect)` (or
/// any `GoldenIgnore`, such as `GoldenIgnore.view(named: "Label@0.2")`):
/// ```swift
/// t.expectGolden(named: "refresh", ignoring: [spinner, .property(clockLabel, "frame")])
/// ```
public protocol GoldenIgnorable {
    /// The part of the timeline to leave out.
    var goldenIgnore: GoldenIgnore { get }
}

extension View: GoldenIgnorable {
    /// The view, by the name a timeline gives it (`layoutName`).
    public var goldenIgnore: GoldenIgnore { .view(named: layoutName) }
}

extension GoldenIgnore: GoldenIgnorable {
    public var goldenIgnore: GoldenIgnore { self }
}

extension GoldenIgnorable where Self == GoldenIgnore {
    /// One value of `view` (`"frame"`, `"alpha"` or `"rotation"`: what a timeline lists).
    public static func property(_ view: View, _ name: String) -> GoldenIgnore { .property(view: view.layoutName, name: name) }
    /// Every view whose frame lies wholly inside `rect` (screen points).
    public static func region(_ rect: Rect) -> GoldenIgnore { .region(in: rect) }
}
