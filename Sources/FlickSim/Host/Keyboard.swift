import FlickAnimation
import FlickInput
import FlickLayout

/// The software keyboard of a `SceneHost`, on the scene's virtual clock.
///
/// It slides in when a `KeyInput` (a `TextField`, a `TextView`, a view of your own) becomes
/// the screen's first responder and slides out when no key input is first responder any
/// more; a text field taking over from another leaves it where it is (nothing is posted).
/// It follows once the input that changed the first responder has been handled — at the
/// end of the touch's delivery (at the touch's own time, whatever the tick rate), of typed
/// text, or at the next `advance(to:)` for code run between ticks — so the text field's
/// `editingDidBegin` comes before the keyboard's notifications, as in UIKit.
///
/// Each slide is one animation block on the scene's engine, `Keyboard.animationDuration`
/// (0.25 s) long along UIKit's keyboard curve (7, modelled as `CubicBezier.keyboard`). Inside
/// the block, in this order: `keyboardWillChangeFrameNotification`, then
/// `keyboardWillShowNotification` or `keyboardWillHideNotification` are posted to the scene's
/// `NotificationCenter`, every view's `keyboardLayoutGuide` is moved (`Screen.setKeyboardFrame`)
/// and the screen is laid out, so what observers and constraints change animates with the
/// keyboard. When the slide ends: `keyboardDidChangeFrameNotification`, then
/// `keyboardDidShowNotification` or `keyboardDidHideNotification` (not posted for a slide
/// that a newer one replaced). User info: begin and end frames (`Rect`, screen coordinates),
/// duration (`Double`), curve (`Int` 7), is-local (`Bool` true). While it slides the scene is
/// not settled (an animator runs).
///
/// Policies: the keyboard spans the screen's width at the bottom, `DeviceProfile.keyboardHeight`
/// tall for the screen's orientation (home-indicator area included); hidden, it lies just
/// below the screen. It is not a view: it is not in the scene's frames (a scene's rules read
/// `frame`). A finger that goes down on it while it is visible is the keyboard's: the host
/// keeps that touch, to its lift, from the scene's views and recognizers (keys are not
/// modelled: it types nothing).
///
/// **Rotation** (or a device change) while it is up is followed at the host's next step (a
/// delivery, typed text, `advance(to:)`), before that tick's layout. Policy: fully shown, it
/// takes its new frame at once — `keyboardWillChangeFrameNotification`, the guides moved, the
/// screen laid out, `keyboardDidChangeFrameNotification`, with duration 0 in the user info
/// (no show notifications: it was shown and stays shown); still sliding in, a new slide to
/// the new frame replaces the old one, from where the keyboard is (as a replaced slide does).
/// Sliding out, it needs nothing: hidden, it lies just below whatever screen there is.
public final class Keyboard {
    /// Where the keyboard is in its cycle.
    public enum Phase: String, Sendable { case hidden, showing, shown, hiding }

    /// The slide's duration, seconds (UIKit's reported value).
    public static let animationDuration: Double = 0.25
    /// UIKit's keyboard curve, as notifications report it.
    public static let animationCurve: Int = 7

    /// Where it is in its cycle (`.hidden` at first).
    @exclusivity(unchecked)
    public private(set) var phase: Phase = .hidden
    /// True when the first responder changed, or the screen did (a rotation, a device with
    /// another size or keyboard height) while the keyboard is up, and the keyboard has not
    /// followed yet.
    public var needsUpdate: Bool { responderChanged || placementIsStale }

    /// The first responder changed since the keyboard last followed.
    @exclusivity(unchecked)
    private var responderChanged = false
    /// The frame it was last placed at (a slide's or a jump's end).
    @exclusivity(unchecked)
    private var placedFrame: Rect?

    private unowned let root: Screen
    private unowned let engine: AnimationEngine
    private unowned let center: NotificationCenter
    /// The keyboard's top edge, screen coordinates (registered at the first slide).
    @exclusivity(unchecked)
    private var top: AnimatedProperty<Double>?
    /// Counts slides, so a replaced slide's end posts nothing.
    @exclusivity(unchecked)
    private var slides = 0
    /// Touches that went down on the keyboard and have not lifted.
    @exclusivity(unchecked)
    private var ownTouches: [Int] = []

    init(root: Screen, engine: AnimationEngine, center: NotificationCenter) {
        self.root = root; self.engine = engine; self.center = center
    }

    /// The keyboard's height now, points.
    public var height: Double { root.profile.keyboardHeight(root.orientation) }

    /// The frame when fully shown (screen coordinates).
    public var shownFrame: Rect {
        let s = root.bounds.size
        return Rect(x: 0, y: s.height - height, width: s.width, height: height)
    }

    /// The frame when hidden: just below the screen.
    public var hiddenFrame: Rect {
        let s = root.bounds.size
        return Rect(x: 0, y: s.height, width: s.width, height: height)
    }

    /// The keyboard's frame as shown now (mid-slide while it slides), screen coordinates.
    public var frame: Rect {
        guard let top, phase != .hidden else { return hiddenFrame }
        let s = root.bounds.size
        return Rect(x: 0, y: top.presentation, width: s.width, height: height)
    }

