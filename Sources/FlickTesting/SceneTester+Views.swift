import FlickAnimation
import FlickGestures
import FlickLayout
import FlickSim

/// For scenes made of FlickLayout views (`SceneHost`): gestures aimed at a view, and what
/// views, recognizers and animators are doing.
///
/// A gesture aimed at a view starts at the centre of the view as laid out (its model, with
/// its transform and the scroll offsets above it), where UIKit's hit testing looks for it.
/// With `TesterOptions.checksHitTargets` (the default) the test fails when a touch there
/// would reach another view — one in front of it, or none because it is hidden, transparent
/// or not interactive — and the gesture is made anyway; use the `at:` form to touch a point
/// regardless.
extension SceneTester where S: SceneHost {
    // MARK: Gestures on views

    /// `tap(at:)` at the centre of `view`.
    public func tap(_ view: View, fingers: Int = 1, duration: Double = 0.05,
                    fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            tap(at: target(view, "tap"), fingers: fingers, duration: duration)
        }
    }

    /// `doubleTap(at:)` at the centre of `view`.
    public func doubleTap(_ view: View, fingers: Int = 1, duration: Double = 0.05, interval: Double = 0.1,
                          fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            doubleTap(at: target(view, "doubleTap"), fingers: fingers, duration: duration, interval: interval)
        }
    }

    /// `longPress(at:)` at the centre of `view`.
    public func longPress(_ view: View, duration: Double = 0.8, fingers: Int = 1,
                          fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            longPress(at: target(view, "longPress"), duration: duration, fingers: fingers)
        }
    }

    /// `drag(from:by:)` from the centre of `view`.
    public func drag(_ view: View, by offset: Point, duration: Double = 0.3, fingers: Int = 1,
                     fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            drag(from: target(view, "drag"), by: offset, duration: duration, fingers: fingers)
        }
    }

    /// `fling(from:velocity:)` from the centre of `view`.
    public func fling(_ view: View, velocity: Velocity, duration: Double = 0.1, fingers: Int = 1,
                      fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            fling(from: target(view, "fling"), velocity: velocity, duration: duration, fingers: fingers)
        }
    }

    /// `swipe(from:direction:)` from the centre of `view`.
    public func swipe(_ view: View, direction: SwipeDirection, distance: Double = 120, duration: Double = 0.1, fingers: Int = 1,
                      fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            swipe(from: target(view, "swipe"), direction: direction, distance: distance, duration: duration, fingers: fingers)
        }
    }

    /// `pinch(at:scale:)` about the centre of `view`.
    public func pinch(_ view: View, scale: Double, span: Double = 100, duration: Double = 0.4,
                      fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            let c = target(view, "pinch")
            for x in [c.x - span / 2, c.x + span / 2] { checkHit(view, Point(x: x, y: c.y), "pinch") }
            pinch(at: c, scale: scale, span: span, duration: duration)
        }
    }

    /// `rotate(at:angle:)` about the centre of `view`.
    public func rotate(_ view: View, angle: Double, radius: Double = 50, duration: Double = 0.4,
                       fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            let c = target(view, "rotate")
            for x in [c.x - radius, c.x + radius] { checkHit(view, Point(x: x, y: c.y), "rotate") }
            rotate(at: c, angle: angle, radius: radius, duration: duration)
        }
    }

    // MARK: Views

    /// The centre of `view` on screen, as laid out (its model, transform and the scroll
    /// offsets above it applied), screen points.
    public func center(of view: View) -> Point {
        let b = view.bounds
        return view.convertToScreen(Point(x: b.midX, y: b.midY))
    }

    /// `view`'s model: its frame as laid out, in screen points (the scroll offsets above it
    /// applied, its transform not), its alpha and transform.
    /// - Complexity: O(depth of the view).
    public func model(of view: View) -> ViewValues {
        var f = view.layoutSpaceFrame
        var v = view.superview
        while let s = v {
            if let scroll = s as? ScrollView {
                f.origin = Point(x: f.origin.x - scroll.contentOffset.x, y: f.origin.y - scroll.contentOffset.y)
            }
            v = s.superview
        }
        return ViewValues(frame: f, alpha: view.isHidden ? 0 : view.alpha, transform: view.transform)
    }

    /// `model(of:).frame`: where `view` is laid out on screen, points.
    public func frame(of view: View) -> Rect { model(of: view).frame }

    /// What the last tick showed of `view`: its presentation frame in screen points (before
    /// its transform), alpha and transform, as animations draw it; nil when it was not on
    /// screen.
    public func presentation(of view: View) -> ViewValues? {
        guard let s = scene.sample(of: view, in: frames) else { return nil }
        let transform: Transform
        if let animated = scene.animatedValues(of: view) {
            let m = animated.transform.matrix
            transform = Transform(a: m.a, b: m.b, c: m.c, d: m.d, tx: m.tx, ty: m.ty)
        } else {
            transform = view.transform
        }
        return ViewValues(frame: Rect(x: s.x, y: s.y, width: s.width, height: s.height), alpha: s.alpha, transform: transform)
    }

    // MARK: Recognizers and animators

    /// Every recognizer attached to the scene's router, in attach order.
    public var recognizers: [GestureRecognizer] { scene.router.recognizers }

    /// The first recognizer named `name`.
    public func recognizer(named name: String) -> GestureRecognizer? { recognizers.first { $0.name == name } }

    /// Every transition `recognizer` took since the tester was made, oldest first (its own
    /// `transitionLog` is bounded and starts earlier).
    public func transitions(of recognizer: GestureRecognizer) -> [GestureTransition] {
        transitionLog.filter { $0.0 === recognizer }.map(\.1)
    }

    /// How many times `recognizer` recognized (a discrete one) or ended (a continuous one)
    /// since the tester was made.
    public func recognitions(of recognizer: GestureRecognizer) -> Int {
        transitionLog.reduce(0) { $0 + ($1.0 === recognizer && $1.1.to == .ended ? 1 : 0) }
    }

    /// The scene's active (running or paused) and stopped animators, in the order they
    /// became active. Each tells its `state`, `isRunning`, `fractionComplete`.
    public var animators: [PropertyAnimator] { scene.engine.activeAnimators }

    // MARK: Private steps

    /// The centre of `view`, after checking a touch there reaches it.
    private func target(_ view: View, _ what: String) -> Point {
        let c = center(of: view)
        checkHit(view, c, what)
        return c
    }

    /// Fails when a touch at `point` would not reach `view` or a view inside it.
    private func checkHit(_ view: View, _ point: Point, _ what: String) {
        guard options.checksHitTargets else { return }
        let hit = scene.router.root.hitTestTouch(at: point)
        var node = hit
        while let n = node {
            if n === view { return }
            node = n.hitSuperview
        }
        let other = (hit as? View)?.layoutName ?? (hit == nil ? "no view" : "another view")
        let landed = hit == nil ? "no view" : "'\(other)'"
        fail("\(what)(\(view.layoutName)): a touch at \(point) would reach \(landed), not \(view.layoutName) or a view inside it "
             + "(covered by a view in front, hidden, transparent, not interactive or off screen); use \(what)(at:) to touch that point anyway")
    }
}
