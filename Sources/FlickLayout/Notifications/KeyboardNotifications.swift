/// UIKit's `UIResponder`: in Flick the responders are views, so the keyboard's notification
/// names and user-info keys, which UIKit declares on UIResponder, are on `View` and read as
/// UIKit's after the rename `UIResponder` → `Responder`:
/// `Responder.keyboardWillShowNotification`, `Responder.keyboardFrameEndUserInfoKey`.
public typealias Responder = View

extension View {
    /// Posted before the keyboard slides in (FlickSim's `Keyboard`: inside its animation
    /// block, so a layout pass in the observer animates with it). User info: every
    /// `keyboard…UserInfoKey` below.
    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    /// Posted when the keyboard is in (its animation finished).
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    /// Posted before the keyboard slides out.
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    /// Posted when the keyboard is out.
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    /// Posted before every change of the keyboard's frame (before the will-show or will-hide).
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    /// Posted after every change of the keyboard's frame (before the did-show or did-hide).
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")

    /// The keyboard's frame before the change: a `Rect` in screen coordinates.
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    /// The keyboard's frame after the change: a `Rect` in screen coordinates.
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    /// The animation's duration in seconds: a `Double` (0.25).
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    /// The animation's curve: an `Int`, UIKit's 7 (`AnimationOptions(rawValue: UInt(curve) << 16)`
    /// animates along it).
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    /// Whether the keyboard belongs to this app: a `Bool` (always true here).
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}