    /// Whether any of it is on screen (not `.hidden`).
    public var isVisible: Bool { phase != .hidden }

    /// The keyboard the first responder asks for (its `TextInputTraits.keyboardType`); nil
    /// while no text input with traits is first responder. Reported only: every type has the
    /// same height (policy).
    public var keyboardType: KeyboardType? { (root.firstResponder as? TextInputTraits)?.keyboardType }
    /// The first responder's return key title; nil as `keyboardType`.
    public var returnKeyType: ReturnKeyType? { (root.firstResponder as? TextInputTraits)?.returnKeyType }
    /// Whether the return key can be pressed: false while the first responder has
    /// `enablesReturnKeyAutomatically` and no text (a return typed then is ignored), or while
    /// no key input is first responder.
    public var isReturnKeyEnabled: Bool {
        guard let input = root.firstResponder as? KeyInput else { return false }
        guard let traits = input as? TextInputTraits, traits.enablesReturnKeyAutomatically else { return true }
        return input.hasText
    }

    /// The first responder changed (the screen's hook).
    func firstResponderChanged() { responderChanged = true }

    /// The screen changed since the keyboard was placed while it is up or coming up: its
    /// shown frame is no longer where it was placed. - Complexity: O(1).
    private var placementIsStale: Bool {
        (phase == .shown || phase == .showing) && placedFrame != shownFrame
    }

    /// Follows the first responder: slides in or out if needed. Called by the host (after a
    /// delivery, typed text, or in `advance(to:)`) with the scene's engine and center installed.
    func update() {
        if responderChanged {
            responderChanged = false
            let wanted = root.firstResponder is KeyInput
            switch (wanted, phase) {
            case (true, .hidden), (true, .hiding): slide(show: true)
            case (false, .shown), (false, .showing): slide(show: false)
            default: break
            }
        }
        if placementIsStale { followScreen() }
    }

    /// `frame` without the touches that are the keyboard's (see the type): a touch that goes
    /// down inside `frame` while the keyboard is visible, and every later event of it.
    /// - Complexity: O(touches in the frame × touches on the keyboard); O(1) while the
    ///   keyboard is hidden and holds no touch.
    func withoutOwnTouches(_ input: InputFrame) -> InputFrame {
        guard isVisible || !ownTouches.isEmpty else { return input }
        var out = input
        let shown = frame
        out.touches.removeAll { t in
            if ownTouches.contains(t.id) {
                if t.phase.isEnd { ownTouches.removeAll { $0 == t.id } }
                return true
            }
            guard t.phase == .down, isVisible, shown.contains(Point(x: t.x, y: t.y)) else { return false }
            ownTouches.append(t.id)
            return true
        }
        return out
    }

    // MARK: Steps

    /// The screen rotated (or changed device) while the keyboard is up (see the type).
    private func followScreen() {
        if phase == .showing { return slide(show: true) }
        slides += 1
        let begin = placedFrame ?? frame, end = shownFrame
        placedFrame = end
        if let top { engine.assign(end.minY, to: top) }
        let info: [AnyHashable: Any] = [
            View.keyboardFrameBeginUserInfoKey: begin, View.keyboardFrameEndUserInfoKey: end,
            View.keyboardAnimationDurationUserInfoKey: 0.0,
            View.keyboardAnimationCurveUserInfoKey: Keyboard.animationCurve,
            View.keyboardIsLocalUserInfoKey: true,
        ]
        center.post(name: View.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        _ = root.layoutIfNeeded()
        root.setKeyboardFrame(end)
        _ = root.layoutIfNeeded()
        center.post(name: View.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
    }

    private func slide(show: Bool) {
        slides += 1
        let slide = slides
        let begin = frame, end = show ? shownFrame : hiddenFrame
        placedFrame = end
        let top = self.top ?? engine.register("keyboard.top", initial: hiddenFrame.minY)
        self.top = top
        phase = show ? .showing : .hiding
        let info: [AnyHashable: Any] = [
            View.keyboardFrameBeginUserInfoKey: begin, View.keyboardFrameEndUserInfoKey: end,
            View.keyboardAnimationDurationUserInfoKey: Keyboard.animationDuration,
            View.keyboardAnimationCurveUserInfoKey: Keyboard.animationCurve,
            View.keyboardIsLocalUserInfoKey: true,
        ]
        engine.animate(withDuration: Keyboard.animationDuration, options: .curveKeyboard, animations: { [unowned self] in
            self.engine.assign(end.minY, to: top)
            self.center.post(name: View.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
            self.center.post(name: show ? View.keyboardWillShowNotification : View.keyboardWillHideNotification,
                             object: nil, userInfo: info)
            self.root.setKeyboardFrame(show ? end : nil)
            _ = self.root.layoutIfNeeded()
        }, completion: { [weak self] _ in
            guard let self, self.slides == slide else { return }
            self.phase = show ? .shown : .hidden
            self.center.post(name: View.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
            self.center.post(name: show ? View.keyboardDidShowNotification : View.keyboardDidHideNotification,
                             object: nil, userInfo: info)
        })
    }
}
